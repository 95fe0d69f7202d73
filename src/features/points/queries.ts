/** Points (docs/api.md "Points", designed calls): the summary, the ledger, the points shop and its orders. */
import { queryOptions } from '@tanstack/react-query'
import type {
  PointsEntry,
  PointsLedgerTab,
  PointsOrder,
  PointsProduct,
  PointsShopSort,
  PointsSummary,
} from '~/contract'
import { api } from '~/lib/api'
import { pagedQuery } from '~/lib/query/paged'

export type { PointsEntry, PointsLedgerTab, PointsOrder, PointsProduct, PointsShopSort, PointsSummary }

export const POINTS_LEDGER_LIMIT = 10
export const POINTS_SHOP_LIMIT = 12
export const POINTS_ORDERS_LIMIT = 10

export const pointsKeys = {
  all: ['points'] as const,
  summary: () => [...pointsKeys.all, 'summary'] as const,
  ledgers: () => [...pointsKeys.all, 'ledger'] as const,
  ledger: (tab: PointsLedgerTab, page: number) => [...pointsKeys.ledgers(), { tab, page }] as const,
  products: () => [...pointsKeys.all, 'products'] as const,
  productList: (sort: PointsShopSort, page: number) => [...pointsKeys.products(), 'list', { sort, page }] as const,
  product: (id: number) => [...pointsKeys.products(), 'detail', id] as const,
  orders: () => [...pointsKeys.all, 'orders'] as const,
  orderList: (page: number) => [...pointsKeys.orders(), 'list', { page }] as const,
  order: (orderNo: string) => [...pointsKeys.orders(), 'detail', orderNo] as const,
}

export const pointsSummaryQuery = () =>
  queryOptions({ queryKey: pointsKeys.summary(), queryFn: () => api.get<PointsSummary>('/api/front/integral/user') })

export const pointsLedgerQuery = (tab: PointsLedgerTab, page: number) =>
  pagedQuery<PointsEntry>({
    queryKey: pointsKeys.ledger(tab, page),
    path: '/api/front/integral/list',
    page,
    limit: POINTS_LEDGER_LIMIT,
    filters: { type: tab },
  })

export const pointsProductsQuery = (sort: PointsShopSort, page: number) =>
  pagedQuery<PointsProduct>({
    queryKey: pointsKeys.productList(sort, page),
    path: '/api/front/integral/product/list',
    page,
    limit: POINTS_SHOP_LIMIT,
    filters: { sort },
  })

export const pointsProductQuery = (id: number) =>
  queryOptions({
    queryKey: pointsKeys.product(id),
    queryFn: () => api.get<PointsProduct>(`/api/front/integral/product/${id}`, { silent: true }),
  })

export const pointsOrdersQuery = (page: number) =>
  pagedQuery<PointsOrder>({
    queryKey: pointsKeys.orderList(page),
    path: '/api/front/integral/order/list',
    page,
    limit: POINTS_ORDERS_LIMIT,
  })

export const pointsOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: pointsKeys.order(orderNo),
    queryFn: () =>
      api.get<PointsOrder>(`/api/front/integral/order/detail/${encodeURIComponent(orderNo)}`, { silent: true }),
  })
