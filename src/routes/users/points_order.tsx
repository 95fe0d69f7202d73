import { createFileRoute } from '@tanstack/react-router'
import { PointsOrdersPage } from '~/features/points/components/points-orders-page'
import { pointsOrdersQuery } from '~/features/points/queries'
import { PointsOrdersSearch } from '~/features/points/schemas'

export const Route = createFileRoute('/users/points_order')({
  staticData: { copyLink: true },
  validateSearch: PointsOrdersSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(pointsOrdersQuery(deps.page)),
  component: PointsOrdersRoute,
})

function PointsOrdersRoute() {
  const { page } = Route.useSearch()
  return <PointsOrdersPage page={page ?? 1} />
}
