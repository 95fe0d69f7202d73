import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '~/features/account/components/profile-page'
import { currentUserQuery } from '~/features/account/queries'
import { LogoutButton } from '~/features/auth/components/logout-button'

export const Route = createFileRoute('/users/user_info')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(currentUserQuery()),
  component: UserInfoRoute,
})

function UserInfoRoute() {
  return <ProfilePage logoutButton={<LogoutButton />} />
}
