import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { homeIndexQuery } from '~/features/home/queries'
import { ShopStreetPage } from '~/features/merchants/components/shop-street-page'
import { merchantStreetQuery, SHOP_STREET_LIMIT } from '~/features/merchants/queries'
import { seoMeta } from '~/lib/seo'

const StreetSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
})

export const Route = createFileRoute('/merchant/merchant_street')({
  staticData: { middleware: 'guest' },
  validateSearch: StreetSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, i18n }, deps }) => {
    const [home] = await Promise.all([
      queryClient.ensureQueryData(homeIndexQuery()).catch(() => undefined),
      queryClient.ensureQueryData(merchantStreetQuery({ page: deps.page, limit: SHOP_STREET_LIMIT })),
    ])
    return {
      title: i18n._(msg`Shop street: top-rated stores and factories`),
      description: i18n._(msg`Browse stores and factories selling direct, with their ratings and best products.`),
      image: home?.shopStreetHeaderImag || undefined,
      siteName: home?.siteName,
    }
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: ShopStreetRoute,
})

function ShopStreetRoute() {
  const { page } = Route.useSearch()
  return <ShopStreetPage page={page ?? 1} />
}
