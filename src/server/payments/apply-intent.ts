/**
 * What Stripe says about a PaymentIntent, applied to its `payments` row and master order. The webhook (PY7) and
 * the reconcile of the result page (PY6) share this function, so both reach the same state; applying the same
 * outcome twice changes nothing. It runs inside the caller's transaction, the master order locked first.
 *
 * Money that arrives is never lost: an order cancelled meanwhile is revived (stock taken again); when that is
 * impossible, or the amount does not match, or the order was already settled otherwise, the payment is refunded
 * through Stripe and the row records why.
 */
import Decimal from 'decimal.js'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { payments } from '../db/schema'
import { logger } from '../logger'
import { lockMasterOrder, markMasterOrderPaid, type MasterOrderRow, reviveCancelledOrder } from '../orders'
import { callStripe, fromMinorUnits, type PaymentIntent, stripeCurrency } from './stripe-client'

export type IntentOutcome = 'succeeded' | 'failed' | 'processing' | 'cancelled' | 'pending'
export type PaymentRow = typeof payments.$inferSelect
export type ApplyResult = 'paid' | 'refunded' | 'failed' | 'updated' | 'unchanged' | 'ignored'

/** Settled rows never change again. */
export const FINAL_PAYMENT_STATUSES = new Set(['succeeded', 'refunded'])

/** The outcome a PaymentIntent's current state stands for. */
export function outcomeOf(intent: Pick<PaymentIntent, 'status' | 'last_payment_error'>): IntentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded'
    case 'processing':
      return 'processing'
    case 'canceled':
      return 'cancelled'
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending'
    default:
      return 'pending'
  }
}

export const failureReasonOf = (intent: Pick<PaymentIntent, 'last_payment_error'>) =>
  (intent.last_payment_error?.message || 'The payment was declined').slice(0, 500)

async function paymentRowFor(
  tx: DbOrTx,
  order: MasterOrderRow,
  intent: PaymentIntent,
): Promise<{ row: PaymentRow; expectedCurrency: string } | null> {
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, intent.id)))
    .for('update')
  if (existing) {
    if (existing.orderNo !== order.orderNo) {
      logger.error(
        `stripe ${intent.id}: metadata names order ${order.orderNo}, but the payment belongs to ${existing.orderNo}; ignored`,
      )
      return null
    }
    return { row: existing, expectedCurrency: existing.currency }
  }
  // The intent was created but its row was not written (PY2 failed after Stripe answered): record it now.
  const [created] = await tx
    .insert(payments)
    .values({
      orderNo: order.orderNo,
      userId: order.userId,
      provider: 'stripe',
      providerRef: intent.id,
      amount: fromMinorUnits(intent.amount, intent.currency),
      currency: intent.currency,
      status: 'created',
    })
    .returning()
  return { row: created, expectedCurrency: stripeCurrency() }
}

export async function setRow(tx: DbOrTx, row: PaymentRow, status: string, failureReason = '') {
  await tx.update(payments).set({ status, failureReason, updatedAt: new Date() }).where(eq(payments.id, row.id))
}

async function refund(
  intent: PaymentIntent,
  row: PaymentRow,
  reason: string,
  stripeReason: 'duplicate' | 'requested_by_customer',
) {
  // One refund per intent, even when the webhook and a reconcile race or Stripe retries the event.
  await callStripe((stripe) =>
    stripe.refunds.create(
      {
        payment_intent: intent.id,
        reason: stripeReason,
        metadata: { orderNo: row.orderNo, reason: reason.slice(0, 450) },
      },
      { idempotencyKey: `refund-${intent.id}` },
    ),
  )
}

