/** The points pages' URLs (every key optional, a bad value falls back) and the points shop order form. */
import * as v from 'valibot'
import { POINTS_LEDGER_TABS, POINTS_SHOP_SORTS } from '~/contract'
import { orderNumberParam } from '~/features/orders'
import { choiceParam, idParam, pageParam } from '~/lib/search-params'

/** /users/points_info?tab&page */
export const PointsInfoSearch = v.object({ tab: choiceParam(POINTS_LEDGER_TABS), page: pageParam() })

/** /points?sort&page */
export const PointsShopSearch = v.object({ sort: choiceParam(POINTS_SHOP_SORTS), page: pageParam() })

/** /points/order/points_order_confirm?productId */
export const PointsOrderConfirmSearch = v.object({ productId: idParam() })

/** /users/points_order?page */
export const PointsOrdersSearch = v.object({ page: pageParam() })

/** /order/points_order_detail?orderNo */
export const PointsOrderSearch = v.object({ orderNo: orderNumberParam })

/** The confirm form: one of the shopper's addresses and a quantity the stock and the limit allow. */
export const pointsOrderSchema = (m: { address: string; quantity: string }) =>
  v.object({
    addressId: v.pipe(v.string(), v.regex(/^\d+$/, m.address)),
    num: v.pipe(v.string(), v.regex(/^\d+$/, m.quantity)),
  })
