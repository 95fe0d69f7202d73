/** URL search of the order screens: bad values fall back instead of failing the page. */
import * as v from 'valibot'
import { MAX_URL_PAGE } from '~/lib/url-limits'
import { ORDER_TAB_VALUES } from './queries'

/** /users/order_list?orderStatus=0..7&page — 0..3 as in front-api §4.2, then to evaluate, refund, cancelled, all. */
export const OrderListSearch = v.object({
  orderStatus: v.optional(v.fallback(v.picklist(ORDER_TAB_VALUES), 0), 0),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_PAGE))), undefined),
})

/** An order or refund number from the URL; a numeric-looking one arrives as a number. */
export const orderNumberParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.integer())]),
      v.transform(String),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{1,64}$/),
    ),
  ),
  undefined,
)

/**
 * /order/order_detail?orderNo — the number alone opens the order (master or merchant). The reference client's
 * `orderStatus` is still accepted, and only decides which list "Back to my orders" returns to.
 */
export const OrderDetailSearch = v.object({
  orderNo: orderNumberParam,
  orderStatus: v.optional(v.fallback(v.picklist(ORDER_TAB_VALUES), 0), 0),
})
