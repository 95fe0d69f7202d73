/** Review form rules (spec §5: text required; at most 5 images) and the review screens' URLs. */
import * as v from 'valibot'
import { orderNumberParam } from '~/features/orders'
import { MAX_URL_ID, MAX_URL_PAGE } from '~/lib/url-limits'

export const REVIEW_TEXT_MAX = 100
export const REVIEW_IMAGES_MAX = 5

export const reviewSchema = (m: { starEmpty: string; textEmpty: string; textTooLong: string; tooManyImages: string }) =>
  v.object({
    star: v.pipe(v.number(), v.integer(), v.minValue(1, m.starEmpty), v.maxValue(5)),
    serviceStar: v.pipe(v.number(), v.integer(), v.minValue(1, m.starEmpty), v.maxValue(5)),
    comment: v.pipe(v.string(), v.trim(), v.nonEmpty(m.textEmpty), v.maxLength(REVIEW_TEXT_MAX, m.textTooLong)),
    pics: v.pipe(v.array(v.string()), v.maxLength(REVIEW_IMAGES_MAX, m.tooManyImages)),
  })

/** /users/evaluation_list?tab&page */
export const EvaluationListSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(['awaiting', 'written']), 'awaiting'), 'awaiting'),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_PAGE))), undefined),
})

/** /users/evaluation_confirm?orderNo&orderInfoId — the merchant order and the line to review. */
export const EvaluationConfirmSearch = v.object({
  orderNo: orderNumberParam,
  orderInfoId: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_ID))), undefined),
})
