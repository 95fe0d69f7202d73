/** URL search of the order screens: bad values fall back instead of failing the page. */
import * as v from 'valibot'
import { choiceWithDefault, codeParam, pageParam } from '~/lib/search-params'

const orderStatus = choiceWithDefault([0, 1, 2, 3], 0)

/** /users/order_list?orderStatus=0..3&page */
export const OrderListSearch = v.object({ orderStatus, page: pageParam() })

/** /order/order_detail?orderNo&orderStatus — a numeric-looking order number arrives as a number. */
export const OrderDetailSearch = v.object({
  orderNo: codeParam({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ }),
  orderStatus,
})
