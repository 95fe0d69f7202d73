import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'

/** Every cart read's key: `cartKeys.all` (every list and the badge) is what a cart write refreshes. */
export const cartKeys = {
  all: ['cart'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
  lists: () => [...cartKeys.all, 'list'] as const,
  list: (valid: boolean) => [...cartKeys.lists(), valid ? 'valid' : 'invalid'] as const,
}

/** The header badge: quantities of purchasable lines (numType=true, type=total). */
export const cartCountQuery = () =>
  queryOptions({
    queryKey: cartKeys.count(),
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

/** CA1: `valid` lines grouped by merchant, or the one group of invalid (expired) lines. */
export const cartListQuery = (valid: boolean) =>
  queryOptions({
    queryKey: cartKeys.list(valid),
    queryFn: () => api.get<CartGroup[]>('/api/front/cart/list', { query: { isValid: valid } }),
    staleTime: 10_000,
  })

/** Everything the cart page renders on the server. */
export const prefetchCartPage = (queryClient: QueryClient) =>
  Promise.all([queryClient.ensureQueryData(cartListQuery(true)), queryClient.ensureQueryData(cartListQuery(false))])
