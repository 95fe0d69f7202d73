import { createFileRoute } from '@tanstack/react-router'
import { RefundListPage } from '~/features/refunds/components/refund-list-page'
import { refundListQuery } from '~/features/refunds/queries'
import { RefundListSearch } from '~/features/refunds/schemas'

export const Route = createFileRoute('/users/refund_list')({
  staticData: { copyLink: true },
  validateSearch: RefundListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(refundListQuery(deps.page)),
  component: RefundListRoute,
})

function RefundListRoute() {
  const { page } = Route.useSearch()
  return <RefundListPage page={page ?? 1} />
}
