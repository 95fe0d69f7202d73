/**
 * The Reviews tab: K7's summary (average stars, good-review rate, counts per filter) and K6's filtered, paged list
 * with pictures and the merchant's reply.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Avatar,
  Box,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  Rating,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiTime } from '~/ui/api-time'
import { ListPager } from '~/ui/list-pager'
import {
  filterCount,
  goodRatePercent,
  REPLY_FILTERS,
  REPLY_PAGE_SIZE,
  type Reply,
  type ReplyFilter,
  replyConfigQuery,
  replyListQuery,
} from '../queries'
import { SquareImage } from '~/ui/square-image'

export function ReviewPanel(props: { productId: number }) {
  const { t } = useLingui()
  const [type, setType] = useState<ReplyFilter>('0')
  const [page, setPage] = useState(1)
  const { data: config } = useQuery(replyConfigQuery(props.productId))
  const list = useQuery(replyListQuery(props.productId, type, page))
  const average = Math.min(5, Math.max(0, Number(config?.replyStar) || 0))
  const labels: Record<ReplyFilter, string> = { '0': t`All`, '1': t`Good`, '2': t`Medium`, '3': t`Poor` }
  const total = list.data?.total ?? filterCount(config, type)

  return (
    <Stack gap="md" data-testid="review-panel">
      <Group gap="xl" align="center" wrap="wrap">
        <Stack gap={2} align="center">
          <Text fz={36} fw={700} c="red.7" lh={1} data-testid="review-average">
            {average.toFixed(1)}
          </Text>
          <Rating value={average} fractions={10} readOnly aria-label={t`Average rating ${average.toFixed(1)} of 5`} />
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            <Trans>Good rate</Trans>
          </Text>
          <Text fw={700} size="xl" data-testid="review-good-rate">
            {goodRatePercent(config)}%
          </Text>
        </Stack>
        <SegmentedControl
          value={type}
          onChange={(value) => {
            setType(value as ReplyFilter)
            setPage(1)
          }}
          data={REPLY_FILTERS.map((value) => ({
            value,
            label: `${labels[value]} (${filterCount(config, value)})`,
          }))}
          aria-label={t`Filter reviews`}
          data-testid="review-filter"
        />
      </Group>
      <Divider />
      {list.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label={t`Loading`} />
        </Center>
      ) : !list.data || list.data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="review-empty">
          <Trans>No reviews yet</Trans>
        </Text>
      ) : (
        <Stack gap={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.list.map((reply) => (
            <ReviewItem key={reply.id} reply={reply} />
          ))}
        </Stack>
      )}
      <ListPager total={total} limit={REPLY_PAGE_SIZE} page={page} onPage={setPage} size="sm" />
    </Stack>
  )
}

function ReviewItem({ reply }: { reply: Reply }) {
  const { t } = useLingui()
  const stars = Math.min(5, Math.max(0, Number(reply.star) || 0))
  return (
    <Box py="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} data-testid="review-item">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Avatar src={reply.avatar || null} alt={reply.nickname} size={40} radius="xl" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm">
              <Text fw={600} size="sm">
                {reply.nickname}
              </Text>
              <Rating value={stars} readOnly size="xs" aria-label={t`${stars} out of 5 stars`} />
            </Group>
            <Text size="xs" c="dimmed">
              <ApiTime value={reply.createTime} show="date" />
            </Text>
          </Group>
          {reply.sku ? (
            <Text size="xs" c="dimmed">
              {reply.sku}
            </Text>
          ) : null}
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {reply.comment}
          </Text>
          {reply.pics?.length ? (
            <Group gap={8}>
              {reply.pics.map((src, i) => (
                <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                  <SquareImage src={src} alt={t`Review picture ${i + 1}`} size={72} lazy />
                </a>
              ))}
            </Group>
          ) : null}
          {reply.merchantReplyContent ? (
            <Paper bg="gray.0" p="sm" radius="sm" data-testid="merchant-reply">
              <Text size="sm">
                <Text span fw={600} c="red.7">
                  <Trans>Merchant reply:</Trans>
                </Text>{' '}
                {reply.merchantReplyContent}
              </Text>
            </Paper>
          ) : null}
        </Stack>
      </Group>
    </Box>
  )
}
