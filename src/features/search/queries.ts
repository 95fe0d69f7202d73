import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'

export interface HotKeyword {
  id: number
  title: string
}

export const HEADER_HOT_KEYWORDS = 3

export const hotKeywordsQuery = () =>
  queryOptions({
    queryKey: ['search', 'hot-keywords'],
    queryFn: () => api.get<HotKeyword[]>('/api/front/search/keyword'),
    staleTime: 10 * 60_000,
  })
