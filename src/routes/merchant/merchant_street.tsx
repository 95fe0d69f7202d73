import { createFileRoute } from '@tanstack/react-router'
import { ShopStreetPage } from '~/features/merchants/components/shop-street-page'
import { prefetchShopStreet } from '~/features/merchants/queries'
import { StreetSearch } from '~/features/merchants/schemas'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/merchant/merchant_street')({
  staticData: { middleware: 'guest', copyLink: true },
  validateSearch: StreetSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, i18n }, deps }) => prefetchShopStreet(queryClient, i18n, deps.page),
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: ShopStreetRoute,
})

function ShopStreetRoute() {
  const { page } = Route.useSearch()
  return <ShopStreetPage page={page ?? 1} />
}
