import { queryOptions } from '@tanstack/react-query'
import { OWNED_COUPON_LIMIT, type OwnedCouponRow, type OwnedCouponType, type Page } from '~/contract'
import { api } from '~/lib/api'
import type { ReceivableCoupon } from '~/contract'

export type { ReceivableCoupon } from '~/contract'

export interface StoreCouponParams {
  merId: number
  useType: 1 | 2
  page: number
  limit: number
}

export const STORE_COUPON_LIMIT = 10

/** CP4: usable or used-or-expired, one scope tab (1 merchant-wide or platform, 2 goods, 3 category). */
export interface OwnedCouponParams {
  type: OwnedCouponType
  useType: 1 | 2 | 3
  page: number
}

export const couponKeys = {
  all: ['coupons'] as const,
  /** Prefix of every shop's receivable coupons (CP1). */
  stores: () => [...couponKeys.all, 'store'] as const,
  store: (params: StoreCouponParams) => [...couponKeys.stores(), params.merId, params] as const,
  /** Prefix of the coupons receivable for one product (CP1 with `productId`). */
  products: () => [...couponKeys.all, 'product'] as const,
  product: (productId: number) => [...couponKeys.products(), productId] as const,
  /** Prefix of the shopper's own coupons (CP4): a receive, an order or a cancel changes them. */
  mine: () => [...couponKeys.all, 'mine'] as const,
  mineList: (params: OwnedCouponParams) => [...couponKeys.mine(), params] as const,
}

export const storeCouponsQuery = (params: StoreCouponParams) =>
  queryOptions({
    queryKey: couponKeys.store(params),
    queryFn: () => api.get<Page<ReceivableCoupon>>('/api/front/coupons', { query: { ...params } }),
    staleTime: 30_000,
  })

export const ownedCouponsQuery = (params: OwnedCouponParams) =>
  queryOptions({
    queryKey: couponKeys.mineList(params),
    queryFn: () =>
      api.get<Page<OwnedCouponRow>>('/api/front/coupon/list', { query: { ...params, limit: OWNED_COUPON_LIMIT } }),
  })

/** CP1 on the product page: every coupon usable for the product (its goods, category, store and platform ones). */
export const PRODUCT_COUPON_LIMIT = 20

export const productCouponsQuery = (productId: number) =>
  queryOptions({
    queryKey: couponKeys.product(productId),
    queryFn: () =>
      api.get<Page<ReceivableCoupon>>('/api/front/coupons', {
        query: { productId, useType: 2, page: 1, limit: PRODUCT_COUPON_LIMIT },
      }),
    staleTime: 30_000,
  })
