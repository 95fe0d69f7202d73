import { createFileRoute } from '@tanstack/react-router'
import { MerchantsOfCategoryPage } from '~/features/merchants/components/merchants-of-category-page'
import { prefetchMerchantsOfCategory } from '~/features/merchants/queries'
import { MerchantMoreSearch } from '~/features/merchants/schemas'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/merchant/merchant_more')({
  staticData: { middleware: 'guest', copyLink: true },
  validateSearch: MerchantMoreSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, i18n }, deps }) => prefetchMerchantsOfCategory(queryClient, i18n, deps),
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: MerchantMoreRoute,
})

function MerchantMoreRoute() {
  return <MerchantsOfCategoryPage search={Route.useSearch()} />
}
