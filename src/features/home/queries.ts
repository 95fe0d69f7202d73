import { queryOptions } from '@tanstack/react-query'
import { merchantStreetQuery } from '~/features/merchants'
import { api } from '~/lib/api'

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

export interface ActivityProduct {
  proId: number
  image: string
  proImage: string
  storeName: string
  title: string
  price: string
  otPrice: string
}

export interface Activity {
  id: number
  type: 1 | 2 | 3
  name: string
  instruction: string
  productList: ActivityProduct[]
}

export const homeIndexQuery = () =>
  queryOptions({
    queryKey: ['home', 'index'],
    queryFn: () => api.get<HomeIndex>('/api/pc/home/index'),
    staleTime: 5 * 60_000,
  })

export const activityIndexQuery = () =>
  queryOptions({
    queryKey: ['home', 'activities'],
    queryFn: () => api.get<Activity[]>('/api/front/activity/index/list'),
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

/** The shop-street block on the home page: the first six merchants (M1). */
export const HOME_MERCHANT_COUNT = 6
export const homeMerchantStreetQuery = () => merchantStreetQuery({ page: 1, limit: HOME_MERCHANT_COUNT })
