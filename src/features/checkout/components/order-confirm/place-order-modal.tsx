/** The last question before O4: the amount and the pay method, while the order is placed and paid. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useFormatShopMoney } from '~/ui/currency'
import type { ComputedPrice } from '../../queries'
import type { CheckoutFormValues } from '../../schemas'
import { usePayTypeLabel } from '../pay-type-label'

export function PlaceOrderModal(props: {
  confirming: CheckoutFormValues | null
  figures: ComputedPrice | undefined
  placing: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  // Money is taken here: the amount charged, in the shop's currency (decision 34).
  const formatMoney = useFormatShopMoney()
  const payTypeLabel = usePayTypeLabel()
  const { confirming, figures } = props
  return (
    <Modal
      opened={confirming !== null}
      onClose={() => (props.placing ? undefined : props.onCancel())}
      title={t`Place the order?`}
      centered
      size="sm"
    >
      <Stack gap="md" data-testid="place-order-confirm">
        <Text size="sm">
          <Trans>
            Pay {figures ? formatMoney(figures.payFee) : ''} by {confirming ? payTypeLabel(confirming.payType) : ''}?
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.placing}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={props.onConfirm} loading={props.placing} data-testid="place-order-confirm-button">
            <Trans>Confirm</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
