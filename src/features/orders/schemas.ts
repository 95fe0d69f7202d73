/** URL search of the order screens: bad values fall back instead of failing the page. */
import * as v from 'valibot'
import { ORDER_NO_MAX_LENGTH, ORDER_NO_PATTERN } from '~/contract'
import { choiceWithDefault, codeParam, pageParam } from '~/lib/search-params'

/**
 * The order list's tabs in the URL's `orderStatus` (docs/api.md §4.2 (#ref-4-2) keeps 0..3): 0 to pay (O6), 1 to ship, 2 to receive,
 * 3 completed, and the designed O7 types 4 to evaluate, 5 return/refund, 6 cancelled, 7 all.
 */
export const ORDER_TAB_VALUES = [0, 1, 2, 3, 4, 5, 6, 7] as const
export type OrderTab = (typeof ORDER_TAB_VALUES)[number]
/**
 * A link to "my orders" without a tab opens "All" (7): the reference client's "To pay" default read "no orders"
 * to a shopper whose orders were paid or cash on delivery. An explicit `orderStatus=0` still opens "To pay".
 */
export const DEFAULT_ORDER_TAB: OrderTab = 7
// The tabs live here, not in queries.ts: the routes' search schemas are in every page's first load (decision 99).

/** 0..3 as in docs/api.md §4.2 (#ref-4-2), then to evaluate, refund, cancelled, all (the default). */
const orderStatus = choiceWithDefault(ORDER_TAB_VALUES, DEFAULT_ORDER_TAB)

/** /users/order_list?orderStatus=0..7&page */
export const OrderListSearch = v.object({ orderStatus, page: pageParam() })

/** An order or refund number from the URL; a numeric-looking one arrives as a number. */
export const orderNumberParam = codeParam({ max: ORDER_NO_MAX_LENGTH, pattern: ORDER_NO_PATTERN })

/**
 * /order/order_detail?orderNo — the number alone opens the order (master or merchant). The reference client's
 * `orderStatus` is still accepted, and only decides which list "Back to my orders" returns to.
 */
export const OrderDetailSearch = v.object({ orderNo: orderNumberParam, orderStatus })
