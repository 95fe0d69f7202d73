/**
 * Points (designed calls, docs/api.md "Points"): PY8 balance (extended with frozen, accumulated and spent) and
 * ledger (with the `earned` tab), and the points shop: products, orders, receipt. Every read thaws the shopper's
 * due frozen points first (the lazy path of earning.ts).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { POINTS_LEDGER_TABS, POINTS_ORDER_MAX_NUM, POINTS_SHOP_SORTS } from '~/contract'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { idParam, idValue, pageQuery, parse, query, fixedValues } from '../http/validate'
import { shopperJsonBody } from '../profile/input'
import { unfreezeDue } from './earning'
import { pointsLedger, pointsSummary } from './service'
import { createPointsOrder, listPointsOrders, pointsOrderDetail, pointsProduct, listPointsProducts, takePointsOrder } from './shop'

const LedgerQuery = v.object({ ...pageQuery, type: v.optional(v.picklist(POINTS_LEDGER_TABS, /*i18n*/ 'must be all or earned'), 'all') })
const ShopQuery = v.object({ ...pageQuery, sort: v.optional(v.picklist(POINTS_SHOP_SORTS, /*i18n*/ 'is not one of the orders this list can be sorted in'), 'default') })
const PageQuery = v.object(pageQuery)
const PointsOrderNo = v.pipe(v.string(), v.regex(/^JF\d{20}$/, /*i18n*/ 'is not a points order number'))
const QUANTITY = fixedValues(/*i18n*/ 'The quantity must be a whole number from 1 to {max}', { max: POINTS_ORDER_MAX_NUM })
const OrderInput = v.object({
  productId: idValue,
  num: v.pipe(v.number(QUANTITY), v.integer(QUANTITY), v.minValue(1, QUANTITY), v.maxValue(POINTS_ORDER_MAX_NUM, QUANTITY)),
  addressId: idValue,
})

export const pointsRoutes = new Hono<AppEnv>()
  .get('/front/integral/user', async (c) => {
    const user = await requireUser(c)
    await unfreezeDue(c.get('db'), { userId: user.id })
    return ok(c, await pointsSummary(c.get('db'), user.id))
  })
  .get('/front/integral/list', async (c) => {
    const user = await requireUser(c)
    const { page, limit, type } = query(c, LedgerQuery)
    await unfreezeDue(c.get('db'), { userId: user.id })
    return ok(c, await pointsLedger(c.get('db'), user.id, page, limit, type))
  })
  .get('/front/integral/product/list', async (c) => {
    await requireUser(c)
    const { page, limit, sort } = query(c, ShopQuery)
    return ok(c, await listPointsProducts(c.get('db'), page, limit, sort, absUrls(c), localeOf(c)))
  })
  .get('/front/integral/product/:id', async (c) => {
    await requireUser(c)
    return ok(c, await pointsProduct(c.get('db'), parse(idParam, c.req.param('id')), absUrls(c), localeOf(c)))
  })
  .post('/front/integral/order/create', async (c) => {
    const user = await requireUser(c)
    const input = await shopperJsonBody(c, OrderInput)
    await unfreezeDue(c.get('db'), { userId: user.id })
    return okSaying(c, await createPointsOrder(c.get('db'), user.id, input), /*i18n*/ 'Order placed')
  })
  .get('/front/integral/order/list', async (c) => {
    const user = await requireUser(c)
    const { page, limit } = query(c, PageQuery)
    return ok(c, await listPointsOrders(c.get('db'), user.id, page, limit, absUrls(c), localeOf(c)))
  })
  .get('/front/integral/order/detail/:orderNo', async (c) => {
    const user = await requireUser(c)
    return ok(c, await pointsOrderDetail(c.get('db'), user.id, parse(PointsOrderNo, c.req.param('orderNo')), absUrls(c), localeOf(c)))
  })
  .post('/front/integral/order/take/:orderNo', async (c) => {
    const user = await requireUser(c)
    await takePointsOrder(c.get('db'), user.id, parse(PointsOrderNo, c.req.param('orderNo')))
    return okSaying(c, null, /*i18n*/ 'Receipt confirmed')
  })
