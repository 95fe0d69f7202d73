/** R1–R5: the shopper's refunds (front-api §3.11). R3's body keeps the contract's snake_case names. */
import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { isCleanText, lineText, NOT_ALLOWED } from '../http/text'
import { jsonBody, pageQuery, parse, query } from '../http/validate'
import { MAX_VOUCHERS, REFUND_REASONS, refundApplyInfo, refundDetail, refundList, requestRefund } from './service'

export const REMARK_MAX = 100

const OrderNo = v.pipe(v.string(/*i18n*/ 'Order number is required'), v.regex(/^[A-Za-z0-9]{1,40}$/, /*i18n*/ 'is not an order number'))

const RefundBody = v.object({
  orderNo: OrderNo,
  text: v.pipe(lineText(100), v.trim(), v.nonEmpty(/*i18n*/ 'Please choose a reason for the refund')),
  refund_reason_wap_explain: v.optional(
    v.pipe(
      v.string(/*i18n*/ 'must be text'),
      v.check((s) => isCleanText(s), NOT_ALLOWED),
      v.trim(),
      v.maxLength(REMARK_MAX, /*i18n*/ 'Remarks must be at most {requirement} characters'),
    ),
    '',
  ),
  refund_reason_wap_img: v.optional(
    v.pipe(
      v.string(/*i18n*/ 'must be comma-separated image URLs'),
      v.maxLength(MAX_VOUCHERS * 400, /*i18n*/ 'is too long'),
      v.transform((s) => s.split(',').map((url) => url.trim()).filter(Boolean)),
    ),
    '',
  ),
  // Extension: which items and how many units; absent means everything still returnable.
  items: v.optional(
    v.pipe(
      v.array(
        v.object({
          orderInfoId: v.pipe(v.number(/*i18n*/ 'must be a number'), v.integer(/*i18n*/ 'must be an item id'), v.minValue(1, /*i18n*/ 'must be an item id')),
          num: v.pipe(v.number(/*i18n*/ 'must be a number'), v.integer(/*i18n*/ 'must be a whole number'), v.minValue(1, /*i18n*/ 'must be at least 1'), v.maxValue(100_000, /*i18n*/ 'is too large')),
        }),
      ),
      v.minLength(1, /*i18n*/ 'Choose at least one item to return'),
      v.maxLength(100, /*i18n*/ 'must hold at most 100 items'),
    ),
  ),
})

export const refundRoutes = new Hono<AppEnv>()
  .get('/front/order/apply/refund/:orderNo', async (c) => {
    const user = await requireUser(c)
    return ok(c, await refundApplyInfo(c.get('db'), absUrls(c), localeOf(c), user.id, parse(OrderNo, c.req.param('orderNo'))))
  })
  .get('/front/order/refund/reason', async (c) => {
    await requireUser(c)
    return ok(c, [...REFUND_REASONS])
  })
  .post('/front/order/refund', async (c) => {
    const user = await requireUser(c)
    const body = await jsonBody(c, RefundBody)
    const images = body.refund_reason_wap_img as string[]
    const result = await requestRefund(
      c.get('db'),
      user.id,
      { orderNo: body.orderNo, text: body.text, explain: body.refund_reason_wap_explain, images, items: body.items },
      c.get('origin'),
    )
    return okSaying(c, result, /*i18n*/ 'Refund requested')
  })
  .get('/front/order/refund/list', async (c) => {
    const user = await requireUser(c)
    const { page, limit } = query(c, v.object(pageQuery))
    return ok(c, await refundList(c.get('db'), absUrls(c), localeOf(c), user.id, page, limit))
  })
  .get('/front/order/refund/detail/:refundOrderNo', async (c) => {
    const user = await requireUser(c)
    return ok(c, await refundDetail(c.get('db'), absUrls(c), localeOf(c), user.id, parse(OrderNo, c.req.param('refundOrderNo'))))
  })
