/**
 * How amounts are written, provided once by the shell (`CurrencyProvider` in its providers) and read by every price:
 * `<Price>` and `useFormatMoney()`. Components never pass the sign or the currency around.
 *
 * With the shopper's currency (decision 34, docs/currency.md) the provider also knows the locale, the shop's
 * currency and the display currency with its rate: `useFormatMoney()` then converts each amount and writes it as the
 * locale writes money; `useFormatShopMoney()` writes an amount in the shop's currency (what is charged). Without them
 * (unit tests, the error page) amounts are written with the sign: "$12.90".
 */
import { createContext, type ReactNode, useCallback, useContext } from 'react'
import { convert, convertTotal, formatCurrency, formatMoney, type MoneyInput, sumMoney } from '~/lib/money'

export interface DisplayCurrencyValue {
  /** ISO code prices are shown in, its rate against the shop's currency and the rate's date ('' for the shop's). */
  code: string
  rate: string
  date: string
}

interface CurrencyState {
  symbol: string
  locale?: string
  shop?: string
  display?: DisplayCurrencyValue
}

const CurrencyContext = createContext<CurrencyState | null>(null)

export function CurrencyProvider({ symbol, locale, shop, display, children }: CurrencyState & { children: ReactNode }) {
  return <CurrencyContext value={{ symbol, locale, shop, display }}>{children}</CurrencyContext>
}

function useCurrencyState(): CurrencyState {
  const state = useContext(CurrencyContext)
  if (state === null) throw new Error('useCurrency needs a <CurrencyProvider> (the shell provides one)')
  return state
}

/**
 * The currency prices are shown in, when it is not the shop's (then amounts are converted and "≈" belongs next to
 * a charged amount), else null.
 */
export function useConvertedCurrency(): DisplayCurrencyValue | null {
  const { shop, display } = useCurrencyState()
  return shop && display && display.code !== shop ? display : null
}

/** An amount in the shop's currency, written the locale's way: what is charged ("$12.90", "12,90 $" in ru). */
export function useFormatShopMoney(): (value: MoneyInput) => string {
  const { symbol, locale, shop } = useCurrencyState()
  return useCallback(
    (value: MoneyInput) => (shop && locale ? formatCurrency(value, shop, locale) : formatMoney(value, symbol)),
    [symbol, locale, shop],
  )
}

/**
 * `const formatMoney = useFormatMoney()`, then `formatMoney('12.9')`: the amount (in the shop's currency, as the API
 * sends it) converted to the shopper's currency and written the locale's way ("$12.90", "11,87 €" in fr).
 */
export function useFormatMoney(): (value: MoneyInput) => string {
  const { symbol, locale, shop, display } = useCurrencyState()
  return useCallback(
    (value: MoneyInput) => {
      if (!shop || !locale) return formatMoney(value, symbol)
      if (!display || display.code === shop) return formatCurrency(value, shop, locale)
      return formatCurrency(convert(value, display.rate, display.code), display.code, locale)
    },
    [symbol, locale, shop, display],
  )
}

/**
 * Where money is taken: the charged total (in the shop's currency) in the shopper's currency, for an "≈" line. The
 * total is the sum of the converted lines (signed: discounts negative), the totals rule of docs/currency.md. `kept`:
 * the currency and rate an order kept at checkout (its `shownCurrency`), used instead of today's so history reads as
 * it did on the day, whatever the shopper reads prices in now. Null when there is neither a kept currency nor a
 * converted one (prices shown in the shop's currency).
 */
export function useApproxTotal(
  lines: MoneyInput[],
  kept?: DisplayCurrencyValue,
): { amount: string; date: string; shop: string } | null {
  const { locale, shop } = useCurrencyState()
  const today = useConvertedCurrency()
  const rate = kept && kept.code !== shop ? kept : today
  if (!rate || !locale || !shop) return null
  return {
    amount: formatCurrency(convertTotal(lines, rate.rate, rate.code), rate.code, locale),
    date: rate.date.slice(0, 10),
    shop,
  }
}

/**
 * A total of lines the screen shows, in the shopper's currency: the sum of the converted lines (the totals rule,
 * docs/currency.md), so it equals what the shopper adds up from the lines `useFormatMoney()` wrote.
 */
export function useFormatMoneyTotal(): (lines: MoneyInput[]) => string {
  const formatMoney = useFormatMoney()
  const { locale } = useCurrencyState()
  const display = useConvertedCurrency()
  return useCallback(
    (lines: MoneyInput[]) =>
      display && locale
        ? formatCurrency(convertTotal(lines, display.rate, display.code), display.code, locale)
        : formatMoney(sumMoney(lines)),
    [display, locale, formatMoney],
  )
}
