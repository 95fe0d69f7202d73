/**
 * Review form rules (docs/spec.md §5.31 (#spec-5-31), §5.28 (#spec-5-28): text required; at most 5 images) and the
 * review screens' URLs.
 */
import * as v from 'valibot'
import { orderNumberParam } from '~/features/orders'
import { choiceWithDefault, idParam, pageParam } from '~/lib/search-params'

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
  tab: choiceWithDefault(['awaiting', 'written'], 'awaiting'),
  page: pageParam(),
})

/** /users/evaluation_confirm?orderNo&orderInfoId — the merchant order and the line to review. */
export const EvaluationConfirmSearch = v.object({
  orderNo: orderNumberParam,
  orderInfoId: idParam(),
})
