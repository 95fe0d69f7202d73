/**
 * /users/points_info: the points account (current, accumulated, spent, frozen) and its ledger, tab "detail"
 * (every entry) or "earned", 10 a page, newest first; times in the shopper's locale.
 */
import { Trans } from '@lingui/react/macro'
import { Badge, Group, Stack, Table, TableScrollContainer, Tabs, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { to } from '~/lib/links'
import { PageFrame } from '~/ui/page-frame'
import { ButtonLink } from '~/ui/button-link'
import {
  POINTS_LEDGER_LIMIT,
  type PointsEntry,
  type PointsLedgerTab,
  pointsLedgerQuery,
  pointsSummaryQuery,
} from '../queries'
import { useApiTime } from '~/ui/api-time'
import { useEntryLabel } from './entry-label'
import { PointsSummary } from './points-summary'
import { useFormatNumber } from '~/ui/number'
import { ListPager } from '~/ui/list-pager'

export function PointsInfoPage({ tab, page }: { tab: PointsLedgerTab; page: number }) {
  const navigate = useNavigate()
  const { data: summary } = useSuspenseQuery(pointsSummaryQuery())
  const { data } = useSuspenseQuery(pointsLedgerQuery(tab, page))
  return (
    <PageFrame
      card
      title={<Trans>My points</Trans>}
      actions={
        <ButtonLink {...to.pointsShop()} size="xs" variant="light" data-testid="points-shop-link">
          <Trans>Points shop</Trans>
        </ButtonLink>
      }
      data-testid="points-info"
    >
      <Stack gap="lg">
        <PointsSummary summary={summary} />
        <Tabs value={tab} onChange={(next) => void navigate(to.points({ tab: next === 'earned' ? 'earned' : 'all' }))}>
          <Tabs.List>
            <Tabs.Tab value="all" data-testid="points-tab-all">
              <Trans>Detail</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="earned" data-testid="points-tab-earned">
              <Trans>Earned</Trans>
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {data.list.length === 0 ? (
          <Text c="dimmed" ta="center" py={40} data-testid="points-ledger-empty">
            <Trans>No points entries yet.</Trans>
          </Text>
        ) : (
          <LedgerTable entries={data.list} />
        )}
        <ListPager
          total={data.total}
          limit={POINTS_LEDGER_LIMIT}
          page={page}
          onPage={(next) => void navigate(to.points({ tab, page: next }))}
          data-testid="points-ledger-pagination"
        />
      </Stack>
    </PageFrame>
  )
}

function LedgerTable({ entries }: { entries: PointsEntry[] }) {
  const formatNumber = useFormatNumber()
  const label = useEntryLabel()
  const time = useApiTime().dateTime
  return (
    <TableScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" data-testid="points-ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Entry</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Time</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Points</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const thawTime = time(entry.thawTime)
            return (
              <Table.Tr key={entry.id} data-testid="points-entry" data-kind={entry.kind}>
                <Table.Td>
                  <Text size="sm">{label(entry)}</Text>
                  {entry.thawTime ? (
                    <Text size="xs" c="dimmed" suppressHydrationWarning>
                      <Trans>Spendable from {thawTime}</Trans>
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {/* Month names keep the server's words on hydration (decision 75). */}
                  <Text size="sm" c="dimmed" suppressHydrationWarning>
                    {time(entry.createTime)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    {entry.kind === 'freeze' ? (
                      <Badge size="xs" variant="light" color="blue">
                        <Trans>Frozen</Trans>
                      </Badge>
                    ) : null}
                    <Text fw={700} c={entry.type === 1 ? 'red.7' : 'dark'} data-testid="points-entry-amount">
                      {entry.type === 1 ? '+' : '−'}
                      {formatNumber(entry.points)}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  )
}
