import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { api } from '~/lib/api'
import { publicConfig } from '../../../app.config'
import { originOf } from '~/lib/origin'
import { apiHasExtensions } from '~/lib/api-extensions'

/**
 * The browser-safe part of the server configuration (currency, support links, default locale…), plus the shop's
 * public origin (PUBLIC_URL, else the request's, honouring X-Forwarded-*) for canonical URLs, and whether the API
 * has this project's contract extensions (src/lib/api-extensions.ts).
 */
export const getPublicConfig = createServerFn({ method: 'GET' }).handler(async () => ({
  ...publicConfig(),
  origin: originOf(getRequest()),
  /** False on a bare CRMEB backend: screens hide what only our extensions offer (notices, points, bank transfer…). */
  apiExtensions: await apiHasExtensions(),
}))

/** The site's reads: the public configuration and the shop's index (P1). */
export const siteKeys = {
  all: ['site'] as const,
  config: () => [...siteKeys.all, 'config'] as const,
  homeIndex: () => [...siteKeys.all, 'home-index'] as const,
}

export const publicConfigQuery = () =>
  queryOptions({ queryKey: siteKeys.config(), queryFn: () => getPublicConfig(), staleTime: Number.POSITIVE_INFINITY })

/**
 * P1, the shop's index: site name, logo, currency, banners and header images. The shell's header, the home page and
 * the shop street all read it, so it lives with the shell, below the features that use it.
 */
export interface HomeIndex {
  banner: { id: number; pic: string; link: string }[]
  shopPayCurrency: string
  shopStreetHeaderImag: string
  logoUrl: string
  consumerType: string
  consumerH5Url: string
  consumerMessage: string
  consumerHotline: string
  consumerEmail: string
  siteName: string
  copyright: string
}

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
