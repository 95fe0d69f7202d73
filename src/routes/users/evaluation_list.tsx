import { createFileRoute } from '@tanstack/react-router'
import { EvaluationListPage } from '~/features/reviews/components/evaluation-list-page'
import { awaitingReviewsQuery, writtenReviewsQuery } from '~/features/reviews/queries'
import { EvaluationListSearch } from '~/features/reviews/schemas'

export const Route = createFileRoute('/users/evaluation_list')({
  validateSearch: EvaluationListSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab, page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.tab === 'written') await queryClient.ensureQueryData(writtenReviewsQuery(deps.page))
    else await queryClient.ensureQueryData(awaitingReviewsQuery(deps.page))
  },
  component: EvaluationListRoute,
})

function EvaluationListRoute() {
  const { tab, page } = Route.useSearch()
  return <EvaluationListPage tab={tab} page={page ?? 1} />
}
