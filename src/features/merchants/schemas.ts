/** Search params of the store screens; every bad value falls back (a shared URL never shows an error screen). */
import * as v from 'valibot'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import { idParam, pageParam, requiredIdParam, textParam } from '~/lib/search-params'

/** /merchant/merchant/* — `id` is the merchant id (0 when missing: the store is not found). */
export const StoreSearch = v.object({ id: requiredIdParam() })

export const StreetSearch = v.object({ page: pageParam() })

export const MerchantMoreSearch = v.object({
  categoryId: idParam(),
  typeId: idParam(),
  keywords: textParam(SEARCH_KEYWORD_MAX_LENGTH),
  page: pageParam(),
})
export type MerchantMoreParams = v.InferOutput<typeof MerchantMoreSearch>
