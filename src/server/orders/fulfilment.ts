/**
 * The merchant-order half of the order lifecycle (lifecycle.ts holds the master half): ship, logistics events,
 * receipt (by the shopper, or automatically ORDER_AUTO_RECEIVE_DAYS after shipping), completion once every item
 * is reviewed, deletion, and the operator's confirmation of a bank transfer. Every check goes through
 * state-machine.ts first, so a refused transition changes nothing. Functions run inside the caller's transaction.
 */
import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { Db, DbOrTx } from '../db/client'
import { claimDue } from '../kit/sweeper'
import { type LogisticsEvent, merchantOrders, orderItems, orders, payments } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest } from '../http/envelope'
import { english } from '../http/messages'
import { logger } from '../logger'
import { earnForReceivedOrder } from '../points'
import { lockMasterOrder, markMasterOrderPaid } from './lifecycle'
import { noticeLinks, sendNotice } from '../notices'
import { assertMasterTransition, assertOrderTransition, MASTER, ORDER, ORDER_REFUND } from './state-machine'

export type MerchantOrderRow = typeof merchantOrders.$inferSelect

export const ORDER_NOT_FOUND = /*i18n*/ 'Order not found'
export const REFUND_UNDER_WAY = /*i18n*/ 'A refund of this order is under review: approve or refuse it first'
export const FULLY_REFUNDED = /*i18n*/ 'This order was fully refunded'

export type Delivery =
  | { type: 'express'; expName: string; expNo: string }
  | { type: 'person'; name: string; phone: string }
  | { type: 'virtual' }

/** A merchant order (and its master) by number, the merchant order locked FOR UPDATE; `userId` scopes it. */
export async function lockMerchantOrder(tx: DbOrTx, orderNo: string, userId?: number) {
  const where =
    userId === undefined
      ? eq(merchantOrders.orderNo, orderNo)
      : and(eq(merchantOrders.orderNo, orderNo), eq(merchantOrders.userId, userId))
  const [order] = await tx
    .select()
    .from(merchantOrders)
    .where(and(where, eq(merchantOrders.isDeleted, false)))
    .for('update')
  if (!order) return null
  const [master] = await tx.select().from(orders).where(eq(orders.id, order.masterId))
  return { order, master }
}

/** An operator's own line, kept as written. */
function event(text: string, at = new Date()): LogisticsEvent {
  return { AcceptStation: text, AcceptTime: formatDateTime(at) }
}

/** One of the shop's own lines: shown in the reader's language (express.ts), English as its fallback text. */
function shopEvent(message: NonNullable<LogisticsEvent['message']>, at = new Date()): LogisticsEvent {
  return { AcceptStation: english(message), AcceptTime: formatDateTime(at), message }
}

function firstEvent(delivery: Delivery): NonNullable<LogisticsEvent['message']> {
  switch (delivery.type) {
    case 'express':
      return {
        id: /*i18n*/ 'Shipped with {carrier}, tracking number {trackingNo}',
        values: { carrier: delivery.expName, trackingNo: delivery.expNo },
      }
    case 'person':
      return {
        id: /*i18n*/ 'Handed to courier {name} ({phone})',
        values: { name: delivery.name, phone: delivery.phone },
      }
    case 'virtual':
      return { id: /*i18n*/ 'Delivered electronically' }
  }
}

