import { createFileRoute, notFound } from '@tanstack/react-router'
import { ActivityListPage } from '~/features/campaigns/components/activity-list-page'
import { prefetchActivityPage } from '~/features/campaigns/queries'
import { ActivitySearch } from '~/features/campaigns/schemas'
import { seoMeta } from '~/lib/seo'

export const Route = createFileRoute('/goods/activity_list')({
  staticData: { middleware: 'guest' },
  validateSearch: ActivitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, i18n }, deps }) => {
    if (!deps.id) throw notFound()
    return prefetchActivityPage(queryClient, i18n, { ...deps, page: deps.page ?? 1 })
  },
  head: ({ loaderData }) => ({ meta: seoMeta(loaderData) }),
  component: ActivityListRoute,
})

function ActivityListRoute() {
  const search = Route.useSearch()
  return <ActivityListPage search={search} />
}
