import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '~/features/account/components/profile-page'
import { currentUserQuery } from '~/features/account/queries'

export const Route = createFileRoute('/users/user_info')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(currentUserQuery()),
  component: ProfilePage,
})
