/** Order writes. A cancel returns stock, coupons and points, so order lists, counters and the balance refresh. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { orderKeys } from './queries'

/** After a cancel or a payment: every order read and the points balance (the cart badge is not affected). */
export const refreshOrders = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: orderKeys.all })

/** O12: cancel a master order (unpaid or awaiting confirmation). */
export const cancelOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['orders', 'cancel'],
    mutationFn: (orderNo: string) =>
      api.postForMessage<unknown>(`/api/front/order/cancel/${encodeURIComponent(orderNo)}`),
    onSuccess: () => refreshOrders(queryClient),
  })
