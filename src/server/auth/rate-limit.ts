/**
 * Fixed-window rate limits stored in `rate_limits`, shared by every app server: one atomic
 * `insert … on conflict do update set count = count + 1 returning count` per hit, so concurrent requests on
 * different servers never lose a count. Old windows are harmless and pruned now and then.
 */
import type { Context } from 'hono'
import { and, eq, lt, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import { rateLimits } from '../db/schema'
import { badRequest } from '../http/envelope'

export interface RateRule {
  /** Counter family, e.g. `login:fail:pair`. */
  name: string
  limit: number
  windowSeconds: number
}

export const RULES = {
  /** Wrong passwords from one address for one account: the per (target, IP) bucket. */
  loginPair: { name: 'login:fail:pair', limit: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords from one address over all accounts. */
  loginIp: { name: 'login:fail:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Wrong passwords for one account from everywhere: beyond it, only known devices and code sign-in get in. */
  loginTarget: { name: 'login:fail:target', limit: 10, windowSeconds: 15 * 60 },
  loginTargetDay: { name: 'login:fail:target-day', limit: 100, windowSeconds: 24 * 3600 },
  /** SMS-code sign-in attempts per address (each code also dies after 5 wrong tries). */
  codeLoginIp: { name: 'code-login:ip', limit: 30, windowSeconds: 15 * 60 },
  /** Tourist entry and social sign-in: attempts, per target and per address. */
  entryTarget: { name: 'entry:target', limit: 10, windowSeconds: 15 * 60 },
  entryIp: { name: 'entry:ip', limit: 30, windowSeconds: 15 * 60 },
  codeTarget: { name: 'code:target', limit: 5, windowSeconds: 60 * 60 },
  codeIp: { name: 'code:ip', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>

export interface RateHit {
  key: string
  windowStart: Date
  count: number
  allowed: boolean
  /** Seconds until the window ends. */
  retryAfterSeconds: number
}

/** Counts one hit of `subject` under `rule` and says whether it is still within the limit. */
export async function hitRateLimit(db: DbOrTx, rule: RateRule, subject: string, now = new Date()): Promise<RateHit> {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const key = `${rule.name}:${subject}`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  if (Math.random() < 0.01) await pruneRateLimits(db, now)
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
  return {
    key,
    windowStart,
    count: row.count,
    allowed: row.count <= rule.limit * config().rateLimitScale,
    retryAfterSeconds,
  }
}

/** Takes back one earlier hit (in its own window), e.g. an attempt counted in advance that did not fail. */
export async function undoRateHit(db: DbOrTx, hit: RateHit) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, hit.key), eq(rateLimits.windowStart, hit.windowStart)))
}

/** Deletes windows that started more than a day ago (the longest window is one day, so they have all ended). */
export async function pruneRateLimits(db: DbOrTx, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)))
}

export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return minutes === 1
    ? badRequest(/*i18n*/ 'Too many attempts, please try again in 1 minute')
    : badRequest(/*i18n*/ 'Too many attempts, please try again in {minutes} minutes', { minutes })
}

/**
 * Counts a hit on every (rule, subject) pair, then refuses with 400 when any is over its limit. Every counter is
 * incremented even when an earlier one is over, so a flood on one key still shows on the others.
 * A subject of `unknown` (no client address) is skipped: it would otherwise be one bucket shared by everyone.
 */
export async function enforceRateLimits(db: DbOrTx, checks: [RateRule, string][]) {
  let blockedFor = 0
  for (const [rule, subject] of checks) {
    if (subject === UNKNOWN_IP) continue
    const hit = await hitRateLimit(db, rule, subject)
    if (!hit.allowed) blockedFor = Math.max(blockedFor, hit.retryAfterSeconds)
  }
  if (blockedFor > 0) throw tooManyAttempts(blockedFor)
}

export const UNKNOWN_IP = 'unknown'

/** The client address: the first `X-Forwarded-For` entry, else `X-Real-IP`, else the socket's, else `unknown`. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, 64)
  const real = c.req.header('x-real-ip')?.trim()
  if (real) return real.slice(0, 64)
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? UNKNOWN_IP
}

export const entryLimits = (c: Context, target: string) =>
  [
    [RULES.entryTarget, target],
    [RULES.entryIp, clientIp(c)],
  ] satisfies [RateRule, string][]

export const codeLoginLimits = (c: Context) => [[RULES.codeLoginIp, clientIp(c)]] satisfies [RateRule, string][]

export const codeLimits = (c: Context, target: string) =>
  [
    [RULES.codeTarget, target],
    [RULES.codeIp, clientIp(c)],
  ] satisfies [RateRule, string][]