/** Operator: ship a paid (or cash-on-delivery) merchant order: status 0 → 1. */
export async function shipOrder(tx: DbOrTx, orderNo: string, delivery: Delivery) {
  const found = await lockMerchantOrder(tx, orderNo)
  if (!found) throw badRequest(ORDER_NOT_FOUND)
  const { order, master } = found
  if (master.status !== MASTER.paid && master.status !== MASTER.cod)
    throw badRequest(/*i18n*/ 'Only paid or cash-on-delivery orders can be shipped')
  if (order.refundStatus === ORDER_REFUND.underWay) throw badRequest(REFUND_UNDER_WAY)
  if (order.refundStatus === ORDER_REFUND.refunded) throw badRequest(FULLY_REFUNDED)
  const next = assertOrderTransition(order.status, 'ship')
  const now = new Date()
  await tx
    .update(merchantOrders)
    .set({
      status: next,
      deliveryType: delivery.type,
      expName: delivery.type === 'express' ? delivery.expName : '',
      expNo: delivery.type === 'express' ? delivery.expNo : '',
      deliveryName: delivery.type === 'person' ? delivery.name : '',
      deliveryPhone: delivery.type === 'person' ? delivery.phone : '',
      logistics: [...order.logistics, shopEvent(firstEvent(delivery), now)],
      shippedAt: now,
      updatedAt: now,
    })
    .where(eq(merchantOrders.id, order.id))
  await sendNotice(
    tx,
    master.userId,
    { type: 'order_shipped', orderNo: order.orderNo },
    noticeLinks.orderDetail(order.orderNo),
  )
}

/** Operator: one more logistics event on a shipped order (status stays). */
export async function addLogisticsEvent(tx: DbOrTx, orderNo: string, text: string, at = new Date()) {
  const found = await lockMerchantOrder(tx, orderNo)
  if (!found) throw badRequest(ORDER_NOT_FOUND)
  assertOrderTransition(found.order.status, 'logistics')
  await tx
    .update(merchantOrders)
    .set({ logistics: [...found.order.logistics, event(text, at)], updatedAt: at })
    .where(eq(merchantOrders.id, found.order.id))
}

/**
 * A shipped order was received (status 1 → 2, "to evaluate"). For cash on delivery the goods were paid at the
 * door: once every merchant order of the checkout is received, the master order becomes paid.
 */
export async function receiveOrder(tx: DbOrTx, order: MerchantOrderRow, how: 'shopper' | 'auto', at = new Date()) {
  const next = assertOrderTransition(order.status, 'receive')
  if (order.refundStatus === ORDER_REFUND.underWay) throw badRequest(REFUND_UNDER_WAY)
  const message = {
    id: how === 'auto' ? /*i18n*/ 'Receipt confirmed automatically' : /*i18n*/ 'Receipt confirmed by the buyer',
  }
  await tx
    .update(merchantOrders)
    .set({ status: next, receivedAt: at, updatedAt: at, logistics: [...order.logistics, shopEvent(message, at)] })
    .where(eq(merchantOrders.id, order.id))
  await earnForReceivedOrder(tx, order, at)
  const [master] = await tx.select().from(orders).where(eq(orders.id, order.masterId)).for('update')
  if (master && master.status === MASTER.cod && !master.paid) {
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantOrders)
      .where(
        and(
          eq(merchantOrders.masterId, master.id),
          ne(merchantOrders.id, order.id),
          inArray(merchantOrders.status, [ORDER.awaitingShipment, ORDER.shipped]),
        ),
      )
    if ((waiting?.n ?? 0) === 0) await markMasterOrderPaid(tx, master.id, 'cod', at)
  }
}

/** O11: the shopper confirms receipt of their own shipped order. */
export async function takeOrder(db: Db, userId: number, orderNo: string) {
  await db.transaction(async (tx) => {
    const found = await lockMerchantOrder(tx, orderNo, userId)
    if (!found) throw badRequest(ORDER_NOT_FOUND)
    await receiveOrder(tx, found.order, 'shopper')
  })
}

