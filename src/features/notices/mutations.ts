/** Mark read: one notice or all; the bell's and the list page's counts refresh (`noticeKeys.lists()`). */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { noticeKeys } from './queries'

/** After a notice was read anywhere (detail opened, mark read): every list and unread count refetches. */
export const refreshNoticeLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: noticeKeys.lists() })

export const markAllReadMutation = (queryClient: QueryClient) =>
  mutationOptions<{ count: number }, Error, void>({
    mutationKey: [...noticeKeys.all, 'read-all'],
    mutationFn: () => api.post<{ count: number }>('/api/front/notice/read', { all: true }),
    onSettled: () => refreshNoticeLists(queryClient),
  })

/** The detail page marks its notice read (a POST: reading the detail itself changes nothing). */
export const markNoticeReadMutation = (queryClient: QueryClient) =>
  mutationOptions<{ count: number }, Error, number>({
    mutationKey: [...noticeKeys.all, 'read-one'],
    mutationFn: (id) => api.post<{ count: number }>('/api/front/notice/read', { ids: [id] }),
    onSettled: () => refreshNoticeLists(queryClient),
  })
