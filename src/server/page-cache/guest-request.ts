/**
 * Which page requests may share one rendered HTML (the guest page cache, decision 16): a GET of a public page by a
 * visitor with no cookie that could change what the page shows. A session cookie picks the member page of `/`, search
 * and product (decision 36), rendered without it. The answer is the cache key and the request to render for it, or null.
 *
 * The key is built from exactly what the render reads, and the render reads nothing else: the page is rendered from
 * a clean request made of the key's parts (the page's URL at the public origin and the resolved locale), never from
 * the visitor's own headers. A hostile visitor (two `locale` cookies, odd headers) can only ever fill the entry of
 * the key their request maps to, with the page every visitor of that key would get.
 */
import { config } from '../../../app.config'
import { originOf } from '../../shared/origin'
import { LOCALE_COOKIE, resolveLocale } from '../../i18n/locales'
import { ATTRIBUTION_COOKIE, CURRENCY_COOKIE, currencyOfParam } from '../../contract'
import { MEMBER_PAGE, SHARED_PAGE_HEADER } from '../../shared/shared-page'
import { requestCookieNames, requestCookies } from '../http/cookies'

/** Public pages: the same HTML for every guest with the same locale and currency. Account, cart, order and login pages never. */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/goods\/[\w-]+$/,
  /^\/goods_detail\/\d+$/,
  /^\/merchant(\/[\w-]+)*$/,
  /^\/middlewares\/privacy_agreement$/,
]

/**
 * Cookies a guest may carry and still get the shared page: the locale and the currency (parts of the key) and the signed marker of a
 * device that once signed in (read only by sign-in), the campaign first touch (read only by sign-up and orders). Any other cookie, above all the session `token`, means no cache.
 */
const NEUTRAL_COOKIES = new Set([LOCALE_COOKIE, CURRENCY_COOKIE, 'device', ATTRIBUTION_COOKIE])

/**
 * Public pages a signed-in shopper gets from the cache too (decision 36): one member page per URL, locale and currency,
 * rendered with no session at all and the user left unknown; the browser joins the shopper's own parts after
 * hydration. Store pages (followed store, store coupons in the render) still render per shopper.
 */
const MEMBER_PAGES = [/^\/$/, /^\/goods\/[\w-]+$/, /^\/goods_detail\/\d+$/]

/**
 * Pages whose render reads today's date: the product page's delivery estimate names its arrival dates (UTC days). The
 * day is part of their key, so a page rendered yesterday is never served today.
 */
const DATED_PAGES = [/^\/goods_detail\/\d+$/]

export interface GuestPage {
  key: string
  /** What is rendered for the key: the page at the public origin and the locale and currency cookies, nothing of the visitor's own. */
  request: Request
  /** The member page: shared, but answered `private, no-store` (the request carried a session). */
  private?: boolean
}

/** The shared page of a guest request, or null when it must be rendered for this visitor alone. */
export function guestPage(request: Request): GuestPage | null {
  if (request.method !== 'GET') return null
  const headers = request.headers
  if (headers.has('authori-zation') || headers.has('authorization')) return null
  // A router-internal request (server functions, data-only navigations) is not a page.
  if (headers.has('x-tsr-serverfn') || headers.has('x-tsr-redirect')) return null
  const url = new URL(request.url)
  if (url.search.length > 512 || !PUBLIC_PAGES.some((page) => page.test(url.pathname))) return null
  const session = config().tokenCookie.name
  let member = false
  // Every part of the header, parsed or not: a cookie the parser skips is still a cookie this page was not made for.
  for (const name of requestCookieNames(headers.get('cookie'))) {
    if (name === session) member = true
    else if (!NEUTRAL_COOKIES.has(name)) return null
  }
  // The session only chooses the member page; the render never sees it (nor anything else of the visitor's).
  if (member && !MEMBER_PAGES.some((page) => page.test(url.pathname))) return null
  const cookies = requestCookies(headers.get('cookie'))
  const locale = resolveLocale(cookies[LOCALE_COOKIE], config().defaultLocale)
  // The shopper's currency (decision 34): a known code, else none (the render then proposes the locale's default).
  // Prices are converted in the render, so a page in EUR and one in RUB are two entries; the clean request carries
  // exactly the resolved code, so the render can read nothing the key does not name.
  const currency = currencyOfParam(cookies[CURRENCY_COOKIE])
  // The public origin (PUBLIC_URL, or the trusted proxy's scheme and host) becomes the URL itself: the render finds
  // the same origin there without any forwarded header.
  const page = `${originOf(request)}${url.pathname}${url.search}`
  const cookie = `${LOCALE_COOKIE}=${locale}${currency ? `; ${CURRENCY_COOKIE}=${currency}` : ''}`
  const day = DATED_PAGES.some((dated) => dated.test(url.pathname)) ? `|${new Date().toISOString().slice(0, 10)}` : ''
  const key = `${page}|${locale}|${currency ?? 'auto'}${day}`
  if (!member) return { key, request: new Request(page, { headers: { cookie } }) }
  return {
    key: `${key}|${MEMBER_PAGE}`,
    request: new Request(page, { headers: { cookie, [SHARED_PAGE_HEADER]: MEMBER_PAGE } }),
    private: true,
  }
}
