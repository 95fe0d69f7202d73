import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { codeParam } from '~/lib/search-params'
import { StripePaymentPage } from '~/features/checkout/components/stripe-payment-page'
import { payResultQuery } from '~/features/checkout/queries'

const text = codeParam({ max: 2000 })
const StripePaymentSearch = v.object({ clientSecret: text, orderNo: text })

export const Route = createFileRoute('/order/stripe_payment')({
  validateSearch: StripePaymentSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo ?? '' }),
  // The amount to show on the pay button; the page still works without it.
  loader: ({ context: { queryClient }, deps }) =>
    deps.orderNo ? queryClient.ensureQueryData(payResultQuery(deps.orderNo)).catch(() => undefined) : undefined,
  component: StripePaymentRoute,
})

function StripePaymentRoute() {
  const search = Route.useSearch()
  return <StripePaymentPage clientSecret={search.clientSecret ?? ''} orderNo={search.orderNo ?? ''} />
}
