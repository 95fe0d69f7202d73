import { createFileRoute } from '@tanstack/react-router'
import { CollectionListPage } from '~/features/favourites/components/collection-list-page'
import { favouriteProductsQuery } from '~/features/favourites/queries'
import { COLLECTION_LIST_DEFAULTS, CollectionListSearch } from '~/features/favourites/schemas'
import { followedShopsQuery } from '~/features/merchants/queries'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/users/collection_list')({
  staticData: { copyLink: true },
  validateSearch: CollectionListSearch,
  search: withoutDefaults(CollectionListSearch, COLLECTION_LIST_DEFAULTS),
  loaderDeps: ({ search }) => ({ tab: search.tab, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.tab === 'shops'
      ? queryClient.ensureQueryData(followedShopsQuery(deps.page))
      : queryClient.ensureQueryData(favouriteProductsQuery(deps.page)),
  component: CollectionListRoute,
})

function CollectionListRoute() {
  const { tab, page } = Route.useSearch()
  return <CollectionListPage tab={tab} page={page ?? 1} />
}
