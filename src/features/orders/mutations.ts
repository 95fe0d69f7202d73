/** Order writes. A cancel returns stock, coupons and points, so order lists, counters and the balance refresh. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { ordersKey, pointsKey } from './queries'

/** After a cancel or a payment: every order read and the points balance (the cart badge is not affected). */
export const refreshOrders = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKey }),
    queryClient.invalidateQueries({ queryKey: pointsKey }),
  ])

/** O12: cancel a master order (unpaid or awaiting confirmation). */
export const cancelOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['orders', 'cancel'],
    mutationFn: (orderNo: string) =>
      api.postForMessage<unknown>(`/api/front/order/cancel/${encodeURIComponent(orderNo)}`),
    onSuccess: () => refreshOrders(queryClient),
  })
