/** R3: ask for a refund. Afterwards the order reads (its refund state, the refund tab) and refund reads refresh. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { type ApiAnswer, joinImageList, type RefundRequest, type RefundRequestBody } from '~/contract'
import { orderKeys } from '~/features/orders/queries'
import { api } from '~/lib/api'
import { refundKeys } from './queries'

/** The form's values on CRMEB's wire (R3): the reason code in `text`, the voucher URLs joined. */
const refundBody = (input: RefundRequest): RefundRequestBody => ({
  orderNo: input.orderNo,
  text: input.reason,
  refund_reason_wap_explain: input.explain,
  refund_reason_wap_img: joinImageList(input.images),
  ...(input.items ? { items: input.items } : {}),
})

export const applyRefundMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['refunds', 'apply'],
    mutationFn: (input: RefundRequest) =>
      api.postForMessage<ApiAnswer<'POST /api/front/order/refund'>>('/api/front/order/refund', refundBody(input)),
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
