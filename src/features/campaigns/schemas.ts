/** /goods/activity_list search params (front-api §3.8): the activity, its type and name, and the page. */
import * as v from 'valibot'
import { MAX_URL_ID, MAX_URL_PAGE } from '~/lib/url-limits'
import { urlText } from '~/lib/clean-text'

export const ActivitySearch = v.object({
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_URL_ID)), 0),
  type: v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined),
  name: v.fallback(v.optional(urlText(200)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_PAGE))), undefined),
})