/** Received (2) → completed (3) once every item that was not fully refunded has its review (and one was reviewed). */
export async function completeIfReviewed(tx: DbOrTx, merchantOrderId: number, at = new Date()): Promise<boolean> {
  const [order] = await tx.select().from(merchantOrders).where(eq(merchantOrders.id, merchantOrderId)).for('update')
  if (!order || order.status !== ORDER.received) return false
  const [counts] = await tx
    .select({
      open: sql<number>`count(*) filter (where not ${orderItems.isReplied} and ${orderItems.refundNum} < ${orderItems.payNum})::int`,
      reviewed: sql<number>`count(*) filter (where ${orderItems.isReplied})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.merchantOrderId, order.id))
  // Nothing reviewed (everything refunded instead): it stays received, with its refunds.
  if ((counts?.open ?? 0) > 0 || (counts?.reviewed ?? 0) === 0) return false
  const next = assertOrderTransition(order.status, 'complete')
  await tx
    .update(merchantOrders)
    .set({ status: next, completedAt: at, updatedAt: at })
    .where(eq(merchantOrders.id, order.id))
  return true
}

/**
 * O13: the shopper deletes a completed merchant order, or a cancelled master order (with its merchant orders).
 * Deleted orders leave every list; the rows stay for the shop's records.
 */
export async function deleteOrder(db: Db, userId: number, orderNo: string) {
  await db.transaction(async (tx) => {
    const found = await lockMerchantOrder(tx, orderNo, userId)
    const now = new Date()
    if (found) {
      // Settled checkouts go by the merchant order's state; the others (unpaid, cancelled…) by the master's.
      if (found.master.status === MASTER.paid || found.master.status === MASTER.cod)
        assertOrderTransition(found.order.status, 'delete')
      else assertMasterTransition(found.master.status, 'delete')
      await tx
        .update(merchantOrders)
        .set({ isDeleted: true, updatedAt: now })
        .where(eq(merchantOrders.id, found.order.id))
      return
    }
    const master = await lockMasterOrder(tx, orderNo, userId)
    if (!master || master.isDeleted) throw badRequest(ORDER_NOT_FOUND)
    assertMasterTransition(master.status, 'delete')
    await tx.update(orders).set({ isDeleted: true, updatedAt: now }).where(eq(orders.id, master.id))
    await tx
      .update(merchantOrders)
      .set({ isDeleted: true, updatedAt: now })
      .where(eq(merchantOrders.masterId, master.id))
  })
}

/** Operator: the bank transfer of a master order arrived (awaiting_confirmation → paid). */
export async function confirmTransfer(tx: DbOrTx, orderNo: string, at = new Date()) {
  const master = await lockMasterOrder(tx, orderNo)
  if (!master) throw badRequest(ORDER_NOT_FOUND)
  assertMasterTransition(master.status, 'confirm-transfer')
  await markMasterOrderPaid(tx, master.id, 'bank', at)
  await tx
    .update(payments)
    .set({ status: 'succeeded', updatedAt: at })
    .where(and(eq(payments.orderNo, master.orderNo), eq(payments.provider, 'bank'), eq(payments.status, 'submitted')))
}

/**
 * Shipped orders older than ORDER_AUTO_RECEIVE_DAYS are received automatically (0 turns this off). Rows are
 * claimed with SKIP LOCKED, like the expiry sweeper; `userId` limits it to one shopper (the lazy path).
 */
export async function autoReceiveShipped(
  db: Db,
  userId: number | null,
  now = new Date(),
  limit = 100,
): Promise<number> {
  const where = autoReceiveDue(userId, now)
  if (!where) return 0
  const days = config().orders.autoReceiveDays
  const due = (db: DbOrTx) => db.select().from(merchantOrders).where(where).orderBy(asc(merchantOrders.shippedAt))
  return claimDue(db, due, { limit, lookFirst: userId !== null }, async (tx, rows) => {
    for (const order of rows) await receiveOrder(tx, order, 'auto', now)
    if (rows.length > 0) logger.info(`received ${rows.length} shipped order(s) automatically after ${days} day(s)`)
    return rows.length
  })
}

/**
 * The condition on `merchant_orders` of the shipped orders due to be received automatically (of one shopper, or of
 * anyone); undefined when ORDER_AUTO_RECEIVE_DAYS is 0. One shopper's: `merchant_orders_user_shipped_idx`.
 */
export function autoReceiveDue(userId: number | null, now: Date): SQL | undefined {
  const days = config().orders.autoReceiveDays
  if (days <= 0) return undefined
  const cutoff = new Date(now.getTime() - days * 86_400_000)
  return and(
    eq(merchantOrders.status, ORDER.shipped),
    lte(merchantOrders.shippedAt, cutoff),
    ne(merchantOrders.refundStatus, ORDER_REFUND.underWay),
    userId === null ? undefined : eq(merchantOrders.userId, userId),
  )
}
