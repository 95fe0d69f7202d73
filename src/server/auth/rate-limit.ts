/**
 * Fixed-window rate limits stored in `rate_limits`, shared by every app server: one atomic
 * `insert … on conflict do update set count = count + 1 returning count` per hit, so concurrent requests on
 * different servers never lose a count. Old windows are harmless and pruned now and then.
 */
import type { Context } from 'hono'
import { lt, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import { rateLimits } from '../db/schema'
import { badRequest } from '../http/envelope'

export interface RateRule {
  /** Counter family, e.g. `login:target`. */
  name: string
  limit: number
  windowSeconds: number
}

export const RULES = {
  loginTarget: { name: 'login:target', limit: 10, windowSeconds: 15 * 60 },
  loginIp: { name: 'login:ip', limit: 30, windowSeconds: 15 * 60 },
  codeTarget: { name: 'code:target', limit: 5, windowSeconds: 60 * 60 },
  codeIp: { name: 'code:ip', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>

export interface RateHit {
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
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
  if (Math.random() < 0.01) await pruneRateLimits(db, now)
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
  return { count: row.count, allowed: row.count <= rule.limit * config().rateLimitScale, retryAfterSeconds }
}

/** Deletes windows that ended more than a day ago (the longest window is one hour). */
export async function pruneRateLimits(db: DbOrTx, now = new Date()) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600 * 1000)))
}

export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return badRequest(`Too many attempts, please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`)
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

export const loginLimits = (c: Context, target: string) =>
  [
    [RULES.loginTarget, target],
    [RULES.loginIp, clientIp(c)],
  ] satisfies [RateRule, string][]

export const codeLimits = (c: Context, target: string) =>
  [
    [RULES.codeTarget, target],
    [RULES.codeIp, clientIp(c)],
  ] satisfies [RateRule, string][]
