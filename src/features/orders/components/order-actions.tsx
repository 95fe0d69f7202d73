/**
 * What the shopper can do with one merchant order, by its state (docs/spec.md §4.21 (#spec-4-21)): pay while unpaid and
 * cancel while O12 accepts it (unpaid, or cash on delivery before anything shipped; both on its master order), refund
 * while paid and not yet refunded, view logistics once shipped, confirm receipt unless refunded or a refund is under
 * way, and delete or buy again when it is over. Cancel, delete and receipt ask first; their toasts are calSU / delSU.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { to } from '~/lib/links'
import { ConfirmDialog } from '~/ui/confirm-dialog'
import { ButtonLink } from '~/ui/button-link'
import { toast } from '~/ui/toast'
import { buyAgainMutation, confirmReceiptMutation, deleteOrderMutation } from '../mutations'
import type { OrderItem, OrderShownCurrency, PayStatus } from '../queries'
import { LogisticsButton } from './logistics'
import { canCancel, MasterOrderActions } from './master-order-actions'

export interface ActionableOrder {
  orderNo: string
  status: number
  paid: boolean
  payPrice: string
  payStatus?: PayStatus
  refundStatus?: number
  masterOrderNo?: string
  cancellable?: boolean
  /** The currency and rate kept at checkout, for the pay dialog's "≈". */
  shownCurrency?: OrderShownCurrency
  orderInfoList: OrderItem[]
}

/** Which actions a merchant order offers (pure, so the rules are tested on their own). */
export function orderActions(order: ActionableOrder) {
  const cancelled = order.payStatus === 'cancelled'
  const awaitingPayment = !!order.payStatus && canCancel(order.payStatus)
  const live = !cancelled && !awaitingPayment
  const refund = order.refundStatus ?? 0
  return {
    pay: awaitingPayment,
    // The server says when O12 accepts it; a CRMEB upstream does not, and there only unpaid orders cancel.
    cancel: !cancelled && (order.cancellable ?? awaitingPayment),
    // Merchant-order refund state 0 (none, or the last request refused) or 2 (partly refunded: R1 says what is left).
    refund: live && order.paid === true && [0, 2].includes(refund),
    logistics: live && order.status >= 1,
    // O11 refuses a fully refunded order and one whose refund is under review.
    receipt: live && order.status === 1 && [0, 2].includes(refund),
    remove: cancelled || order.status === 3,
    buyAgain: cancelled || (live && order.status >= 2),
  }
}

export function OrderActions({
  order,
  size = 'xs',
  onDeleted,
}: {
  order: ActionableOrder
  size?: 'xs' | 'sm'
  onDeleted?: () => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [asking, setAsking] = useState<'delete' | 'receipt' | null>(null)
  const take = useMutation(confirmReceiptMutation(queryClient))
  const remove = useMutation(deleteOrderMutation(queryClient))
  const buyAgain = useMutation(buyAgainMutation(queryClient))
  const can = orderActions(order)

  const confirm = () => {
    if (asking === 'delete') {
      remove.mutate(order.orderNo, {
        onSuccess: () => {
          setAsking(null)
          toast.success(t`Deleted successfully`)
          onDeleted?.()
        },
      })
    } else {
      take.mutate(order.orderNo, {
        onSuccess: () => {
          setAsking(null)
          toast.success(t`Receipt confirmed`)
        },
      })
    }
  }
  const again = () =>
    buyAgain.mutate(order.orderInfoList, {
      onSuccess: () => {
        toast.success(t`The items are back in your cart`)
        void navigate(to.cart())
      },
    })

  return (
    <Group gap="xs" justify="flex-end" data-testid="order-actions">
      {can.pay || can.cancel ? (
        <MasterOrderActions
          order={{
            orderNo: order.masterOrderNo ?? order.orderNo,
            payPrice: order.payPrice,
            shownCurrency: order.shownCurrency,
            payStatus: order.payStatus!,
            cancellable: can.cancel,
          }}
          size={size}
          payOnMasterPage={!!order.masterOrderNo && order.masterOrderNo !== order.orderNo}
        />
      ) : null}
      {can.refund ? (
        <ButtonLink
          to="/users/refund_confirm"
          search={{ orderNo: order.orderNo }}
          size={size}
          variant="default"
          data-testid="refund-order"
        >
          <Trans>Refund</Trans>
        </ButtonLink>
      ) : null}
      {can.logistics ? <LogisticsButton orderNo={order.orderNo} size={size} /> : null}
      {can.receipt ? (
        <Button size={size} onClick={() => setAsking('receipt')} data-testid="confirm-receipt">
          <Trans>Confirm receipt</Trans>
        </Button>
      ) : null}
      {can.buyAgain ? (
        <Button size={size} variant="light" loading={buyAgain.isPending} onClick={again} data-testid="buy-again">
          <Trans>Buy again</Trans>
        </Button>
      ) : null}
      {can.remove ? (
        <Button
          size={size}
          variant="default"
          color="red"
          onClick={() => setAsking('delete')}
          data-testid="delete-order"
        >
          <Trans>Delete order</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'delete' ? t`Delete order` : t`Confirm receipt`}
        confirmLabel={asking === 'delete' ? t`Delete order` : t`Confirm receipt`}
        keepLabel={t`Not now`}
        loading={take.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
        testId="confirm-order-action"
      >
        {asking === 'delete' ? (
          <Trans>Delete order {order.orderNo}? It disappears from your orders.</Trans>
        ) : (
          <Trans>Did you receive every item of order {order.orderNo}? The order is then complete.</Trans>
        )}
      </ConfirmDialog>
    </Group>
  )
}
