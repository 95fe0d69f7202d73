import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailPage } from '~/features/orders/components/order-detail-page'
import { orderDetailQuery } from '~/features/orders/queries'
import { OrderDetailSearch } from '~/features/orders/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/order/order_detail')({
  validateSearch: OrderDetailSearch,
  search: withoutDefaults(OrderDetailSearch, { orderStatus: 0 }),
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo }),
  // A missing or unknown order is not an error page: the screen says so and links back to the list.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.orderNo) return
    await queryClient.ensureQueryData(orderDetailQuery(deps.orderNo)).catch(() => undefined)
  },
  component: OrderDetailRoute,
})

function OrderDetailRoute() {
  const { orderNo, orderStatus } = Route.useSearch()
  return <OrderDetailPage orderNo={orderNo} orderStatus={orderStatus} />
}
