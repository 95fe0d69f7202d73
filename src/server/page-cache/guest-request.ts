/**
 * Which page requests may share one rendered HTML (the guest page cache, decision 16): a GET of a public page by a
 * visitor with no session and no cookie that could change what the page shows. The answer is the cache key, or null.
 */
import { originOf } from '../../lib/origin'
import { LOCALE_COOKIE } from '../../i18n/locales'
import { ATTRIBUTION_COOKIE } from '../../contract'

/** Public pages: the same HTML for every guest with the same locale. Account, cart, order and login pages never. */
const PUBLIC_PAGES = [/^\/$/, /^\/goods\/[\w-]+$/, /^\/goods_detail\/\d+$/, /^\/merchant(\/[\w-]+)*$/, /^\/middlewares\/privacy_agreement$/]

/**
 * Cookies a guest may carry and still get the shared page: the locale (part of the key) and the signed marker of a
 * device that once signed in (read only by sign-in), the campaign first touch (read only by sign-up and orders). Any other cookie, above all the session `token`, means no cache.
 */
const NEUTRAL_COOKIES = new Set([LOCALE_COOKIE, 'device', ATTRIBUTION_COOKIE])

/** The cache key of a guest page request (origin, path, query and locale), or null when it must be rendered. */
export function guestPageKey(request: Request): string | null {
  if (request.method !== 'GET') return null
  const headers = request.headers
  if (headers.has('authori-zation') || headers.has('authorization')) return null
  // A router-internal request (server functions, data-only navigations) is not a page.
  if (headers.has('x-tsr-serverfn') || headers.has('x-tsr-redirect')) return null
  const url = new URL(request.url)
  if (url.search.length > 512 || !PUBLIC_PAGES.some((page) => page.test(url.pathname))) return null
  let locale = ''
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=')
    const name = (index < 0 ? part : part.slice(0, index)).trim()
    if (name === '') continue
    if (!NEUTRAL_COOKIES.has(name)) return null
    if (name === LOCALE_COOKIE) locale = part.slice(index + 1).trim()
  }
  if (locale.length > 32) return null
  return `${originOf(request)}${url.pathname}${url.search}|${locale}`
}
