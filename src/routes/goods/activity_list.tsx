import { createFileRoute, notFound } from '@tanstack/react-router'
import { ActivityIndexPage } from '~/features/activities/components/activity-index-page'
import { ActivityListPage } from '~/features/activities/components/activity-list-page'
import { prefetchActivityIndex, prefetchActivityPage } from '~/features/activities/queries'
import { ActivitySearch } from '~/features/activities/schemas'
import { ApiError } from '~/lib/api'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/goods/activity_list')({
  staticData: { middleware: 'guest', copyLink: true },
  validateSearch: ActivitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, i18n }, deps }) => {
    // No activity named: the index of all of them.
    if (!deps.id) return prefetchActivityIndex(queryClient, i18n)
    // A link to an activity that does not exist (or no longer does) is a 404 page, not a failed page.
    return prefetchActivityPage(queryClient, i18n, { ...deps, id: deps.id, page: deps.page ?? 1 }).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 404) throw notFound()
        throw error
      },
    )
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: ActivityListRoute,
})

function ActivityListRoute() {
  const search = Route.useSearch()
  return search.id ? <ActivityListPage search={{ ...search, id: search.id }} /> : <ActivityIndexPage />
}
