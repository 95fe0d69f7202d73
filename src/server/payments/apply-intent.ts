/**
 * What Stripe says about a PaymentIntent, applied to its `payments` row and master order. The webhook (PY7) and
 * the reconcile of the result page (PY6) share this function, so both reach the same state; applying the same
 * outcome twice changes nothing. It runs inside the caller's transaction, the master order locked first.
 *
 * Money that arrives is never lost: an order cancelled meanwhile is revived (stock taken again); when that is
 * impossible, or the amount does not match, or the order was already settled otherwise, the payment is refunded
 * through Stripe and the row records why.
 */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { payments } from '../db/schema'
import { logger } from '../logger'
import { lockMasterOrder, markMasterOrderPaid, type MasterOrderRow, reviveCancelledOrder } from '../orders/lifecycle'
import { callStripe, fromMinorUnits, type PaymentIntent, stripeCurrency, toMinorUnits } from './stripe-client'

export type IntentOutcome = 'succeeded' | 'failed' | 'processing' | 'cancelled' | 'pending'
export type ApplyResult = 'paid' | 'refunded' | 'failed' | 'updated' | 'unchanged' | 'ignored'

type PaymentRow = typeof payments.$inferSelect

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

async function paymentRowFor(tx: DbOrTx, order: MasterOrderRow, intent: PaymentIntent): Promise<{ row: PaymentRow; expectedCurrency: string } | null> {
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, intent.id)))
    .for('update')
  if (existing) {
    if (existing.orderNo !== order.orderNo) {
      logger.error(`stripe ${intent.id}: metadata names order ${order.orderNo}, but the payment belongs to ${existing.orderNo}; ignored`)
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

async function setRow(tx: DbOrTx, row: PaymentRow, status: string, failureReason = '') {
  await tx.update(payments).set({ status, failureReason, updatedAt: new Date() }).where(eq(payments.id, row.id))
}

async function refund(tx: DbOrTx, row: PaymentRow, intent: PaymentIntent, reason: string, stripeReason: 'duplicate' | 'requested_by_customer') {
  // One refund per intent, even when the webhook and a reconcile race or Stripe retries the event.
  await callStripe((stripe) =>
    stripe.refunds.create(
      { payment_intent: intent.id, reason: stripeReason, metadata: { orderNo: row.orderNo, reason: reason.slice(0, 450) } },
      { idempotencyKey: `refund-${intent.id}` },
    ),
  )
  await setRow(tx, row, 'refunded', reason)
  logger.warn(`stripe ${intent.id} for order ${row.orderNo} refunded: ${reason}`)
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
      return settleSucceeded(tx, order, row, intent, expectedCurrency)
  }
}

async function settleSucceeded(tx: DbOrTx, order: MasterOrderRow, row: PaymentRow, intent: PaymentIntent, expectedCurrency: string): Promise<ApplyResult> {
  const expectedAmount = toMinorUnits(order.payPrice, expectedCurrency)
  const received = intent.amount_received || intent.amount
  if (intent.currency !== expectedCurrency || received !== expectedAmount) {
    const got = `${fromMinorUnits(received, intent.currency)} ${intent.currency.toUpperCase()}`
    await refund(tx, row, intent, `Amount mismatch: received ${got}, the order costs ${order.payPrice} ${expectedCurrency.toUpperCase()}`, 'requested_by_customer')
    return 'refunded'
  }
  const paidAt = new Date()
  if (order.status === 'unpaid') {
    await markMasterOrderPaid(tx, order.id, 'stripe', paidAt)
    await setRow(tx, row, 'succeeded')
    return 'paid'
  }
  if (order.status === 'cancelled') {
    if (await reviveCancelledOrder(tx, order.id)) {
      await markMasterOrderPaid(tx, order.id, 'stripe', paidAt)
      await setRow(tx, row, 'succeeded')
      logger.info(`order ${order.orderNo} was cancelled before its payment ${intent.id} arrived: revived and paid`)
      return 'paid'
    }
    await refund(tx, row, intent, 'The order was cancelled before the payment arrived and its goods are no longer in stock', 'requested_by_customer')
    return 'refunded'
  }
  if (order.status === 'paid') {
    await refund(tx, row, intent, 'The order had already been paid', 'duplicate')
    return 'refunded'
  }
  // cod or awaiting_confirmation: the shopper chose another way to pay after starting a card payment.
  await refund(tx, row, intent, `The order is settled by ${order.status === 'cod' ? 'cash on delivery' : 'bank transfer'}`, 'duplicate')
  return 'refunded'
}
