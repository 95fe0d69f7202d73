/**
 * What every sign-in shares: the password-attempt guard (decision 0006) and what a successful sign-in leaves in
 * the browser (the known-device cookie and, while the outbox sender is on, the outbox claims of the account).
 */
import { ATTRIBUTION_COOKIE, CURRENCY_COOKIE } from '../../contract'
import { LOCALE_COOKIE } from '../../i18n/locales'
import { clientIp, hitRateLimit, type RateHit, type RateRule, RULES, UNKNOWN_IP, undoRateHit } from '../auth'
import { requestCookies } from '../http/cookies'
import { badRequest } from '../http/envelope'
import type { AppContext } from '../http/context'
import { OUTBOX_COOKIE, outboxBrowser } from '../messages'
import { claimAccountAddresses } from '../messages'
import { outboxEnabled } from '../messages'
import { DEVICE_COOKIE, isKnownDevice, rememberDevice } from './known-device'

export interface PasswordAttempt {
  /** The password was right: takes back this attempt's counts, so only failures ever count. */
  succeeded(): Promise<void>
}

/** Opens a password attempt for the account found for the target (null: no such account). */
export type OpenPasswordAttempt = (userId: number | null) => Promise<PasswordAttempt>

export function tooManyFailures(retryAfterSeconds: number, target: string) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  if (target.includes('@')) {
    return minutes === 1
      ? badRequest(
          /*i18n*/ 'Too many failed attempts. Reset your password with a code sent to your e-mail, or try again in 1 minute',
        )
      : badRequest(
          /*i18n*/ 'Too many failed attempts. Reset your password with a code sent to your e-mail, or try again in {minutes} minutes',
          { minutes },
        )
  }
  return minutes === 1
    ? badRequest(/*i18n*/ 'Too many failed attempts. Sign in with a verification code, or try again in 1 minute')
    : badRequest(
        /*i18n*/ 'Too many failed attempts. Sign in with a verification code, or try again in {minutes} minutes',
        { minutes },
      )
}

/**
 * Counts the attempt as a failure before the password is checked (so parallel guesses cannot overshoot a limit),
 * in three places: this address, this address on this account, and this account from everywhere. The last one
 * is skipped for a known device of the account: a stranger's failures lock out strangers, not the owner.
 * A refused attempt checks no password, so its counts are taken back too.
 */
export function passwordAttempt(c: AppContext, target: string): OpenPasswordAttempt {
  return async (userId) => {
    const db = c.get('db')
    const ip = clientIp(c)
    const checks: [RateRule, string][] = []
    if (ip !== UNKNOWN_IP) checks.push([RULES.loginIp, ip], [RULES.loginPair, `${target}|${ip}`])
    if (userId === null || !(await isKnownDevice(c, userId)))
      checks.push([RULES.loginTarget, target], [RULES.loginTargetDay, target])
    const hits: RateHit[] = []
    for (const [rule, subject] of checks) hits.push(await hitRateLimit(db, rule, subject))
    const undo = async () => {
      for (const hit of hits) await undoRateHit(db, hit)
    }
    const blocked = hits.filter((hit) => !hit.allowed)
    if (blocked.length > 0) {
      await undo()
      throw tooManyFailures(Math.max(...blocked.map((hit) => hit.retryAfterSeconds)), target)
    }
    return { succeeded: undo }
  }
}

/** After any successful sign-in or registration of `userId` in this browser. */
export async function signedIn(c: AppContext, userId: number) {
  await rememberDevice(c, userId)
  if (outboxEnabled()) await claimAccountAddresses(c.get('db'), outboxBrowser(c), userId)
}

/** The browser cookies the embedded API reads itself (the currency: an order keeps it); the gateway passes only these on (never the token). */
const API_BROWSER_COOKIES = new Set([DEVICE_COOKIE, OUTBOX_COOKIE, ATTRIBUTION_COOKIE, LOCALE_COOKIE, CURRENCY_COOKIE])

/** The `Cookie` header for the embedded API: only its own browser cookies, or null when there are none. */
export function apiBrowserCookies(header: string | null): string | null {
  // Rebuilt from the one parser: one value per name, the value every reader of the header sees.
  const kept = Object.entries(requestCookies(header))
    .filter(([name]) => API_BROWSER_COOKIES.has(name))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  return kept.length > 0 ? kept.join('; ') : null
}
