import { createFileRoute } from '@tanstack/react-router'
import { orderDetailQuery } from '~/features/orders/queries'
import { EvaluationConfirmPage } from '~/features/reviews/components/evaluation-confirm-page'
import { EvaluationConfirmSearch } from '~/features/reviews/schemas'

export const Route = createFileRoute('/users/evaluation_confirm')({
  validateSearch: EvaluationConfirmSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.orderNo }),
  // The line to review comes from its merchant order; an unknown order is a notice on the page.
  loader: async ({ context: { queryClient }, deps }) => {
    if (!deps.orderNo) return
    await queryClient.ensureQueryData(orderDetailQuery(deps.orderNo)).catch(() => undefined)
  },
  component: EvaluationConfirmRoute,
})

function EvaluationConfirmRoute() {
  const { orderNo, orderInfoId } = Route.useSearch()
  return <EvaluationConfirmPage orderNo={orderNo} orderInfoId={orderInfoId} />
}
