/**
 * PayPal by redirect (Orders v2, intent CAPTURE). PY2 creates the PayPal order and answers its approval URL; the
 * shopper approves at PayPal and comes back to the payment result page, which sends PY5 (capture); PayPal's
 * webhook (PY9) says the same. Both roads end in `applyPaypalCapture`, which settles through the one "paid"
 * transition (`settlePaid`, shared with Stripe), so whichever comes second changes nothing.
 */
import { and, desc, eq } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { Db, DbOrTx } from '../db/client'
import { payments } from '../db/schema'
import { badRequest } from '../http/envelope'
import { logger } from '../logger'
import { lockMasterOrder, type MasterOrderRow } from '../orders'
import { type ApplyResult, FINAL_PAYMENT_STATUSES, type PaymentRow, setRow, settlePaid } from './apply-intent'
import {
  approvalUrlOf,
  captureOf,
  issueOf,
  type PaypalCapture,
  type PaypalOrder,
  PaypalUnavailable,
  paypalCall,
  paypalOk,
  toPaypalValue,
} from './paypal-client'

/** Stored as the row's failure reason and answered by PY5; PY6 answers it in the shopper's language. */
export const PAYPAL_DECLINED =
  /*i18n*/ 'PayPal declined the payment. Please try again with another card or account at PayPal, or choose another payment method'
export const PAYPAL_NOT_FOUND = /*i18n*/ 'This PayPal payment was not found'
export const ALREADY_PAID = /*i18n*/ 'This order has already been paid'
export const PAYMENT_PROCESSING = /*i18n*/ 'The payment is being processed, please wait'

/** The currency as PayPal writes it (upper case); rows keep the shop's lower-case code like Stripe's. */
const shopCurrency = () => config().currency.code.toLowerCase()

/** Where PayPal sends the shopper back: the payment result page (status=1 also tells the original client "success"). */
function returnUrls(origin: string, orderNo: string) {
  const base = `${config().publicUrl || origin}/order/payment_result?orderNo=${encodeURIComponent(orderNo)}`
  return { returnUrl: `${base}&status=1`, cancelUrl: `${base}&status=cancelled` }
}

async function paypalRows(db: DbOrTx, orderNo: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.provider, 'paypal')))
    .orderBy(desc(payments.id))
}

/**
 * PY2 for PayPal, the order already checked as the shopper's and payable. The latest PayPal order is reused while
 * it still waits for the shopper's approval for the same amount; one already approved is captured now (the
 * shopper approved but never came back) instead of asking again. Otherwise a new PayPal order is created with a
 * `PayPal-Request-Id` per order, attempt and amount, so a doubled click gets the same PayPal order.
 * Answers the approval URL.
 */
export async function startPaypalPayment(
  db: Db,
  order: MasterOrderRow,
  origin: string,
  recheck: (tx: DbOrTx) => Promise<unknown>,
): Promise<string> {
  const currency = config().currency.code.toUpperCase()
  const value = toPaypalValue(order.payPrice, currency)
  const earlier = await paypalRows(db, order.orderNo)
  const latest = earlier[0]
  let approvalUrl = ''
  let paypalOrderId = ''
  if (latest?.providerRef && !FINAL_PAYMENT_STATUSES.has(latest.status) && latest.status !== 'failed') {
    const current = await paypalOk<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(latest.providerRef)}`)
    if (current.status === 'APPROVED' || current.status === 'COMPLETED') {
      const result = await capturePaypalOrder(db, latest)
      if (result === 'paid' || result === 'unchanged') throw badRequest(ALREADY_PAID)
      if (result === 'processing') throw badRequest(PAYMENT_PROCESSING)
    } else if (
      (current.status === 'CREATED' || current.status === 'PAYER_ACTION_REQUIRED') &&
      current.purchase_units?.[0]?.amount?.value === value &&
      current.purchase_units[0].amount.currency_code === currency
    ) {
      approvalUrl = approvalUrlOf(current)
      paypalOrderId = current.id
    }
  }
  if (!approvalUrl) {
    const { returnUrl, cancelUrl } = returnUrls(origin, order.orderNo)
    const created = await paypalOk<PaypalOrder>('POST', '/v2/checkout/orders', {
      requestId: `pp-${order.orderNo}-${earlier.length + 1}-${value}${currency}`,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.orderNo,
            custom_id: order.orderNo,
            description: `Order ${order.orderNo}`,
            amount: { currency_code: currency, value },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: returnUrl,
              cancel_url: cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
    })
    approvalUrl = approvalUrlOf(created)
    paypalOrderId = created.id
    if (!approvalUrl) throw new PaypalUnavailable(`PayPal order ${created.id} has no approval link`)
  }
  await db.transaction(async (tx) => {
    await recheck(tx)
    await tx
      .insert(payments)
      .values({
        orderNo: order.orderNo,
        userId: order.userId,
        provider: 'paypal',
        providerRef: paypalOrderId,
        approvalUrl,
        amount: order.payPrice,
        currency: shopCurrency(),
        status: 'created',
      })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerRef],
        set: { approvalUrl, updatedAt: new Date() },
      })
  })
  return approvalUrl
}

export type CaptureResult = ApplyResult | 'processing' | 'declined'

/**
 * Captures an approved PayPal order (PY5, the webhook's CHECKOUT.ORDER.APPROVED, PY2 finding it approved) and
 * applies the result. `PayPal-Request-Id` per PayPal order makes a second capture answer the first; an order
 * captured already (ORDER_ALREADY_CAPTURED) is read back. PayPal is called outside any transaction.
 */
export async function capturePaypalOrder(db: Db, row: PaymentRow): Promise<CaptureResult> {
  if (FINAL_PAYMENT_STATUSES.has(row.status)) return 'unchanged'
  const id = row.providerRef!
  const answer = await paypalCall<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
    requestId: `capture-${id}`,
    body: {},
  })
  let captured: PaypalOrder
  if (answer.status < 300) captured = answer.body
  else {
    const issue = issueOf(answer.body)
    if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED' || issue === 'TRANSACTION_REFUSED') {
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, row.id)).for('update')
        if (locked && !FINAL_PAYMENT_STATUSES.has(locked.status)) await setRow(tx, locked, 'failed', PAYPAL_DECLINED)
      })
      logger.info(`paypal ${id} for order ${row.orderNo}: capture declined (${issue})`)
      return 'declined'
    }
    if (issue !== 'ORDER_ALREADY_CAPTURED') throw new PaypalUnavailable(`capture ${id}: HTTP ${answer.status} ${issue}`)
    captured = await paypalOk<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`)
  }
  const capture = captureOf(captured)
  if (!capture) throw new PaypalUnavailable(`PayPal order ${id} has no capture`)
  return db.transaction((tx) => applyPaypalCapture(tx, row.orderNo, id, capture))
}

