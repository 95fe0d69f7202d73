/**
 * The shopper's side of refunds: R1 what can be returned, R2 the reasons, R3 the request, R4 the list, R5 the
 * detail. One request at a time per merchant order; its units are reserved on the order items (`refundNum`) until
 * the merchant refuses (released) or approves (returned). The merchant's side is merchant.ts.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  joinImageList,
  REFUND_IMAGES_MAX,
  type RefundApplyInfo,
  type RefundOrder,
  type RefundRequest,
  type RefundRequested,
} from '~/contract'
import type { Locale } from '../../i18n/locales'
import type { Db, DbOrTx } from '../db/client'
import { merchantOrders, merchants, orderItems, orders, refundOrders } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest, notFound } from '../http/envelope'
import { type Paging, readNewestPage } from '../http/page'
import { FULLY_REFUNDED, lockMerchantOrder, ORDER_NOT_FOUND } from '../orders'
import { withUniqueNumber } from '../kit/unique-number'
import { itemView, ownMerchantOrderNo, shownCurrencyOf } from '../orders'
import { assertRefundTransition, isOrderPaid, MASTER, ORDER_REFUND, REFUND } from '../orders'
import { ownUploadsAt } from '../uploads'
import { RefundAmountError, refundShare } from './amounts'
import type { Abs } from '../kit/urls'

type MerchantOrderRow = typeof merchantOrders.$inferSelect
type MasterRow = typeof orders.$inferSelect

export const REFUND_NOT_FOUND = /*i18n*/ 'Refund not found'
export const ALREADY_REQUESTED = /*i18n*/ 'A refund of this order is already under review'
export const NOT_PAID = /*i18n*/ 'Only paid orders can be refunded'
export const VOUCHER_NOT_ALLOWED = /*i18n*/ 'Voucher images must be images you uploaded'
/** Why a paid merchant order cannot take a refund request now, or null. */
function refusalOf(order: MerchantOrderRow, master: MasterRow): string | null {
  if (master.status === MASTER.cancelled || !isOrderPaid(master, order.status)) return NOT_PAID
  if (order.refundStatus === ORDER_REFUND.underWay) return ALREADY_REQUESTED
  if (order.refundStatus === ORDER_REFUND.refunded) return FULLY_REFUNDED
  return null
}

/** Money and points of the order's requests that were not refused. */
async function claimedOf(tx: DbOrTx, merchantOrderId: number) {
  const [row] = await tx
    .select({
      amount: sql<string>`coalesce(sum(${refundOrders.refundPrice}), 0)::text`,
      integral: sql<number>`coalesce(sum(${refundOrders.refundIntegral}), 0)::int`,
    })
    .from(refundOrders)
    .where(and(eq(refundOrders.merchantOrderId, merchantOrderId), ne(refundOrders.refundStatus, REFUND.refused)))
  return { amount: row?.amount ?? '0', integral: row?.integral ?? 0 }
}

const itemRows = (tx: DbOrTx, merchantOrderId: number) =>
  tx.select().from(orderItems).where(eq(orderItems.merchantOrderId, merchantOrderId)).orderBy(orderItems.id)

/** An order line as a refund shows it: the units it covers, and how many are still returnable. */
function refundItemView(abs: Abs, locale: Locale, row: typeof orderItems.$inferSelect, payNum = row.payNum) {
  return { ...itemView(abs, locale, row, payNum), refundableNum: row.payNum - row.refundNum }
}

/** R1: the items that can still be returned and the most that can be refunded. */
export async function refundApplyInfo(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  userId: number,
  orderNo: string,
): Promise<RefundApplyInfo> {
  const found = await ownOrder(db, userId, orderNo)
  const refusal = refusalOf(found.order, found.master)
  if (refusal) throw badRequest(refusal)
  const items = (await itemRows(db, found.order.id)).filter((i) => i.refundNum < i.payNum)
  const claimed = await claimedOf(db, found.order.id)
  const all = refundShare(
    found.order,
    items,
    items.map((i) => ({ orderItemId: i.id, num: i.payNum - i.refundNum })),
    claimed,
  )
  return {
    orderNo: found.order.orderNo,
    merId: found.order.merId,
    orderInfoList: items.map((i) => refundItemView(abs, locale, i, i.payNum - i.refundNum)),
    totalNum: items.reduce((n, i) => n + i.payNum - i.refundNum, 0),
    payPrice: all.amount,
    // Extension: the points that come back with a full refund.
    refundIntegral: all.integral,
    // Extension: the currency and rate the order kept at checkout (decision 34).
    ...shownCurrencyOf(found.master),
  }
}

async function ownOrder(db: DbOrTx, userId: number, orderNo: string) {
  const [row] = await db
    .select({ order: merchantOrders, master: orders })
    .from(merchantOrders)
    .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
    .where(ownMerchantOrderNo(userId, orderNo))
  if (!row) throw notFound(ORDER_NOT_FOUND)
  return row
}

/** The site paths of voucher images: each must be a private upload of this user. */
async function checkedVouchers(tx: DbOrTx, userId: number, urls: string[], origin: string): Promise<string[]> {
  if (urls.length > REFUND_IMAGES_MAX)
    throw badRequest(/*i18n*/ 'At most {count} voucher images', { count: REFUND_IMAGES_MAX })
  const own = await ownUploadsAt(tx, userId, urls, origin, { privateOnly: true })
  if (!own) throw badRequest(VOUCHER_NOT_ALLOWED)
  return own.paths
}

