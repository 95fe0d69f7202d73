/**
 * /goods/activity_list search params (docs/api.md §3.8 (#ref-3-8)): the activity, its type and name, and the page. Without an
 * id (or with a bad one) the page lists every activity.
 */
import * as v from 'valibot'
import { idParam, intValue, optionalParam, pageParam, textParam } from '~/lib/search-params'

export const ActivitySearch = v.object({
  id: idParam(),
  type: optionalParam(intValue(0, 99)),
  name: textParam(200),
  page: pageParam(),
})
