import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ActivityListPage } from '~/features/campaigns/components/activity-list-page'
import { prefetchActivityPage } from '~/features/campaigns/queries'
import { seoMeta } from '~/lib/seo'

const ActivitySearch = v.object({
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  type: v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined),
  name: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
})

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
