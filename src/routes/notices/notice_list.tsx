import { createFileRoute } from '@tanstack/react-router'
import { NoticeListPage } from '~/features/notices/components/notice-list-page'
import { noticeListQuery } from '~/features/notices/queries'
import { NOTICE_LIST_DEFAULTS, NoticeListSearch } from '~/features/notices/schemas'
import { withoutDefaults } from '~/lib/search-params'

export const Route = createFileRoute('/notices/notice_list')({
  staticData: { copyLink: true },
  validateSearch: NoticeListSearch,
  search: withoutDefaults(NoticeListSearch, NOTICE_LIST_DEFAULTS),
  loaderDeps: ({ search }) => ({ type: search.type, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(noticeListQuery(deps.type, deps.page)),
  component: NoticeListRoute,
})

function NoticeListRoute() {
  const { type, page } = Route.useSearch()
  return <NoticeListPage tab={type} page={page ?? 1} />
}
