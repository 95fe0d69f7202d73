import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Avatar, Button, Group, Menu, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { centreEntries, type CurrentUser, userMenuQuery } from '~/features/account'
import { loginDialog, useLogout } from '~/features/auth'
import { hrefOf, inviteLink, to } from '~/lib/links'
import { usePathLink } from '~/ui/router-link'
import { CopyIcon, LogoutIcon } from '~/ui/icons'
import { toast } from '~/ui/toast'
import { useOpenSupportChat, usePlatformSupport } from '~/features/support'
import classes from './header.module.css'

/** Avatar dropdown (spec §2 Header): who you are, the share link, the user-centre entries (each once), log out. */
export function UserMenu({ user }: { user: CurrentUser }) {
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
    <Menu trigger="hover" openDelay={80} closeDelay={200} width={260} position="bottom-end" shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.iconButton} aria-label={t`Account menu`} data-testid="user-menu">
          <Avatar src={user.avatar || null} alt="" size={26} radius="xl" color="red">
            {user.nickname.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="11px" maw={72} truncate>
            {user.nickname}
          </Text>
        </UnstyledButton>
      </Menu.Target>
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
            <ActionIcon variant="light" onClick={copyShareLink} aria-label={t`Copy share link`} data-testid="copy-share-link">
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
        <Menu.Item leftSection={<LogoutIcon size={16} />} color="red" onClick={() => logout.mutate()} data-testid="logout">
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

export function SignInButton() {
  return (
    <Button variant="light" size="sm" onClick={() => loginDialog.open(`${window.location.pathname}${window.location.search}`)} data-testid="sign-in">
      <Trans>Sign in</Trans>
    </Button>
  )
}
