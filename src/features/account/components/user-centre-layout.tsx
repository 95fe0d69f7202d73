/** The /users layout: the user-centre menu on the left (fixed entries, then the server's), the page on the right. */
import { useLingui } from '@lingui/react/macro'
import { Avatar, Box, Group, NavLink, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { links } from '~/lib/links'
import { currentUserQuery, type MenuEntry, userMenuQuery } from '../queries'

/** Pages of the account area that are routes of this app (client-side navigation); others load as documents. */
const REFUNDS_PATH = '/users/refund_list'
const IN_APP_PATHS = new Set([links.account(), links.addresses(), links.orders(), REFUNDS_PATH, links.reviews()])

export interface UserCentreEntry {
  key: string
  label: string
  href: string
  path: string
}

/** Fixed entries first; a server entry whose path is already listed is not repeated. */
export function userCentreEntries(fixed: { label: string; path: string }[], server: MenuEntry[]): UserCentreEntry[] {
  const seen = new Set(fixed.map((entry) => entry.path))
  const entries: UserCentreEntry[] = fixed.map((entry) => ({ key: entry.path, label: entry.label, href: entry.path, path: entry.path }))
  for (const entry of server) {
    const url = entry.pc_url.trim()
    const path = url.split('?')[0] ?? url
    if (seen.has(path)) continue
    seen.add(path)
    entries.push({ key: `menu-${entry.id}`, label: entry.name, href: `${url}${url.includes('?') ? '&' : '?'}menuCur=${entry.id}`, path })
  }
  return entries
}

export function UserCentreLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { data: user } = useQuery(currentUserQuery())
  const { data: serverEntries = [] } = useQuery(userMenuQuery())
  const entries = userCentreEntries(
    [
      { label: t`My orders`, path: links.orders() },
      { label: t`Refund list`, path: REFUNDS_PATH },
      { label: t`My reviews`, path: links.reviews() },
    ],
    serverEntries,
  )

  return (
    <Box maw={1200} mx="auto" px="md" py="lg">
      <Group align="flex-start" gap="lg" wrap="nowrap">
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
            {entries.map((entry) => (
              <NavLink
                key={entry.key}
                href={entry.href}
                label={entry.label}
                active={pathname.replace(/\/$/, '') === entry.path}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                onClick={(event) => {
                  if (!IN_APP_PATHS.has(entry.path) || event.metaKey || event.ctrlKey || event.shiftKey) return
                  event.preventDefault()
                  router.history.push(entry.href)
                }}
              />
            ))}
          </Stack>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Group>
    </Box>
  )
}
