import { createFileRoute, Outlet } from '@tanstack/react-router'
import * as v from 'valibot'
import { idParam } from '~/lib/search-params'
import { loadUserCentre } from '~/features/shell/load-user-centre'
import { UserCentreFrame } from '~/features/shell/components/user-centre-frame'

const UsersSearch = v.object({
  menuCur: idParam(),
})

export const Route = createFileRoute('/users')({
  validateSearch: UsersSearch,
  loader: ({ context: { queryClient } }) => loadUserCentre(queryClient),
  component: UsersLayout,
})

function UsersLayout() {
  return (
    <UserCentreFrame>
      <Outlet />
    </UserCentreFrame>
  )
}
