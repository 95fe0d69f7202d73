import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StoreShell } from '~/features/merchants/components/store-shell'
import { prefetchStore } from '~/features/merchants/queries'
import { StoreSearch } from '~/features/merchants/schemas'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/merchant/merchant')({
  staticData: { middleware: 'guest', copyLink: true },
  validateSearch: StoreSearch,
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
