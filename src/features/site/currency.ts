/**
 * The shopper's currency (decision 34): the rates the API offers, the `currency` cookie (read on the server for SSR,
 * like `locale`), and which currency prices are shown in. The API and every charge stay in the shop's currency;
 * amounts are converted for display only (~/lib/money `convert`, `formatCurrency`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import {
  CURRENCY_COOKIE,
  type CurrencyRate,
  type CurrencyRates,
  currencyOfParam,
  resolveDisplayCurrency,
} from '~/contract'
import { api } from '~/lib/api'
import { siteKeys } from './queries'
import { readDocumentCookie, writeDocumentCookie } from '~/lib/cookies'

export const readCurrencyCookie = createIsomorphicFn()
  .server(() => getCookie(CURRENCY_COOKIE) ?? null)
  .client(() => readDocumentCookie(CURRENCY_COOKIE))

/** The cookie's currency code, or null (none, or not a currency): the locale's default is then proposed. */
export const chosenCurrency = () => currencyOfParam(readCurrencyCookie())

/** Remember the choice for a year; the caller re-renders (router.invalidate()). */
export function persistCurrency(code: string) {
  writeDocumentCookie(CURRENCY_COOKIE, code)
}

/** Only the shop's currency: a backend without the extension, or rates that could not load. */
const shopOnly = (shopCurrency: string): CurrencyRates => ({
  shopCurrency,
  currencies: [{ code: shopCurrency, rate: '1', date: '' }],
  localeDefaults: {},
})

export const currencyRatesQuery = () =>
  queryOptions({
    queryKey: siteKeys.currencyRates(),
    queryFn: async (): Promise<CurrencyRates | null> => {
      try {
        return await api.get<CurrencyRates>('/api/front/currency/rates')
      } catch {
        // A backend without the extension (a strict CRMEB): prices keep the backend's own sign, never a guessed rate
        // nor a currency code the backend never named.
        return null
      }
    },
    staleTime: 5 * 60_000,
  })

export interface DisplayCurrency extends CurrencyRate {
  /** The shop's currency: what the API sends and what is charged. */
  shop: string
}

/** The cookie's currency when it has a rate, else the locale's default, else the shop's (one rule, in the contract). */
export { resolveDisplayCurrency }

const root = getRouteApi('__root__')

/** The rates and the currency prices are shown in, from the root context (cookie) and the rates the shell loaded. */
export function useCurrencyRates(): { rates: CurrencyRates; display: DisplayCurrency } | null {
  const context = root.useRouteContext() as {
    publicConfig?: { currency: { code: string } }
    locale?: string
    currency?: string | null
  }
  const shopCurrency = context.publicConfig?.currency.code ?? ''
  const { data } = useQuery({ ...currencyRatesQuery(), enabled: shopCurrency !== '' })
  if (!shopCurrency || !context.locale || data === null) return null
  const rates = data ?? shopOnly(shopCurrency)
  return { rates, display: resolveDisplayCurrency(rates, context.currency ?? null, context.locale) }
}