/** R3: one transaction; returns the new refund order's number (extension). */
export async function requestRefund(
  db: Db,
  userId: number,
  input: RefundRequest,
  origin: string,
): Promise<RefundRequested> {
  return db.transaction(async (tx) => {
    const found = await lockMerchantOrder(tx, input.orderNo, userId)
    if (!found) throw badRequest(ORDER_NOT_FOUND)
    const { order, master } = found
    const refusal = refusalOf(order, master)
    if (refusal) throw badRequest(refusal)
    assertRefundTransition('none', 'request')
    const images = await checkedVouchers(tx, userId, input.images, origin)
    const items = await itemRows(tx, order.id)
    const wanted =
      input.items?.map((i) => ({ orderItemId: i.orderInfoId, num: i.num })) ??
      items.filter((i) => i.refundNum < i.payNum).map((i) => ({ orderItemId: i.id, num: i.payNum - i.refundNum }))
    let share
    try {
      share = refundShare(order, items, wanted, await claimedOf(tx, order.id))
    } catch (error) {
      if (error instanceof RefundAmountError) throw badRequest(error.id, error.values)
      throw error
    }
    const refundOrderNo = await withUniqueNumber('RF', async (number) => {
      const [row] = await tx
        .insert(refundOrders)
        .values({
          refundOrderNo: number,
          merchantOrderId: order.id,
          userId,
          merId: order.merId,
          lines: share.lines,
          totalNum: share.lines.reduce((n, l) => n + l.num, 0),
          refundPrice: share.amount,
          refundIntegral: share.integral,
          refundStatus: REFUND.review,
          refundReasonWap: input.reason,
          refundReasonWapExplain: input.explain,
          refundReasonWapImg: images,
        })
        .onConflictDoNothing()
        .returning({ refundOrderNo: refundOrders.refundOrderNo })
      return row?.refundOrderNo
    })
    for (const line of share.lines) {
      await tx
        .update(orderItems)
        .set({ refundNum: sql`${orderItems.refundNum} + ${line.num}` })
        .where(eq(orderItems.id, line.orderItemId))
    }
    await tx
      .update(merchantOrders)
      .set({ refundStatus: ORDER_REFUND.underWay, updatedAt: new Date() })
      .where(eq(merchantOrders.id, order.id))
    return { refundOrderNo }
  })
}

type RefundRow = typeof refundOrders.$inferSelect

async function refundViews(db: DbOrTx, abs: Abs, locale: Locale, rows: RefundRow[]): Promise<RefundOrder[]> {
  if (rows.length === 0) return []
  const orderRows = await db
    .select({
      id: merchantOrders.id,
      orderNo: merchantOrders.orderNo,
      merName: merchants.name,
      shownCurrency: orders.shownCurrency,
      shownRate: orders.shownRate,
      shownRateAt: orders.shownRateAt,
    })
    .from(merchantOrders)
    .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
    .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
    .where(
      inArray(
        merchantOrders.id,
        rows.map((r) => r.merchantOrderId),
      ),
    )
  const itemIds = rows.flatMap((r) => r.lines.map((l) => l.orderItemId))
  const items = itemIds.length > 0 ? await db.select().from(orderItems).where(inArray(orderItems.id, itemIds)) : []
  const orderById = new Map(orderRows.map((o) => [o.id, o]))
  const itemById = new Map(items.map((i) => [i.id, i]))
  return rows.map((r) => ({
    id: r.id,
    refundOrderNo: r.refundOrderNo,
    merOrderNo: orderById.get(r.merchantOrderId)?.orderNo ?? '',
    merId: r.merId,
    merName: orderById.get(r.merchantOrderId)?.merName ?? '',
    refundStatus: Number(r.refundStatus),
    refundReason: r.refundReason,
    refundPrice: r.refundPrice,
    refundIntegral: r.refundIntegral,
    totalNum: r.totalNum,
    createTime: formatDateTime(r.createdAt),
    reviewTime: formatDateTime(r.reviewedAt),
    refundTime: formatDateTime(r.refundedAt),
    refundReasonWap: r.refundReasonWap,
    refundReasonWapExplain: r.refundReasonWapExplain,
    refundReasonWapImg: joinImageList(r.refundReasonWapImg.map(abs)),
    orderInfoList: r.lines.flatMap((l) => {
      const item = itemById.get(l.orderItemId)
      return item ? [{ ...refundItemView(abs, locale, item, l.num), refundPrice: l.amount }] : []
    }),
    // Extension: the currency and rate its order kept at checkout (decision 34).
    ...shownCurrencyOf(orderById.get(r.merchantOrderId) ?? { shownCurrency: null, shownRate: null, shownRateAt: null }),
  }))
}

/** R4: the user's refund orders, newest first. */
export async function refundList(db: DbOrTx, abs: Abs, locale: Locale, userId: number, paging: Paging) {
  const where = eq(refundOrders.userId, userId)
  return readNewestPage(db, refundOrders, where, paging, (rows) => refundViews(db, abs, locale, rows))
}

/** R5: one of the user's refund orders. */
export async function refundDetail(db: DbOrTx, abs: Abs, locale: Locale, userId: number, refundOrderNo: string) {
  const [row] = await db
    .select()
    .from(refundOrders)
    .where(and(eq(refundOrders.refundOrderNo, refundOrderNo), eq(refundOrders.userId, userId)))
  if (!row) throw notFound(REFUND_NOT_FOUND)
  const [view] = await refundViews(db, abs, locale, [row])
  return view
}
