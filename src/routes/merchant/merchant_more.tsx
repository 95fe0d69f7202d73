import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { MerchantsOfCategoryPage } from '~/features/merchants/components/merchants-of-category-page'
import {
  MERCHANT_MORE_LIMIT,
  merchantCategoriesQuery,
  merchantSearchQuery,
  merchantTypesQuery,
} from '~/features/merchants/queries'
import { seoMeta } from '~/lib/seo'

const positiveId = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined)

const MerchantMoreSearch = v.object({
  categoryId: positiveId,
  typeId: positiveId,
  keywords: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
})

export const Route = createFileRoute('/merchant/merchant_more')({
  staticData: { middleware: 'guest' },
  validateSearch: MerchantMoreSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, i18n }, deps }) => {
    const [, categories] = await Promise.all([
      queryClient.ensureQueryData(merchantTypesQuery()),
      queryClient.ensureQueryData(merchantCategoriesQuery()),
      queryClient.ensureQueryData(
        merchantSearchQuery({
          categoryId: deps.categoryId,
          typeId: deps.typeId,
          keywords: deps.keywords,
          page: deps.page ?? 1,
          limit: MERCHANT_MORE_LIMIT,
        }),
      ),
    ])
    const name = categories.find((category) => category.id === deps.categoryId)?.name
    return {
      title: name ? i18n._(msg`${name} stores`) : i18n._(msg`All stores`),
      description: i18n._(msg`Stores and factories selling direct, filtered by type and category.`),
    }
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: MerchantMoreRoute,
})

function MerchantMoreRoute() {
  const search = Route.useSearch()
  return <MerchantsOfCategoryPage search={search} />
}
