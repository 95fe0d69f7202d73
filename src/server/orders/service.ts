/**
 * The shopper's orders: counters (O5), the awaiting-payment list of master orders (O6), merchant orders by tab
 * (O7), the two details (O8 master, O9 merchant) and cancelling an unpaid master order (O12).
 * Every read is owner-scoped: another user's order is "not found".
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { merchantOrders, merchants, orderItems, orders } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest, notFound } from '../http/envelope'
import { offsetOf, pageOf } from '../http/page'
import { cancelMasterOrder, lockMasterOrder } from './lifecycle'

type Abs = (path: string) => string
type MasterRow = typeof orders.$inferSelect
type MerchantRow = typeof merchantOrders.$inferSelect

export const ORDER_NOT_FOUND = 'Order not found'

/** Master statuses whose merchant orders show in the shipping tabs (O5 counters 2–4, O7). */
const SETTLED = ['paid', 'cod'] as const
const AWAITING_PAYMENT = ['unpaid', 'awaiting_confirmation'] as const

const settledMaster = sql`exists (select 1 from ${orders} m where m.id = ${merchantOrders.masterId} and m.status in ('paid', 'cod') and not m.is_deleted)`

/** O5. */
export async function orderCounters(db: DbOrTx, userId: number) {
  const [[unpaid], [byStatus]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...AWAITING_PAYMENT]), eq(orders.isDeleted, false))),
    db
      .select({
        unShipped: sql<number>`count(*) filter (where ${merchantOrders.status} = 0)::int`,
        received: sql<number>`count(*) filter (where ${merchantOrders.status} = 1)::int`,
        complete: sql<number>`count(*) filter (where ${merchantOrders.status} in (2, 3))::int`,
      })
      .from(merchantOrders)
      .where(and(eq(merchantOrders.userId, userId), eq(merchantOrders.isDeleted, false), settledMaster)),
  ])
  return {
    unPaidCount: unpaid?.n ?? 0,
    unShippedCount: byStatus?.unShipped ?? 0,
    receivedCount: byStatus?.received ?? 0,
    completeCount: byStatus?.complete ?? 0,
  }
}

async function itemsOf(db: DbOrTx, abs: Abs, merchantOrderIds: number[]) {
  const byOrder = new Map<number, ReturnType<typeof itemView>[]>()
  if (merchantOrderIds.length === 0) return byOrder
  const rows = await db.select().from(orderItems).where(inArray(orderItems.merchantOrderId, merchantOrderIds)).orderBy(orderItems.id)
  for (const row of rows) {
    const list = byOrder.get(row.merchantOrderId) ?? []
    list.push(itemView(abs, row))
    byOrder.set(row.merchantOrderId, list)
  }
  return byOrder
}

function itemView(abs: Abs, row: typeof orderItems.$inferSelect) {
  return {
    id: row.id,
    productId: row.productId,
    attrValueId: row.skuId,
    productName: row.productName,
    image: abs(row.image),
    sku: row.sku,
    price: row.price,
    payNum: row.payNum,
  }
}

/** Merchant orders of some master orders, with their merchant name. */
async function merchantPartsOf(db: DbOrTx, masterIds: number[]) {
  if (masterIds.length === 0) return []
  return db
    .select({ order: merchantOrders, merName: merchants.name })
    .from(merchantOrders)
    .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
    .where(inArray(merchantOrders.masterId, masterIds))
    .orderBy(merchantOrders.id)
}

function masterView(row: MasterRow, parts: Awaited<ReturnType<typeof merchantPartsOf>>, items: Map<number, ReturnType<typeof itemView>[]>) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    paid: row.paid,
    payType: row.payType,
    payStatus: row.status,
    redirect: '',
    totalNum: row.totalNum,
    payPrice: row.payPrice,
    createTime: formatDateTime(row.createdAt),
    expireTime: row.status === 'unpaid' ? formatDateTime(row.expiresAt) : '',
    orderList: parts
      .filter((p) => p.order.masterId === row.id)
      .map((p) => ({
        id: p.order.id,
        orderNo: p.order.orderNo,
        merId: p.order.merId,
        merName: p.merName,
        orderInfoList: items.get(p.order.id) ?? [],
      })),
  }
}

/** O6: master orders awaiting payment (unpaid, or bank proof awaiting confirmation), newest first. */
export async function awaitingPaymentOrders(db: DbOrTx, abs: Abs, userId: number, page: number, limit: number) {
  const where = and(eq(orders.userId, userId), inArray(orders.status, [...AWAITING_PAYMENT]), eq(orders.isDeleted, false))
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ])
  const parts = await merchantPartsOf(db, rows.map((r) => r.id))
  const items = await itemsOf(db, abs, parts.map((p) => p.order.id))
  return pageOf(rows.map((r) => masterView(r, parts, items)), total, page, limit)
}

const TAB_STATUSES: Record<1 | 2 | 3, number[]> = { 1: [0], 2: [1], 3: [2, 3] }

