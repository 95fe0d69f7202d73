import { createFileRoute, Outlet } from '@tanstack/react-router'
import * as v from 'valibot'
import { idParam } from '~/lib/search-params'
import { userMenuQuery } from '~/features/account/queries'
import { unreadNoticesQuery } from '~/features/notices'
import { UserCentreLayout } from '~/features/account/components/user-centre-layout'
import { SupportCentreEntry } from '~/features/shell/components/support-centre-entry'

const UsersSearch = v.object({
  menuCur: idParam(),
})

export const Route = createFileRoute('/users')({
  validateSearch: UsersSearch,
  // The menu and its unread-notice badge are decoration: the page still renders without them. Both are loaded
  // before the render, so the server's menu and the hydrating one agree (a badge that streamed in later would not).
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(userMenuQuery()).catch(() => undefined),
      queryClient.ensureQueryData(unreadNoticesQuery()).catch(() => undefined),
    ]),
  component: UsersLayout,
})

function UsersLayout() {
  return (
    <UserCentreLayout actions={<SupportCentreEntry />}>
      <Outlet />
    </UserCentreLayout>
  )
}
