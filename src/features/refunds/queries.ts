/** After-sales (front-api §3.11 R1, R2, R4, R5; §4.3, §5.13). */
import { queryOptions } from '@tanstack/react-query'
import type { Page } from '~/features/catalog'
import type { OrderItem } from '~/features/orders'
import { api } from '~/lib/api'

/** R1: what a refund of this merchant order can still return (each line's `payNum` = units still returnable). */
export interface RefundApplyInfo {
  orderNo?: string
  orderInfoList: OrderItem[]
  totalNum: number
  /** The most that can still be refunded. */
  payPrice: string
}

/** R4 list item and R5 detail. `refundStatus` (§4.3): 0 under review, 1 refused, 2 accepted (refunding), 3 refunded. */
export interface RefundOrder {
  id: number
  refundOrderNo: string
  merOrderNo: string
  merName?: string
  refundStatus: number
  refundReason: string
  refundPrice: string
  totalNum: number
  createTime: string
  refundReasonWap: string
  refundReasonWapExplain: string
  refundReasonWapImg: string
  orderInfoList: OrderItem[]
  /** Designed: when the merchant decided and when the money went back. */
  reviewTime?: string
  refundTime?: string
}

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
    queryFn: () => api.get<RefundApplyInfo>(`/api/front/order/apply/refund/${encodeURIComponent(orderNo)}`, { silent: true }),
  })

export const refundReasonsQuery = () =>
  queryOptions({
    queryKey: refundKeys.reasons(),
    queryFn: () => api.get<string[]>('/api/front/order/refund/reason'),
    staleTime: 10 * 60_000,
  })

export const refundListQuery = (page: number) =>
  queryOptions({
    queryKey: refundKeys.list(page),
    queryFn: () => api.get<Page<RefundOrder>>('/api/front/order/refund/list', { query: { page, limit: REFUND_LIST_LIMIT } }),
  })

export const refundDetailQuery = (refundOrderNo: string) =>
  queryOptions({
    queryKey: refundKeys.detail(refundOrderNo),
    queryFn: () => api.get<RefundOrder>(`/api/front/order/refund/detail/${encodeURIComponent(refundOrderNo)}`),
  })

/** `refundReasonWapImg` is a comma-joined URL string ("" when none). */
export const voucherImages = (joined: string | null | undefined) => (joined ?? '').split(',').map((s) => s.trim()).filter(Boolean)
