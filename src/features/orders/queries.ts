/** Orders of the signed-in shopper (docs/api.md "Orders (O5–O9, O12)", front-api §3.10, §5.8, §5.9). */
import { queryOptions } from '@tanstack/react-query'
import type { Page, PayStatus, PreOrderItem } from '~/contract'
import { api } from '~/lib/api'

/** One line of goods (front-api §5.8): a pre-order line with the order item's id. */
export interface OrderItem extends PreOrderItem {
  id: number
}

/** Master order state (designed): what the shopper owes for one checkout. */
export type { PayStatus }

/** A merchant's part of a master order as the master list and master detail show it. */
export interface MerchantGroup {
  id: number
  orderNo: string
  merId: number
  merName: string
  orderInfoList: OrderItem[]
}

/** O6: a master order awaiting payment (or bank-transfer confirmation). */
export interface MasterOrder {
  id: number
  orderNo: string
  paid: boolean
  payType: string
  payStatus: PayStatus
  redirect: string
  totalNum: number
  payPrice: string
  createTime: string
  /** When an unpaid order auto-cancels ("yyyy-MM-dd HH:mm:ss", UTC); empty when it does not expire. */
  expireTime: string
  orderList: MerchantGroup[]
}

/** O7: one merchant order. `status` (§4.1): 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed. */
export interface MerchantOrder {
  id: number
  orderNo: string
  merId: number
  merName: string
  paid: boolean
  payType: string
  redirect: string
  status: number
  totalNum: number
  payPrice: string
  createTime: string
  orderInfoList: OrderItem[]
}

/** O8 (master: `orderList`) and O9 (merchant: `merName`, `orderInfoList`) share one shape. */
export interface OrderDetail {
  id: number
  orderNo: string
  paid: boolean
  payType: string
  payStatus: PayStatus
  totalNum: number
  payPrice: string
  createTime: string
  payTime: string
  refundTime: string
  userRemark: string
  realName: string
  userPhone: string
  userEmail: string
  userAddress: string
  proTotalPrice: string
  couponId: number | null
  couponPrice: string
  integralPrice: string
  useIntegral: number
  payPostage: string
  refundStatus: number
  status: number
  payVoucher: string
  payVoucherNote: string
  cancelReason: string
  expireTime: string
  merId?: number
  merName?: string
  orderList?: MerchantGroup[]
  orderInfoList?: OrderItem[]
}

/** O5: the tab counters. */
export interface OrderCounts {
  unPaidCount: number
  unShippedCount: number
  receivedCount: number
  completeCount: number
}

/** List tabs (front-api §4.2): 0 to pay (O6), 1 to ship, 2 to receive, 3 completed (O7 `type`). */
export const ORDER_TABS = [0, 1, 2, 3] as const
export type OrderTab = (typeof ORDER_TABS)[number]

export const ORDER_LIST_LIMIT = 10

/** Every order read, the points balance included, starts with `orderKeys.all`: invalidate it after a cancel or a payment. */
export const orderKeys = {
  all: ['orders'] as const,
  counts: () => [...orderKeys.all, 'counts'] as const,
  awaitPay: (page: number) => [...orderKeys.all, 'await-pay', { page }] as const,
  list: (type: Exclude<OrderTab, 0>, page: number) => [...orderKeys.all, 'list', { type, page }] as const,
  detail: (orderNo: string, master: boolean) => [...orderKeys.all, 'detail', master ? 'master' : 'merchant', orderNo] as const,
  pointsBalance: () => [...orderKeys.all, 'points-balance'] as const,
}

export const orderCountsQuery = () =>
  queryOptions({
    queryKey: orderKeys.counts(),
    // Decoration of the tabs: a failure leaves them without numbers instead of toasting.
    queryFn: () => api.get<OrderCounts>('/api/front/order/data', { silent: true }),
  })

/** O6: master orders waiting for payment, 10 a page. */
export const awaitPayOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: orderKeys.awaitPay(page),
    queryFn: () =>
      api.get<Page<MasterOrder>>('/api/front/order/await/pay/list', { query: { page, limit: ORDER_LIST_LIMIT } }),
  })

/** O7: merchant orders of tab 1, 2 or 3, 10 a page. */
export const merchantOrdersQuery = (type: Exclude<OrderTab, 0>, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(type, page),
    queryFn: () =>
      api.get<Page<MerchantOrder>>('/api/front/order/list', { query: { page, limit: ORDER_LIST_LIMIT, type } }),
  })

/** O8 for `orderStatus` 0 (the master order), O9 otherwise (one merchant order). */
export const orderDetailQuery = (orderNo: string, master: boolean) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo, master),
    queryFn: () =>
      api.get<OrderDetail>(
        master
          ? `/api/front/order/master/detail/${encodeURIComponent(orderNo)}`
          : `/api/front/order/detail/${encodeURIComponent(orderNo)}`,
      ),
  })

/** PY8: the points balance. */
export const pointsBalanceQuery = () =>
  queryOptions({
    queryKey: orderKeys.pointsBalance(),
    queryFn: () => api.get<{ integral: number }>('/api/front/integral/user', { silent: true }),
  })
