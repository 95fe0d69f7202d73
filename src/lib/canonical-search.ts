/**
 * One URL per screen, for every route (decision 22), applied by the root route's beforeLoad so routes added later get
 * it without a line of their own:
 * - the route's own params (every match's `validateSearch`) come first, in the schema's order; a bad value is
 *   dropped, a value the schema normalises is spelled normalised, and defaults are dropped by the routes' search
 *   middlewares (`withoutDefaults`) when the URL is built;
 * - then the campaign params (`campaignParamsOf`), as they came, in their fixed order;
 * - then any other key as it came (third parties append their own: Stripe's return URL, OAuth callbacks);
 * - `?locale=` is never kept: the root applies it (cookie) and the URL loses it.
 * When the URL differs from this, the root redirects to it with `replace` (no history entry; a 307 on the server).
 */
import { CURRENCY_PARAM, LOCALE_PARAM } from '~/contract'
import { campaignParamsOf } from './search-params'

export interface SearchMatch {
  search: Record<string, unknown>
  _strictSearch?: Record<string, unknown>
}

/** The validated params of every match, merged in route order (a child's key overrides its parent's). */
function routeParams(matches: readonly SearchMatch[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  for (const match of matches) Object.assign(merged, match._strictSearch ?? {})
  return merged
}

/** The canonical search of a raw URL search (before the routes' default-dropping middlewares). */
export function canonicalSearchOf(
  matches: readonly SearchMatch[],
  raw: Record<string, unknown>,
): Record<string, unknown> {
  const routeKeys = routeParams(matches)
  const out: Record<string, unknown> = {}
  // Only keys the URL spelled: a value a schema fills in for a missing key (a default, a "not found" 0) stays out.
  const campaign = campaignParamsOf(raw)
  for (const [key, value] of Object.entries(routeKeys)) {
    // A route that also reads a campaign param (the login page's inviteCode) does not get to drop or move it.
    if (value !== undefined && raw[key] !== undefined && !(key in campaign)) out[key] = value
  }
  Object.assign(out, campaign)
  for (const [key, value] of Object.entries(raw)) {
    if (value !== undefined && !(key in out) && !(key in routeKeys) && key !== LOCALE_PARAM && key !== CURRENCY_PARAM)
      out[key] = value
  }
  return out
}

/** Same value as the URL would spell it: a number equals its text (`?title=123` arrives as the number 123). */
function sameValue(have: unknown, want: unknown): boolean {
  if (have === want) return true
  if (typeof have === 'number' && typeof want === 'string') return String(have) === want
  if (typeof have === 'object' && typeof want === 'object') return JSON.stringify(have) === JSON.stringify(want)
  return false
}

/** Whether the raw search already is the canonical one: same keys, same order, same values. */
export function isSameSearch(raw: Record<string, unknown>, canonical: Record<string, unknown>): boolean {
  const rawKeys = Object.keys(raw).filter((key) => raw[key] !== undefined)
  const keys = Object.keys(canonical).filter((key) => canonical[key] !== undefined)
  return (
    rawKeys.length === keys.length && keys.every((key, i) => rawKeys[i] === key && sameValue(raw[key], canonical[key]))
  )
}
