/**
 * The merchant's side of refunds (operator CLI and /api/ops): approve, refuse with a reason, and mark a refund as
 * paid back. Approving returns the units to stock, the order's share of points, and its coupons once nothing of
 * it is left (the platform coupon once nothing of the whole checkout is left). A card payment is refunded through
 * Stripe's refund API right away, a PayPal payment through PayPal's capture refund; other payments wait in "accepted" until the operator marks them refunded.
 */
import Decimal from 'decimal.js'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { merchantOrders, orderItems, orders, payments, refundOrders, userCoupons } from '../db/schema'
import { badRequest } from '../http/envelope'
import { logger } from '../logger'
import { completeIfReviewed } from '../orders'
import { returnStock } from '../orders'
import { assertRefundTransition, ORDER_REFUND, REFUND, type RefundStatus } from '../orders'
import { config } from '../../../app.config'
import { paypalOk, toPaypalValue } from '../payments'
import { callStripe, stripeCurrency, toMinorUnits } from '../payments'
import { reverseForRefund } from '../points'
import { grantPoints } from '../points'
import { noticeLinks, sendNotice } from '../notices'
import { REFUND_NOT_FOUND } from './service'

type RefundRow = typeof refundOrders.$inferSelect

async function lockRefund(tx: DbOrTx, refundOrderNo: string): Promise<RefundRow> {
  const [row] = await tx.select().from(refundOrders).where(eq(refundOrders.refundOrderNo, refundOrderNo)).for('update')
  if (!row) throw badRequest(REFUND_NOT_FOUND)
  return row
}

async function orderOf(tx: DbOrTx, refund: RefundRow) {
  const [order] = await tx
    .select()
    .from(merchantOrders)
    .where(eq(merchantOrders.id, refund.merchantOrderId))
    .for('update')
  const [master] = await tx.select().from(orders).where(eq(orders.id, order.masterId)).for('update')
  return { order, master }
}

/** Units per SKU and per product of a refund's lines, in ascending id order. */
async function unitsOf(tx: DbOrTx, refund: RefundRow) {
  const ids = refund.lines.map((l) => l.orderItemId)
  const items = ids.length > 0 ? await tx.select().from(orderItems).where(inArray(orderItems.id, ids)) : []
  const bySku = new Map<number, number>()
  const byProduct = new Map<number, number>()
  for (const line of refund.lines) {
    const item = items.find((i) => i.id === line.orderItemId)
    if (!item) continue
    bySku.set(item.skuId, (bySku.get(item.skuId) ?? 0) + line.num)
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + line.num)
  }
  const sorted = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0])
  return { skus: sorted(bySku), products: sorted(byProduct) }
}

/** Coupons back once nothing of the merchant order (merchant coupon) or of the checkout (platform coupon) is left. */
async function returnCoupons(
  tx: DbOrTx,
  order: typeof merchantOrders.$inferSelect,
  master: typeof orders.$inferSelect,
) {
  const release = (id: number) =>
    tx
      .update(userCoupons)
      .set({ status: 0, usedAt: null, orderNo: null })
      .where(
        and(
          eq(userCoupons.id, id),
          eq(userCoupons.userId, master.userId),
          eq(userCoupons.orderNo, master.orderNo),
          eq(userCoupons.status, 1),
        ),
      )
  if (order.couponId !== null) await release(order.couponId)
  if (master.platformCouponId !== null) {
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantOrders)
      .where(
        and(eq(merchantOrders.masterId, master.id), sql`${merchantOrders.refundStatus} <> ${ORDER_REFUND.refunded}`),
      )
    if ((open?.n ?? 0) === 0) await release(master.platformCouponId)
  }
}

export interface RefundOutcome {
  refundOrderNo: string
  refundStatus: RefundStatus
  refundPrice: string
}

