import { createFileRoute } from '@tanstack/react-router'
import { PointsShopPage } from '~/features/points/components/points-shop-page'
import { pointsProductsQuery, pointsSummaryQuery } from '~/features/points/queries'
import { PointsShopSearch } from '~/features/points/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/points/')({
  staticData: { copyLink: true },
  validateSearch: PointsShopSearch,
  search: withoutDefaults(PointsShopSearch, { sort: 'default', page: 1 }),
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'default', page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    // The balance is decoration: the shop renders without it.
    await Promise.all([
      queryClient.prefetchQuery(pointsSummaryQuery()),
      queryClient.ensureQueryData(pointsProductsQuery(deps.sort, deps.page)),
    ])
  },
  component: PointsShopRoute,
})

function PointsShopRoute() {
  const { sort, page } = Route.useSearch()
  return <PointsShopPage sort={sort ?? 'default'} page={page ?? 1} />
}
