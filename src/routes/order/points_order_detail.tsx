import { createFileRoute } from '@tanstack/react-router'
import { PointsOrderDetailPage } from '~/features/points/components/points-order-detail-page'
import { pointsOrderQuery } from '~/features/points/queries'
import { PointsOrderSearch } from '~/features/points/schemas'

export const Route = createFileRoute('/order/points_order_detail')({
  validateSearch: PointsOrderSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo }),
  // An unknown number (or someone else's) is a notice on the page, not an error page.
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.orderNo) await queryClient.prefetchQuery(pointsOrderQuery(deps.orderNo))
  },
  component: PointsOrderDetailRoute,
})

function PointsOrderDetailRoute() {
  const { orderNo } = Route.useSearch()
  return <PointsOrderDetailPage orderNo={orderNo} />
}
