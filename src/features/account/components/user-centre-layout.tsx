/**
 * The /users (and /notices) layout: the user-centre menu on the left — the shared entries (centre-entries.ts),
 * the server's unknown ones after them, and an optional action slot (customer service, from the route) — and the
 * page on the right.
 */
import { useLingui } from '@lingui/react/macro'
import { Avatar, Badge, Group, NavLink, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { unreadNoticesQuery } from '~/features/notices'
import { PageFrame } from '~/ui/page-frame'
import { usePathLink } from '~/ui/router-link'
import { centreEntries } from '../centre-entries'
import { currentUserQuery, userMenuQuery } from '../queries'

const navLinkStyle = { borderRadius: 'var(--mantine-radius-sm)' }

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
    <Paper
      component="nav"
      withBorder
      radius="md"
      w={220}
      p="xs"
      style={{ flexShrink: 0 }}
      aria-label={t`User centre`}
      data-testid="user-centre-menu"
    >
      <Stack gap={4}>
        {user ? (
          <Group gap="sm" p="xs" wrap="nowrap">
            <Avatar src={user.avatar || null} alt="" radius="xl" color="red">
              {user.nickname.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fw={700} truncate title={user.nickname}>
              {user.nickname}
            </Text>
          </Group>
        ) : null}
        {entries.map((entry) => (
          <NavLink
            key={entry.key}
            {...pathLink(entry.href)}
            label={typeof entry.label === 'string' ? entry.label : i18n._(entry.label)}
            active={entry.key === activeKey}
            variant="light"
            style={navLinkStyle}
            data-testid={`centre-entry-${entry.key}`}
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
      </Stack>
    </Paper>
  )

  return <PageFrame aside={menu}>{children}</PageFrame>
}
