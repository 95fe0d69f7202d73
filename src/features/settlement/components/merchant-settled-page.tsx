/** /users/merchant_settled: the application form, or after sending it the "under review" message. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AUDIT_STATUS } from '~/contract'
import { to } from '~/lib/links'
import { ButtonLink } from '~/ui/button-link'
import { settlementApplicationQuery } from '../queries'
import { SettlementForm } from './settlement-form'
import { PageFrame } from '~/ui/page-frame'

export function MerchantSettledPage({ from }: { from?: number }) {
  const { t } = useLingui()
  const [sent, setSent] = useState(false)
  const prefill = useQuery({ ...settlementApplicationQuery(from ?? 0), enabled: from !== undefined })
  if (sent) return <SettlementSent />
  const usable = prefill.data?.auditStatus === AUDIT_STATUS.rejected ? prefill.data : undefined
  return (
    <PageFrame title={<Trans>Apply for merchant entry</Trans>} card>
      <Text c="dimmed" size="sm">
        <Trans>Tell us about your company. We review every application within 15 working days.</Trans>
      </Text>
      {usable ? (
        <Alert color="orange" title={t`Not approved`} data-testid="settlement-resubmit-reason">
          {usable.denialReason}
        </Alert>
      ) : null}
      {from !== undefined && prefill.isPending ? (
        <Loader size="sm" />
      ) : (
        <SettlementForm key={usable?.id ?? 'new'} prefill={usable} onDone={() => setSent(true)} />
      )}
    </PageFrame>
  )
}

function SettlementSent() {
  return (
    <PageFrame title={<Trans>Your application has been sent</Trans>} card data-testid="settlement-sent">
      <Stack align="center" gap="md" py="md">
        <Text ta="center" maw={480}>
          <Trans>We will review it within 15 working days and send you a notice with the result.</Trans>
        </Text>
        <Group>
          <ButtonLink {...to.applicationRecord()} data-testid="settlement-to-record">
            <Trans>View my applications</Trans>
          </ButtonLink>
          <ButtonLink {...to.home()} variant="default">
            <Trans>Continue shopping</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </PageFrame>
  )
}
