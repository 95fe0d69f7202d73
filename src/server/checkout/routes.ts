/** O1–O4 and CP2: pre-order, its coupons, the price and the order create (docs/api.md "Cart, checkout…"). */
import { Hono } from 'hono'
import * as v from 'valibot'
import { CURRENCY_COOKIE, currencyOfParam, REMARK_MAX_LENGTH } from '~/contract'
import { absUrls, type AppEnv, optionalUser, requireUser } from '../http/context'
import { touchOfRequest } from '../attribution'
import { requestCookie } from '../http/cookies'
import { ok } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { fixedValues, idParam, idValue, jsonBody, orderNoParam, parse, query, quantityValue } from '../http/validate'
import { createOrder } from './create-order'
import { computePrice, couponsForPreOrder, createPreOrder, loadPreOrder } from './service'
import { shippingEstimate } from './shipping-estimate'

const PreOrderBody = v.variant('preOrderType', [
  v.object({
    preOrderType: v.literal('buyNow'),
    orderDetails: v.pipe(
      v.array(v.object({ attrValueId: idValue, productId: idValue, productNum: quantityValue })),
      v.length(1, /*i18n*/ '"buy now" takes exactly one item'),
    ),
  }),
  v.object({
    preOrderType: v.literal('shoppingCart'),
    orderDetails: v.pipe(
      v.array(v.object({ shoppingCartId: idValue })),
      v.minLength(1, /*i18n*/ 'Choose at least one item'),
      v.maxLength(100, /*i18n*/ 'must hold at most 100 items'),
    ),
  }),
])

/** `couponId`: an id, or "" / null / 0 for none. */
const CouponId = v.optional(
  v.nullable(
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      v.pipe(
        v.literal(0),
        v.transform(() => null),
      ),
      idValue,
    ]),
  ),
)
const CouponIds = v.optional(v.pipe(v.array(idValue), v.maxLength(50, /*i18n*/ 'must hold at most 50 coupons')))

const PriceBody = v.object({
  preOrderNo: orderNoParam,
  addressId: v.optional(v.nullable(idValue)),
  couponId: CouponId,
  couponIds: CouponIds,
  isUseIntegral: v.optional(v.boolean(/*i18n*/ 'must be true or false')),
})

export const CreateBody = v.object({
  preOrderNo: orderNoParam,
  addressId: v.optional(v.nullable(idValue)),
  couponId: CouponId,
  couponIds: CouponIds,
  isUseIntegral: v.optional(v.boolean(/*i18n*/ 'must be true or false')),
  payType: v.optional(v.string(/*i18n*/ 'must be a payment method'), ''),
  payChannel: v.optional(v.string()),
  mark: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        REMARK_MAX_LENGTH,
        fixedValues(/*i18n*/ 'The note must be shorter than {limit} characters', { limit: REMARK_MAX_LENGTH + 1 }),
      ),
    ),
    '',
  ),
})

/** The estimate's query: destination country, SKU and quantity, each optional. */
const ShippingQuery = v.object({
  country: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, /*i18n*/ 'must be a two-letter country code such as RU')),
  ),
  attrValueId: v.optional(idParam),
  quantity: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, /*i18n*/ 'must be a whole number of at least 1'),
      v.transform(Number),
      v.minValue(1, /*i18n*/ 'must be a whole number of at least 1'),
    ),
  ),
})

export const checkoutRoutes = new Hono<AppEnv>()
  .get('/front/product/shipping/:id', async (c) => {
    const { id } = parse(v.object({ id: idParam }), { id: c.req.param('id') })
    const input = query(c, ShippingQuery)
    const user = await optionalUser(c)
    return ok(
      c,
      'GET /api/front/product/shipping/:id',
      await shippingEstimate(c.get('db'), localeOf(c), id, input, user?.id ?? null),
    )
  })
  .post('/front/order/pre/order', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/order/pre/order', PreOrderBody)
    return ok(c, 'POST /api/front/order/pre/order', await createPreOrder(c.get('db'), localeOf(c), user.id, input))
  })
  .get('/front/order/load/pre/:preOrderNo', async (c) => {
    const user = await requireUser(c)
    const preOrderNo = parse(orderNoParam, c.req.param('preOrderNo'))
    return ok(
      c,
      'GET /api/front/order/load/pre/:preOrderNo',
      await loadPreOrder(c.get('db'), absUrls(c), localeOf(c), user.id, preOrderNo),
    )
  })
  .get('/front/coupons/order/:preOrderNo', async (c) => {
    const user = await requireUser(c)
    const preOrderNo = parse(orderNoParam, c.req.param('preOrderNo'))
    return ok(
      c,
      'GET /api/front/coupons/order/:preOrderNo',
      await couponsForPreOrder(c.get('db'), localeOf(c), user.id, preOrderNo),
    )
  })
  .post('/front/order/computed/price', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/order/computed/price', PriceBody)
    return ok(
      c,
      'POST /api/front/order/computed/price',
      await computePrice(c.get('db'), localeOf(c), user.id, { ...input, addressId: input.addressId ?? undefined }),
    )
  })
  .post('/front/order/create', async (c) => {
    const user = await requireUser(c)
    const input = await jsonBody(c, 'POST /api/front/order/create', CreateBody)
    // The order keeps the currency the shopper reads prices in (the cookie, as the pages resolve it) and the rate.
    const chosenCurrency = currencyOfParam(requestCookie(c.req.header('cookie'), CURRENCY_COOKIE))
    const touch = touchOfRequest(c.req.raw)
    return ok(
      c,
      'POST /api/front/order/create',
      await createOrder(c.get('db'), localeOf(c), user.id, {
        ...input,
        addressId: input.addressId ?? undefined,
        chosenCurrency,
        touch,
      }),
    )
  })
