/** /users/collection_list?tab&page: favourite goods or followed shops, and the page. */
import * as v from 'valibot'
import { choiceWithDefault, pageParam } from '~/lib/search-params'

export const COLLECTION_TABS = ['goods', 'shops'] as const
export type CollectionTab = (typeof COLLECTION_TABS)[number]

export const CollectionListSearch = v.object({
  tab: choiceWithDefault(COLLECTION_TABS, 'goods'),
  page: pageParam(),
})
export const COLLECTION_LIST_DEFAULTS = { tab: 'goods', page: 1 } as const
