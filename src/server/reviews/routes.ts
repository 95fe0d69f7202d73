/** V1 and V2 (docs/api.md §3.12 (#ref-3-12)): items awaiting the buyer's review, and writing one. */
import { Hono } from 'hono'
import * as v from 'valibot'
import { absUrls, type AppEnv, requireUser } from '../http/context'
import { ok, okSaying } from '../http/envelope'
import { refuseField } from '../http/field-labels'
import { localeOf } from '../i18n/localized'
import { isCleanText, NOT_ALLOWED } from '../http/text'
import { jsonBody, orderNoParam, pageQuery, query } from '../http/validate'
import { itemsToReview, MAX_REVIEW_PICS, writeReview, writtenReviews } from './service'

export const COMMENT_MAX = 100

// The field's name comes first in the answer ("star: must be …"), as for every field.
const Star = v.pipe(
  v.number(/*i18n*/ 'must be a number from 1 to 5'),
  v.integer(/*i18n*/ 'must be a whole number'),
  v.minValue(1, /*i18n*/ 'must be at least 1'),
  v.maxValue(5, /*i18n*/ 'must be at most 5'),
)

/** `pics`: the contract's JSON string of a URL array, or "" (an array is accepted too). */
function picsOf(raw: string | string[] | undefined): string[] {
  if (raw === undefined || raw === '') return []
  let list: unknown = raw
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw)
    } catch {
      throw refuseField('pics', /*i18n*/ 'must be a list of image addresses')
    }
  }
  if (!Array.isArray(list) || !list.every((u) => typeof u === 'string' && u.length <= 400))
    throw refuseField('pics', /*i18n*/ 'must be a list of image addresses')
  if (list.length > MAX_REVIEW_PICS)
    throw refuseField('pics', /*i18n*/ 'must hold at most {requirement} images', { requirement: MAX_REVIEW_PICS })
  return (list as string[]).map((u) => u.trim()).filter(Boolean)
}

const CommentBody = v.object({
  orderInfoId: v.pipe(
    v.number(/*i18n*/ 'must be a number'),
    v.integer(/*i18n*/ 'must be an item id'),
    v.minValue(1, /*i18n*/ 'must be an item id'),
  ),
  orderNo: orderNoParam,
  star: Star,
  // Extension: the service-attitude score (the contract's `star` is the product-quality score); defaults to `star`.
  serviceStar: v.optional(Star),
  comment: v.pipe(
    v.string(/*i18n*/ 'Please write your review'),
    v.check((s) => isCleanText(s), NOT_ALLOWED),
    v.trim(),
    v.nonEmpty(/*i18n*/ 'Please write your review'),
    v.maxLength(COMMENT_MAX, /*i18n*/ 'The review must be at most {requirement} characters'),
  ),
  pics: v.optional(
    v.union(
      [
        v.pipe(v.string(), v.maxLength(MAX_REVIEW_PICS * 420, /*i18n*/ 'is too long')),
        v.pipe(v.array(v.string()), v.maxLength(MAX_REVIEW_PICS, /*i18n*/ 'must hold at most {requirement} images')),
      ],
      /*i18n*/ 'must be a list of image addresses',
    ),
  ),
})

const ListQuery = v.object({
  ...pageQuery,
  // Extension: 0 (default) items awaiting a review, 1 the reviews written.
  type: v.optional(v.picklist(['0', '1'], /*i18n*/ 'must be 0 or 1'), '0'),
})

export const reviewRoutes = new Hono<AppEnv>()
  .get('/front/order/reply/list', async (c) => {
    const user = await requireUser(c)
    const { type, ...paging } = query(c, ListQuery)
    const list = type === '1' ? writtenReviews : itemsToReview
    return ok(c, 'GET /api/front/order/reply/list', await list(c.get('db'), absUrls(c), localeOf(c), user.id, paging))
  })
  .post('/front/order/comment', async (c) => {
    const user = await requireUser(c)
    const body = await jsonBody(c, 'POST /api/front/order/comment', CommentBody)
    await writeReview(
      c.get('db'),
      user.id,
      {
        orderInfoId: body.orderInfoId,
        orderNo: body.orderNo,
        star: body.star,
        serviceStar: body.serviceStar ?? body.star,
        comment: body.comment,
        pics: picsOf(body.pics),
      },
      c.get('origin'),
    )
    return okSaying(c, 'POST /api/front/order/comment', null, /*i18n*/ 'Thank you for your review')
  })