/** PayPal's refund of a whole capture (a payment that cannot be kept); one per capture, whatever retries. */
async function refundCapture(capture: PaypalCapture, orderNo: string, reason: string) {
  await paypalOk('POST', `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, {
    requestId: `refund-${capture.id}`,
    body: { note_to_payer: reason.slice(0, 255), custom_id: orderNo },
  })
}

/**
 * A capture's state applied to its payment row and master order, in the caller's transaction: COMPLETED settles
 * through `settlePaid`; PENDING waits; DECLINED and FAILED fail the attempt (the order stays payable).
 * Applying the same capture twice changes nothing.
 */
export async function applyPaypalCapture(
  tx: DbOrTx,
  orderNo: string,
  paypalOrderId: string,
  capture: PaypalCapture,
): Promise<CaptureResult> {
  const order = await lockMasterOrder(tx, orderNo)
  if (!order) {
    logger.warn(`paypal ${paypalOrderId}: order ${orderNo} does not exist; ignored`)
    return 'ignored'
  }
  let [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'paypal'), eq(payments.providerRef, paypalOrderId)))
    .for('update')
  if (row && row.orderNo !== orderNo) {
    logger.error(`paypal ${paypalOrderId}: names order ${orderNo}, but the payment belongs to ${row.orderNo}; ignored`)
    return 'ignored'
  }
  if (!row) {
    // Created at PayPal but the row was not written (PY2 failed after PayPal answered): record it now.
    ;[row] = await tx
      .insert(payments)
      .values({
        orderNo,
        userId: order.userId,
        provider: 'paypal',
        providerRef: paypalOrderId,
        amount: capture.amount.value,
        currency: shopCurrency(),
        status: 'created',
      })
      .returning()
  }
  if (FINAL_PAYMENT_STATUSES.has(row.status)) return 'unchanged'
  if (row.captureRef !== capture.id)
    await tx.update(payments).set({ captureRef: capture.id }).where(eq(payments.id, row.id))
  switch (capture.status) {
    case 'COMPLETED':
      return settlePaid(
        tx,
        order,
        row,
        {
          provider: 'paypal',
          ref: capture.id,
          amount: capture.amount.value,
          currency: capture.amount.currency_code,
          refund: (reason) => refundCapture(capture, orderNo, reason),
        },
        row.currency,
      )
    case 'PENDING':
      if (row.status !== 'processing') await setRow(tx, row, 'processing')
      return 'processing'
    case 'DECLINED':
    case 'FAILED':
      await setRow(tx, row, 'failed', PAYPAL_DECLINED)
      return 'declined'
    default:
      return 'unchanged'
  }
}

/** The PayPal payment row a return (PY5) names by its `token` (the PayPal order id), when it is this user's. */
export async function findUserPaypalPayment(
  db: DbOrTx,
  userId: number,
  paypalOrderId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'paypal'), eq(payments.providerRef, paypalOrderId), eq(payments.userId, userId)))
  return row ?? null
}

/** PY6's reconcile: an unsettled PayPal payment the shopper approved is captured now (the return may be lost). */
export async function reconcilePaypal(db: Db, orderNo: string): Promise<void> {
  const open = (await paypalRows(db, orderNo))
    .slice(0, 5)
    .filter((row) => row.providerRef && !FINAL_PAYMENT_STATUSES.has(row.status) && row.status !== 'failed')
  for (const row of open) {
    try {
      const current = await paypalOk<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(row.providerRef!)}`)
      if (current.status === 'APPROVED') await capturePaypalOrder(db, row)
      else if (current.status === 'COMPLETED') {
        const capture = captureOf(current)
        if (capture) await db.transaction((tx) => applyPaypalCapture(tx, orderNo, current.id, capture))
      }
    } catch (error) {
      // PayPal unreachable (already logged): answer what is stored; the webhook or a later visit settles it.
      if (!(error instanceof PaypalUnavailable)) throw error
    }
  }
}
