/** URL search of the order screens: bad values fall back instead of failing the page. */
import * as v from 'valibot'
import { ORDER_NO_MAX_LENGTH, ORDER_NO_PATTERN } from '~/contract'
import { choiceWithDefault, codeParam, pageParam } from '~/lib/search-params'
import { DEFAULT_ORDER_TAB, ORDER_TAB_VALUES } from './queries'

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
