import { createFileRoute, Outlet } from '@tanstack/react-router'
import * as v from 'valibot'
import { StoreShell } from '~/features/merchants/components/store-shell'
import { prefetchStore } from '~/features/merchants/queries'
import { seoMeta } from '~/lib/seo'

const StoreSearch = v.object({
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
})

export const Route = createFileRoute('/merchant/merchant')({
  staticData: { middleware: 'guest' },
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
