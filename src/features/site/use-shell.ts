import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { currencySymbol, homeIndexQuery, publicConfigQuery } from './queries'

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
  // No public config when the shell could not load (the 500 page, which shows no amounts): no sign rather than a crash.
  const { publicConfig } = useShell() as { publicConfig?: ReturnType<typeof useShell>['publicConfig'] }
  const { data } = useQuery(homeIndexQuery())
  return currencySymbol(data, publicConfig?.currency.symbol ?? '')
}

/**
 * Whether the API has this project's contract extensions (false on a bare CRMEB backend: hide notices, points…).
 * Read from the cache the root loader filled, so a screen rendered without it (a unit test) assumes our own API.
 */
export function useApiExtensions(): boolean {
  return useQueryClient().getQueryData(publicConfigQuery().queryKey)?.apiExtensions !== false
}
