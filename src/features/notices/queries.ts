import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { pagedQuery } from '~/lib/query/paged'
import { NOTICE_TYPES, type NoticeItem, type NoticeType, type Page } from '~/contract'

export type Notice = NoticeItem

/** The list page's tabs (the API's `type`). */
export const NOTICE_TABS = NOTICE_TYPES
export type NoticeTab = NoticeType

/** The header bell shows at most this many unread notices. */
export const BELL_NOTICE_LIMIT = 5
export const NOTICE_PAGE_LIMIT = 10

/**
 * Everything under `lists` changes when a notice is read (the bell's unread list, the list page's tabs); the
 * detail of one notice does not.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  unread: (limit: number) => [...noticeKeys.lists(), 'unread', limit] as const,
  list: (tab: NoticeTab, page: number) => [...noticeKeys.lists(), tab, page] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
}

export const unreadNoticesQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread(BELL_NOTICE_LIMIT),
    queryFn: () =>
      api.get<Page<Notice>>('/api/front/notice/list', {
        query: { page: 1, limit: BELL_NOTICE_LIMIT, isRead: false },
        silent: true,
      }),
    staleTime: 60_000,
  })

export const noticeListQuery = (tab: NoticeTab, page: number) =>
  pagedQuery<Notice>({
    queryKey: noticeKeys.list(tab, page),
    path: '/api/front/notice/list',
    page,
    limit: NOTICE_PAGE_LIMIT,
    filters: { type: tab },
  })

/** Opening a notice marks it read on the server (the page then refreshes `noticeKeys.lists()`). */
export const noticeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: () => api.get<Notice>(`/api/front/notice/detail/${id}`),
  })
