import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'

export const cartCountKey = ['cart', 'count'] as const

/** The header badge: quantities of purchasable lines (numType=true, type=total). */
export const cartCountQuery = () =>
  queryOptions({
    queryKey: cartCountKey,
    queryFn: async () => {
      const data = await api.get<{ count: number }>('/api/front/cart/count', {
        query: { numType: true, type: 'total' },
        silent: true,
      })
      return data.count
    },
    staleTime: 30_000,
  })

/** CA1 line (docs/api.md "Cart"). A line is valid when `isShow && attrStatus`. */
export interface CartLine {
  id: number
  productId: number
  /** The SKU id. */
  productAttrUnique: number
  image: string
  storeName: string
  /** Spec text ("Red,XL"; "" without attributes). */
  suk: string
  price: string
  otPrice: string
  cartNum: number
  stock: number
  minBuy: number
  attrStatus: boolean
  isShow: boolean
  merId: number
  merName: string
}

export interface CartGroup {
  merId: number
  merName: string
  cartInfoList: CartLine[]
}

export const cartListKey = ['cart', 'list'] as const

/** CA1: `valid` lines grouped by merchant, or the one group of invalid (expired) lines. */
export const cartListQuery = (valid: boolean) =>
  queryOptions({
    queryKey: [...cartListKey, valid ? 'valid' : 'invalid'] as const,
    queryFn: () => api.get<CartGroup[]>('/api/front/cart/list', { query: { isValid: valid } }),
    staleTime: 10_000,
  })

/** Everything the cart page renders on the server. */
export const prefetchCartPage = (queryClient: QueryClient) =>
  Promise.all([queryClient.ensureQueryData(cartListQuery(true)), queryClient.ensureQueryData(cartListQuery(false))])
