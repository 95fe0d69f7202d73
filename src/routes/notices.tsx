import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { loadUserCentre } from '~/features/shell/load-user-centre'
import { UserCentreFrame } from '~/features/shell/components/user-centre-frame'

/**
 * The notice screens share the user centre's menu (docs/spec.md §2.20 (#spec-2-20): menuCur 1010 is its notices entry).
 */
export const Route = createFileRoute('/notices')({
  // /notices alone has no page of its own: the list.
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/+$/, '') === '/notices')
      throw redirect({ to: '/notices/notice_list', replace: true })
  },
  loader: ({ context: { queryClient } }) => loadUserCentre(queryClient),
  component: NoticesLayout,
})

function NoticesLayout() {
  return (
    <UserCentreFrame>
      <Outlet />
    </UserCentreFrame>
  )
}
