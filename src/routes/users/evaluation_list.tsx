import { createFileRoute } from '@tanstack/react-router'
import { EvaluationListPage } from '~/features/reviews/components/evaluation-list-page'
import { awaitingReviewsQuery, writtenReviewsQuery } from '~/features/reviews/queries'
import { EvaluationListSearch } from '~/features/reviews/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/users/evaluation_list')({
  staticData: { copyLink: true },
  validateSearch: EvaluationListSearch,
  search: withoutDefaults(EvaluationListSearch, { tab: 'awaiting' }),
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
