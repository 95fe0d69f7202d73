/**
 * /notices/notice_details?menuCur=1010&notice=<id>: one notice. Once shown, an unread notice is marked read (POST
 * notice/read), and every notice list refreshes so the bell's badge and the list's tabs drop without a reload.
 */
import { Trans } from '@lingui/react/macro'
import { Anchor, Divider, Group, Text } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { to } from '~/lib/links'
import { AnchorLink, usePathLink } from '~/ui/router-link'
import { markNoticeReadMutation } from '../mutations'
import { noticeDetailQuery } from '../queries'
import { NoticeTime } from './notice-time'
import { PageFrame } from '~/ui/page-frame'

export function NoticeDetailPage({ id }: { id: number }) {
  const queryClient = useQueryClient()
  const pathLink = usePathLink()
  const { data: notice } = useSuspenseQuery(noticeDetailQuery(id))
  const { mutate: markRead } = useMutation(markNoticeReadMutation(queryClient))
  const unread = !notice.isRead
  useEffect(() => {
    if (unread) markRead(id)
  }, [markRead, id, unread])

  return (
    <PageFrame
      title={<span data-testid="notice-title">{notice.title}</span>}
      actions={
        <AnchorLink {...to.notices()} size="sm">
          <Trans>Back to notices</Trans>
        </AnchorLink>
      }
      card
      data-testid="notice-detail"
    >
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {notice.kind === 'service' ? <Trans>Service notice</Trans> : <Trans>System notice</Trans>}
        </Text>
        <Text size="sm" c="dimmed">
          ·
        </Text>
        <Text size="sm" c="dimmed">
          <NoticeTime value={notice.createTime} />
        </Text>
      </Group>
      <Divider />
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="notice-content">
        {notice.content}
      </Text>
      {notice.link.startsWith('/') ? (
        <Anchor {...pathLink(notice.link)} data-testid="notice-link">
          <Trans>View details</Trans>
        </Anchor>
      ) : null}
    </PageFrame>
  )
}
