import { createFileRoute } from '@tanstack/react-router'
import { addressListQuery } from '~/features/addresses/queries'
import { PointsOrderConfirmPage } from '~/features/points/components/points-order-confirm-page'
import { pointsProductQuery, pointsSummaryQuery } from '~/features/points/queries'
import { PointsOrderConfirmSearch } from '~/features/points/schemas'

export const Route = createFileRoute('/points/order/points_order_confirm')({
  validateSearch: PointsOrderConfirmSearch,
  loaderDeps: ({ search }) => ({ productId: search.productId }),
  // An unknown product is a notice on the page, not an error page.
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([
      deps.productId ? queryClient.prefetchQuery(pointsProductQuery(deps.productId)) : undefined,
      queryClient.prefetchQuery(pointsSummaryQuery()),
      queryClient.prefetchQuery(addressListQuery()),
    ])
  },
  component: PointsOrderConfirmRoute,
})

function PointsOrderConfirmRoute() {
  const { productId } = Route.useSearch()
  return <PointsOrderConfirmPage productId={productId} />
}
