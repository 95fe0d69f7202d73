/**
 * PY2 (start paying a master order) and PY6 (the payment result, reconciling with Stripe first).
 * Order state changes go through src/server/orders/lifecycle.ts; this module owns the `payments` rows.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { isPayType, type PayResult, type PayStatus, type PayType } from '~/contract'
import type { Db, DbOrTx } from '../db/client'
import { preparedSql } from '../db/prepared'
import { orders, payments, siteSettings } from '../db/schema'
import { badRequest, notFound } from '../http/envelope'
import { formatDateTime } from '../http/dates'
import { expireUserOverdueOrders, ownMasterOrderNo, shownCurrencyOf } from '../orders'
import { lockMasterOrder, markMasterOrderAwaitingConfirmation, type MasterOrderRow } from '../orders'
import { sitePathOf } from '../kit/urls'
import { isOwnUpload, uploadKeyOfPath } from '../uploads'
import { applyIntent, FINAL_PAYMENT_STATUSES, outcomeOf } from './apply-intent'
import { isEnabled, payMethods } from './methods'
import type { PaymentInput } from './schemas'
import { FALLBACK_LOCALE, type Locale } from '../../i18n/locales'
import { translate } from '../http/messages'
import {
  capturePaypalOrder,
  findUserPaypalPayment,
  PAYPAL_DECLINED,
  PAYPAL_NOT_FOUND,
  reconcilePaypal,
  startPaypalPayment,
} from './paypal'
import { paypalEnabled } from './paypal-client'
import {
  callStripe,
  type PaymentIntent,
  StripeUnavailable,
  stripeCurrency,
  stripeEnabled,
  toMinorUnits,
} from './stripe-client'

export const CHOOSE_METHOD = /*i18n*/ 'Please choose a payment method'
export const METHOD_UNAVAILABLE = /*i18n*/ 'This payment method is not available'
export const UNKNOWN_METHOD = /*i18n*/ 'Unsupported payment method'
export const ORDER_NOT_FOUND = /*i18n*/ 'Order not found'
export const VOUCHER_REQUIRED = /*i18n*/ 'Please upload a screenshot of the payment'
export const VOUCHER_NOT_ALLOWED = /*i18n*/ 'The payment screenshot must be an image you uploaded'
export const NOTE_REQUIRED = /*i18n*/ 'Please add a note about the transfer'

/** Known to the client (docs/api.md §4.7 (#ref-4-7)) but not integrated by this shop. */
const FOREIGN_METHODS = new Set<string>(['wechat', 'upi'])

/** PY3 and PY4 (the WeChat Pay and UPI QR results): never integrated, so a clear refusal. */
export const WECHAT_UNAVAILABLE = /*i18n*/ 'WeChat Pay is not available in this shop'
export const UPI_UNAVAILABLE = /*i18n*/ 'UPI payments are not available in this shop'
/** PaymentIntent states in which the shopper can still pay with the same client secret. */
const PAYABLE_INTENT = new Set<PaymentIntent['status']>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
])

/** Why an order cannot be paid now, or null when it is awaiting payment. */
function notPayableReason(order: MasterOrderRow, now = new Date()): string | null {
  switch (order.status) {
    case 'unpaid':
      return order.expiresAt.getTime() <= now.getTime() ? /*i18n*/ 'This order has expired' : null
    case 'paid':
      return /*i18n*/ 'This order has already been paid'
    case 'cancelled':
      return /*i18n*/ 'This order has been cancelled'
    default:
      return NOT_AWAITING_PAYMENT
  }
}

const NOT_AWAITING_PAYMENT = /*i18n*/ 'This order is not awaiting payment'

/** The user's master order, locked and awaiting payment; otherwise a 400 (and the caller's transaction rolls back). */
async function lockPayableOrder(tx: DbOrTx, orderNo: string, userId: number): Promise<MasterOrderRow> {
  const order = await lockMasterOrder(tx, orderNo, userId)
  if (!order || order.isDeleted) throw badRequest(ORDER_NOT_FOUND)
  const reason = notPayableReason(order)
  if (reason) throw badRequest(reason)
  return order
}

async function findOwnOrder(db: DbOrTx, orderNo: string, userId: number): Promise<MasterOrderRow | null> {
  const [order] = await db.select().from(orders).where(ownMasterOrderNo(userId, orderNo))
  return order ?? null
}

function checkedPayType(payType: string): PayType {
  if (payType === '') throw badRequest(CHOOSE_METHOD)
  if (FOREIGN_METHODS.has(payType)) throw badRequest(METHOD_UNAVAILABLE)
  if (!isPayType(payType)) throw badRequest(UNKNOWN_METHOD)
  return payType
}

export interface PaymentStart {
  stripeClientSecret?: string
  /** PayPal's approval URL, which the page follows; "" for the other methods. */
  redirect: string
}

