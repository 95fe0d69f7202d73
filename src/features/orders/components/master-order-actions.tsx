/**
 * "Pay" for a master order awaiting payment and "Cancel" while O12 accepts it (awaiting payment, or cash on delivery
 * before anything shipped; docs/spec.md §4.15 (#spec-4-15): cancelling asks for confirmation first). Pay opens the
 * checkout's pay dialog; a cancel (O12) or a closed pay dialog refreshes every order read.
 */
import type { OrderShownCurrency } from '~/contract'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { ButtonLink } from '~/ui/button-link'
import { toast } from '~/ui/toast'
import { cancelOrderMutation, refreshOrders } from '../mutations'
import { orderKeys, type PayStatus } from '../queries'

/** The pay dialog (its form and pay methods) loads when the shopper presses Pay. */
const PayOrderDialog = lazy(() =>
  import('~/features/checkout/components/pay-order-dialog').then((m) => ({ default: m.PayOrderDialog })),
)

export function canCancel(payStatus: PayStatus) {
  return payStatus === 'unpaid' || payStatus === 'awaiting_confirmation'
}

export function MasterOrderActions(props: {
  order: {
    orderNo: string
    payPrice: string
    /** The order's kept currency and rate, for the pay dialog's "≈". */
    shownCurrency?: OrderShownCurrency
    payStatus: PayStatus
    /** The server's `cancellable` (absent from a CRMEB upstream: awaiting payment decides). */
    cancellable?: boolean
  }
  size?: 'xs' | 'sm'
  /** After a successful cancel (e.g. the detail page re-reads itself). */
  onCancelled?: () => void
  /**
   * A merchant order's row knows only its own share of the amount: "Pay" then opens the master order's page, where
   * the whole amount is paid.
   */
  payOnMasterPage?: boolean
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [paying, setPaying] = useState(false)
  const cancel = useMutation(cancelOrderMutation(queryClient))
  // A successful payment navigates away (card screen or result page) and unmounts this: mark the order reads
  // stale so the list and detail re-read when shown again.
  useEffect(() => {
    if (!paying) return
    return () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' })
    }
  }, [paying, queryClient])
  const { orderNo, payPrice, shownCurrency, payStatus } = props.order
  const payable = payStatus === 'unpaid'
  const cancellable = props.order.cancellable ?? canCancel(payStatus)
  if (!payable && !cancellable) return null

  const confirmCancel = () =>
    cancel.mutate(orderNo, {
      onSuccess: () => {
        setConfirming(false)
        // calSU (docs/spec.md §8.11 (#spec-8-11)), in the shopper's language rather than the server's.
        toast.success(t`Cancelled successfully`)
        props.onCancelled?.()
      },
    })

  return (
    <>
      <Group gap="xs" justify="flex-end">
        {payable && props.payOnMasterPage ? (
          <ButtonLink
            to="/order/order_detail"
            search={{ orderNo, orderStatus: 0 }}
            size={props.size ?? 'xs'}
            data-testid="pay-order"
          >
            <Trans>Pay</Trans>
          </ButtonLink>
        ) : payable ? (
          <Button size={props.size ?? 'xs'} onClick={() => setPaying(true)} data-testid="pay-order">
            <Trans>Pay</Trans>
          </Button>
        ) : null}
        {cancellable ? (
          <Button
            size={props.size ?? 'xs'}
            variant="default"
            onClick={() => setConfirming(true)}
            data-testid="cancel-order"
          >
            <Trans>Cancel order</Trans>
          </Button>
        ) : null}
      </Group>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`Cancel order`} centered size="sm">
        <Stack gap="md">
          <Text size="sm">
            <Trans>Cancel order {props.order.orderNo}? Its goods, coupons and points are released.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Keep order</Trans>
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={confirmCancel} data-testid="confirm-cancel-order">
              <Trans>Cancel order</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>

      {paying ? (
        <Suspense fallback={null}>
          <PayOrderDialog
            orderNo={orderNo}
            payPrice={payPrice}
            kept={shownCurrency}
            opened={paying}
            onClose={() => {
              setPaying(false)
              void refreshOrders(queryClient)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
