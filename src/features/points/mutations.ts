/**
 * Points shop writes. Placing an order spends points and takes stock: the summary, the ledger, the shop's pages,
 * the orders and the checkout's points balance (`orderKeys.pointsBalance`) all refetch.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { PointsOrderCreate } from '~/contract'
import { orderKeys } from '~/features/orders/queries'
import { api } from '~/lib/api'
import { pointsKeys } from './queries'

export const createPointsOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['points', 'order', 'create'],
    mutationFn: (input: PointsOrderCreate) =>
      api.post<{ orderNo: string; totalPoints: number }>('/api/front/integral/order/create', input),
    onSuccess: () => {
      // The orders list opens next: drop its cached pages so it never shows without the new order.
      queryClient.removeQueries({ queryKey: pointsKeys.orders() })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.pointsBalance() }),
      ])
    },
  })

export const takePointsOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['points', 'order', 'take'],
    mutationFn: (orderNo: string) =>
      api.postForMessage<unknown>(`/api/front/integral/order/take/${encodeURIComponent(orderNo)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.orders() }),
  })
