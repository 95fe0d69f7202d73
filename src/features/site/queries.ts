import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { PublicConfig } from './public-config'
import type { HomeIndex } from '~/contract'

export type { HomeIndex } from '~/contract'

/** The site's reads: the public configuration and the shop's index (P1). */
export const siteKeys = {
  all: ['site'] as const,
  config: () => [...siteKeys.all, 'config'] as const,
  homeIndex: () => [...siteKeys.all, 'home-index'] as const,
  currencyRates: () => [...siteKeys.all, 'currency-rates'] as const,
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: siteKeys.config(),
    // Loaded on first use: the page's own copy comes with the server's HTML, so the browser calls the server function
    // (and loads its RPC runtime, ~12 KB gzip) only when the cache is invalidated, e.g. by a language switch.
    queryFn: async (): Promise<PublicConfig> => (await import('./public-config')).getPublicConfig(),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const homeIndexQuery = () =>
  queryOptions({
    queryKey: siteKeys.homeIndex(),
    queryFn: () => api.get<HomeIndex>('/api/pc/home/index'),
    staleTime: 5 * 60_000,
  })

/** The currency sign from P1's JSON-in-a-string `shopPayCurrency`. */
export function currencySymbol(home: Pick<HomeIndex, 'shopPayCurrency'> | undefined, fallback: string): string {
  try {
    const parsed = JSON.parse(home?.shopPayCurrency || '{}') as { symbol?: string }
    return parsed.symbol || fallback
  } catch {
    return fallback
  }
}
