/**
 * "Pay" for an unpaid order: choose a method (PY1), for bank transfer add the proof and a note, confirm, then PY2
 * and the method's next screen (usePayOrder). A failed payment keeps the dialog and what was entered.
 */
import type { OrderShownCurrency } from '~/contract'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ApproxTotal } from '~/ui/approx-total'
import { useFormatShopMoney } from '~/ui/currency'
import { useCheckoutAppForm } from '../form'
import { usePayOrder } from '../pay'
import { defaultPayType, isPayType, type PayMethods, payMethodsQuery } from '../queries'
import { type PaymentFormValues, paymentSchema } from '../schemas'
import { usePaymentMessages } from './payment-field'
import { usePayTypeLabel } from './pay-type-label'

export function PayOrderDialog(props: {
  orderNo: string
  payPrice: string
  kept?: OrderShownCurrency
  opened: boolean
  onClose: () => void
}) {
  const { t } = useLingui()
  const methods = useQuery({ ...payMethodsQuery(), enabled: props.opened })
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t`Pay for order`}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {!props.opened ? null : methods.data ? (
        <PayOrderForm {...props} methods={methods.data} />
      ) : methods.isError ? (
        <Text c="red.7" size="sm">
          <Trans>The payment methods could not be loaded. Please try again later.</Trans>
        </Text>
      ) : (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      )}
    </Modal>
  )
}

function PayOrderForm(props: {
  orderNo: string
  payPrice: string
  kept?: OrderShownCurrency
  onClose: () => void
  methods: PayMethods
}) {
  const messages = usePaymentMessages()
  // Money is taken here: the amount charged, in the shop's currency (decision 34).
  const formatMoney = useFormatShopMoney()
  const payTypeLabel = usePayTypeLabel()
  const { pay, isPending } = usePayOrder()
  const [confirming, setConfirming] = useState<PaymentFormValues | null>(null)
  const defaults: PaymentFormValues = { payType: defaultPayType(props.methods), payVoucher: '', payVoucherNote: '' }
  const form = useCheckoutAppForm({
    defaultValues: defaults,
    validators: { onChange: paymentSchema(messages) },
    canSubmitWhenInvalid: true,
    onSubmit: ({ value }) => setConfirming(value),
  })

  const confirm = async () => {
    const payType = confirming?.payType
    if (!confirming || !isPayType(payType)) return
    try {
      await pay({
        orderNo: props.orderNo,
        payType,
        payVoucher: confirming.payVoucher,
        payVoucherNote: confirming.payVoucherNote.trim(),
      })
      props.onClose()
    } catch {
      // The API client showed the server's message; the dialog keeps what was entered.
      setConfirming(null)
    }
  }

  if (confirming && isPayType(confirming.payType)) {
    const amount = formatMoney(props.payPrice)
    const method = payTypeLabel(confirming.payType)
    return (
      <Stack gap="md" data-testid="pay-confirm">
        <Text>
          <Trans>
            Pay {amount} for order {props.orderNo} by {method}?
          </Trans>
        </Text>
        <ApproxTotal lines={[props.payPrice]} kept={props.kept} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button onClick={confirm} loading={isPending} data-testid="pay-confirm-button">
            <Trans>Confirm</Trans>
          </Button>
        </Group>
      </Stack>
    )
  }

  return (
    <form.AppForm>
      <form.Form data-testid="pay-order-form">
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              <Trans>Order number: {props.orderNo}</Trans>
            </Text>
            <Text fw={700} c="red.7">
              {formatMoney(props.payPrice)}
            </Text>
          </Group>
          <ApproxTotal lines={[props.payPrice]} kept={props.kept} ta="right" testId="pay-amount-converted" />
          <form.AppField name="payType">{(field) => <field.PaymentField methods={props.methods} />}</form.AppField>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <form.SubmitButton data-testid="pay-submit">
              <Trans>Pay now</Trans>
            </form.SubmitButton>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
