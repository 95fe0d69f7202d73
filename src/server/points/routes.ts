/**
 * Points (designed calls, docs/api.md "Points"): PY8 balance (extended with frozen, accumulated and spent) and
 * ledger (with the `earned` tab), and the points shop: products, orders, receipt. Every read thaws the shopper's
 * due frozen points first (the lazy path of earning.ts; the balance's own statement looks whether any is due).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { POINTS_LEDGER_TABS, POINTS_ORDER_MAX_NUM, POINTS_SHOP_SORTS } from '~/contract'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { fixedValues, idParam, idValue, jsonBody, orderNoParam, pageQuery, parse, query } from '../http/validate'
import { unfreezeDue } from './earning'
import { pointsLedger, pointsSummary } from './service'
import {
  createPointsOrder,
  listPointsOrders,
  pointsOrderDetail,
  pointsProduct,
  listPointsProducts,
  takePointsOrder,
} from './shop'

const LedgerQuery = v.object({
  ...pageQuery,
  type: v.optional(v.picklist(POINTS_LEDGER_TABS, /*i18n*/ 'must be all or earned'), 'all'),
})
const ShopQuery = v.object({
  ...pageQuery,
  sort: v.optional(
    v.picklist(POINTS_SHOP_SORTS, /*i18n*/ 'is not one of the orders this list can be sorted in'),
    'default',
  ),
})
const PageQuery = v.object(pageQuery)
const QUANTITY = fixedValues(/*i18n*/ 'The quantity must be a whole number from 1 to {max}', {
  max: POINTS_ORDER_MAX_NUM,
})
const OrderInput = v.object({
  productId: idValue,
  num: v.pipe(
    v.number(QUANTITY),
    v.integer(QUANTITY),
    v.minValue(1, QUANTITY),
    v.maxValue(POINTS_ORDER_MAX_NUM, QUANTITY),
  ),
  addressId: idValue,
})

export const pointsRoutes = new Hono<AppEnv>()
  .get('/front/integral/user', async (c) => {
    const user = await requireUser(c)
    const db = c.get('db')
    // The summary's statement looks whether frozen points are due; only then are they thawed and the summary read again.
    const read = await pointsSummary(db, user.id, new Date())
    if (!read.thawDue) return ok(c, 'GET /api/front/integral/user', read.summary)
    await unfreezeDue(db, { userId: user.id })
    return ok(c, 'GET /api/front/integral/user', (await pointsSummary(db, user.id)).summary)
  })
  .get('/front/integral/list', async (c) => {
    const user = await requireUser(c)
    const { type, ...paging } = query(c, LedgerQuery)
    await unfreezeDue(c.get('db'), { userId: user.id })
    return ok(c, 'GET /api/front/integral/list', await pointsLedger(c.get('db'), user.id, paging, type))
  })
  .get('/front/integral/product/list', async (c) => {
    await requireUser(c)
    const { sort, ...paging } = query(c, ShopQuery)
    return ok(
      c,
      'GET /api/front/integral/product/list',
      await listPointsProducts(c.get('db'), paging, sort, absUrls(c), localeOf(c)),
    )
  })
  .get('/front/integral/product/:id', async (c) => {
    await requireUser(c)
    return ok(
      c,
      'GET /api/front/integral/product/:id',
      await pointsProduct(c.get('db'), parse(idParam, c.req.param('id')), absUrls(c), localeOf(c)),
    )
  })
  .post('/front/integral/order/create', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/integral/order/create', OrderInput)
    await unfreezeDue(c.get('db'), { userId: user.id })
    return okSaying(
      c,
      'POST /api/front/integral/order/create',
      await createPointsOrder(c.get('db'), user.id, input),
      /*i18n*/ 'Order placed',
    )
  })
  .get('/front/integral/order/list', async (c) => {
    const user = await requireUser(c)
    const paging = query(c, PageQuery)
    return ok(
      c,
      'GET /api/front/integral/order/list',
      await listPointsOrders(c.get('db'), user.id, paging, absUrls(c), localeOf(c)),
    )
  })
  .get('/front/integral/order/detail/:orderNo', async (c) => {
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/integral/order/detail/:orderNo',
      await pointsOrderDetail(
        c.get('db'),
        user.id,
        parse(orderNoParam, c.req.param('orderNo')),
        absUrls(c),
        localeOf(c),
      ),
    )
  })
  .post('/front/integral/order/take/:orderNo', async (c) => {
    const user = await requireUser(c)
    await takePointsOrder(c.get('db'), user.id, parse(orderNoParam, c.req.param('orderNo')))
    return okSaying(c, 'POST /api/front/integral/order/take/:orderNo', null, /*i18n*/ 'Receipt confirmed')
  })
