/** R3: ask for a refund. Afterwards the order reads (its refund state, the refund tab) and refund reads refresh. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { orderKeys } from '~/features/orders'
import { api } from '~/lib/api'
import { refundKeys } from './queries'

export interface RefundInput {
  orderNo: string
  reason: string
  explain: string
  images: string[]
  /** Units to return per order line (designed); all that is still returnable when absent. */
  items?: { orderInfoId: number; num: number }[]
}

export const applyRefundMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['refunds', 'apply'],
    mutationFn: (input: RefundInput) =>
      api.postForMessage<unknown>('/api/front/order/refund', {
        text: input.reason,
        refund_reason_wap_explain: input.explain,
        refund_reason_wap_img: input.images.join(','),
        orderNo: input.orderNo,
        ...(input.items ? { items: input.items } : {}),
      }),
    // The refund list opens next: drop the cached pages (not just mark them stale), so it never shows the list
    // without the new request while it refetches.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: refundKeys.lists() })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: refundKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ])
    },
  })
