/** Orders of the signed-in shopper (docs/api.md "Orders (O5–O9, O12)", docs/api.md §3.10 (#ref-3-10), §5.8 (#ref-5-8), §5.9 (#ref-5-9)). */
import { queryOptions } from '@tanstack/react-query'
import type { Express, LogisticsEvent, MasterOrder, MerchantOrder, OrderCounts, OrderDetail } from '~/contract'
import { api } from '~/lib/api'
import { pagedQuery } from '~/lib/query/paged'
import type { OrderTab } from './schemas'

export type {
  Express,
  LogisticsEvent,
  MasterOrder,
  MerchantOrder,
  OrderCounts,
  OrderDetail,
  OrderItem,
  OrderRefund,
  OrderShownCurrency,
  PayStatus,
} from '~/contract'

export type { OrderTab } from './schemas'
/** The tabs in screen order: all, to pay, to ship, to receive, to evaluate, return/refund, completed, cancelled. */
export const ORDER_TABS: readonly OrderTab[] = [7, 0, 1, 2, 4, 5, 3, 6]
/** The O7 `type` of a merchant-order tab (designed types: 0 all, 4 to evaluate, 5 refund, 6 completed, 7 cancelled). */
const LIST_TYPE: Record<Exclude<OrderTab, 0>, number> = { 1: 1, 2: 2, 3: 6, 4: 4, 5: 5, 6: 7, 7: 0 }
export const listType = (tab: Exclude<OrderTab, 0>) => LIST_TYPE[tab]

export const ORDER_LIST_LIMIT = 10

/** Every order read, the points balance included, starts with `orderKeys.all`: invalidate it after a cancel, a payment, a receipt or a delete. */
export const orderKeys = {
  all: ['orders'] as const,
  counts: () => [...orderKeys.all, 'counts'] as const,
  awaitPay: (page: number) => [...orderKeys.all, 'await-pay', { page }] as const,
  list: (type: number, page: number) => [...orderKeys.all, 'list', { type, page }] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  express: (orderNo: string) => [...orderKeys.all, 'express', orderNo] as const,
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
  pagedQuery<MasterOrder>({
    queryKey: orderKeys.awaitPay(page),
    path: '/api/front/order/await/pay/list',
    page,
    limit: ORDER_LIST_LIMIT,
  })

/** O7: merchant orders of a tab (its `type`, see `listType`), 10 a page. */
export const merchantOrdersQuery = (tab: Exclude<OrderTab, 0>, page: number) =>
  pagedQuery<MerchantOrder>({
    queryKey: orderKeys.list(listType(tab), page),
    path: '/api/front/order/list',
    page,
    limit: ORDER_LIST_LIMIT,
    filters: { type: listType(tab) },
  })

/** Master numbers start with `PT` (docs/api.md "Numbers"); anything else is tried as a merchant order first. */
export const isMasterOrderNo = (orderNo: string) => /^PT/i.test(orderNo)

const masterPath = (orderNo: string) => `/api/front/order/master/detail/${encodeURIComponent(orderNo)}`
const merchantPath = (orderNo: string) => `/api/front/order/detail/${encodeURIComponent(orderNo)}`

/**
 * An order from its number alone (a link in a notice or an e-mail carries nothing else): O8 for a master number,
 * O9 otherwise; when that one does not know the number, the other is asked. `master` tells which answered.
 */
export const orderDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: async (): Promise<OrderDetail & { master: boolean }> => {
      const masterFirst = isMasterOrderNo(orderNo)
      const first = masterFirst ? masterPath(orderNo) : merchantPath(orderNo)
      const second = masterFirst ? merchantPath(orderNo) : masterPath(orderNo)
      // `orderKind` (designed) says which kind answered; a CRMEB upstream without it answers by path.
      const kind = (detail: OrderDetail, byPath: boolean) => ({
        ...detail,
        master: detail.orderKind ? detail.orderKind === 'master' : byPath,
      })
      try {
        return kind(await api.get<OrderDetail>(first, { silent: true }), masterFirst)
      } catch {
        return kind(await api.get<OrderDetail>(second), !masterFirst)
      }
    },
  })

/**
 * The merchant order a checkout-level detail stands for when it has only one: once paid (or cash on delivery) the
 * shopper follows that order (its shipping, receipt, refunds), which the checkout's page cannot show. Null while
 * the checkout still awaits payment or was cancelled (paid and cancelled on the checkout's own page), or has several.
 */
export function singleMerchantOrderNo(
  detail: Pick<OrderDetail, 'orderKind' | 'payStatus' | 'orderList'> & { master?: boolean },
): string | null {
  const master = detail.master ?? detail.orderKind === 'master'
  if (!master || (detail.payStatus !== 'paid' && detail.payStatus !== 'cod')) return null
  const parts = detail.orderList ?? []
  return parts.length === 1 ? parts[0]!.orderNo : null
}

/** O10: the shipment of a merchant order (an object even before it ships). */
export const expressQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.express(orderNo),
    queryFn: () => api.get<Express>(`/api/front/order/express/${encodeURIComponent(orderNo)}`, { silent: true }),
  })

/** O10's `logisticsInfo` (a JSON string, oldest first) as events newest first; anything unreadable is no events. */
export function logisticsEvents(info: string | null | undefined): LogisticsEvent[] {
  if (!info) return []
  try {
    const parsed: unknown = JSON.parse(info)
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter(
        (e): e is LogisticsEvent =>
          typeof e === 'object' && e !== null && typeof (e as LogisticsEvent).AcceptStation === 'string',
      )
      .map((e) => ({ AcceptStation: e.AcceptStation, AcceptTime: String(e.AcceptTime ?? '') }))
      .reverse()
  } catch {
    return []
  }
}

/** PY8: the points balance. */
export const pointsBalanceQuery = () =>
  queryOptions({
    queryKey: orderKeys.pointsBalance(),
    queryFn: () => api.get<{ integral: number }>('/api/front/integral/user', { silent: true }),
  })
