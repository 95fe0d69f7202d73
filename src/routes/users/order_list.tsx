import { createFileRoute } from '@tanstack/react-router'
import { OrderListPage } from '~/features/orders/components/order-list-page'
import {
  awaitPayOrdersQuery,
  merchantOrdersQuery,
  orderCountsQuery,
  pointsBalanceQuery,
} from '~/features/orders/queries'
import { DEFAULT_ORDER_TAB, OrderListSearch } from '~/features/orders/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/users/order_list')({
  staticData: { copyLink: true },
  validateSearch: OrderListSearch,
  search: withoutDefaults(OrderListSearch, { orderStatus: DEFAULT_ORDER_TAB, page: 1 }),
  loaderDeps: ({ search }) => ({ orderStatus: search.orderStatus, page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    // Counters and the points balance are decoration (prefetchQuery never throws): the list renders without them.
    await Promise.all([
      queryClient.prefetchQuery(orderCountsQuery()),
      queryClient.prefetchQuery(pointsBalanceQuery()),
      deps.orderStatus === 0
        ? queryClient.ensureQueryData(awaitPayOrdersQuery(deps.page))
        : queryClient.ensureQueryData(merchantOrdersQuery(deps.orderStatus, deps.page)),
    ])
  },
  component: OrderListRoute,
})

function OrderListRoute() {
  const { orderStatus, page } = Route.useSearch()
  return <OrderListPage orderStatus={orderStatus} page={page ?? 1} />
}