/** Applies `outcome` (usually `outcomeOf(intent)`; the webhook passes its event's meaning). */
export async function applyIntent(tx: DbOrTx, intent: PaymentIntent, outcome: IntentOutcome): Promise<ApplyResult> {
  const orderNo = intent.metadata?.orderNo
  if (!orderNo) {
    logger.warn(`stripe ${intent.id}: no orderNo in its metadata; ignored`)
    return 'ignored'
  }
  const order = await lockMasterOrder(tx, orderNo)
  if (!order) {
    logger.warn(`stripe ${intent.id}: order ${orderNo} does not exist; ignored`)
    return 'ignored'
  }
  const found = await paymentRowFor(tx, order, intent)
  if (!found) return 'ignored'
  const { row, expectedCurrency } = found
  if (FINAL_PAYMENT_STATUSES.has(row.status)) return 'unchanged'

  switch (outcome) {
    case 'pending':
      return 'unchanged'
    case 'processing':
      if (row.status === 'processing') return 'unchanged'
      await setRow(tx, row, 'processing')
      return 'updated'
    case 'cancelled':
      await setRow(tx, row, 'cancelled', row.failureReason)
      return 'updated'
    case 'failed':
      await setRow(tx, row, 'failed', failureReasonOf(intent))
      return 'failed'
    case 'succeeded':
      return settleIntent(tx, order, row, intent, expectedCurrency)
  }
}

/** What arrived, whoever carried it: the amount (a decimal string) and currency, and how to give it back. */
export interface ReceivedPayment {
  provider: 'stripe' | 'paypal'
  /** The provider's id of the payment, for the log. */
  ref: string
  amount: string
  currency: string
  /** Gives the whole payment back through its provider (idempotent per payment); `duplicate` when paid twice. */
  refund(reason: string, duplicate: boolean): Promise<void>
}

/**
 * The one "paid" transition of every provider (Stripe's webhook and reconcile, PayPal's return, capture and
 * webhook): the order is marked paid, or revived and paid when it was cancelled meanwhile; money that cannot be
 * kept (wrong amount, order already paid or settled otherwise, goods gone) is refunded and the row says why.
 * Runs in the caller's transaction with the master order locked and `row` not settled yet.
 */
export async function settlePaid(
  tx: DbOrTx,
  order: MasterOrderRow,
  row: PaymentRow,
  received: ReceivedPayment,
  expectedCurrency: string,
): Promise<ApplyResult> {
  const giveBack = async (reason: string, duplicate: boolean): Promise<ApplyResult> => {
    await received.refund(reason, duplicate)
    await setRow(tx, row, 'refunded', reason)
    logger.warn(`${received.provider} ${received.ref} for order ${row.orderNo} refunded: ${reason}`)
    return 'refunded'
  }
  if (
    received.currency.toLowerCase() !== expectedCurrency.toLowerCase() ||
    !new Decimal(received.amount).equals(order.payPrice)
  ) {
    const got = `${new Decimal(received.amount).toFixed(2)} ${received.currency.toUpperCase()}`
    return giveBack(
      `Amount mismatch: received ${got}, the order costs ${order.payPrice} ${expectedCurrency.toUpperCase()}`,
      false,
    )
  }
  const paidAt = new Date()
  if (order.status === 'unpaid') {
    await markMasterOrderPaid(tx, order.id, received.provider, paidAt)
    await setRow(tx, row, 'succeeded')
    return 'paid'
  }
  if (order.status === 'cancelled') {
    if (await reviveCancelledOrder(tx, order.id)) {
      await markMasterOrderPaid(tx, order.id, received.provider, paidAt)
      await setRow(tx, row, 'succeeded')
      logger.info(`order ${order.orderNo} was cancelled before its payment ${received.ref} arrived: revived and paid`)
      return 'paid'
    }
    return giveBack('The order was cancelled before the payment arrived and its goods are no longer in stock', false)
  }
  if (order.status === 'paid') return giveBack('The order had already been paid', true)
  // cod or awaiting_confirmation: the shopper chose another way to pay after starting this payment.
  return giveBack(`The order is settled by ${order.status === 'cod' ? 'cash on delivery' : 'bank transfer'}`, true)
}

function settleIntent(
  tx: DbOrTx,
  order: MasterOrderRow,
  row: PaymentRow,
  intent: PaymentIntent,
  expectedCurrency: string,
): Promise<ApplyResult> {
  const received = intent.amount_received || intent.amount
  return settlePaid(
    tx,
    order,
    row,
    {
      provider: 'stripe',
      ref: intent.id,
      amount: fromMinorUnits(received, intent.currency),
      currency: intent.currency,
      refund: (reason, duplicate) => refund(intent, row, reason, duplicate ? 'duplicate' : 'requested_by_customer'),
    },
    expectedCurrency,
  )
}
