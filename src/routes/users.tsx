import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { idParam } from '~/lib/search-params'
import { userMenuQuery } from '~/features/account/queries'
import { UserCentreLayout } from '~/features/account/components/user-centre-layout'

const UsersSearch = v.object({
  menuCur: idParam(),
})

export const Route = createFileRoute('/users')({
  validateSearch: UsersSearch,
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/+$/, '') === '/users') throw redirect({ to: '/users/user_info', replace: true })
  },
  // The menu is decoration: the page still renders without it.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userMenuQuery()).catch(() => undefined),
  component: UsersLayout,
})

function UsersLayout() {
  return (
    <UserCentreLayout>
      <Outlet />
    </UserCentreLayout>
  )
}
