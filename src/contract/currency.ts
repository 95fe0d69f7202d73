/** Prices in the shopper's currency (GET /api/front/currency/rates, an extension; decision 34). */

/** The cookie that keeps the shopper's currency, like `locale`. */
export const CURRENCY_COOKIE = 'currency'
/** `?currency=EUR` on a page link sets the cookie, as `?locale=` does (src/server/attribution/page-entry.ts). */
export const CURRENCY_PARAM = 'currency'

/** The currencies offered when the `currency` site setting names none. */
export const DEFAULT_OFFERED_CURRENCIES = ['USD', 'EUR', 'RUB', 'CNY', 'GBP', 'THB', 'LAK', 'KZT'] as const

/** The currency first proposed per interface locale; a locale left out (en) proposes the shop's currency. */
export const DEFAULT_LOCALE_CURRENCIES: Partial<Record<string, string>> = {
  ru: 'RUB',
  'zh-CN': 'CNY',
  es: 'EUR',
  fr: 'EUR',
  th: 'THB',
  lo: 'LAK',
}

/** One offered currency: 1 unit of the shop's currency = `rate` units of it, as set on `date` (`yyyy-MM-dd HH:mm:ss`, UTC). */
export interface CurrencyRate {
  code: string
  rate: string
  date: string
}

export interface CurrencyRates {
  /** The shop's currency: every amount the API sends is in it, and it is what a shopper is charged. */
  shopCurrency: string
  /** The shop's currency first (rate "1"), then each offered currency with a rate that is not stale. */
  currencies: CurrencyRate[]
  /** Locale → the currency proposed on a first visit (only currencies present in `currencies`). */
  localeDefaults: Record<string, string>
}

/**
 * Extension on orders and refunds (`shownCurrency`, docs/api.md): the currency the shopper read prices in at
 * checkout and the rate the server used then, so "≈" on the order reads as it did that day. Absent: the shopper read
 * the shop's currency, or the order is older than the field (pages then convert at today's rate).
 */
export type OrderShownCurrency = CurrencyRate

/**
 * The currency prices are shown in: the cookie's (`chosen`) when it has a rate, else the locale's default, else the
 * shop's. The one resolution for pages (src/features/site/currency.ts) and for the order the server keeps.
 */
export function resolveDisplayCurrency(
  rates: CurrencyRates,
  chosen: string | null,
  locale: string,
): CurrencyRate & { shop: string } {
  const find = (code: string | null | undefined) => (code ? rates.currencies.find((c) => c.code === code) : undefined)
  const shop = find(rates.shopCurrency) ?? { code: rates.shopCurrency, rate: '1', date: '' }
  return { ...(find(chosen) ?? find(rates.localeDefaults[locale]) ?? shop), shop: rates.shopCurrency }
}

/** A three-letter ISO 4217 code, upper case. */
export const isCurrencyCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value)

/**
 * A `currency` cookie or `?currency=` value to a currency code (any case, quotes stripped), or null when it names none:
 * a three-letter code Intl knows. Whether a rate exists for it is decided where the rates are (the shell).
 */
export function currencyOfParam(value: string | null | undefined): string | null {
  const code = value
    ?.replace(/^"(.*)"$/, '$1')
    .trim()
    .toUpperCase()
  if (!isCurrencyCode(code)) return null
  return Intl.supportedValuesOf('currency').includes(code) ? code : null
}
