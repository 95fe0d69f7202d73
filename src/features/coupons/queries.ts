import { queryOptions } from '@tanstack/react-query'
import type { Page } from '~/contract'
import { api } from '~/lib/api'

/** A coupon the visitor can claim (CP1, front-api §5.11 and §4.6). */
export interface ReceivableCoupon {
  id: number
  name: string
  merId: number
  /** 1 = merchant-wide, anything else = goods. */
  useType: number
  money: string | number
  minPrice: string | number
  /** When set, validity is "within {day} days after receiving". */
  day: number
  useStartTimeStr: string
  useEndTimeStr: string
  /** Truthy once received. */
  isUse: boolean | number
}

export interface StoreCouponParams {
  merId: number
  useType: 1 | 2
  page: number
  limit: number
}

export const STORE_COUPON_LIMIT = 10

export const couponKeys = {
  all: ['coupons'] as const,
  /** Prefix of every shop's receivable coupons (CP1). */
  stores: () => [...couponKeys.all, 'store'] as const,
  store: (params: StoreCouponParams) => [...couponKeys.stores(), params.merId, params] as const,
}

export const storeCouponsQuery = (params: StoreCouponParams) =>
  queryOptions({
    queryKey: couponKeys.store(params),
    queryFn: () => api.get<Page<ReceivableCoupon>>('/api/front/coupons', { query: { ...params } }),
    staleTime: 30_000,
  })
