import { queryOptions } from '@tanstack/react-query'
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
