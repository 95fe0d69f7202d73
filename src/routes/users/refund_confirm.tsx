import { createFileRoute } from '@tanstack/react-router'
import { RefundConfirmPage } from '~/features/refunds/components/refund-confirm-page'
import { refundApplyInfoQuery, refundReasonsQuery } from '~/features/refunds/queries'
import { RefundOrderSearch } from '~/features/refunds/schemas'

export const Route = createFileRoute('/users/refund_confirm')({
  validateSearch: RefundOrderSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo }),
  // An order that cannot be refunded (unknown, unpaid, already refunded) is a notice with the server's reason.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.orderNo) return
    await Promise.all([
      queryClient.prefetchQuery(refundReasonsQuery()),
      queryClient.prefetchQuery(refundApplyInfoQuery(deps.orderNo)),
    ])
  },
  component: RefundConfirmRoute,
})

function RefundConfirmRoute() {
  const { orderNo } = Route.useSearch()
  return <RefundConfirmPage orderNo={orderNo} />
}
