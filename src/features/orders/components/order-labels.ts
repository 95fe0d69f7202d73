/**
 * Translated words for order states and payment methods (docs/api.md §4.1 (#ref-4-1), §4.7 (#ref-4-7); docs/api.md payStatus), and the one
 * reading of a merchant order's state that every screen shows (`orderStateOf`, docs/orders.md).
 */
import { useLingui } from '@lingui/react/macro'
import { refundReasonLabel } from '~/contract/refund-reasons'
import { usePayTypeLabel } from '~/features/checkout'
import type { OrderItem, PayStatus } from '../queries'

/** What a merchant order's state is made of: its master's pay state, its own status and refund state. */
export interface OrderStateInput {
  payStatus?: PayStatus
  status: number
  refundStatus?: number
}

/**
 * How the shopper reads a merchant order, in order of precedence: cancelled (the checkout was), awaiting payment (the
 * checkout's pay state), fully refunded (whatever its shipping step, nothing more happens to it), or its status with
 * its refund state beside it (1 under way, 2 partly refunded).
 */
export type OrderState =
  | { kind: 'cancelled' }
  | { kind: 'payment'; payStatus: PayStatus }
  | { kind: 'refunded' }
  | { kind: 'status'; status: number; refund: number }

export function orderStateOf(order: OrderStateInput): OrderState {
  if (order.payStatus === 'cancelled') return { kind: 'cancelled' }
  if (order.payStatus === 'unpaid' || order.payStatus === 'awaiting_confirmation')
    return { kind: 'payment', payStatus: order.payStatus }
  if (order.refundStatus === 3) return { kind: 'refunded' }
  return { kind: 'status', status: order.status, refund: order.refundStatus ?? 0 }
}

/** A checkout's refund state from its merchant orders': 3 when every one was fully refunded, 2 when any was, else 0. */
export function checkoutRefundStatus(parts: readonly { refundStatus?: number }[]): number {
  if (parts.length > 0 && parts.every((p) => p.refundStatus === 3)) return 3
  return parts.some((p) => (p.refundStatus ?? 0) >= 2) ? 2 : 0
}

/** Whether the goods of a merchant order offer reviews: received, not cancelled, not fully refunded. */
export function offersReviews(order: OrderStateInput): boolean {
  const state = orderStateOf(order)
  return state.kind === 'status' && state.status >= 2
}

/** A line whose every unit went back offers no review (the server refuses one: "A refunded item cannot be reviewed"). */
export const isItemRefunded = (item: Pick<OrderItem, 'payNum' | 'refundNum'>) => (item.refundNum ?? 0) >= item.payNum

/** Step of the progress bar (§4.1): master orders awaiting payment are at step 1; merchant status 0 → 2, 1 → 3, 2/3 → 4. */
export function orderStep(detail: { payStatus?: string; status: number }, master: boolean): number {
  if (master) return detail.payStatus === 'paid' || detail.payStatus === 'cod' ? 2 : 1
  switch (detail.status) {
    case 0:
      return 2
    case 1:
      return 3
    default:
      return 4
  }
}

export function useOrderLabels() {
  const { t, i18n } = useLingui()
  const payStatus = (value: string) => {
    switch (value) {
      case 'unpaid':
        return t`Awaiting payment`
      case 'awaiting_confirmation':
        return t`Transfer proof under review`
      case 'paid':
        return t`Paid`
      case 'cod':
        return t`Pay on delivery`
      case 'cancelled':
        return t`Cancelled`
      default:
        return value
    }
  }
  /** Merchant-order status (§4.1). */
  const status = (value: number) => {
    switch (value) {
      case 0:
        return t`Awaiting shipment`
      case 1:
        return t`Awaiting receipt`
      case 2:
        return t({ message: 'Received', context: 'order status' })
      case 3:
        return t`Completed`
      default:
        return String(value)
    }
  }
  /** A merchant order's own refund state (designed): 1 under way, 2 partly refunded, 3 refunded. */
  const orderRefund = (value: number) =>
    value === 1 ? t`Refund in progress` : value === 2 ? t`Partly refunded` : value === 3 ? t`Refunded` : ''
  return {
    /** The method the shopper chose (the checkout's words); an unknown code is shown as is. */
    payType: usePayTypeLabel(),
    payStatus,
    status,
    tab: (tab: number) =>
      [t`To pay`, t`To ship`, t`To receive`, t`Completed`, t`To evaluate`, t`Return/refund`, t`Cancelled`, t`All`][
        tab
      ] ?? '',
    /** Refund-order state (docs/api.md §4.3 (#ref-4-3)); the merchant's refusal reason is shown next to 1. */
    refundStatus: (status: number) => {
      switch (status) {
        case 0:
          return t`Under merchant review`
        case 1:
          return t`Refused`
        case 2:
          return t`Accepted, refunding`
        case 3:
          return t`Refunded`
        default:
          return String(status)
      }
    },
    /** A refund reason (a code of the contract's `REFUND_REASONS`, or another client's free text) in the shopper's language. */
    refundReason: (reason: string) => refundReasonLabel(reason, i18n.locale),
    orderRefund,
    /** The status text of a merchant order (`orderStateOf`); its refund badge is `orderRefund(refundStatus)`. */
    orderState: (order: OrderStateInput): string => {
      const state = orderStateOf(order)
      switch (state.kind) {
        case 'cancelled':
          return payStatus('cancelled')
        case 'payment':
          return payStatus(state.payStatus)
        case 'refunded':
          return orderRefund(3)
        case 'status':
          return status(state.status)
      }
    },
    /**
     * The "Payment status" of an order: awaiting payment or cancelled as the checkout says; then refunded (wholly or
     * partly), paid, or still to pay on delivery. `refundStatus` of a checkout is the most of its merchant orders'.
     */
    payment: (order: { payStatus: PayStatus; paid: boolean; refundStatus?: number }): string => {
      if (order.payStatus !== 'paid' && order.payStatus !== 'cod') return payStatus(order.payStatus)
      if (order.refundStatus === 3) return orderRefund(3)
      if (order.refundStatus === 2) return orderRefund(2)
      return order.paid ? payStatus('paid') : payStatus('cod')
    },
    /** The step bar's labels: cash on delivery is paid at the door, so its second step is never "Paid". */
    steps: (payType: string) =>
      payType === 'cod'
        ? [t`Place order`, t`Confirmed`, t`Shipped`, t`Delivered and paid`]
        : [t`Place order`, t`Paid`, t`Shipped`, t`Completed`],
  }
}
