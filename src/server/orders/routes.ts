/** O5–O9 and O12: the shopper's orders. Overdue unpaid orders of the user are cancelled before each read. */
import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppContext, type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { pageQuery, parse, query } from '../http/validate'
import { expireUserOverdueOrders } from './expire'
import {
  awaitingPaymentOrders,
  cancelOrder,
  masterOrderDetail,
  merchantOrderDetail,
  merchantOrderList,
  orderCounters,
} from './service'

const OrderNo = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/, 'is not an order number'))
const ListQuery = v.object({
  ...pageQuery,
  type: v.optional(
    v.pipe(
      v.picklist(['1', '2', '3'], 'type must be 1, 2 or 3'),
      v.transform((s) => Number(s) as 1 | 2 | 3),
    ),
  ),
})
const PageQuery = v.object(pageQuery)

/** The session user, after their overdue unpaid orders were cancelled. */
async function currentUser(c: AppContext) {
  const user = await requireUser(c)
  await expireUserOverdueOrders(c.get('db'), user.id)
  return user
}

export const orderRoutes = new Hono<AppEnv>()
  .get('/front/order/data', async (c) => {
    const user = await currentUser(c)
    return ok(c, await orderCounters(c.get('db'), user.id))
  })
  .get('/front/order/await/pay/list', async (c) => {
    const user = await currentUser(c)
    const { page, limit } = query(c, PageQuery)
    return ok(c, await awaitingPaymentOrders(c.get('db'), absUrls(c), user.id, page, limit))
  })
  .get('/front/order/list', async (c) => {
    const user = await currentUser(c)
    const { page, limit, type } = query(c, ListQuery)
    return ok(c, await merchantOrderList(c.get('db'), absUrls(c), user.id, type, page, limit))
  })
  .get('/front/order/master/detail/:orderNo', async (c) => {
    const user = await currentUser(c)
    const orderNo = parse(OrderNo, c.req.param('orderNo'))
    return ok(c, await masterOrderDetail(c.get('db'), absUrls(c), user.id, orderNo))
  })
  .get('/front/order/detail/:orderNo', async (c) => {
    const user = await currentUser(c)
    const orderNo = parse(OrderNo, c.req.param('orderNo'))
    return ok(c, await merchantOrderDetail(c.get('db'), absUrls(c), user.id, orderNo))
  })
  .post('/front/order/cancel/:orderNo', async (c) => {
    const user = await requireUser(c)
    const orderNo = parse(OrderNo, c.req.param('orderNo'))
    await cancelOrder(c.get('db'), user.id, orderNo)
    return ok(c, null, 'Order cancelled')
  })
