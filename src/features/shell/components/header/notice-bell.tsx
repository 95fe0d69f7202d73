import { Trans, useLingui } from '@lingui/react/macro'
import { Indicator, Menu, Stack, Text, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { loginDialog } from '~/features/auth'
import { BELL_NOTICE_LIMIT, unreadNoticesQuery } from '~/features/notices'
import { NoticeTime } from '~/features/notices/components/notice-time'
import { hrefOf, to } from '~/lib/links'
import { AnchorLink, MenuItemLink } from '~/ui/router-link'
import { BellIcon } from '~/ui/icons'
import classes from './header.module.css'

/**
 * Up to 5 unread notices with their time, and a link to all; disabled on the notice-detail route (spec §2
 * Header). A guest sees the bell too: clicking it opens the login dialog, then the notice list.
 */
export function NoticeBell({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { data } = useQuery({ ...unreadNoticesQuery(), enabled: signedIn })
  const disabled = pathname.startsWith('/notices/notice_details')
  const unread = signedIn ? (data?.total ?? 0) : 0
  const notices = (data?.list ?? []).slice(0, BELL_NOTICE_LIMIT)

  const button = (
    <UnstyledButton
      className={classes.iconButton}
      aria-label={t`Notices`}
      data-testid="notice-bell"
      data-disabled={disabled || undefined}
      data-unread={unread}
      onClick={signedIn ? undefined : () => loginDialog.open(hrefOf(to.notices()))}
    >
      <Indicator label={unread} size={16} disabled={unread === 0} color="red" offset={4} data-testid="notice-badge">
        <BellIcon />
      </Indicator>
      <Trans>Notices</Trans>
    </UnstyledButton>
  )
  if (!signedIn) return button

  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} width={320} position="bottom-end" disabled={disabled} shadow="md">
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown data-testid="notice-bell-dropdown">
        <Menu.Label>
          <Trans>Unread notices</Trans>
        </Menu.Label>
        {notices.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            <Trans>No unread notices</Trans>
          </Text>
        ) : (
          notices.map((notice) => (
            <MenuItemLink key={notice.id} {...to.notice(notice.id)} data-testid="bell-notice">
              <Stack gap={0}>
                <Text size="sm" lineClamp={1}>
                  {notice.title}
                </Text>
                <Text size="xs" c="dimmed">
                  <NoticeTime value={notice.createTime} />
                </Text>
              </Stack>
            </MenuItemLink>
          ))
        )}
        <Menu.Divider />
        <AnchorLink {...to.notices()} size="sm" display="block" ta="center" py={6} data-testid="bell-more">
          <Trans>More</Trans>
        </AnchorLink>
      </Menu.Dropdown>
    </Menu>
  )
}
