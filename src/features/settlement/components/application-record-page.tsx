/** /users/application_record: the shopper's settlement applications (M9) with their state (§4.5). */
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { AUDIT_STATUS, type SettlementRecord } from '~/contract'
import { to } from '~/lib/links'
import { useApiTime } from '~/ui/api-time'
import { ButtonLink } from '~/ui/button-link'
import { settlementRecordsQuery } from '../queries'
import { PageFrame } from '~/ui/page-frame'

export function ApplicationRecordPage() {
  const { data } = useSuspenseQuery(settlementRecordsQuery())
  const pending = data.list.some((r) => r.auditStatus === AUDIT_STATUS.pending)
  return (
    <PageFrame
      title={<Trans>Application record</Trans>}
      actions={
        pending ? null : (
          <ButtonLink {...to.merchantSettlement()} variant="light">
            <Trans>Apply for merchant entry</Trans>
          </ButtonLink>
        )
      }
      card
    >
      {data.list.length === 0 ? (
        <Text ta="center" py={60} fw={600} data-testid="settlement-records-empty">
          <Trans>You have not applied yet.</Trans>
        </Text>
      ) : (
        data.list.map((record) => <RecordCard key={record.id} record={record} canResubmit={!pending} />)
      )}
    </PageFrame>
  )
}

function RecordCard({ record, canResubmit }: { record: SettlementRecord; canResubmit: boolean }) {
  const { t } = useLingui()
  const formatTime = useApiTime()
  const state = {
    [AUDIT_STATUS.pending]: { label: t`To be reviewed`, color: 'orange' },
    [AUDIT_STATUS.approved]: { label: t`Approved`, color: 'green' },
    [AUDIT_STATUS.rejected]: { label: t`Not approved`, color: 'red' },
  }[record.auditStatus] ?? { label: String(record.auditStatus), color: 'gray' }
  const submitted = formatTime.dateTime(record.createTime)
  return (
    <Card withBorder radius="md" data-testid="settlement-record">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text fw={600}>{record.name}</Text>
          {/* Intl's words (month and country names) keep the server's text on hydration (decision 75). */}
          <Text size="sm" c="dimmed" suppressHydrationWarning>
            <Trans>Submitted {submitted}</Trans>
          </Text>
          {record.auditStatus === AUDIT_STATUS.rejected && record.denialReason ? (
            <Text size="sm" c="red" data-testid="settlement-record-reason">
              <Trans>Reason: {record.denialReason}</Trans>
            </Text>
          ) : null}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge color={state.color} variant="light" data-testid="settlement-record-state">
            {state.label}
          </Badge>
          {record.auditStatus === AUDIT_STATUS.rejected && canResubmit ? (
            <ButtonLink {...to.merchantSettlement(record.id)} size="xs" data-testid="settlement-resubmit">
              <Trans>Resubmit</Trans>
            </ButtonLink>
          ) : null}
        </Stack>
      </Group>
    </Card>
  )
}
