/**
 * The /users (and /notices) layout: the user-centre menu on the left — the shared entries (centre-entries.ts),
 * the server's unknown ones after them, and an optional action slot (customer service, from the route) — and the
 * page on the right.
 */
import { useLingui } from '@lingui/react/macro'
import { Avatar, Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { unreadNoticesQuery } from '~/features/notices'
import { PageFrame } from '~/ui/page-frame'
import { usePathLink } from '~/ui/router-link'
import { centreEntries } from '../centre-entries'
import { currentUserQuery, userMenuQuery } from '../queries'
import classes from './user-centre-layout.module.css'

/**
 * One entry of the menu: a link (or, without `href`, a button) drawn as Mantine's light NavLink, in plain elements
 * (user-centre-layout.module.css): the menu is on every user-centre page's render (decision 55's rule).
 */
export function CentreMenuEntry({
  label,
  href,
  onClick,
  active,
  rightSection,
  testId,
}: {
  label: string
  href?: string
  onClick?: (event: MouseEvent<HTMLElement>) => void
  active?: boolean
  rightSection?: ReactNode
  testId: string
}) {
  const body = (
    <>
      <div className={classes.entryBody}>
        <span className={classes.entryLabel}>{label}</span>
        <span className={classes.entryDescription} data-active={active || undefined} />
      </div>
      {rightSection !== undefined ? <span className={classes.entrySection}>{rightSection}</span> : null}
    </>
  )
  const className = `mantine-focus-auto ${classes.entry}`
  if (href === undefined)
    return (
      <button type="button" className={className} onClick={onClick} data-testid={testId}>
        {body}
      </button>
    )
  return (
    <a href={href} onClick={onClick} className={className} data-active={active || undefined} data-testid={testId}>
      {body}
    </a>
  )
}

export function UserCentreLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t, i18n } = useLingui()
  const pathLink = usePathLink()
  const location = useRouterState({
    select: (s) => ({
      pathname: s.location.pathname.replace(/\/$/, ''),
      tab: (s.location.search as { tab?: unknown }).tab,
    }),
  })
  const { data: user } = useQuery(currentUserQuery())
  const { data: serverEntries = [] } = useQuery(userMenuQuery())
  // The same query as the header bell: reading a notice updates both.
  const { data: unread } = useQuery(unreadNoticesQuery())
  const entries = centreEntries(serverEntries)
  const activeKey = entries.find((entry) => {
    const [path, search = ''] = entry.href.split('?')
    if (path !== location.pathname) return false
    // The shops tab of the favourites has its own entry.
    const wantsShops = new URLSearchParams(search).get('tab') === 'shops'
    return wantsShops === (location.tab === 'shops')
  })?.key

  const menu = (
    <nav className={classes.menu} aria-label={t`User centre`} data-testid="user-centre-menu">
      <div className={classes.menuStack}>
        {user ? (
          <div className={classes.user}>
            <Avatar src={user.avatar || null} alt="" radius="xl" color="red">
              {user.nickname.slice(0, 1).toUpperCase()}
            </Avatar>
            <p className={classes.userName} title={user.nickname}>
              {user.nickname}
            </p>
          </div>
        ) : null}
        {entries.map((entry) => (
          <CentreMenuEntry
            key={entry.key}
            {...pathLink(entry.href)}
            label={typeof entry.label === 'string' ? entry.label : i18n._(entry.label)}
            active={entry.key === activeKey}
            testId={`centre-entry-${entry.key}`}
            rightSection={
              entry.key === 'notices' && unread?.total ? (
                <Badge size="sm" color="red" data-testid="centre-unread-notices">
                  {unread.total}
                </Badge>
              ) : null
            }
          />
        ))}
        {actions}
      </div>
    </nav>
  )

  return <PageFrame aside={menu}>{children}</PageFrame>
}