/** Approve: stock, points and coupons come back in one transaction; then the money (Stripe) when paid by card. */
export async function approveRefund(db: Db, refundOrderNo: string): Promise<RefundOutcome> {
  const now = new Date()
  const approved = await db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundOrderNo)
    const next = assertRefundTransition(Number(refund.refundStatus) as RefundStatus, 'approve')
    const { order, master } = await orderOf(tx, refund)
    await returnStock(tx, await unitsOf(tx, refund))
    if (refund.refundIntegral > 0) {
      await grantPoints(tx, master.userId, refund.refundIntegral, {
        linkType: 'refund',
        linkId: refund.refundOrderNo,
        title: `Points returned with refund ${refund.refundOrderNo}`,
      })
    }
    const [{ left }] = await tx
      .select({ left: sql<number>`coalesce(sum(${orderItems.payNum} - ${orderItems.refundNum}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.merchantOrderId, order.id))
    const refundStatus = left === 0 ? ORDER_REFUND.refunded : ORDER_REFUND.partlyRefunded
    await tx
      .update(merchantOrders)
      .set({
        refundStatus,
        refundPrice: new Decimal(order.refundPrice).plus(refund.refundPrice).toFixed(2),
        updatedAt: now,
      })
      .where(eq(merchantOrders.id, order.id))
    if (refundStatus === ORDER_REFUND.refunded) await returnCoupons(tx, { ...order, refundStatus }, master)
    await reverseForRefund(
      tx,
      order.id,
      refund.refundPrice,
      refund.refundOrderNo,
      refundStatus === ORDER_REFUND.refunded,
    )
    // A received order whose other items are all reviewed is complete now.
    await completeIfReviewed(tx, order.id, now)
    await tx
      .update(refundOrders)
      .set({ refundStatus: next, reviewedAt: now, updatedAt: now })
      .where(eq(refundOrders.id, refund.id))
    await sendNotice(
      tx,
      refund.userId,
      { type: 'refund_decided', refundOrderNo, approved: true },
      noticeLinks.refundDetail(refundOrderNo),
    )
    return { refund, payType: master.payType }
  })
  if (
    approved.payType === 'stripe' ||
    approved.payType === 'paypal' ||
    new Decimal(approved.refund.refundPrice).isZero()
  ) {
    return markRefunded(db, refundOrderNo)
  }
  return { refundOrderNo, refundStatus: REFUND.accepted, refundPrice: approved.refund.refundPrice }
}

/** Refuse with a reason: the reserved units are released, and the shopper may ask again. */
export async function refuseRefund(db: Db, refundOrderNo: string, reason: string): Promise<RefundOutcome> {
  const text = reason.trim()
  if (!text) throw badRequest(/*i18n*/ 'Please give the reason for refusing')
  return db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundOrderNo)
    const next = assertRefundTransition(Number(refund.refundStatus) as RefundStatus, 'refuse')
    const { order } = await orderOf(tx, refund)
    for (const line of refund.lines) {
      await tx
        .update(orderItems)
        .set({ refundNum: sql`greatest(${orderItems.refundNum} - ${line.num}, 0)` })
        .where(eq(orderItems.id, line.orderItemId))
    }
    const now = new Date()
    const refundStatus = new Decimal(order.refundPrice).isZero() ? ORDER_REFUND.none : ORDER_REFUND.partlyRefunded
    await tx.update(merchantOrders).set({ refundStatus, updatedAt: now }).where(eq(merchantOrders.id, order.id))
    await tx
      .update(refundOrders)
      .set({ refundStatus: next, refundReason: text, reviewedAt: now, updatedAt: now })
      .where(eq(refundOrders.id, refund.id))
    await sendNotice(
      tx,
      refund.userId,
      { type: 'refund_decided', refundOrderNo, approved: false, reason: text },
      noticeLinks.refundDetail(refundOrderNo),
    )
    return { refundOrderNo, refundStatus: next, refundPrice: refund.refundPrice }
  })
}

/** The order's last succeeded payment through `provider`: the one a refund goes back to. */
async function succeededPayment(db: Db, orderNo: string, provider: 'stripe' | 'paypal') {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), eq(payments.provider, provider), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1)
  return payment
}

/**
 * Accepted → refunded. A card payment is refunded through Stripe first, a PayPal one through PayPal (idempotency key per refund order, so a
 * retry never pays twice); a Stripe failure leaves it accepted, and running this again retries.
 */
export async function markRefunded(db: Db, refundOrderNo: string): Promise<RefundOutcome> {
  const [refund] = await db.select().from(refundOrders).where(eq(refundOrders.refundOrderNo, refundOrderNo))
  if (!refund) throw badRequest(REFUND_NOT_FOUND)
  assertRefundTransition(Number(refund.refundStatus) as RefundStatus, 'refunded')
  const { master } = await orderOf(db, refund)
  let providerRef: string | null = null
  if (master.payType === 'stripe' && !new Decimal(refund.refundPrice).isZero()) {
    const payment = await succeededPayment(db, master.orderNo, 'stripe')
    if (!payment?.providerRef) throw badRequest(/*i18n*/ 'No card payment of this order was found to refund')
    const intentId = payment.providerRef
    const stripeRefund = await callStripe((stripe) =>
      stripe.refunds.create(
        {
          payment_intent: intentId,
          amount: toMinorUnits(refund.refundPrice, payment.currency || stripeCurrency()),
          reason: 'requested_by_customer',
          metadata: { orderNo: master.orderNo, refundOrderNo },
        },
        { idempotencyKey: `refund-order-${refundOrderNo}` },
      ),
    )
    providerRef = stripeRefund.id
    logger.info(`refund ${refundOrderNo}: ${refund.refundPrice} refunded through Stripe (${stripeRefund.id})`)
  }
  if (master.payType === 'paypal' && !new Decimal(refund.refundPrice).isZero()) {
    const payment = await succeededPayment(db, master.orderNo, 'paypal')
    if (!payment?.captureRef) throw badRequest(/*i18n*/ 'No PayPal payment of this order was found to refund')
    const currency = (payment.currency || config().currency.code).toUpperCase()
    const paypalRefund = await paypalOk<{ id: string; status: string }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(payment.captureRef)}/refund`,
      {
        requestId: `refund-order-${refundOrderNo}`,
        body: {
          amount: { currency_code: currency, value: toPaypalValue(refund.refundPrice, currency) },
          custom_id: refundOrderNo,
          note_to_payer: `Refund ${refundOrderNo}`,
        },
      },
    )
    providerRef = paypalRefund.id
    logger.info(`refund ${refundOrderNo}: ${refund.refundPrice} refunded through PayPal (${paypalRefund.id})`)
  }
  return db.transaction(async (tx) => {
    const row = await lockRefund(tx, refundOrderNo)
    const next = assertRefundTransition(Number(row.refundStatus) as RefundStatus, 'refunded')
    const now = new Date()
    await tx
      .update(refundOrders)
      .set({ refundStatus: next, providerRef, refundedAt: now, updatedAt: now })
      .where(eq(refundOrders.id, row.id))
    return { refundOrderNo, refundStatus: next, refundPrice: row.refundPrice }
  })
}
