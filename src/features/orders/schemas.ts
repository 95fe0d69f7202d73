/** URL search of the order screens: bad values fall back instead of failing the page. */
import * as v from 'valibot'
import { MAX_URL_PAGE } from '~/lib/url-limits'

const orderStatus = v.fallback(v.picklist([0, 1, 2, 3]), 0)

/** /users/order_list?orderStatus=0..3&page */
export const OrderListSearch = v.object({
  orderStatus: v.optional(orderStatus, 0),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_PAGE))), undefined),
})

/** /order/order_detail?orderNo&orderStatus — a numeric-looking order number arrives as a number. */
export const OrderDetailSearch = v.object({
  orderNo: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.pipe(v.number(), v.integer())]),
        v.transform(String),
        v.trim(),
        v.regex(/^[A-Za-z0-9_-]{1,64}$/),
      ),
    ),
    undefined,
  ),
  orderStatus: v.optional(orderStatus, 0),
})
