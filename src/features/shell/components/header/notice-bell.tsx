import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { lazy } from 'react'
import { loginDialog } from '~/features/auth'
import { unreadNoticesQuery } from '~/features/notices'
import { hrefOf, to } from '~/lib/links'
import { Deferred, type TriggerProps } from '~/ui/deferred-floating'
import { BellIcon } from '~/ui/icons'
import classes from './header.module.css'
import { IconCount } from './icon-count'

// The dropdown (and floating-ui) loads on the first intent (decision 31).
const NoticeBellDropdown = lazy(() => import('./notice-bell-dropdown').then((m) => ({ default: m.NoticeBellDropdown })))

/**
 * Up to 5 unread notices with their time, and a link to all; disabled on the notice-detail route
 * (docs/spec.md §2.38 (#spec-2-38), §2.39 (#spec-2-39) Header). A guest sees the bell too: clicking it opens the login
 * dialog, then the notice list.
 */
export function NoticeBell({ signedIn }: { signedIn: boolean | undefined }) {
  const { t } = useLingui()
  const { pathname } = useLocation()
  // Undefined on the member page until the user is read (decision 36): no count, and no login dialog either.
  const { data } = useQuery({ ...unreadNoticesQuery(), enabled: signedIn === true })
  const disabled = pathname.startsWith('/notices/notice_details')
  const unread = signedIn ? (data?.total ?? 0) : 0

  const button = (props: TriggerProps<HTMLButtonElement> | undefined) => (
    <button
      type="button"
      {...props}
      className={`mantine-focus-auto ${classes.buttonReset} ${classes.iconButton}`}
      aria-label={t`Notices`}
      data-testid="notice-bell"
      data-disabled={disabled || undefined}
      data-unread={unread}
      {...(signedIn === false ? { onClick: () => loginDialog.open(hrefOf(to.notices())) } : {})}
    >
      <IconCount count={unread} testId="notice-badge">
        <BellIcon />
      </IconCount>
      <span className={classes.iconLabel}>
        <Trans>Notices</Trans>
      </span>
    </button>
  )
  if (!signedIn || disabled) return button(undefined)

  return (
    <Deferred<HTMLButtonElement> openOn="hover" trigger={button}>
      {(intent, trigger) => <NoticeBellDropdown opened={intent === 'open'} trigger={trigger} />}
    </Deferred>
  )
}
