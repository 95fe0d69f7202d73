/**
 * O5–O13: the shopper's orders. Before each read, the user's overdue unpaid orders are cancelled and their shipped
 * orders past ORDER_AUTO_RECEIVE_DAYS are received (settleUserDueOrders: one indexed look, nothing more when nothing
 * is due).
 */
import { Hono } from 'hono'
import type { SQLWrapper } from 'drizzle-orm'
import * as v from 'valibot'
import type { DbOrTx } from '../db/client'
import { absUrls, type AppContext, type AppEnv, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { oncePerRequest } from '../http/request-scope'
import { afterQuery } from '../http/seek'
import { orderNoParam, pageQuery, parse, query } from '../http/validate'
import { settleUserDueOrders } from './expire'
import { expressInfo } from './express'
import { deleteOrder, takeOrder } from './fulfilment'
import {
  awaitingPaymentOrders,
  cancelOrder,
  masterOrderDetail,
  merchantOrderDetail,
  type ListType,
  merchantOrderList,
  orderCounters,
  orderCountersQuery,
  countersOf,
} from './service'

const ListQuery = v.object({
  ...pageQuery,
  type: v.optional(
    v.pipe(
      v.picklist(['0', '1', '2', '3', '4', '5', '6', '7'], /*i18n*/ 'must be a number from 0 to 7'),
      v.transform((s) => Number(s) as ListType),
    ),
  ),
  // Extension (docs/api.md): the `next` of the previous page, to seek instead of skipping rows.
  after: v.optional(afterQuery),
})
const PageQuery = v.object(pageQuery)

/**
 * The session user, after their overdue unpaid orders were cancelled and their due shipped orders received: once per
 * request for a page's reads (its in-process calls share the look, decision 55), afresh for every call that may
 * change an order. `alongside` is read in the same statement as the look (decision 97); `row` is its answer, or
 * null when something was settled or the request's look was made without it (the first caller's look is shared).
 */
async function settledUser(c: AppContext, alongside?: (db: DbOrTx, userId: number) => SQLWrapper) {
  const user = await requireUser(c)
  const db = c.get('db')
  const settle = () => settleUserDueOrders(db, user.id, new Date(), alongside?.(db, user.id))
  const row = await (c.req.method === 'GET' ? oncePerRequest(`settled orders ${user.id}`, settle) : settle())
  return { user, row }
}

async function currentUser(c: AppContext) {
  return (await settledUser(c)).user
}

export const orderRoutes = new Hono<AppEnv>()
  .get('/front/order/data', async (c) => {
    // The order list and the user centre read the counters first: one statement looks for due orders and counts.
    const { user, row } = await settledUser(c, orderCountersQuery)
    const counters = row && 'unpaid' in row ? countersOf(row) : await orderCounters(c.get('db'), user.id)
    return ok(c, 'GET /api/front/order/data', counters)
  })
  .get('/front/order/await/pay/list', async (c) => {
    const user = await currentUser(c)
    const paging = query(c, PageQuery)
    return ok(
      c,
      'GET /api/front/order/await/pay/list',
      await awaitingPaymentOrders(c.get('db'), absUrls(c), localeOf(c), user.id, paging),
    )
  })
  .get('/front/order/list', async (c) => {
    const user = await currentUser(c)
    return ok(
      c,
      'GET /api/front/order/list',
      await merchantOrderList(c.get('db'), absUrls(c), localeOf(c), user.id, query(c, ListQuery)),
    )
  })
  .get('/front/order/master/detail/:orderNo', async (c) => {
    const user = await currentUser(c)
    const orderNo = parse(orderNoParam, c.req.param('orderNo'))
    return ok(
      c,
      'GET /api/front/order/master/detail/:orderNo',
      await masterOrderDetail(c.get('db'), absUrls(c), localeOf(c), user.id, orderNo),
    )
  })
  .get('/front/order/detail/:orderNo', async (c) => {
    const user = await currentUser(c)
    const orderNo = parse(orderNoParam, c.req.param('orderNo'))
    return ok(
      c,
      'GET /api/front/order/detail/:orderNo',
      await merchantOrderDetail(c.get('db'), absUrls(c), localeOf(c), user.id, orderNo),
    )
  })
  .post('/front/order/cancel/:orderNo', async (c) => {
    const user = await requireUser(c)
    const orderNo = parse(orderNoParam, c.req.param('orderNo'))
    await cancelOrder(c.get('db'), user.id, orderNo)
    return okSaying(c, 'POST /api/front/order/cancel/:orderNo', null, /*i18n*/ 'Order cancelled')
  })
  .get('/front/order/express/:orderNo', async (c) => {
    const user = await currentUser(c)
    const orderNo = parse(orderNoParam, c.req.param('orderNo'))
    return ok(c, 'GET /api/front/order/express/:orderNo', await expressInfo(c.get('db'), user.id, orderNo, localeOf(c)))
  })
  .post('/front/order/take/:orderNo', async (c) => {
    const user = await currentUser(c)
    const orderNo = parse(orderNoParam, c.req.param('orderNo'))
    await takeOrder(c.get('db'), user.id, orderNo)
    return okSaying(c, 'POST /api/front/order/take/:orderNo', null, /*i18n*/ 'Receipt confirmed')
  })
  .post('/front/order/delete/:orderNo', async (c) => {
    const user = await requireUser(c)
    const orderNo = parse(orderNoParam, c.req.param('orderNo'))
    await deleteOrder(c.get('db'), user.id, orderNo)
    return okSaying(c, 'POST /api/front/order/delete/:orderNo', null, /*i18n*/ 'Order deleted')
  })
