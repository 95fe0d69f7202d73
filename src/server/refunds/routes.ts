/**
 * R1–R5: the shopper's refunds (docs/api.md "Refunds"). R3's body keeps CRMEB's names on the wire; its schema turns
 * it into the contract's `RefundRequest` (the refund form's shape too) here, the only place that knows them.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { REFUND_IMAGES_MAX, REFUND_REMARK_MAX, type RefundRequest, splitImageList } from '~/contract'
import { REFUND_REASON_CODES } from '~/contract/refund-reasons'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { localeOf } from '../i18n/localized'
import { isCleanText, lineText, NOT_ALLOWED } from '../http/text'
import { jsonBody, orderNoParam, pageQuery, parse, query } from '../http/validate'
import { refundApplyInfo, refundDetail, refundList, requestRefund } from './service'

const RefundBody = v.pipe(
  v.object({
    orderNo: orderNoParam,
    // A reason code (R2); another CRMEB client's free text is kept as it is.
    text: v.pipe(lineText(100), v.trim(), v.nonEmpty(/*i18n*/ 'Please choose a reason for the refund')),
    refund_reason_wap_explain: v.optional(
      v.pipe(
        v.string(/*i18n*/ 'must be text'),
        v.check((s) => isCleanText(s), NOT_ALLOWED),
        v.trim(),
        v.maxLength(REFUND_REMARK_MAX, /*i18n*/ 'Remarks must be at most {requirement} characters'),
      ),
      '',
    ),
    refund_reason_wap_img: v.optional(
      v.pipe(
        v.string(/*i18n*/ 'must be comma-separated image URLs'),
        v.maxLength(REFUND_IMAGES_MAX * 400, /*i18n*/ 'is too long'),
      ),
      '',
    ),
    // Extension: which items and how many units; absent means everything still returnable.
    items: v.optional(
      v.pipe(
        v.array(
          v.object({
            orderInfoId: v.pipe(
              v.number(/*i18n*/ 'must be a number'),
              v.integer(/*i18n*/ 'must be an item id'),
              v.minValue(1, /*i18n*/ 'must be an item id'),
            ),
            num: v.pipe(
              v.number(/*i18n*/ 'must be a number'),
              v.integer(/*i18n*/ 'must be a whole number'),
              v.minValue(1, /*i18n*/ 'must be at least 1'),
              v.maxValue(100_000, /*i18n*/ 'is too large'),
            ),
          }),
        ),
        v.minLength(1, /*i18n*/ 'Choose at least one item to return'),
        v.maxLength(100, /*i18n*/ 'must hold at most 100 items'),
      ),
    ),
  }),
  v.transform((body): RefundRequest => ({
    orderNo: body.orderNo,
    reason: body.text,
    explain: body.refund_reason_wap_explain,
    images: splitImageList(body.refund_reason_wap_img),
    items: body.items,
  })),
)

export const refundRoutes = new Hono<AppEnv>()
  .get('/front/order/apply/refund/:orderNo', async (c) => {
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/order/apply/refund/:orderNo',
      await refundApplyInfo(c.get('db'), absUrls(c), localeOf(c), user.id, parse(orderNoParam, c.req.param('orderNo'))),
    )
  })
  .get('/front/order/refund/reason', async (c) => {
    await requireUser(c)
    return ok(c, 'GET /api/front/order/refund/reason', [...REFUND_REASON_CODES])
  })
  .post('/front/order/refund', async (c) => {
    const user = await requireUser(c)
    const result = await requestRefund(
      c.get('db'),
      user.id,
      await jsonBody(c, 'POST /api/front/order/refund', RefundBody),
      c.get('origin'),
    )
    return okSaying(c, 'POST /api/front/order/refund', result, /*i18n*/ 'Refund requested')
  })
  .get('/front/order/refund/list', async (c) => {
    const user = await requireUser(c)
    const paging = query(c, v.object(pageQuery))
    return ok(
      c,
      'GET /api/front/order/refund/list',
      await refundList(c.get('db'), absUrls(c), localeOf(c), user.id, paging),
    )
  })
  .get('/front/order/refund/detail/:refundOrderNo', async (c) => {
    const user = await requireUser(c)
    return ok(
      c,
      'GET /api/front/order/refund/detail/:refundOrderNo',
      await refundDetail(
        c.get('db'),
        absUrls(c),
        localeOf(c),
        user.id,
        parse(orderNoParam, c.req.param('refundOrderNo')),
      ),
    )
  })
