import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useLogout } from '../use-logout'

/** The profile page's "Log out": ends the session and lands on the home page (`useLogout`). */
export function LogoutButton() {
  const logout = useLogout()
  return (
    <Button
      variant="default"
      color="red"
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      data-testid="profile-logout"
    >
      <Trans>Log out</Trans>
    </Button>
  )
}
