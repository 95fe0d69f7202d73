import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { booleanQuery, idValue, jsonBody, quantityValue, query } from '../http/validate'
import { cartCount, cartList, deleteCartLines, resetCartLine, saveCartLines, setCartQuantity } from './service'

const CountQuery = v.object({
  numType: v.optional(booleanQuery, 'true'),
  type: v.optional(v.picklist(['total', 'sum'], /*i18n*/ 'must be total or sum'), 'total'),
})

/** CA3's body is a top-level JSON array (docs/api.md §8.5 (#ref-8)). */
const SaveBody = v.pipe(
  v.array(
    v.object({
      productId: idValue,
      cartNum: v.pipe(
        v.number(/*i18n*/ 'must be a whole number of at least 1'),
        v.integer(/*i18n*/ 'must be a whole number of at least 1'),
        v.minValue(1, /*i18n*/ 'must be a whole number of at least 1'),
        v.maxValue(99_999, /*i18n*/ 'must be at most 99999'),
      ),
      productAttrUnique: idValue,
    }),
    /*i18n*/ 'The request body must be an array of cart lines',
  ),
  v.minLength(1, /*i18n*/ 'At least one cart line is required'),
  v.maxLength(100, /*i18n*/ 'At most 100 cart lines at once'),
)

const ListQuery = v.object({ isValid: v.optional(booleanQuery, 'true') })

const NumBody = v.object({ id: idValue, number: quantityValue })

const DeleteBody = v.object({
  ids: v.pipe(
    v.array(idValue, /*i18n*/ 'must be an array of cart line ids'),
    v.minLength(1, /*i18n*/ 'must hold at least one cart line id'),
    v.maxLength(200, /*i18n*/ 'must hold at most 200 cart line ids'),
  ),
})

const ResetBody = v.object({ id: idValue, productId: idValue, unique: idValue, num: quantityValue })

export const cartRoutes = new Hono<AppEnv>()
  .get('/front/cart/count', async (c) => {
    const input = query(c, CountQuery)
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/cart/count',
      await cartCount(c.get('db'), user.id, { validOnly: input.numType, type: input.type }),
    )
  })
  .post('/front/cart/save', async (c) => {
    const user = await requireUser(c)
    const lines = await jsonBody(c, 'POST /api/front/cart/save', SaveBody)
    return ok(c, 'POST /api/front/cart/save', await saveCartLines(c.get('db'), user.id, lines, localeOf(c)))
  })
  .get('/front/cart/list', async (c) => {
    const input = query(c, ListQuery)
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/cart/list',
      await cartList(c.get('db'), absUrls(c), user.id, input.isValid, localeOf(c)),
    )
  })
  .post('/front/cart/num', async (c) => {
    const user = await requireUser(c)
    const { id, number } = await jsonBody(c, 'POST /api/front/cart/num', NumBody)
    await setCartQuantity(c.get('db'), user.id, id, number, localeOf(c))
    return ok(c, 'POST /api/front/cart/num', null)
  })
  .post('/front/cart/delete', async (c) => {
    const user = await requireUser(c)
    const { ids } = await jsonBody(c, 'POST /api/front/cart/delete', DeleteBody)
    await deleteCartLines(c.get('db'), user.id, ids)
    return ok(c, 'POST /api/front/cart/delete', null)
  })
  .post('/front/cart/resetcart', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/cart/resetcart', ResetBody)
    await resetCartLine(c.get('db'), user.id, input, localeOf(c))
    return ok(c, 'POST /api/front/cart/resetcart', null)
  })
