import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { StoreShell } from '~/features/merchants/components/store-shell'
import { prefetchStore } from '~/features/merchants/queries'
import { StoreSearch } from '~/features/merchants/schemas'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/merchant/merchant')({
  staticData: { middleware: 'guest', copyLink: true },
  validateSearch: StoreSearch,
  // No store named: the shop street lists them all, rather than a 404.
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: '/merchant/merchant_street', replace: true })
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient, i18n }, deps }) => prefetchStore(queryClient, i18n, deps.id),
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: StoreLayout,
})

function StoreLayout() {
  const { id } = Route.useSearch()
  return (
    <StoreShell merId={id}>
      <Outlet />
    </StoreShell>
  )
}
