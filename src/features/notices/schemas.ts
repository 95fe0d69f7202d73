/** The notice screens' URLs: /notices/notice_list?type&page and /notices/notice_details?menuCur=1010&notice. */
import * as v from 'valibot'
import { choiceWithDefault, idParam, pageParam, requiredIdParam } from '~/lib/search-params'
import { NOTICE_TABS } from './queries'

export const NoticeListSearch = v.object({
  type: choiceWithDefault(NOTICE_TABS, 'all'),
  page: pageParam(),
})
export const NOTICE_LIST_DEFAULTS = { type: 'all' as const }

export const NoticeDetailSearch = v.object({
  menuCur: idParam(),
  notice: requiredIdParam(),
})
