/** V2: the buyer reviews one received order line. Afterwards review reads and order reads (its "evaluated" mark) refresh. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { orderKeys } from '~/features/orders/queries'
import { api } from '~/lib/api'
import type { ReviewInput } from '~/contract'
import { reviewKeys } from './queries'

export const writeReviewMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['reviews', 'write'],
    mutationFn: (input: ReviewInput) =>
      api.postForMessage<unknown>('/api/front/order/comment', {
        orderInfoId: input.orderInfoId,
        orderNo: input.orderNo,
        star: input.star,
        serviceStar: input.serviceStar,
        comment: input.comment,
        // A JSON string of URLs, or "" without images (the reference client failed here; we send "").
        pics: input.pics.length > 0 ? JSON.stringify(input.pics) : '',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  })
