import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar } from '@mantine/core'
import { lazy } from 'react'
import type { CurrentUser } from '~/features/account'
import { loginDialog } from '~/features/auth'
import { Deferred } from '~/ui/deferred-floating'
import { PlainButton } from '~/ui/plain-button'
import plain from '~/ui/plain.module.css'
import classes from './header.module.css'

// The dropdown (and floating-ui) loads on the first intent (decision 31).
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown').then((m) => ({ default: m.UserMenuDropdown })))

/**
 * Avatar dropdown (docs/spec.md §2.42 (#spec-2-42) Header): who you are, the share link, the user-centre entries (each
 * once), log out.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  return (
    <Deferred<HTMLButtonElement>
      openOn="hover"
      trigger={(props) => (
        <button
          type="button"
          {...props}
          className={`mantine-focus-auto ${classes.buttonReset} ${classes.iconButton}`}
          aria-label={t`Account menu`}
          data-testid="user-menu"
        >
          <Avatar src={user.avatar || null} alt="" size={26} radius="xl" color="red">
            {user.nickname.slice(0, 1).toUpperCase()}
          </Avatar>
          <p className={`${classes.userName} ${classes.iconLabel}`} title={user.nickname}>
            {user.nickname}
          </p>
        </button>
      )}
    >
      {(intent, trigger) => <UserMenuDropdown user={user} opened={intent === 'open'} trigger={trigger} />}
    </Deferred>
  )
}

/** The account slot while the member page waits for the user (decision 36): the menu's shape, nobody's face. */
export function UserMenuPlaceholder() {
  return (
    <span className={classes.iconButton} aria-busy="true" data-testid="user-menu-pending">
      <Avatar alt="" size={26} radius="xl" />
      <span className={classes.iconLabel}>&nbsp;</span>
    </span>
  )
}

/** Mantine's light Button, size sm, as plain elements (decision 115): Mantine's Button stays out of the first load. */
export function SignInButton() {
  return (
    <PlainButton
      className={plain.light}
      onClick={() => loginDialog.open(`${window.location.pathname}${window.location.search}`)}
      data-testid="sign-in"
    >
      <Trans>Sign in</Trans>
    </PlainButton>
  )
}