/**
 * Cash on delivery, in one statement (no transaction, one round trip): when the shop takes cash on delivery, the
 * user's unpaid, unexpired order becomes `cod` and its payment row is written, both or neither. The update locks the
 * order row and re-checks its conditions on the newest version after a wait, so of two clicks one wins; when no row
 * changed, the pay methods and then the order are read to say why. Prepared, so PostgreSQL plans it once per
 * connection (decision 90).
 */
async function startCodPayment(db: Db, userId: number, orderNo: string, now = new Date()) {
  const { rows } = await preparedSql<{ id: number }>(
    db,
    'payments_start_cod',
    () => sql`
    with cod as (
      update ${orders} set status = 'cod', pay_type = 'cod', updated_at = ${sql.placeholder('at')}::timestamptz
      where ${orders.orderNo} = ${sql.placeholder('orderNo')} and ${orders.userId} = ${sql.placeholder('userId')}
        and not ${orders.isDeleted} and ${orders.status} = 'unpaid'
        and ${orders.expiresAt} > ${sql.placeholder('at')}::timestamptz
        and (select ${siteSettings.value} -> 'cod' -> 'enabled' from ${siteSettings}
          where ${siteSettings.key} = 'checkout') = 'true'::jsonb
      returning ${orders.orderNo}, ${orders.payPrice}
    )
    insert into ${payments} (order_no, user_id, provider, amount, currency, status)
    select order_no, ${sql.placeholder('userId')}, 'cod', pay_price, ${sql.placeholder('currency')}, 'created' from cod
    returning ${payments.id}`,
  ).execute({ orderNo, userId, at: now.toISOString(), currency: stripeCurrency() })
  if (rows.length > 0) return
  if (!isEnabled(await payMethods(db), 'cod')) throw badRequest(METHOD_UNAVAILABLE)
  const order = await findOwnOrder(db, orderNo, userId)
  if (!order || order.isDeleted) throw badRequest(ORDER_NOT_FOUND)
  throw badRequest(notPayableReason(order, now) ?? NOT_AWAITING_PAYMENT)
}

export async function startPayment(db: Db, userId: number, input: PaymentInput, origin: string): Promise<PaymentStart> {
  const payType = checkedPayType(input.payType)
  // Cash on delivery checks that it is on in its own statement.
  if (payType === 'cod') return startCodPayment(db, userId, input.orderNo).then(() => ({ redirect: '' }))
  if (!isEnabled(await payMethods(db), payType)) throw badRequest(METHOD_UNAVAILABLE)
  if (payType === 'stripe') return startStripePayment(db, userId, input.orderNo)
  if (payType === 'paypal') {
    const order = await findOwnOrder(db, input.orderNo, userId)
    if (!order) throw badRequest(ORDER_NOT_FOUND)
    const reason = notPayableReason(order)
    if (reason) throw badRequest(reason)
    const redirect = await startPaypalPayment(db, order, origin, (tx) => lockPayableOrder(tx, input.orderNo, userId))
    return { redirect }
  }
  await db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, input.orderNo, userId)
    const voucherPath = await checkedVoucher(tx, userId, input.payVoucher, origin)
    const note = input.payVoucherNote ?? ''
    if (note === '') throw badRequest(NOTE_REQUIRED)
    await markMasterOrderAwaitingConfirmation(tx, order.id, voucherPath, note)
    await tx.insert(payments).values({
      orderNo: order.orderNo,
      userId,
      provider: 'bank',
      amount: order.payPrice,
      currency: stripeCurrency(),
      status: 'submitted',
    })
  })
  return { redirect: '' }
}

/** The site path (`/media/uploads/…`) of a payment screenshot this user uploaded; the URL may be absolute. */
async function checkedVoucher(
  tx: DbOrTx,
  userId: number,
  voucher: string | null | undefined,
  origin: string,
): Promise<string> {
  if (!voucher) throw badRequest(VOUCHER_REQUIRED)
  const path = sitePathOf(voucher, origin)
  const key = path === null ? null : uploadKeyOfPath(path)
  if (path === null || key === null || !(await isOwnUpload(tx, userId, key))) throw badRequest(VOUCHER_NOT_ALLOWED)
  return path
}

/**
 * Card payment: the latest PaymentIntent of the order is reused while Stripe says it can still be paid for the
 * same amount; otherwise a new one is created (idempotency key per order, attempt and amount, so a retried or
 * doubled request gets the same intent). Stripe is called outside any transaction; the row is written after
 * re-checking the order under its lock.
 */
