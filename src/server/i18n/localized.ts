/**
 * Catalogue texts in the request's locale (decision 24). A row keeps its base text (English, the storefront's
 * fallback language) in its own columns and the other locales in an `i18n` jsonb column:
 * `{ "ru": { "name": "Электроника" }, "zh-CN": { "name": "电子产品" } }`. A read asks for the request's locale, then
 * the shop's default locale (DEFAULT_LOCALE), then the base text.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import { FALLBACK_LOCALE, LOCALE_COOKIE, type Locale } from '../../i18n/locales'
import type { AppContext } from '../http/context'
import { requestCookie } from '../http/cookies'
import { requestLocale } from '../http/locale'
import type { Translations } from '../db/schema'

/** The locales to try before the base text, best first. */
export function localeChain(locale: Locale): Locale[] {
  const chain: Locale[] = []
  // The base text is the fallback language's: a request in it needs no lookup, and the default comes after it.
  for (const candidate of [locale, config().defaultLocale]) {
    if (candidate === FALLBACK_LOCALE) break
    if (!chain.includes(candidate)) chain.push(candidate)
  }
  return chain
}

/** The locale an API request answers in: the `locale` cookie, else Accept-Language, else the default. */
export function localeOf(c: AppContext): Locale {
  const headers = c.req.raw.headers
  const chosen = headers.has('accept-language') || requestCookie(headers.get('cookie'), LOCALE_COOKIE) !== null
  return chosen ? requestLocale(headers) : config().defaultLocale
}

/** SQL for `field` of a row in `locale`: `coalesce(i18n->'ru'->>'name', …, base)`. */
export function localizedSql(i18n: SQLWrapper, field: string, base: SQLWrapper, locale: Locale): SQL<string> {
  const chain = localeChain(locale)
  if (chain.length === 0) return sql<string>`${base}`
  const picks = chain.map((l) => sql`${i18n} -> ${l}::text ->> ${field}::text`)
  return sql<string>`coalesce(${sql.join(picks, sql`, `)}, ${base})`
}

/** The same in JavaScript, for rows already read (settings, constants). */
export function localizedText(base: string, i18n: Translations | undefined, field: string, locale: Locale): string {
  for (const l of localeChain(locale)) {
    const text = i18n?.[l]?.[field]
    if (text) return text
  }
  return base
}

/** Overlays the localized fields of `i18n` on a plain object (site settings keep their texts this way). */
export function localizeFields<T extends object>(value: T, i18n: Translations | undefined, locale: Locale): T {
  const out = { ...value } as Record<string, unknown>
  for (const [field, base] of Object.entries(value)) {
    if (typeof base === 'string') out[field] = localizedText(base, i18n, field, locale)
  }
  return out as T
}
