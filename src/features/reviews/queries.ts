/** Product reviews: the score summary (K7) and the filtered, paged list (K6); docs/api.md §4.10 (#ref-4-10), §5.12 (#ref-5-12). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Reply, ReplyConfig } from '~/contract'
import { api } from '~/lib/api'
import { pagedQuery } from '~/lib/query/paged'
import type { ToReviewItem, WrittenReview } from '~/contract'

export type { ToReviewItem, WrittenReview } from '~/contract'

export type { Reply, ReplyConfig } from '~/contract'

/** K6 `type`, sent as a string: all, good, medium, poor. */
export type ReplyFilter = '0' | '1' | '2' | '3'
export const REPLY_FILTERS: readonly ReplyFilter[] = ['0', '1', '2', '3']
export const REPLY_PAGE_SIZE = 10

export const reviewKeys = {
  all: ['reviews'] as const,
  config: (productId: number) => [...reviewKeys.all, 'config', productId] as const,
  list: (productId: number, type: ReplyFilter, page: number) =>
    [...reviewKeys.all, 'list', productId, type, page] as const,
  awaiting: (page: number) => [...reviewKeys.all, 'awaiting', { page }] as const,
  written: (page: number) => [...reviewKeys.all, 'written', { page }] as const,
}

export const EVALUATION_LIMIT = 10

export const awaitingReviewsQuery = (page: number) =>
  pagedQuery<ToReviewItem>({
    queryKey: reviewKeys.awaiting(page),
    path: '/api/front/order/reply/list',
    page,
    limit: EVALUATION_LIMIT,
  })

export const writtenReviewsQuery = (page: number) =>
  pagedQuery<WrittenReview>({
    queryKey: reviewKeys.written(page),
    path: '/api/front/order/reply/list',
    page,
    limit: EVALUATION_LIMIT,
    filters: { type: 1 },
  })

export const replyConfigQuery = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.config(productId),
    queryFn: () => api.get<ReplyConfig>(`/api/front/product/reply/config/${productId}`, { silent: true }),
    staleTime: 60_000,
  })

export const replyListQuery = (productId: number, type: ReplyFilter, page: number) =>
  queryOptions({
    ...pagedQuery<Reply>({
      queryKey: reviewKeys.list(productId, type, page),
      path: `/api/front/product/reply/list/${productId}`,
      page,
      limit: REPLY_PAGE_SIZE,
      filters: { type },
    }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

/** The count K7 gives for a filter. */
export function filterCount(config: ReplyConfig | undefined, type: ReplyFilter): number {
  if (!config) return 0
  const n = { '0': config.sumCount, '1': config.goodCount, '2': config.inCount, '3': config.poorCount }[type]
  return Math.max(0, Number(n) || 0)
}

/** replyChance as a whole percentage, 0..100. */
export function goodRatePercent(config: ReplyConfig | undefined): number {
  const chance = Number(config?.replyChance) || 0
  const percent = chance > 1 ? chance : chance * 100
  return Math.min(100, Math.max(0, Math.round(percent)))
}
