import { createFileRoute, redirect } from '@tanstack/react-router'
import { OrderDetailPage } from '~/features/orders/components/order-detail-page'
import { orderDetailQuery, singleMerchantOrderNo } from '~/features/orders/queries'
import { DEFAULT_ORDER_TAB, OrderDetailSearch } from '~/features/orders/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/order/order_detail')({
  validateSearch: OrderDetailSearch,
  search: withoutDefaults(OrderDetailSearch, { orderStatus: DEFAULT_ORDER_TAB }),
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo, orderStatus: search.orderStatus }),
  // A missing or unknown order is not an error page: the screen says so and links back to the list. A paid
  // checkout of one merchant order opens that order, whose state the checkout's page cannot show.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.orderNo) return
    const detail = await queryClient.ensureQueryData(orderDetailQuery(deps.orderNo)).catch(() => undefined)
    const single = detail ? singleMerchantOrderNo(detail) : null
    if (single)
      throw redirect({
        to: '/order/order_detail',
        search: { orderNo: single, orderStatus: deps.orderStatus },
        replace: true,
      })
  },
  component: OrderDetailRoute,
})

function OrderDetailRoute() {
  const { orderNo, orderStatus } = Route.useSearch()
  return <OrderDetailPage orderNo={orderNo} orderStatus={orderStatus} />
}
