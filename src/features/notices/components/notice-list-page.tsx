/**
 * /notices/notice_list: the shopper's notices with tabs all, system, service, unread and read (typed search params,
 * defaults out of the URL), paged; "mark all as read" refreshes every unread count.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Stack, Tabs, Text } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { to } from '~/lib/links'
import { AnchorLink } from '~/ui/router-link'
import { markAllReadMutation } from '../mutations'
import { type Notice, NOTICE_PAGE_LIMIT, type NoticeTab, noticeListQuery } from '../queries'
import { NoticeTime } from './notice-time'
import { ListPager } from '~/ui/list-pager'
import { PageFrame } from '~/ui/page-frame'

export function NoticeListPage({ tab, page }: { tab: NoticeTab; page: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const markAll = useMutation(markAllReadMutation(queryClient))
  const { data } = useSuspenseQuery(noticeListQuery(tab, page))
  const go = (next: { type: NoticeTab; page?: number }) =>
    void navigate(to.notices({ type: next.type, page: next.page }))
  const labels: Record<NoticeTab, string> = {
    all: t`All`,
    system: t`System`,
    service: t({ message: 'Service', context: 'notices tab' }),
    unread: t`Unread`,
    read: t`Read`,
  }

  return (
    <PageFrame
      title={<Trans>Notices</Trans>}
      actions={
        <Button
          variant="light"
          size="xs"
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notices-read-all"
        >
          <Trans>Mark all as read</Trans>
        </Button>
      }
      card
    >
      <Tabs value={tab} onChange={(value) => go({ type: (value as NoticeTab | null) ?? 'all' })}>
        <Tabs.List>
          {(Object.keys(labels) as NoticeTab[]).map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`notice-tab-${key}`}>
              {labels[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {data.list.length === 0 ? (
        <Text fw={600} ta="center" py={60} data-testid="notices-empty">
          <Trans>No notices here.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          {data.list.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} />
          ))}
        </Stack>
      )}
      <ListPager
        total={data.total}
        limit={NOTICE_PAGE_LIMIT}
        page={page}
        onPage={(next) => go({ type: tab, page: next })}
      />
    </PageFrame>
  )
}

function NoticeRow({ notice }: { notice: Notice }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="notice-row"
      data-notice-id={notice.id}
      data-read={notice.isRead || undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            {notice.isRead ? null : (
              <Badge size="xs" color="red" variant="filled">
                <Trans>Unread</Trans>
              </Badge>
            )}
            <AnchorLink {...to.notice(notice.id)} fw={notice.isRead ? 400 : 700} c="inherit" lineClamp={1}>
              {notice.title}
            </AnchorLink>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {notice.content}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <NoticeTime value={notice.createTime} />
        </Text>
      </Group>
    </Card>
  )
}
