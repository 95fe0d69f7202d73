import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CartGroup } from '~/contract'
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

/** CA1 shapes (docs/api.md "Cart"), declared once in the wire contract. */
export type { CartGroup, CartLine } from '~/contract'

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
