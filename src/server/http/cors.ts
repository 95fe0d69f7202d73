/**
 * CORS for third-party header-token clients (decision 0013): browser pages on an origin listed in `CORS_ORIGINS` may
 * call /api with `Authori-zation`, `Form-type` and JSON. Nothing else is ever allowed:
 * - an origin that is not listed gets no `Access-Control-Allow-*` header at all, so its browser hides every answer;
 * - no answer ever carries `Access-Control-Allow-Credentials`: the token cookie is our storefront's, and a listed
 *   origin authenticates with its header token only (a cookie request from another site is still refused by the
 *   origin rule, http/same-origin.ts);
 * - `Access-Control-Allow-Origin` always names the one origin, never `*`, and `Vary: Origin` keeps caches apart.
 */
import { config } from '../../../app.config'

/** The header a non-browser client sends to receive the login token in the answer (`data.token`). */
export const TOKEN_TRANSPORT_HEADER = 'token-transport'

const ALLOWED_METHODS = 'GET, POST'
const ALLOWED_HEADERS =
  'Authori-zation, Authorization, Form-type, Content-Type, Token-Transport, Captcha-Key, Captcha-Answer'
const PREFLIGHT_MAX_AGE_SECONDS = '600'

/** The request's `Origin` when it is on the allow-list, else null. */
export function listedCorsOrigin(request: Request): string | null {
  const origin = request.headers.get('origin')?.trim().toLowerCase()
  if (!origin || origin === 'null') return null
  return config().corsOrigins.includes(origin) ? origin : null
}

export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('access-control-request-method')
}

/** The answer to a pre-flight: the allowed methods and headers for a listed origin, a refusal for any other. */
export function preflightResponse(request: Request): Response {
  const origin = listedCorsOrigin(request)
  const headers = new Headers({
    'cache-control': 'no-store',
    vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  })
  if (!origin) {
    headers.set('content-type', 'application/json')
    const envelope = { code: 403, message: 'This origin may not call the shop API', data: null }
    return new Response(JSON.stringify(envelope), { status: 403, headers })
  }
  headers.set('access-control-allow-origin', origin)
  headers.set('access-control-allow-methods', ALLOWED_METHODS)
  headers.set('access-control-allow-headers', ALLOWED_HEADERS)
  headers.set('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
  return new Response(null, { status: 204, headers })
}

/** Stamps an answer for a listed origin; with an allow-list set, every answer varies by `Origin`. */
export function withCors(request: Request, headers: Headers): void {
  if (config().corsOrigins.length === 0) return
  const vary = headers.get('vary')
  if (
    !vary
      ?.toLowerCase()
      .split(',')
      .some((name) => name.trim() === 'origin')
  )
    headers.set('vary', vary ? `${vary}, Origin` : 'Origin')
  const origin = listedCorsOrigin(request)
  if (origin) headers.set('access-control-allow-origin', origin)
  headers.delete('access-control-allow-credentials')
}

/**
 * Does this login answer give the token to the client (`data.token`, no cookie) instead of our HttpOnly cookie?
 * Only when no token cookie rides along, and either
 * - the request comes from a listed origin (a browser page of a third-party client), or
 * - it asks with `Token-Transport: header` and is no browser page's request (no `Origin`, no `Sec-Fetch-Site`:
 *   apps, server-side clients, scripts). A script injected into our pages cannot strip those two headers, so it can
 *   never read a token; a foreign page cannot add the header without a pre-flight, which only listed origins pass.
 */
export function wantsHeaderToken(request: Request, hasTokenCookie: boolean): boolean {
  if (hasTokenCookie) return false
  if (listedCorsOrigin(request)) return true
  const asks = request.headers.get(TOKEN_TRANSPORT_HEADER)?.trim().toLowerCase() === 'header'
  return asks && !request.headers.has('origin') && !request.headers.has('sec-fetch-site')
}