async function startStripePayment(db: Db, userId: number, orderNo: string): Promise<PaymentStart> {
  const order = await findOwnOrder(db, orderNo, userId)
  if (!order) throw badRequest(ORDER_NOT_FOUND)
  const reason = notPayableReason(order)
  if (reason) throw badRequest(reason)

  const currency = stripeCurrency()
  const amount = toMinorUnits(order.payPrice, currency)
  // One read gives both the latest intent and the attempt count: two reads let a double click see "no intent yet"
  // and then "one attempt", and so make a second intent under a new idempotency key.
  const earlier = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.provider, 'stripe')))
    .orderBy(desc(payments.id))
  const latest = earlier[0]

  let intent: PaymentIntent | null = null
  if (latest?.providerRef) {
    const ref = latest.providerRef
    const current = await callStripe((stripe) => stripe.paymentIntents.retrieve(ref))
    if (current.status === 'succeeded' || current.status === 'processing') {
      // Paid (or being paid) already, the webhook not applied yet: apply it now instead of charging twice.
      await db.transaction((tx) => applyIntent(tx, current, outcomeOf(current)))
      throw badRequest(
        current.status === 'succeeded'
          ? /*i18n*/ 'This order has already been paid'
          : /*i18n*/ 'The payment is being processed, please wait',
      )
    }
    if (PAYABLE_INTENT.has(current.status) && current.amount === amount && current.currency === currency)
      intent = current
  }
  if (!intent) {
    const attempts = earlier.length
    intent = await callStripe((stripe) =>
      stripe.paymentIntents.create(
        {
          amount,
          currency,
          metadata: { orderNo },
          description: `Order ${orderNo}`,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `pi-${orderNo}-${attempts + 1}-${amount}${currency}` },
      ),
    )
  }
  if (!intent.client_secret) throw new StripeUnavailable(new Error(`PaymentIntent ${intent.id} has no client secret`))

  const created = intent
  await db.transaction(async (tx) => {
    await lockPayableOrder(tx, orderNo, userId)
    const now = new Date()
    await tx
      .insert(payments)
      .values({
        orderNo,
        userId,
        provider: 'stripe',
        providerRef: created.id,
        amount: order.payPrice,
        currency,
        status: 'created',
      })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerRef],
        set: { status: 'created', failureReason: '', updatedAt: now },
      })
  })
  return { stripeClientSecret: created.client_secret!, redirect: '' }
}

/**
 * PY6. For an order not paid yet, every unsettled card payment is first checked with Stripe and applied exactly
 * as the webhook would (a shopper back from the card page sees "paid" even before the webhook arrives). When
 * Stripe cannot be reached the stored state is answered.
 */
export async function payResult(
  db: Db,
  userId: number,
  orderNo: string,
  locale: Locale = FALLBACK_LOCALE,
): Promise<PayResult> {
  let order = await findOwnOrder(db, orderNo, userId)
  if (!order) throw notFound(ORDER_NOT_FOUND)
  if (order.status !== 'paid' && paypalEnabled()) await reconcilePaypal(db, orderNo)
  if (order.status !== 'paid' && stripeEnabled()) {
    const open = (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderNo, orderNo), eq(payments.provider, 'stripe')))
        .orderBy(desc(payments.id))
        .limit(5)
    ).filter((row) => row.providerRef && !FINAL_PAYMENT_STATUSES.has(row.status))
    for (const row of open) {
      try {
        const intent = await callStripe((stripe) => stripe.paymentIntents.retrieve(row.providerRef!))
        await db.transaction((tx) => applyIntent(tx, intent, outcomeOf(intent)))
      } catch (error) {
        // Stripe unreachable (already logged): answer what is stored; the webhook or a later visit settles it.
        if (!(error instanceof StripeUnavailable)) throw error
      }
    }
  }
  if (order.status === 'unpaid' && order.expiresAt.getTime() <= Date.now()) {
    // Not paid by the deadline (and Stripe says no different): cancel now rather than show it payable.
    await expireUserOverdueOrders(db, userId)
  }
  order = (await findOwnOrder(db, orderNo, userId))!
  const [latest] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderNo, orderNo))
    .orderBy(desc(payments.id))
    .limit(1)
  const failed = latest && (latest.status === 'failed' || latest.status === 'refunded')
  return {
    orderNo: order.orderNo,
    payStatus: order.status as PayStatus,
    paid: order.paid,
    payType: order.payType,
    payPrice: order.payPrice,
    payTime: formatDateTime(order.payTime),
    createTime: formatDateTime(order.createdAt),
    failureReason: !order.paid && failed ? await shopperReason(latest.failureReason, locale) : '',
    // Extension: the currency and rate the order kept at checkout (decision 34).
    ...shownCurrencyOf(order),
  }
}

/** Our own marked reasons (PayPal's decline) in the shopper's language; a provider's text as it came. */
const shopperReason = (reason: string, locale: Locale) =>
  reason === PAYPAL_DECLINED ? translate({ id: reason }, locale) : reason

/**
 * PY5: the shopper is back from PayPal (`token` is the PayPal order id, `payerID` says it was approved): the
 * PayPal order is captured and applied exactly as the webhook would. A declined capture is refused with a
 * message in the shopper's language; the order stays payable. Answers the payment result (PY6's shape).
 */
export async function confirmPaypalReturn(db: Db, userId: number, token: string, locale: Locale): Promise<PayResult> {
  const row = await findUserPaypalPayment(db, userId, token)
  if (!row) throw badRequest(PAYPAL_NOT_FOUND)
  const result = await capturePaypalOrder(db, row)
  if (result === 'declined') throw badRequest(PAYPAL_DECLINED)
  return payResult(db, userId, row.orderNo, locale)
}
