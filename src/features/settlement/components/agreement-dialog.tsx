import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Loader, Modal, Typography } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { settlementAgreementQuery } from '../queries'

/** The settlement agreement (M10) in a dialog, opened from the agreement checkbox's label. */
export function AgreementLink() {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const { data, isPending } = useQuery({ ...settlementAgreementQuery(), enabled: opened })
  // Sanitized by the query as it arrives.
  const html = data?.agreement ?? ''
  return (
    <>
      <Anchor component="button" type="button" onClick={() => setOpened(true)} data-testid="settlement-agreement-open">
        <Trans>Merchant settlement agreement</Trans>
      </Anchor>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Merchant settlement agreement`} size="lg">
        {isPending ? (
          <Loader size="sm" />
        ) : (
          <Typography data-testid="settlement-agreement">
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </Typography>
        )}
      </Modal>
    </>
  )
}
