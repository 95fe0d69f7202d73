import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { choiceParam, idParam, textParam } from '~/lib/search-params'
import { StoreCategory } from '~/features/merchants/components/store-category'
import { STORE_CATEGORY_LIMIT, storeCategoriesQuery, storeProductsInfiniteQuery } from '~/features/merchants/queries'

const CategorySearch = v.object({
  cid: idParam(),
  keyword: textParam(100),
  sort: choiceParam(['sales-desc', 'sales-asc', 'price-asc', 'price-desc']),
})

export const Route = createFileRoute('/merchant/merchant/category')({
  staticData: { middleware: 'guest' },
  validateSearch: CategorySearch,
  loaderDeps: ({ search }) => ({ id: search.id, cid: search.cid, keyword: search.keyword, sort: search.sort }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.id) return
    await Promise.all([
      queryClient.ensureQueryData(storeCategoriesQuery(deps.id)),
      queryClient.prefetchInfiniteQuery(
        storeProductsInfiniteQuery({
          merId: deps.id,
          cid: deps.cid,
          keyword: deps.keyword,
          sort: deps.sort,
          limit: STORE_CATEGORY_LIMIT,
        }),
      ),
    ])
  },
  component: StoreCategoryRoute,
})

function StoreCategoryRoute() {
  const search = Route.useSearch()
  return <StoreCategory search={search} />
}
