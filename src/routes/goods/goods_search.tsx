import { createFileRoute, redirect } from '@tanstack/react-router'
import { SearchPage } from '~/features/search/components/search-page'
import { prefetchSearchPage } from '~/features/search/screen-queries'
import { canonicalSearch, isCanonical, SearchParamsSchema } from '~/features/search/schemas'
import { campaignParamsOf } from '~/lib/search-params'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/goods/goods_search')({
  staticData: { middleware: 'guest', copyLink: true, categoryTree: true },
  validateSearch: SearchParamsSchema,
  // `search` here is already validated; the raw URL search is `location.search`. Redirect once to the canonical
  // URL (garbage keys, bad values, defaults spelled out); the canonical URL compares equal, so there is no loop.
  beforeLoad: ({ location }) => {
    const raw = (location.search ?? {}) as Record<string, unknown>
    // Campaign params stay (decision 22): never dropped by canonicalization.
    const canonical = { ...canonicalSearch(raw), ...campaignParamsOf(raw) }
    if (!isCanonical(raw, canonical)) {
      throw redirect({ to: '/goods/goods_search', search: canonical, replace: true })
    }
  },
  loaderDeps: ({ search }) => canonicalSearch(search),
  loader: ({ context: { queryClient, i18n }, deps }) => prefetchSearchPage(queryClient, i18n, deps),
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: SearchPage,
})
