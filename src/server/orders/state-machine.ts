/**
 * The order and refund state machines in one place, with the contract's numeric codes (docs/api.md §4.1 (#ref-4-1), §4.3 (#ref-4-3)).
 * Services ask `assert…` before they change a row: an invalid transition is an ApiError 400 with a clear message,
 * thrown before anything was written. docs/orders.md has the same tables for people.
 */
import { badRequest } from '../http/envelope'

/** Master order `status` (text): how the whole checkout is paid. */
export const MASTER = {
  unpaid: 'unpaid',
  awaitingConfirmation: 'awaiting_confirmation',
  paid: 'paid',
  cod: 'cod',
  cancelled: 'cancelled',
} as const
export type MasterStatus = (typeof MASTER)[keyof typeof MASTER]

/** Merchant order `status` (docs/api.md §4.1 (#ref-4-1), a JSON number). */
export const ORDER = { awaitingShipment: 0, shipped: 1, received: 2, completed: 3 } as const
export type OrderStatus = (typeof ORDER)[keyof typeof ORDER]

/** Merchant order `refundStatus`: 0 none (or the last request refused), 1 under way, 2 partly, 3 fully refunded. */
export const ORDER_REFUND = { none: 0, underWay: 1, partlyRefunded: 2, refunded: 3 } as const

/** Refund order `refundStatus` (docs/api.md §4.3 (#ref-4-3)). */
export const REFUND = { review: 0, refused: 1, accepted: 2, refunded: 3 } as const
export type RefundStatus = (typeof REFUND)[keyof typeof REFUND]

export type OrderEvent = 'ship' | 'logistics' | 'receive' | 'complete' | 'delete'
export type MasterEvent = 'cancel' | 'confirm-transfer' | 'delete'
export type RefundEvent = 'request' | 'approve' | 'refuse' | 'refunded'

/** Merchant-order transitions: from which `status` each event may start, and where it leads. */
export const ORDER_TRANSITIONS: Record<OrderEvent, { from: readonly OrderStatus[]; to: OrderStatus | null }> = {
  ship: { from: [ORDER.awaitingShipment], to: ORDER.shipped },
  logistics: { from: [ORDER.shipped, ORDER.received, ORDER.completed], to: null },
  receive: { from: [ORDER.shipped], to: ORDER.received },
  complete: { from: [ORDER.received], to: ORDER.completed },
  delete: { from: [ORDER.completed], to: null },
}

/** Master-order transitions (by text status). */
export const MASTER_TRANSITIONS: Record<MasterEvent, { from: readonly MasterStatus[]; to: MasterStatus | null }> = {
  // Cash on delivery only while nothing of it has shipped (`isMasterCancellable`).
  cancel: { from: [MASTER.unpaid, MASTER.awaitingConfirmation, MASTER.cod], to: MASTER.cancelled },
  'confirm-transfer': { from: [MASTER.awaitingConfirmation], to: MASTER.paid },
  delete: { from: [MASTER.cancelled], to: null },
}

/** Refund-order transitions. */
export const REFUND_TRANSITIONS: Record<RefundEvent, { from: readonly (RefundStatus | 'none')[]; to: RefundStatus }> = {
  request: { from: ['none'], to: REFUND.review },
  approve: { from: [REFUND.review], to: REFUND.accepted },
  refuse: { from: [REFUND.review], to: REFUND.refused },
  refunded: { from: [REFUND.accepted], to: REFUND.refunded },
}

// Parts of the refusals below, each a marked message (decision 25).
const ORDER_NAMES: Record<OrderStatus, string> = {
  0: /*i18n*/ 'awaiting shipment',
  1: /*i18n*/ 'shipped',
  2: /*i18n*/ 'received',
  3: /*i18n*/ 'completed',
}
const MASTER_NAMES: Record<MasterStatus, string> = {
  unpaid: /*i18n*/ 'awaiting payment',
  awaiting_confirmation: /*i18n*/ 'awaiting confirmation of the transfer',
  paid: /*i18n*/ 'paid',
  cod: /*i18n*/ 'cash on delivery',
  cancelled: /*i18n*/ 'cancelled',
}
const REFUND_NAMES: Record<RefundStatus, string> = {
  0: /*i18n*/ 'awaiting review',
  1: /*i18n*/ 'refused',
  2: /*i18n*/ 'accepted',
  3: /*i18n*/ 'refunded',
}

