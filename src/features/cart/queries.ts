import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CartGroup } from '~/contract'
import { leaderboardQuery } from '~/features/catalog/queries'
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

/** CA1 shapes (docs/api.md "Cart"), declared once in the wire contract. */
export type { CartGroup, CartLine } from '~/contract'

/** CA1: `valid` lines grouped by merchant, or the one group of invalid (expired) lines. */
export const cartListQuery = (valid: boolean) =>
  queryOptions({
    queryKey: cartKeys.list(valid),
    queryFn: () => api.get<CartGroup[]>('/api/front/cart/list', { query: { isValid: valid } }),
    staleTime: 10_000,
  })

/** How many best sellers the empty cart recommends. */
export const EMPTY_CART_RECOMMENDED = 10

/** Everything the cart page renders on the server; an empty cart also shows recommendations (K3). */
export async function prefetchCartPage(queryClient: QueryClient) {
  const [valid, invalid] = await Promise.all([
    queryClient.ensureQueryData(cartListQuery(true)),
    queryClient.ensureQueryData(cartListQuery(false)),
  ])
  // The recommendations are a bonus: without them the empty cart still renders.
  if (valid.length === 0 && invalid.length === 0)
    await queryClient.ensureQueryData(leaderboardQuery()).catch(() => undefined)
}
