/** Search params of the store screens; every bad value falls back (a shared URL never shows an error screen). */
import * as v from 'valibot'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { MAX_URL_ID, MAX_URL_PAGE } from '~/lib/url-limits'
import { urlText } from '~/lib/clean-text'

const optionalId = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_ID))), undefined)
const optionalPage = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_PAGE))), undefined)

/** /merchant/merchant/* — `id` is the merchant id (0 when missing: the store is not found). */
export const StoreSearch = v.object({
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_URL_ID)), 0),
})

export const StreetSearch = v.object({ page: optionalPage })

export const MerchantMoreSearch = v.object({
  categoryId: optionalId,
  typeId: optionalId,
  keywords: v.fallback(v.optional(urlText(SEARCH_KEYWORD_MAX_LENGTH)), undefined),
  page: optionalPage,
})
export type MerchantMoreParams = v.InferOutput<typeof MerchantMoreSearch>
