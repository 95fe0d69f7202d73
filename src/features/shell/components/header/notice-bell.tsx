import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Indicator, Menu, Stack, Text, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { BELL_NOTICE_LIMIT, unreadNoticesQuery } from '~/features/notices'
import { pendingPages } from '~/lib/links'
import { usePathLink } from '~/ui/router-link'
import { BellIcon } from '~/ui/icons'
import classes from './header.module.css'

/** Up to 5 unread notices; disabled on the notice-detail route (spec §2 Header). */
export function NoticeBell() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const { data } = useQuery(unreadNoticesQuery())
  const pathLink = usePathLink()
  const disabled = pathname.startsWith('/notices/notice_details')
  const unread = data?.total ?? 0
  const notices = (data?.list ?? []).slice(0, BELL_NOTICE_LIMIT)

  return (
    <Menu trigger="hover" openDelay={80} closeDelay={150} width={320} position="bottom-end" disabled={disabled} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.iconButton} aria-label={t`Notices`} data-testid="notice-bell" data-disabled={disabled || undefined}>
          <Indicator label={unread} size={16} disabled={unread === 0} color="red" offset={4}>
            <BellIcon />
          </Indicator>
          <Trans>Notices</Trans>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Unread notices</Trans>
        </Menu.Label>
        {notices.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            <Trans>No unread notices</Trans>
          </Text>
        ) : (
          notices.map((notice) => (
            <Menu.Item key={notice.id} component="a" {...pathLink(pendingPages.notice(notice.id))}>
              <Stack gap={0}>
                <Text size="sm" lineClamp={1}>
                  {notice.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {notice.createTime}
                </Text>
              </Stack>
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        <Anchor {...pathLink(pendingPages.notices())} size="sm" display="block" ta="center" py={6}>
          <Trans>More</Trans>
        </Anchor>
      </Menu.Dropdown>
    </Menu>
  )
}
