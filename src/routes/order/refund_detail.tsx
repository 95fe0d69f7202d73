import { createFileRoute } from '@tanstack/react-router'
import { RefundDetailPage } from '~/features/refunds/components/refund-detail-page'
import { refundDetailQuery } from '~/features/refunds/queries'
import { RefundOrderSearch } from '~/features/refunds/schemas'

export const Route = createFileRoute('/order/refund_detail')({
  validateSearch: RefundOrderSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo }),
  // `orderNo` carries the refund order number (R5 in docs/api.md). An unknown one is a notice, not an error page.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.orderNo) return
    await queryClient.ensureQueryData(refundDetailQuery(deps.orderNo)).catch(() => undefined)
  },
  component: RefundDetailRoute,
})

function RefundDetailRoute() {
  const { orderNo } = Route.useSearch()
  return <RefundDetailPage refundOrderNo={orderNo} />
}
