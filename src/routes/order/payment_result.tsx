import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { codeParam } from '~/lib/search-params'
import { PaymentResultPage } from '~/features/checkout/components/payment-result-page'
import { confirmPaypalReturn, payResultQuery } from '~/features/checkout/queries'

const text = codeParam({ max: 2000 })
const PaymentResultSearch = v.object({
  orderNo: text,
  status: text,
  /** Stripe's own return parameters. */
  redirect_status: text,
  payment_intent: text,
  payment_intent_client_secret: text,
  /** PayPal's return parameters: its order id, and the payer once the shopper approved. */
  token: text,
  PayerID: text,
})

export const Route = createFileRoute('/order/payment_result')({
  validateSearch: PaymentResultSearch,
  loaderDeps: ({ search }) => ({
    orderNo: search.orderNo ?? '',
    token: search.token ?? '',
    payerId: search.PayerID ?? '',
  }),
  // Back from PayPal with an approval: PY5 captures first (a decline is shown by PY6's failure reason).
  // PY6 reconciles with Stripe and PayPal; a failure is shown by the page, not the error boundary.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.orderNo) return
    if (deps.token && deps.payerId) await confirmPaypalReturn(deps.token, deps.payerId).catch(() => undefined)
    await queryClient.ensureQueryData(payResultQuery(deps.orderNo)).catch(() => undefined)
  },
  component: PaymentResultRoute,
})

function PaymentResultRoute() {
  const search = Route.useSearch()
  return (
    <PaymentResultPage
      orderNo={search.orderNo ?? ''}
      redirectStatus={search.redirect_status ?? ''}
      cancelledAtPaypal={search.status === 'cancelled'}
    />
  )
}