// One refusal per event, so a translation can phrase each action in its own grammar.
const ORDER_REFUSALS: Record<OrderEvent, string> = {
  ship: /*i18n*/ 'An order that is {state} cannot be shipped',
  logistics: /*i18n*/ 'An order that is {state} cannot be given logistics events',
  receive: /*i18n*/ 'An order that is {state} cannot be confirmed as received',
  complete: /*i18n*/ 'An order that is {state} cannot be completed',
  delete: /*i18n*/ 'An order that is {state} cannot be deleted',
}
const MASTER_REFUSALS: Record<MasterEvent, string> = {
  cancel: /*i18n*/ 'An order that is {state} cannot be cancelled',
  'confirm-transfer': /*i18n*/ 'An order that is {state} cannot be confirmed as paid',
  delete: /*i18n*/ 'An order that is {state} cannot be deleted',
}
const REFUND_REFUSALS: Record<RefundEvent, string> = {
  request: /*i18n*/ 'A refund that is {state} cannot be requested',
  approve: /*i18n*/ 'A refund that is {state} cannot be approved',
  refuse: /*i18n*/ 'A refund that is {state} cannot be refused',
  refunded: /*i18n*/ 'A refund that is {state} cannot be marked as refunded',
}

/** Throws 400 unless a merchant order in `status` may take `event`; returns the next status (or the same). */
export function assertOrderTransition(status: number, event: OrderEvent): OrderStatus {
  const rule = ORDER_TRANSITIONS[event]
  if (!(rule.from as readonly number[]).includes(status)) {
    const name = ORDER_NAMES[status as OrderStatus]
    const state = name ? { id: name } : { id: /*i18n*/ 'in status {status}', values: { status } }
    throw badRequest(ORDER_REFUSALS[event], { state })
  }
  return rule.to ?? (status as OrderStatus)
}

export function assertMasterTransition(status: string, event: MasterEvent): MasterStatus {
  const rule = MASTER_TRANSITIONS[event]
  if (!(rule.from as readonly string[]).includes(status)) {
    const name = MASTER_NAMES[status as MasterStatus] ?? status
    throw badRequest(MASTER_REFUSALS[event], { state: { id: name } })
  }
  return rule.to ?? (status as MasterStatus)
}

export function assertRefundTransition(status: RefundStatus | 'none', event: RefundEvent): RefundStatus {
  const rule = REFUND_TRANSITIONS[event]
  if (!rule.from.includes(status)) {
    const name = status === 'none' ? /*i18n*/ 'not requested' : REFUND_NAMES[status]
    throw badRequest(REFUND_REFUSALS[event], { state: { id: name } })
  }
  return rule.to
}

/**
 * Whether the shopper may cancel a master order now: awaiting payment, or cash on delivery while every merchant
 * order still awaits shipment with no refund (nothing left the shop, nothing was paid).
 */
export function isMasterCancellable(
  status: string,
  parts: readonly { status: number; refundStatus: number }[],
): boolean {
  if (!(MASTER_TRANSITIONS.cancel.from as readonly string[]).includes(status)) return false
  if (status !== MASTER.cod) return true
  return parts.every((p) => Number(p.status) === ORDER.awaitingShipment && Number(p.refundStatus) === ORDER_REFUND.none)
}

/** Whether the shopper has paid a merchant order: paid online, or cash on delivery once it was received. */
export function isOrderPaid(master: { paid: boolean; status: string; payType: string }, orderStatus: number): boolean {
  if (master.paid) return true
  return master.status === MASTER.cod && orderStatus >= ORDER.received
}
