/**
 * Refund request rules (docs/spec.md §5.27 (#spec-5-27), §5.28 (#spec-5-28): remarks up to 100 characters, at most 5
 * images) and the refund screens' URLs.
 */
import * as v from 'valibot'
import { REFUND_IMAGES_MAX, REFUND_REMARK_MAX } from '~/contract'
import { orderNumberParam } from '~/features/orders'
import { pageParam } from '~/lib/search-params'

export { REFUND_IMAGES_MAX, REFUND_REMARK_MAX } from '~/contract'

export const refundSchema = (m: {
  reasonEmpty: string
  remarkTooLong: string
  tooManyImages: string
  nothingToReturn: string
}) =>
  v.object({
    reason: v.pipe(v.string(), v.trim(), v.nonEmpty(m.reasonEmpty)),
    explain: v.pipe(v.string(), v.maxLength(REFUND_REMARK_MAX, m.remarkTooLong)),
    images: v.pipe(v.array(v.string()), v.maxLength(REFUND_IMAGES_MAX, m.tooManyImages)),
    /** Units to return per order line id; at least one unit in all. */
    nums: v.pipe(
      v.record(v.string(), v.number()),
      v.check((nums) => Object.values(nums).some((n) => n > 0), m.nothingToReturn),
    ),
  })

/** /users/refund_confirm?orderNo (a merchant order) and /order/refund_detail?orderNo (a refund order number). */
export const RefundOrderSearch = v.object({ orderNo: orderNumberParam })

/** /users/refund_list?page */
export const RefundListSearch = v.object({
  page: pageParam(),
})
