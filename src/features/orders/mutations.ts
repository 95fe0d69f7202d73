/** Order writes. A cancel returns stock, coupons and points, so order lists, counters and the balance refresh. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { cartKeys } from '~/features/cart'
import { type OrderItem, orderKeys } from './queries'

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

const orderPath = (action: 'take' | 'delete', orderNo: string) =>
  `/api/front/order/${action}/${encodeURIComponent(orderNo)}`

/** O11: the shopper confirms the goods arrived (merchant order awaiting receipt). */
export const confirmReceiptMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['orders', 'take'],
    mutationFn: (orderNo: string) => api.postForMessage<unknown>(orderPath('take', orderNo)),
    onSuccess: () => refreshOrders(queryClient),
  })

/** O13: removes a completed or cancelled order from the shopper's lists. */
export const deleteOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['orders', 'delete'],
    mutationFn: (orderNo: string) => api.postForMessage<unknown>(orderPath('delete', orderNo)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })

/**
 * Buy again (docs/api.md §3.9 (#ref-3-9) CA3, §4.4): every line of the order goes back into the cart with its SKU and quantity;
 * the cart then shows today's prices and stock. The badge and the cart lists refetch.
 */
export const buyAgainMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['orders', 'buy-again'],
    mutationFn: (items: Pick<OrderItem, 'productId' | 'attrValueId' | 'payNum'>[]) =>
      api.post<unknown>(
        '/api/front/cart/save',
        items.map((item) => ({ productId: item.productId, cartNum: item.payNum, productAttrUnique: item.attrValueId })),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  })
