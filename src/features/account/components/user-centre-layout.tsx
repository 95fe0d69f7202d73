/** The /users layout: the user-centre menu on the left (fixed entries, then the server's), the page on the right. */
import { useLingui } from '@lingui/react/macro'
import { Avatar, Group, NavLink, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { hrefOf, to } from '~/lib/links'
import { PageFrame } from '~/ui/page-frame'
import { NavLinkLink, usePathLink } from '~/ui/router-link'
import { currentUserQuery, type MenuEntry, menuEntryHref, userMenuQuery } from '../queries'

export interface UserCentreEntry {
  key: string
  label: string
  href: string
  path: string
}

/** Server entries after the fixed ones: an entry whose path is already listed is not repeated. */
export function serverCentreEntries(fixedPaths: string[], server: MenuEntry[]): UserCentreEntry[] {
  const seen = new Set(fixedPaths)
  const entries: UserCentreEntry[] = []
  for (const entry of server) {
    const url = entry.pc_url.trim()
    const path = url.split('?')[0] ?? url
    if (seen.has(path)) continue
    seen.add(path)
    entries.push({ key: `menu-${entry.id}`, label: entry.name, href: menuEntryHref(entry), path })
  }
  return entries
}

const navLinkStyle = { borderRadius: 'var(--mantine-radius-sm)' }

export function UserCentreLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const pathLink = usePathLink()
  const pathname = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') })
  const { data: user } = useQuery(currentUserQuery())
  const { data: serverEntries = [] } = useQuery(userMenuQuery())
  const ordersPath = hrefOf(to.orders()).split('?')[0] ?? ''
  const refundsPath = hrefOf(to.refunds())
  const reviewsPath = hrefOf(to.reviews())
  const entries = serverCentreEntries([ordersPath, refundsPath, reviewsPath], serverEntries)

  const menu = (
    <Paper component="nav" withBorder radius="md" w={220} p="xs" style={{ flexShrink: 0 }} aria-label={t`User centre`} data-testid="user-centre-menu">
      <Stack gap={4}>
        {user ? (
          <Group gap="sm" p="xs" wrap="nowrap">
            <Avatar src={user.avatar || null} alt="" radius="xl" color="red">
              {user.nickname.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fw={700} truncate>
              {user.nickname}
            </Text>
          </Group>
        ) : null}
        <NavLinkLink {...to.orders()} label={t`My orders`} active={pathname === ordersPath} variant="light" style={navLinkStyle} />
        <NavLinkLink {...to.refunds()} label={t`Refund list`} active={pathname === refundsPath} variant="light" style={navLinkStyle} />
        <NavLinkLink {...to.reviews()} label={t`My reviews`} active={pathname === reviewsPath} variant="light" style={navLinkStyle} />
        {entries.map((entry) => (
          <NavLink key={entry.key} {...pathLink(entry.href)} label={entry.label} active={pathname === entry.path} variant="light" style={navLinkStyle} />
        ))}
      </Stack>
    </Paper>
  )

  return <PageFrame aside={menu}>{children}</PageFrame>
}
