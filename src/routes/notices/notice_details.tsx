import { createFileRoute, notFound } from '@tanstack/react-router'
import { NoticeDetailPage } from '~/features/notices/components/notice-detail-page'
import { noticeDetailQuery } from '~/features/notices/queries'
import { NoticeDetailSearch } from '~/features/notices/schemas'
import { ApiError } from '~/lib/api'

/** Route name notices-notice_details (docs/spec.md §2.20 (#spec-2-20)): ?menuCur=1010&notice=<id>. */
export const Route = createFileRoute('/notices/notice_details')({
  validateSearch: NoticeDetailSearch,
  loaderDeps: ({ search }) => ({ notice: search.notice }),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.notice === 0) throw notFound()
    // Another shopper's notice, or one that does not exist: the 404 page.
    return queryClient.ensureQueryData(noticeDetailQuery(deps.notice)).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 404) throw notFound()
      throw error
    })
  },
  component: NoticeDetailRoute,
})

function NoticeDetailRoute() {
  const { notice } = Route.useSearch()
  return <NoticeDetailPage id={notice} />
}
