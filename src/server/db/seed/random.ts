/**
 * Deterministic randomness for the demo seed. Every generated value comes from a mulberry32 stream
 * with a fixed seed, so two fresh seeds produce byte-identical catalogues.
 */

/** The one seed the whole demo marketplace derives from. Change it and every product changes. */
export const SEED = 20_261_101

/** The seed's "now": every timestamp is relative to it, never to the wall clock. */
export const BASE_DATE = new Date(Date.UTC(2026, 10, 1))

const DAY_MS = 24 * 3600 * 1000

/** A moment `days` (fractional allowed) before the base date. */
export function beforeBase(days: number): Date {
  return new Date(BASE_DATE.getTime() - Math.round(days * DAY_MS))
}

/** A moment `days` after the base date. */
export function afterBase(days: number): Date {
  return new Date(BASE_DATE.getTime() + Math.round(days * DAY_MS))
}

/** Mixes several integers into one 32-bit seed (a murmur-style finaliser), e.g. (SEED, productId). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return h >>> 0
}

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count))
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice()
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }

  /** Picks by weight: weights[i] is the relative chance of items[i]. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0)
    let roll = this.next() * total
    for (let i = 0; i < items.length; i++) {
      roll -= weights[i]
      if (roll < 0) return items[i]
    }
    return items[items.length - 1]
  }
}

/** A stream dedicated to one entity, so its values do not depend on how many entities came before. */
export function randomFor(...parts: number[]): Random {
  return new Random(mixSeed(SEED, ...parts))
}

/** Formats integer cents as a money string with 2 decimals ("12.90"). */
export function money(cents: number): string {
  const whole = Math.floor(cents / 100)
  return `${whole}.${String(cents % 100).padStart(2, '0')}`
}
