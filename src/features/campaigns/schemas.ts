/** /goods/activity_list search params (front-api §3.8): the activity, its type and name, and the page. */
import * as v from 'valibot'
import { intValue, optionalParam, pageParam, requiredIdParam, textParam } from '~/lib/search-params'

export const ActivitySearch = v.object({
  id: requiredIdParam(),
  type: optionalParam(intValue(0, 99)),
  name: textParam(200),
  page: pageParam(),
})
