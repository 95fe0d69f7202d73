/**
 * The locale of an API request, for texts the server renders for the shopper (notices, and the API's messages: decision 25):
 * the storefront's `locale` cookie, else the first supported language of `Accept-Language` (by q), else the default.
 */
import { requestCookie } from './cookies'
import { FALLBACK_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, isLocale } from '../../i18n/locales'

/** A language tag to a supported locale: exact (case-insensitive), then by language (zh-TW → zh-CN), else null. */
function matchLocale(tag: string): Locale | null {
  const lower = tag.toLowerCase()
  const exact = LOCALES.find((l) => l.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split(/[-_]/)[0]
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? null
}

export function requestLocale(headers: Headers): Locale {
  const cookie = requestCookie(headers.get('cookie'), LOCALE_COOKIE)
  if (cookie && isLocale(cookie)) return cookie
  const accepted = (headers.get('accept-language') ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...rest] = part.trim().split(';')
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, order }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  for (const { tag } of accepted) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return FALLBACK_LOCALE
}
