import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Menu, Stack, Text, Tooltip } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { centreEntries, type CurrentUser, userMenuQuery } from '~/features/account'
import { useLogout } from '~/features/auth'
import { hrefOf, inviteLink, to } from '~/lib/links'
import { usePathLink } from '~/ui/router-link'
import { CopyIcon, LogoutIcon } from '~/ui/icons'
import { toast } from '~/ui/toast'
import { PlatformSupportProvider, useOpenSupportChat, usePlatformSupport } from '~/features/chat'

type UserMenuDropdownProps = { user: CurrentUser; opened: boolean; trigger: ReactElement }

/** The avatar dropdown around its trigger, loaded on the first intent (user-menu.tsx). */
export function UserMenuDropdown(props: UserMenuDropdownProps) {
  return (
    <PlatformSupportProvider>
      <Dropdown {...props} />
    </PlatformSupportProvider>
  )
}

function Dropdown({ user, opened, trigger }: UserMenuDropdownProps) {
  const { t, i18n } = useLingui()
  const support = usePlatformSupport()
  const openChat = useOpenSupportChat()
  const { data: serverEntries = [] } = useQuery(userMenuQuery())
  const logout = useLogout()
  const pathLink = usePathLink()

  const copyShareLink = async () => {
    try {
      await navigator.clipboard.writeText(inviteLink(window.location.origin, user.inviteCode))
      toast.success(t`Copied successfully`)
    } catch {
      toast.error(t`Copy failed, please copy manually`)
    }
  }

  const entries = centreEntries(serverEntries)

  return (
    <Menu
      trigger="hover"
      openDelay={80}
      closeDelay={200}
      width={260}
      position="bottom-end"
      shadow="md"
      defaultOpened={opened}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6} wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {user.nickname}
            </Text>
            {user.phone ? (
              <Text size="xs" c="dimmed">
                {user.countryCode} {user.phone}
              </Text>
            ) : null}
            {user.email ? (
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            ) : null}
          </Stack>
          <Tooltip label={t`Copy share link`}>
            <ActionIcon
              variant="light"
              onClick={copyShareLink}
              aria-label={t`Copy share link`}
              data-testid="copy-share-link"
            >
              <CopyIcon size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Menu.Divider />
        {entries.map((entry) => (
          <Menu.Item key={entry.key} component="a" {...pathLink(entry.href)} data-testid={`user-menu-${entry.key}`}>
            {typeof entry.label === 'string' ? entry.label : i18n._(entry.label)}
          </Menu.Item>
        ))}
        <Menu.Item component="a" {...pathLink(hrefOf(to.pointsShop()))} data-testid="user-menu-points-shop">
          <Trans>Points shop</Trans>
        </Menu.Item>
        {support.action ? (
          <Menu.Item onClick={() => openChat()} data-testid="user-menu-support">
            <Trans>Customer service</Trans>
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item
          leftSection={<LogoutIcon size={16} />}
          color="red"
          onClick={() => logout.mutate()}
          data-testid="logout"
        >
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
