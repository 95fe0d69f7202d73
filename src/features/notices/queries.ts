import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { Page } from '~/contract'

export interface Notice {
  id: number
  kind: 'system' | 'service'
  title: string
  content: string
  link: string
  createTime: string
  isRead: boolean
}

/** The header bell shows at most this many unread notices. */
export const BELL_NOTICE_LIMIT = 5

export const noticeKeys = {
  all: ['notices'] as const,
  unread: (limit: number) => [...noticeKeys.all, 'unread', limit] as const,
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
