import { createFileRoute, Outlet } from '@tanstack/react-router'
import * as v from 'valibot'
import { idParam } from '~/lib/search-params'
import { userMenuQuery } from '~/features/account/queries'
import { UserCentreLayout } from '~/features/account/components/user-centre-layout'
import { SupportCentreEntry } from '~/features/shell/components/support-centre-entry'

const UsersSearch = v.object({
  menuCur: idParam(),
})

export const Route = createFileRoute('/users')({
  validateSearch: UsersSearch,
  // The menu is decoration: the page still renders without it.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userMenuQuery()).catch(() => undefined),
  component: UsersLayout,
})

function UsersLayout() {
  return (
    <UserCentreLayout actions={<SupportCentreEntry />}>
      <Outlet />
    </UserCentreLayout>
  )
}
