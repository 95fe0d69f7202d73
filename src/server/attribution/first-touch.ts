/**
 * The first touch of a visit (decision 22): the campaign params of the first page load that carried any, kept in the
 * HttpOnly `first_touch` cookie (base64url JSON) until a registration or an order reads it. The cookie is the
 * visitor's own input: it is parsed strictly and cut to size, and a bad one counts as no touch.
 */
import * as v from 'valibot'
import {
  ATTRIBUTION_COOKIE,
  CAMPAIGN_PARAMS,
  CAMPAIGN_VALUE_MAX,
  type CampaignParam,
  type FirstTouch,
} from '../../contract'

const MAX_PATH = 500

const Value = v.pipe(v.string(), v.maxLength(CAMPAIGN_VALUE_MAX))
const FirstTouchSchema = v.object({
  params: v.pipe(
    v.object(
      Object.fromEntries(CAMPAIGN_PARAMS.map((key) => [key, v.optional(Value)])) as Record<
        CampaignParam,
        v.OptionalSchema<typeof Value, undefined>
      >,
    ),
    v.check((params) => Object.values(params).some((value) => value !== undefined)),
  ),
  landingPath: v.pipe(v.string(), v.maxLength(MAX_PATH)),
  at: v.pipe(v.string(), v.isoTimestamp()),
})

/** The campaign params of a query string: trimmed, cut to CAMPAIGN_VALUE_MAX, empty ones left out. */
export function campaignParamsOfQuery(query: URLSearchParams): FirstTouch['params'] {
  const params: FirstTouch['params'] = {}
  for (const key of CAMPAIGN_PARAMS) {
    // The router JSON-quotes numeric-looking text (`utm_content="123"`): the stored value is the text itself.
    const value = query
      .get(key)
      ?.trim()
      .replace(/^"(.*)"$/, '$1')
      .slice(0, CAMPAIGN_VALUE_MAX)
    if (value) params[key] = value
  }
  return params
}

/** A first touch from a page URL, or null when it carries no campaign param. */
export function firstTouchOfUrl(url: URL, now = new Date()): FirstTouch | null {
  const params = campaignParamsOfQuery(url.searchParams)
  if (Object.keys(params).length === 0) return null
  return { params, landingPath: url.pathname.slice(0, MAX_PATH), at: now.toISOString() }
}

export function encodeFirstTouch(touch: FirstTouch): string {
  return Buffer.from(JSON.stringify(touch), 'utf8').toString('base64url')
}

/** The cookie's first touch, or null when it is missing or not one of ours. */
export function decodeFirstTouch(value: string | null | undefined): FirstTouch | null {
  if (!value || value.length > 4096) return null
  try {
    const parsed = v.safeParse(FirstTouchSchema, JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    if (!parsed.success) return null
    const params = Object.fromEntries(Object.entries(parsed.output.params).filter(([, entry]) => entry !== undefined))
    return { params, landingPath: parsed.output.landingPath, at: parsed.output.at }
  } catch {
    return null
  }
}

/**
 * The longest first-touch value the shop sets. Browsers drop a cookie of over 4,096 bytes (name, value and
 * attributes) silently: eight 200-character CJK params encode to 6.7 KB. Cut to fit, a touch keeps every param.
 */
export const FIRST_TOUCH_MAX_BYTES = 3000

/** `touch` with its longest values shortened (by whole characters) until its cookie value fits FIRST_TOUCH_MAX_BYTES. */
export function fittedFirstTouch(touch: FirstTouch): FirstTouch {
  const params = Object.fromEntries(
    Object.entries(touch.params).map(([key, value]) => [key, Array.from(value ?? '')]),
  ) as Record<string, string[]>
  let fitted: FirstTouch = touch
  let landing = Array.from(touch.landingPath)
  for (;;) {
    fitted = {
      ...touch,
      landingPath: landing.join(''),
      params: Object.fromEntries(Object.entries(params).map(([key, chars]) => [key, chars.join('')])),
    }
    if (encodeFirstTouch(fitted).length <= FIRST_TOUCH_MAX_BYTES) return fitted
    // A long landing path goes first (it is the least telling); then the longest param loses a tenth.
    if (landing.length > 100) {
      landing = landing.slice(0, 100)
      continue
    }
    const [, longest] = Object.entries(params).reduce((a, b) => (b[1].length > a[1].length ? b : a))
    longest.splice(Math.max(1, Math.floor(longest.length * 0.9)))
  }
}

/** The Set-Cookie value: HttpOnly (only the server reads it), Lax, `days` long (0: until the browser closes). */
export function firstTouchCookie(touch: FirstTouch, days: number, secure: boolean): string {
  const parts = [
    `${ATTRIBUTION_COOKIE}=${encodeFirstTouch(fittedFirstTouch(touch))}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
  ]
  if (days > 0) parts.push(`Max-Age=${days * 24 * 3600}`)
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
