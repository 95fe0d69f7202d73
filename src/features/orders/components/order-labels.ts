/** Translated words for order states and payment methods (front-api §4.1, §4.7; docs/api.md payStatus). */
import { useLingui } from '@lingui/react/macro'
import { usePayTypeLabel } from '~/features/checkout'

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
  const { t } = useLingui()
  return {
    /** The method the shopper chose (the checkout's words); an unknown code is shown as is. */
    payType: usePayTypeLabel(),
    payStatus: (payStatus: string) => {
      switch (payStatus) {
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
          return payStatus
      }
    },
    /** Merchant-order status (§4.1). */
    status: (status: number) => {
      switch (status) {
        case 0:
          return t`Awaiting shipment`
        case 1:
          return t`Awaiting receipt`
        case 2:
          return t({ message: 'Received', context: 'order status' })
        case 3:
          return t`Completed`
        default:
          return String(status)
      }
    },
    tab: (tab: number) =>
      [t`To pay`, t`To ship`, t`To receive`, t`Completed`, t`To evaluate`, t`Return/refund`, t`Cancelled`, t`All`][tab] ?? '',
    /** Refund-order state (front-api §4.3); the merchant's refusal reason is shown next to 1. */
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
    /** R2's reasons are English on the wire (and sent back as they are); shown in the shopper's language. */
    refundReason: (reason: string) =>
      ({
        'Item not received': t`Item not received`,
        'Item damaged or defective': t`Item damaged or defective`,
        'Item not as described': t`Item not as described`,
        'Wrong item or size sent': t`Wrong item or size sent`,
        'Missing parts or accessories': t`Missing parts or accessories`,
        'Changed my mind': t`Changed my mind`,
        Other: t`Other`,
      })[reason] ?? reason,
    /** A merchant order's own refund state (designed): 1 under way, 2 partly refunded, 3 refunded. */
    orderRefund: (status: number) =>
      status === 1 ? t`Refund in progress` : status === 2 ? t`Partly refunded` : status === 3 ? t`Refunded` : '',
    /** The step bar's labels: cash on delivery is paid at the door, so its second step is never "Paid". */
    steps: (payType: string) =>
      payType === 'cod'
        ? [t`Place order`, t`Confirmed`, t`Shipped`, t`Delivered and paid`]
        : [t`Place order`, t`Paid`, t`Shipped`, t`Completed`],
  }
}
