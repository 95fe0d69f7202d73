/** After-sales (docs/api.md §3.11 (#ref-3-11) R1, R2, R4, R5; §4.3, §5.13). */
import { queryOptions } from '@tanstack/react-query'
import type { RefundApplyInfo, RefundOrder, RefundReasonCode } from '~/contract'
import { api } from '~/lib/api'
import { pagedQuery } from '~/lib/query/paged'

export type { RefundApplyInfo, RefundOrder } from '~/contract'

export const REFUND_LIST_LIMIT = 10

export const refundKeys = {
  all: ['refunds'] as const,
  applyInfo: (orderNo: string) => [...refundKeys.all, 'apply', orderNo] as const,
  reasons: () => [...refundKeys.all, 'reasons'] as const,
  lists: () => [...refundKeys.all, 'list'] as const,
  list: (page: number) => [...refundKeys.lists(), { page }] as const,
  detail: (refundOrderNo: string) => [...refundKeys.all, 'detail', refundOrderNo] as const,
}

export const refundApplyInfoQuery = (orderNo: string) =>
  queryOptions({
    queryKey: refundKeys.applyInfo(orderNo),
    // The page shows why an order cannot be refunded, so the failure is not toasted as well.
    queryFn: () =>
      api.get<RefundApplyInfo>(`/api/front/order/apply/refund/${encodeURIComponent(orderNo)}`, { silent: true }),
  })

export const refundReasonsQuery = () =>
  queryOptions({
    queryKey: refundKeys.reasons(),
    queryFn: () => api.get<RefundReasonCode[]>('/api/front/order/refund/reason'),
    staleTime: 10 * 60_000,
  })

export const refundListQuery = (page: number) =>
  pagedQuery<RefundOrder>({
    queryKey: refundKeys.list(page),
    path: '/api/front/order/refund/list',
    page,
    limit: REFUND_LIST_LIMIT,
  })

export const refundDetailQuery = (refundOrderNo: string) =>
  queryOptions({
    queryKey: refundKeys.detail(refundOrderNo),
    queryFn: () => api.get<RefundOrder>(`/api/front/order/refund/detail/${encodeURIComponent(refundOrderNo)}`),
  })
