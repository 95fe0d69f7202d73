import { createFileRoute } from '@tanstack/react-router'
import { StoreQualification } from '~/features/merchants/components/store-qualification'
import { merchantDetailQuery } from '~/features/merchants/queries'

export const Route = createFileRoute('/merchant/merchant/qualification')({
  staticData: { middleware: 'guest' },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.id) await queryClient.ensureQueryData(merchantDetailQuery(deps.id))
  },
  component: StoreQualificationRoute,
})

function StoreQualificationRoute() {
  const { id } = Route.useSearch()
  return <StoreQualification merId={id} />
}