function merchantView(row: MerchantRow, merName: string, master: Pick<MasterRow, 'paid' | 'payType'>, items: ReturnType<typeof itemView>[]) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    merId: row.merId,
    merName,
    paid: master.paid,
    payType: master.payType,
    redirect: '',
    status: Number(row.status),
    totalNum: row.totalNum,
    payPrice: row.payPrice,
    createTime: formatDateTime(row.createdAt),
    orderInfoList: items,
  }
}

/** O7: merchant orders of paid or cash-on-delivery masters, by tab (1 to ship, 2 to receive, 3 complete). */
export async function merchantOrderList(db: DbOrTx, abs: Abs, userId: number, type: 1 | 2 | 3 | undefined, page: number, limit: number) {
  const conditions: (SQL | undefined)[] = [eq(merchantOrders.userId, userId), eq(merchantOrders.isDeleted, false)]
  if (type) conditions.push(inArray(merchantOrders.status, TAB_STATUSES[type]))
  const where = and(...conditions, eq(orders.isDeleted, false), inArray(orders.status, [...SETTLED]))
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: merchantOrders, merName: merchants.name, paid: orders.paid, payType: orders.payType })
      .from(merchantOrders)
      .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
      .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
      .where(where)
      .orderBy(desc(merchantOrders.createdAt), desc(merchantOrders.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(merchantOrders)
      .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
      .where(where),
  ])
  const items = await itemsOf(db, abs, rows.map((r) => r.order.id))
  return pageOf(
    rows.map((r) => merchantView(r.order, r.merName, r, items.get(r.order.id) ?? [])),
    total,
    page,
    limit,
  )
}

/** The fields both details add (docs/api.md OrderDetail). */
function detailFields(abs: Abs, master: MasterRow) {
  return {
    createTime: formatDateTime(master.createdAt),
    payTime: formatDateTime(master.payTime),
    refundTime: '',
    userRemark: master.userRemark,
    realName: master.realName,
    userPhone: master.userPhone,
    userEmail: master.userEmail,
    userAddress: master.userAddress,
    payStatus: master.status,
    payVoucher: master.payVoucher ? abs(master.payVoucher) : '',
    payVoucherNote: master.payVoucherNote,
    cancelReason: master.cancelReason,
    expireTime: master.status === 'unpaid' ? formatDateTime(master.expiresAt) : '',
  }
}

/** O8: a master order with its merchant orders. */
export async function masterOrderDetail(db: DbOrTx, abs: Abs, userId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId), eq(orders.isDeleted, false)))
  if (!row) throw notFound(ORDER_NOT_FOUND)
  const parts = await merchantPartsOf(db, [row.id])
  const items = await itemsOf(db, abs, parts.map((p) => p.order.id))
  const statuses = parts.map((p) => Number(p.order.status))
  return {
    ...masterView(row, parts, items),
    ...detailFields(abs, row),
    proTotalPrice: row.proTotalPrice,
    couponId: row.platformCouponId ?? parts.find((p) => p.order.couponId !== null)?.order.couponId ?? 0,
    couponPrice: row.couponPrice,
    integralPrice: row.integralPrice,
    useIntegral: row.useIntegral,
    payPostage: row.freightPrice,
    refundStatus: 0,
    // The master's step: the least advanced of its merchant orders.
    status: statuses.length > 0 ? Math.min(...statuses) : 0,
  }
}

/** O9: one merchant order. */
export async function merchantOrderDetail(db: DbOrTx, abs: Abs, userId: number, orderNo: string) {
  const [row] = await db
    .select({ order: merchantOrders, master: orders, merName: merchants.name })
    .from(merchantOrders)
    .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
    .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
    .where(and(eq(merchantOrders.orderNo, orderNo), eq(merchantOrders.userId, userId), eq(merchantOrders.isDeleted, false)))
  if (!row) throw notFound(ORDER_NOT_FOUND)
  const items = await itemsOf(db, abs, [row.order.id])
  return {
    ...merchantView(row.order, row.merName, row.master, items.get(row.order.id) ?? []),
    ...detailFields(abs, row.master),
    masterOrderNo: row.master.orderNo,
    proTotalPrice: row.order.proTotalPrice,
    couponId: row.order.couponId ?? 0,
    couponPrice: row.order.couponPrice,
    platformCouponPrice: row.order.platformCouponPrice,
    integralPrice: row.order.integralPrice,
    useIntegral: row.order.useIntegral,
    payPostage: row.order.freightPrice,
    refundStatus: Number(row.order.refundStatus),
  }
}

export const CANCELLED_BY_SHOPPER = 'Cancelled by the shopper'

/** O12: cancels the user's own master order while it is unpaid or awaiting confirmation. */
export async function cancelOrder(db: Db, userId: number, orderNo: string) {
  await db.transaction(async (tx) => {
    const order = await lockMasterOrder(tx, orderNo, userId)
    if (!order || order.isDeleted) throw badRequest(ORDER_NOT_FOUND)
    if (order.status === 'cancelled') throw badRequest('This order is already cancelled')
    if (!(AWAITING_PAYMENT as readonly string[]).includes(order.status)) throw badRequest('Only orders awaiting payment can be cancelled')
    await cancelMasterOrder(tx, order.id, CANCELLED_BY_SHOPPER)
  })
}
