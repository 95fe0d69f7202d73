import { createFileRoute } from '@tanstack/react-router'
import { PointsInfoPage } from '~/features/points/components/points-info-page'
import { pointsLedgerQuery, pointsSummaryQuery } from '~/features/points/queries'
import { PointsInfoSearch } from '~/features/points/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/users/points_info')({
  staticData: { copyLink: true },
  validateSearch: PointsInfoSearch,
  search: withoutDefaults(PointsInfoSearch, { tab: 'all', page: 1 }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'all', page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(pointsSummaryQuery()),
      queryClient.ensureQueryData(pointsLedgerQuery(deps.tab, deps.page)),
    ]),
  component: PointsInfoRoute,
})

function PointsInfoRoute() {
  const { tab, page } = Route.useSearch()
  return <PointsInfoPage tab={tab ?? 'all'} page={page ?? 1} />
}
