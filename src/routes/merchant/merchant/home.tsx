import { createFileRoute } from '@tanstack/react-router'
import { StoreHome } from '~/features/merchants/components/store-home'
import { STORE_HOME_LIMIT, STORE_HOME_SECTIONS, storeProductsQuery } from '~/features/merchants/queries'

export const Route = createFileRoute('/merchant/merchant/home')({
  staticData: { middleware: 'guest' },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.id) return
    await Promise.all(
      STORE_HOME_SECTIONS.map((sort) =>
        queryClient.ensureQueryData(storeProductsQuery({ merId: deps.id, sort, page: 1, limit: STORE_HOME_LIMIT })),
      ),
    )
  },
  component: StoreHomeRoute,
})

function StoreHomeRoute() {
  const { id } = Route.useSearch()
  return <StoreHome merId={id} />
}
