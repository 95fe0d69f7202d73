import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { userMenuQuery } from '~/features/account/queries'
import { unreadNoticesQuery } from '~/features/notices'
import { UserCentreLayout } from '~/features/account/components/user-centre-layout'
import { SupportCentreEntry } from '~/features/shell/components/support-centre-entry'

/**
 * The notice screens share the user centre's menu (docs/spec.md §2.20 (#spec-2-20): menuCur 1010 is its notices entry).
 */
export const Route = createFileRoute('/notices')({
  // /notices alone has no page of its own: the list.
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/+$/, '') === '/notices')
      throw redirect({ to: '/notices/notice_list', replace: true })
  },
  // The menu and its unread-notice badge are decoration: the page still renders without them. Both are loaded
  // before the render, so the server's menu and the hydrating one agree (a badge that streamed in later would not).
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(userMenuQuery()).catch(() => undefined),
      queryClient.ensureQueryData(unreadNoticesQuery()).catch(() => undefined),
    ]),
  component: NoticesLayout,
})

function NoticesLayout() {
  return (
    <UserCentreLayout actions={<SupportCentreEntry />}>
      <Outlet />
    </UserCentreLayout>
  )
}
