import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { MAX_URL_ID } from '~/lib/url-limits'
import { StoreCategory } from '~/features/merchants/components/store-category'
import { STORE_CATEGORY_LIMIT, storeCategoriesQuery, storeProductsInfiniteQuery } from '~/features/merchants/queries'

const CategorySearch = v.object({
  cid: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_URL_ID))), undefined),
  keyword: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  sort: v.fallback(v.optional(v.picklist(['sales-desc', 'sales-asc', 'price-asc', 'price-desc'])), undefined),
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
