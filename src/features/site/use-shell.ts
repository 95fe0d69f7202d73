import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { currencySymbol, homeIndexQuery } from './queries'

const root = getRouteApi('__root__')

/** Shell facts every screen may need: public config, locale and the signed-in user (from the root context). */
export function useShell() {
  return root.useRouteContext()
}

/**
 * The currency sign: the shop's `shopPayCurrency` (P1), else the configured symbol. The shell provides it once
 * (`CurrencyProvider`); screens read it through `<Price>` and `useFormatMoney()` from `~/ui`.
 */
export function useCurrencySymbol(): string {
  const { publicConfig } = useShell()
  const { data } = useQuery(homeIndexQuery())
  return currencySymbol(data, publicConfig.currency.symbol)
}
