/**
 * The shop's currency sign, provided once by the shell (`CurrencyProvider` in its providers, from the site's
 * config) and read by every price: `<Price>` and `useFormatMoney()`. Components never pass the sign around.
 */
import { createContext, type ReactNode, useCallback, useContext } from 'react'
import { formatMoney, type MoneyInput } from '~/lib/money'

const CurrencyContext = createContext<string | null>(null)

export function CurrencyProvider({ symbol, children }: { symbol: string; children: ReactNode }) {
  return <CurrencyContext value={symbol}>{children}</CurrencyContext>
}

/** The currency sign ("$"). Outside a `CurrencyProvider` this is a programming error, not a guess. */
export function useCurrency(): string {
  const symbol = useContext(CurrencyContext)
  if (symbol === null) throw new Error('useCurrency needs a <CurrencyProvider> (the shell provides one)')
  return symbol
}

/** `formatMoney` with the shop's sign: `const formatMoney = useFormatMoney()`, then `formatMoney('12.9')` → "$12.90". */
export function useFormatMoney(): (value: MoneyInput) => string {
  const symbol = useCurrency()
  return useCallback((value: MoneyInput) => formatMoney(value, symbol), [symbol])
}
