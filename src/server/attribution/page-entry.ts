/**
 * Deep-link work done at the server's door (src/server.ts), before the guest page cache and the router, so every
 * route, present or future, gets it:
 * - `?locale=ru` on a page load: a redirect to the same URL without it (the browser replaces the URL: no history
 *   entry) that sets the locale cookie, so the page then renders in that locale, SSR included. An unknown value is
 *   only removed. `?currency=EUR` does the same for the currency cookie (decision 34), alone or with `?locale=`.
 *   (A client-side navigation to such a link is handled by the root route: `~/lib/canonical-search`.)
 * - The first page load carrying campaign params (utm_*, gclid, fbclid, inviteCode) sets the HttpOnly first-touch
 *   cookie, unless the visit already has one: first touch wins.
 */
import { ATTRIBUTION_COOKIE, CURRENCY_COOKIE, CURRENCY_PARAM, currencyOfParam, LOCALE_PARAM } from '../../contract'
import { LOCALE_COOKIE, localeOfParam } from '../../i18n/locales'
import { isHttpsRequest } from '../../shared/origin'
import { cookieHeader, requestCookie } from '../http/cookies'
import { baseSecurityHeaders } from '../http/security-headers'
import { decodeFirstTouch, firstTouchCookie, firstTouchOfUrl } from './first-touch'

// `/feeds/…` (the Merchant Center feed) reads its own `?locale=`: a browser opening it must not be redirected.
const NOT_PAGES = /^\/(api|media|_serverFn|assets|feeds)\//

/** A browser asking for a page (not an API call, an asset or a server function). */
function isPageLoad(request: Request, url: URL): boolean {
  if (request.method !== 'GET' || NOT_PAGES.test(url.pathname)) return false
  if (request.headers.has('x-tsr-serverfn')) return false
  return (request.headers.get('accept') ?? '').includes('text/html')
}

/**
 * The redirect's Location: always a path on this origin. A path that starts with more than one slash or backslash
 * (`//evil.example`, `/\\evil.example`) would be read by the browser as another host, so the leading run becomes one
 * slash; tabs and line breaks are dropped (browsers ignore them, which could turn `/\t/host` into `//host`).
 */
function sameOriginTarget(url: URL): string {
  const target = `/${url.pathname.replace(/^[/\\\s]+/, '')}${url.search}${url.hash}`.replace(/[\t\n\r]/g, '')
  return /^\/[^/\\]/.test(target) || target === '/' ? target : '/'
}

/** The redirect that applies a `?locale=` and/or `?currency=` link, or null when the page load has neither. */
export function localeLinkRedirect(request: Request): Response | null {
  const url = new URL(request.url)
  if ((!url.searchParams.has(LOCALE_PARAM) && !url.searchParams.has(CURRENCY_PARAM)) || !isPageLoad(request, url))
    return null
  const locale = url.searchParams.has(LOCALE_PARAM)
    ? localeOfParam(url.searchParams.get(LOCALE_PARAM)?.replace(/^"(.*)"$/, '$1'))
    : null
  const currency = currencyOfParam(url.searchParams.get(CURRENCY_PARAM))
  url.searchParams.delete(LOCALE_PARAM)
  url.searchParams.delete(CURRENCY_PARAM)
  const security = baseSecurityHeaders(request)
  const headers = new Headers({
    location: sameOriginTarget(url),
    'cache-control': 'no-store',
    'referrer-policy': security['referrer-policy'],
    'permissions-policy': security['permissions-policy'],
  })
  const options = { maxAgeSeconds: 365 * 24 * 3600, secure: isHttpsRequest(request) }
  if (locale) headers.append('set-cookie', cookieHeader(LOCALE_COOKIE, locale, options))
  if (currency) headers.append('set-cookie', cookieHeader(CURRENCY_COOKIE, currency, options))
  return new Response(null, { status: 302, headers })
}

/** The page's answer, with the first-touch cookie added when this load starts the visit's attribution. */
export function withFirstTouch(request: Request, response: Response, cookieDays: number): Response {
  const url = new URL(request.url)
  if (!isPageLoad(request, url)) return response
  const touch = firstTouchOfUrl(url)
  if (!touch || decodeFirstTouch(requestCookie(request.headers.get('cookie'), ATTRIBUTION_COOKIE))) return response
  // A cached answer may be shared: the cookie goes on a copy, and an answer that sets a cookie is this visitor's
  // alone (a shared cache must not hand one visitor's first touch to the next).
  const headers = new Headers(response.headers)
  headers.append('set-cookie', firstTouchCookie(touch, cookieDays, isHttpsRequest(request)))
  headers.set('cache-control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
