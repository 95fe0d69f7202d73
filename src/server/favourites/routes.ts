import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { idParam, idValue, jsonBody, pageQuery, parse, query } from '../http/validate'
import {
  collectedProducts,
  collectProduct,
  followedMerchants,
  followMerchant,
  uncollectProduct,
  unfollowMerchant,
} from './service'

/** `category` is always "store" from this client; it is accepted and not interpreted. */
const AddProductBody = v.object({ id: idValue, category: v.optional(v.pipe(v.string(), v.maxLength(32))) })

const pathId = (value: string | undefined, name: string) =>
  parse(v.object({ [name]: idParam }), { [name]: value })[name] as number

export const favouriteRoutes = new Hono<AppEnv>()
  .post('/front/collect/add/product', async (c) => {
    const user = await requireUser(c)
    const { id } = await jsonBody(c, 'POST /api/front/collect/add/product', AddProductBody)
    await collectProduct(c.get('db'), user.id, id)
    return ok(c, 'POST /api/front/collect/add/product', null)
  })
  .post('/front/collect/cancel/:productId', async (c) => {
    const user = await requireUser(c)
    await uncollectProduct(c.get('db'), user.id, pathId(c.req.param('productId'), 'productId'))
    return ok(c, 'POST /api/front/collect/cancel/:productId', null)
  })
  .post('/front/collect/add/merchant/:merId', async (c) => {
    const user = await requireUser(c)
    await followMerchant(c.get('db'), user.id, pathId(c.req.param('merId'), 'merId'))
    return ok(c, 'POST /api/front/collect/add/merchant/:merId', null)
  })
  .post('/front/collect/cancel/merchant/:merId', async (c) => {
    const user = await requireUser(c)
    await unfollowMerchant(c.get('db'), user.id, pathId(c.req.param('merId'), 'merId'))
    return ok(c, 'POST /api/front/collect/cancel/merchant/:merId', null)
  })
  .get('/front/collect/product/list', async (c) => {
    const paging = query(c, v.object(pageQuery))
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/collect/product/list',
      await collectedProducts(c.get('db'), absUrls(c), localeOf(c), user.id, paging),
    )
  })
  .get('/front/collect/merchant/list', async (c) => {
    const paging = query(c, v.object(pageQuery))
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/collect/merchant/list',
      await followedMerchants(c.get('db'), absUrls(c), user.id, paging),
    )
  })
