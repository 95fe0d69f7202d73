import { createFileRoute } from '@tanstack/react-router'
import { MerchantSettledPage } from '~/features/settlement/components/merchant-settled-page'
import { MerchantSettledSearch } from '~/features/settlement/search'

export const Route = createFileRoute('/users/merchant_settled')({
  validateSearch: MerchantSettledSearch,
  component: MerchantSettledRoute,
})

function MerchantSettledRoute() {
  const { from } = Route.useSearch()
  return <MerchantSettledPage from={from} />
}
