import { Trans } from '@lingui/react/macro'
import { Menu, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { BELL_NOTICE_LIMIT, unreadNoticesQuery } from '~/features/notices'
import { NoticeTime } from '~/features/notices/components/notice-time'
import { to } from '~/lib/links'
import { MenuItemLink } from '~/ui/menu-item-link'
import { AnchorLink } from '~/ui/router-link'

/** The bell's unread notices around its trigger, for a signed-in shopper; loaded on the first intent (notice-bell.tsx). */
export function NoticeBellDropdown({ opened, trigger }: { opened: boolean; trigger: ReactElement }) {
  const { data } = useQuery(unreadNoticesQuery())
  const notices = (data?.list ?? []).slice(0, BELL_NOTICE_LIMIT)
  return (
    <Menu
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      width={320}
      position="bottom-end"
      shadow="md"
      defaultOpened={opened}
    >
      <Menu.Target>{trigger}</Menu.Target>
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
