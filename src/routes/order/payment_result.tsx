import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { codeParam } from '~/lib/search-params'
import { PaymentResultPage } from '~/features/checkout/components/payment-result-page'
import { payResultQuery } from '~/features/checkout/queries'

const text = codeParam({ max: 2000 })
const PaymentResultSearch = v.object({
  orderNo: text,
  status: text,
  /** Stripe's own return parameters. */
  redirect_status: text,
  payment_intent: text,
  payment_intent_client_secret: text,
})

export const Route = createFileRoute('/order/payment_result')({
  validateSearch: PaymentResultSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo ?? '' }),
  // PY6 reconciles with Stripe; a failure is shown by the page, not the error boundary.
  loader: ({ context: { queryClient }, deps }) =>
    deps.orderNo ? queryClient.ensureQueryData(payResultQuery(deps.orderNo)).catch(() => undefined) : undefined,
  component: PaymentResultRoute,
})

function PaymentResultRoute() {
  const search = Route.useSearch()
  return <PaymentResultPage orderNo={search.orderNo ?? ''} redirectStatus={search.redirect_status ?? ''} />
}
