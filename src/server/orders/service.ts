/**
 * The shopper's orders: counters (O5), the awaiting-payment list of master orders (O6), merchant orders by tab
 * (O7), the two details (O8 master, O9 merchant) and cancelling an unpaid master order (O12).
 * Every read is owner-scoped: another user's order is "not found".
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import Decimal from 'decimal.js'
import { joinImageList, type OrderDetail, type OrderShownCurrency } from '~/contract'
import { addressLineIn } from '~/contract/countries'
import type { Locale } from '../../i18n/locales'
import { boughtLineIn } from '../catalog'
import type { Db, DbOrTx } from '../db/client'
import { merchantOrders, merchants, orderItems, orders, productSkus, refundOrders } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest, notFound } from '../http/envelope'
import { type Paging, readNewestPage } from '../http/page'
import { readSeekPage, type SeekKey, seekColumns } from '../http/seek'
import { isOwnMasterOrder, isOwnMerchantOrder, ownMasterOrderNo, ownMerchantOrderNo } from './own'
import { paypalRedirects } from './redirects'
import { cancelMasterOrder, lockMasterOrder } from './lifecycle'
import { assertMasterTransition, isMasterCancellable, isOrderPaid, MASTER, ORDER, ORDER_REFUND } from './state-machine'
import type { Abs } from '../kit/urls'

type MasterRow = typeof orders.$inferSelect
type MerchantRow = typeof merchantOrders.$inferSelect

export const ORDER_NOT_FOUND = /*i18n*/ 'Order not found'

const AWAITING_PAYMENT = ['unpaid', 'awaiting_confirmation'] as const

/** Needs `orders` joined to `merchantOrders`. */
const settledOnly = sql`${orders.status} in ('paid', 'cod')`
const notFullyRefunded = sql`${merchantOrders.refundStatus} <> ${ORDER_REFUND.refunded}`
const hasRefund = sql`exists (select 1 from ${refundOrders} r where r.merchant_order_id = ${merchantOrders.id})`

/**
 * A shopper's merchant orders joined to their masters. The master's owner is said too (always the same shopper):
 * the planner then reads the shopper's masters by `orders_user_idx` instead of hashing every order of the shop
 * (a shopper with 5,000 of 105,000 orders: the count took 390 ms, bench/orders.mjs).
 */
const ownMasterOf = (userId: number) => and(eq(orders.id, merchantOrders.masterId), eq(orders.userId, userId))!

/**
 * O7 `type` (docs/api.md §4.2 (#ref-4-2) for 1–3; 0 and 4–7 are extensions): 0 all, 1 to ship, 2 to receive, 3 received or
 * completed, 4 to evaluate, 5 refunds, 6 completed, 7 cancelled. Without `type`: every paid order.
 */
export type ListType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
const TAB_WHERE: Record<Exclude<ListType, 0>, SQL> = {
  1: sql`${merchantOrders.status} = ${ORDER.awaitingShipment} and ${notFullyRefunded}`,
  2: sql`${merchantOrders.status} = ${ORDER.shipped} and ${notFullyRefunded}`,
  3: sql`${merchantOrders.status} in (${ORDER.received}, ${ORDER.completed})`,
  4: sql`${merchantOrders.status} = ${ORDER.received} and ${notFullyRefunded}`,
  5: hasRefund,
  6: sql`${merchantOrders.status} = ${ORDER.completed}`,
  7: sql`${orders.status} = 'cancelled'`,
}

/**
 * O5's counters as one row of named columns (the unpaid count a subquery of it): read alone by `orderCounters`, or
 * in the statement that looks for due orders (routes.ts, `settleUserDueOrders`'s `alongside`).
 */
export function orderCountersQuery(db: DbOrTx, userId: number) {
  const unpaid = db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...AWAITING_PAYMENT]), eq(orders.isDeleted, false)))
  const counted = (name: string, where: SQL) => sql<number>`count(*) filter (where ${where})::int`.as(name)
  return db
    .select({
      unpaid: sql<number>`(${unpaid})::int`.as('unpaid'),
      all: sql<number>`count(*)::int`.as('all'),
      unShipped: counted('unShipped', sql`${settledOnly} and ${TAB_WHERE[1]}`),
      received: counted('received', sql`${settledOnly} and ${TAB_WHERE[2]}`),
      complete: counted('complete', sql`${settledOnly} and ${TAB_WHERE[3]}`),
      toEvaluate: counted('toEvaluate', sql`${settledOnly} and ${TAB_WHERE[4]}`),
      refund: counted('refund', sql`${settledOnly} and ${TAB_WHERE[5]}`),
      completed: counted('completed', sql`${settledOnly} and ${TAB_WHERE[6]}`),
      cancelled: counted('cancelled', TAB_WHERE[7]),
    })
    .from(merchantOrders)
    .innerJoin(orders, ownMasterOf(userId))
    .where(and(eq(merchantOrders.userId, userId), eq(merchantOrders.isDeleted, false), eq(orders.isDeleted, false)))
}

/** O5 on the wire from `orderCountersQuery`'s row, read by itself or as a raw statement's columns of the same names. */
export function countersOf(row: Partial<Record<string, unknown>> | undefined) {
  const n = (name: keyof Awaited<ReturnType<typeof orderCountersQuery>>[number]) => Number(row?.[name] ?? 0)
  return {
    unPaidCount: n('unpaid'),
    unShippedCount: n('unShipped'),
    receivedCount: n('received'),
    completeCount: n('complete'),
    // Extensions: the tabs beyond the contract's four.
    allCount: n('all'),
    toEvaluateCount: n('toEvaluate'),
    refundCount: n('refund'),
    completedCount: n('completed'),
    cancelledCount: n('cancelled'),
  }
}

/** O5, with the extension counters of the other tabs (docs/api.md): one statement. */
export async function orderCounters(db: DbOrTx, userId: number) {
  const [row] = await orderCountersQuery(db, userId)
  return countersOf(row)
}

async function itemsOf(db: DbOrTx, abs: Abs, locale: Locale, merchantOrderIds: number[]) {
  const byOrder = new Map<number, ReturnType<typeof itemView>[]>()
  if (merchantOrderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.merchantOrderId, merchantOrderIds))
    .orderBy(orderItems.id)
  for (const row of rows) {
    const list = byOrder.get(row.merchantOrderId) ?? []
    list.push(itemView(abs, locale, row))
    byOrder.set(row.merchantOrderId, list)
  }
  return byOrder
}

/** One order line on the wire (docs/api.md §5.8 (#ref-5-8)); `payNum` may be narrowed (the units a refund covers). */
export function itemView(abs: Abs, locale: Locale, row: typeof orderItems.$inferSelect, payNum = row.payNum) {
  return {
    id: row.id,
    productId: row.productId,
    attrValueId: row.skuId,
    ...boughtLineIn(row, locale),
    image: abs(row.image),
    price: row.price,
    payNum,
    // Extensions: units returned or being returned, and whether the buyer reviewed it.
    refundNum: row.refundNum,
    isReplied: row.isReplied,
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

/** Each master's merchant-order states, for `cancellable` (one query for a page of orders). */
async function statesByMaster(db: DbOrTx, masterIds: number[]) {
  const byMaster = new Map<number, { status: number; refundStatus: number }[]>()
  if (masterIds.length === 0) return byMaster
  const rows = await db
    .select({
      masterId: merchantOrders.masterId,
      status: merchantOrders.status,
      refundStatus: merchantOrders.refundStatus,
    })
    .from(merchantOrders)
    .where(inArray(merchantOrders.masterId, [...new Set(masterIds)]))
  for (const row of rows) byMaster.set(row.masterId, [...(byMaster.get(row.masterId) ?? []), row])
  return byMaster
}

/**
 * Extension (docs/api.md, decision 34): the currency the shopper read prices in at checkout and the rate used, as the
 * order kept them; absent for the shop's currency and for orders from before orders kept it.
 */
export function shownCurrencyOf(master: Pick<MasterRow, 'shownCurrency' | 'shownRate' | 'shownRateAt'>): {
  shownCurrency?: OrderShownCurrency
} {
  if (!master.shownCurrency || !master.shownRate || !master.shownRateAt) return {}
  return {
    shownCurrency: {
      code: master.shownCurrency,
      rate: new Decimal(master.shownRate).toFixed(),
      date: formatDateTime(master.shownRateAt),
    },
  }
}

function masterView(
  row: MasterRow,
  parts: Awaited<ReturnType<typeof merchantPartsOf>>,
  items: Map<number, ReturnType<typeof itemView>[]>,
  redirects = new Map<string, string>(),
) {
  const own = parts.filter((p) => p.order.masterId === row.id)
  return {
    id: row.id,
    orderNo: row.orderNo,
    paid: row.paid,
    payType: row.payType,
    payStatus: row.status,
    // An unpaid PayPal order's approval page (docs/api.md §8 item 13, #ref-8); "" otherwise.
    redirect: row.status === 'unpaid' ? (redirects.get(row.orderNo) ?? '') : '',
    totalNum: row.totalNum,
    payPrice: row.payPrice,
    createTime: formatDateTime(row.createdAt),
    expireTime: row.status === 'unpaid' ? formatDateTime(row.expiresAt) : '',
    // Extension (docs/api.md): whether O12 accepts this order now.
    cancellable: isMasterCancellable(
      row.status,
      own.map((p) => p.order),
    ),
    ...shownCurrencyOf(row),
    orderList: own.map((p) => ({
      id: p.order.id,
      orderNo: p.order.orderNo,
      merId: p.order.merId,
      merName: p.merName,
      orderInfoList: items.get(p.order.id) ?? [],
      // Extensions: each merchant order's own state, so the checkout's page never speaks for them.
      status: Number(p.order.status),
      paid: isOrderPaid(row, p.order.status),
      refundStatus: Number(p.order.refundStatus),
    })),
  }
}

/** O6: master orders awaiting payment (unpaid, or bank proof awaiting confirmation), newest first. */
export async function awaitingPaymentOrders(db: DbOrTx, abs: Abs, locale: Locale, userId: number, paging: Paging) {
  const where = and(
    eq(orders.userId, userId),
    inArray(orders.status, [...AWAITING_PAYMENT]),
    eq(orders.isDeleted, false),
  )
  return readNewestPage(db, orders, where, paging, async (rows) => {
    const parts = await merchantPartsOf(
      db,
      rows.map((r) => r.id),
    )
    const items = await itemsOf(
      db,
      abs,
      locale,
      parts.map((p) => p.order.id),
    )
    const redirects = await paypalRedirects(db, rows)
    return rows.map((r) => masterView(r, parts, items, redirects))
  })
}

function merchantView(
  row: MerchantRow,
  merName: string,
  master: MasterRow,
  items: ReturnType<typeof itemView>[],
  cancellable: boolean,
  redirects = new Map<string, string>(),
) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    merId: row.merId,
    merName,
    paid: isOrderPaid(master, row.status),
    payType: master.payType,
    redirect: master.status === 'unpaid' ? (redirects.get(master.orderNo) ?? '') : '',
    status: Number(row.status),
    totalNum: row.totalNum,
    payPrice: row.payPrice,
    createTime: formatDateTime(row.createdAt),
    orderInfoList: items,
    // Extensions (docs/api.md): the master's pay status and number (cancel and pay act on it), refund state.
    orderKind: 'merchant' as const,
    payStatus: master.status,
    masterOrderNo: master.orderNo,
    refundStatus: Number(row.refundStatus),
    refundPrice: row.refundPrice,
    // Whether O12 accepts its master order now (cash on delivery: only while no merchant order of it has shipped).
    cancellable,
    ...shownCurrencyOf(master),
  }
}

/** `cancellable` of some merchant orders' masters; only cash on delivery needs the sibling orders read. */
async function cancellableMasters(db: DbOrTx, masters: MasterRow[]) {
  const states = await statesByMaster(
    db,
    masters.filter((m) => m.status === MASTER.cod).map((m) => m.id),
  )
  return (master: MasterRow) => isMasterCancellable(master.status, states.get(master.id) ?? [])
}

/** O7's order: newest first; a seek page (`after`, extension) continues from the previous page's last order. */
const LIST_KEYS: SeekKey[] = [
  { expr: sql`${merchantOrders.createdAt}`, dir: 'desc', type: 'timestamptz' },
  { expr: sql`${merchantOrders.id}`, dir: 'desc', type: 'int' },
]

/** O7: merchant orders by tab (see ListType), newest first. */
export async function merchantOrderList(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  userId: number,
  input: { type?: ListType; page: number; limit: number; after?: string },
) {
  const { type } = input
  const conditions: (SQL | undefined)[] = [
    eq(merchantOrders.userId, userId),
    eq(merchantOrders.isDeleted, false),
    eq(orders.isDeleted, false),
  ]
  if (type === undefined) conditions.push(settledOnly)
  else if (type === 7) conditions.push(TAB_WHERE[7])
  else if (type !== 0) conditions.push(settledOnly, TAB_WHERE[type])
  const where = and(...conditions)
  return readSeekPage(
    db,
    {
      sort: 'orders',
      keys: LIST_KEYS,
      where,
      // The page's total in the page's statement; the page found by ids through the covering indexes
      // (merchant_orders_user_created_idx, orders_user_idx) before its rows are read.
      countInPage: true,
      keysFirst: {
        select: (filter) =>
          db
            .select({ id: merchantOrders.id })
            .from(merchantOrders)
            .innerJoin(orders, ownMasterOf(userId))
            .where(filter),
        in: (page) => inArray(merchantOrders.id, page),
      },
    },
    input,
    (filter, counted) =>
      db
        .select({
          order: merchantOrders,
          merName: merchants.name,
          master: orders,
          seek: seekColumns(LIST_KEYS),
          counted,
        })
        .from(merchantOrders)
        .innerJoin(orders, ownMasterOf(userId))
        .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
        .where(filter),
    db
      .select({ one: sql`1` })
      .from(merchantOrders)
      .innerJoin(orders, ownMasterOf(userId))
      .where(where),
    async (rows) => {
      const items = await itemsOf(
        db,
        abs,
        locale,
        rows.map((r) => r.order.id),
      )
      const masters = rows.map((r) => r.master)
      const cancellable = await cancellableMasters(db, masters)
      const redirects = await paypalRedirects(db, masters)
      return rows.map((r) =>
        merchantView(r.order, r.merName, r.master, items.get(r.order.id) ?? [], cancellable(r.master), redirects),
      )
    },
  )
}

/** The fields both details add (docs/api.md OrderDetail). */
function detailFields(abs: Abs, locale: Locale, master: MasterRow) {
  return {
    createTime: formatDateTime(master.createdAt),
    payTime: formatDateTime(master.payTime),
    refundTime: '',
    userRemark: master.userRemark,
    realName: master.realName,
    userPhone: master.userPhone,
    userEmail: master.userEmail,
    userAddress: addressLineIn(master.userAddress, master.userCountry, locale),
    payStatus: master.status,
    payVoucher: master.payVoucher ? abs(master.payVoucher) : '',
    payVoucherNote: master.payVoucherNote,
    cancelReason: master.cancelReason,
    expireTime: master.status === 'unpaid' ? formatDateTime(master.expiresAt) : '',
  }
}

/** O8: a master order with its merchant orders; a merchant order's number answers O9's detail (extension). */
export async function masterOrderDetail(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  userId: number,
  orderNo: string,
): Promise<OrderDetail> {
  const [row] = await db.select().from(orders).where(ownMasterOrderNo(userId, orderNo))
  if (!row) {
    if (await isOwnMerchantOrder(db, userId, orderNo)) return merchantOrderDetail(db, abs, locale, userId, orderNo)
    throw notFound(ORDER_NOT_FOUND)
  }
  const parts = await merchantPartsOf(db, [row.id])
  const items = await itemsOf(
    db,
    abs,
    locale,
    parts.map((p) => p.order.id),
  )
  const statuses = parts.map((p) => Number(p.order.status))
  return {
    ...masterView(row, parts, items, await paypalRedirects(db, [row])),
    ...detailFields(abs, locale, row),
    orderKind: 'master' as const,
    proTotalPrice: row.proTotalPrice,
    couponId: row.platformCouponId ?? parts.find((p) => p.order.couponId !== null)?.order.couponId ?? 0,
    couponPrice: row.couponPrice,
    integralPrice: row.integralPrice,
    useIntegral: row.useIntegral,
    payPostage: row.freightPrice,
    // docs/spec.md §3.19 (#spec-3-19) (extensions, decision 49): the shops' packing fees and shipping insurance.
    packingPrice: row.packingPrice,
    insurancePrice: row.insurancePrice,
    refundStatus: 0,
    // The master's step: the least advanced of its merchant orders.
    status: statuses.length > 0 ? Math.min(...statuses) : 0,
  }
}

/** O9: one merchant order; a master order's number answers O8's detail (extension: any order number opens). */
export async function merchantOrderDetail(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  userId: number,
  orderNo: string,
): Promise<OrderDetail> {
  const [row] = await db
    .select({ order: merchantOrders, master: orders, merName: merchants.name, merPhone: merchants.phone })
    .from(merchantOrders)
    .innerJoin(orders, eq(orders.id, merchantOrders.masterId))
    .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
    .where(ownMerchantOrderNo(userId, orderNo))
  if (!row) {
    if (await isOwnMasterOrder(db, userId, orderNo)) return masterOrderDetail(db, abs, locale, userId, orderNo)
    throw notFound(ORDER_NOT_FOUND)
  }
  const { order, master } = row
  const items = await itemsOf(db, abs, locale, [order.id])
  const refunds = await refundSummaries(db, abs, order.id)
  const lastRefunded = refunds.find((r) => r.refundTime !== '')
  const cancellable = await cancellableMasters(db, [master])
  const parcel = await parcelOf(db, order.id)
  return {
    ...merchantView(
      order,
      row.merName,
      master,
      items.get(order.id) ?? [],
      cancellable(master),
      await paypalRedirects(db, [master]),
    ),
    ...detailFields(abs, locale, master),
    refundTime: lastRefunded?.refundTime ?? '',
    proTotalPrice: order.proTotalPrice,
    couponId: order.couponId ?? 0,
    couponPrice: order.couponPrice,
    platformCouponPrice: order.platformCouponPrice,
    integralPrice: order.integralPrice,
    useIntegral: order.useIntegral,
    payPostage: order.freightPrice,
    packingPrice: order.packingPrice,
    insurancePrice: order.insurancePrice,
    // Extensions: delivery (express: company + tracking number; person: named courier; virtual) and refunds.
    deliveryType: order.deliveryType,
    expName: order.expName,
    expNo: order.expNo,
    deliveryName: order.deliveryName,
    deliveryPhone: order.deliveryPhone,
    shipTime: formatDateTime(order.shippedAt),
    receiveTime: formatDateTime(order.receivedAt),
    completeTime: formatDateTime(order.completedAt),
    refundOrderList: refunds,
    // docs/spec.md §3.19 (#spec-3-19) order fields (extensions): the sender's phone (the shop's), the parcel's mass
    // and volume, and (above) the packing fee and shipping insurance.
    senderPhone: row.merPhone,
    mass: parcel.mass,
    volume: parcel.volume,
  }
}

/** The parcel of a merchant order: its items' shipping weight (kg) and volume (m³) times the units bought. */
async function parcelOf(db: DbOrTx, merchantOrderId: number) {
  const [row] = await db
    .select({
      mass: sql<string>`coalesce(sum(${productSkus.weight} * ${orderItems.payNum}), 0)::numeric(12,3)::text`,
      volume: sql<string>`coalesce(sum(${productSkus.volume} * ${orderItems.payNum}), 0)::numeric(12,3)::text`,
    })
    .from(orderItems)
    .innerJoin(productSkus, eq(productSkus.id, orderItems.skuId))
    .where(eq(orderItems.merchantOrderId, merchantOrderId))
  return { mass: row?.mass ?? '0.000', volume: row?.volume ?? '0.000' }
}

/** The refund requests of a merchant order, newest first (detail extension). */
async function refundSummaries(db: DbOrTx, abs: Abs, merchantOrderId: number) {
  const rows = await db
    .select()
    .from(refundOrders)
    .where(eq(refundOrders.merchantOrderId, merchantOrderId))
    .orderBy(desc(refundOrders.createdAt), desc(refundOrders.id))
  return rows.map((r) => ({
    refundOrderNo: r.refundOrderNo,
    refundStatus: Number(r.refundStatus),
    refundPrice: r.refundPrice,
    totalNum: r.totalNum,
    refundReasonWap: r.refundReasonWap,
    refundReasonWapExplain: r.refundReasonWapExplain,
    refundReasonWapImg: joinImageList(r.refundReasonWapImg.map(abs)),
    refundReason: r.refundReason,
    createTime: formatDateTime(r.createdAt),
    refundTime: formatDateTime(r.refundedAt),
  }))
}

export const CANCELLED_BY_SHOPPER = 'Cancelled by the shopper'

/**
 * O12: cancels the user's own master order while it is unpaid or awaiting confirmation, or cash on delivery while
 * none of its merchant orders has shipped; stock, coupons and points come back (lifecycle.ts).
 */
export async function cancelOrder(db: Db, userId: number, orderNo: string) {
  await db.transaction(async (tx) => {
    // Merchant orders are locked before their master, in the order shipping and receipt take the same locks, so a
    // ship running at the same moment either finishes first (and the cancel sees it) or finds the master cancelled.
    const [found] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    const parts = found
      ? await tx
          .select({ status: merchantOrders.status, refundStatus: merchantOrders.refundStatus })
          .from(merchantOrders)
          .where(eq(merchantOrders.masterId, found.id))
          .orderBy(merchantOrders.id)
          .for('update')
      : []
    const order = await lockMasterOrder(tx, orderNo, userId)
    if (!order || order.isDeleted) throw badRequest(ORDER_NOT_FOUND)
    if (order.status === MASTER.cancelled) throw badRequest(/*i18n*/ 'This order is already cancelled')
    if (order.status === MASTER.cod && !isMasterCancellable(order.status, parts)) {
      throw badRequest(/*i18n*/ 'A cash-on-delivery order can only be cancelled before it ships')
    }
    assertMasterTransition(order.status, 'cancel')
    await cancelMasterOrder(tx, order.id, CANCELLED_BY_SHOPPER)
  })
}
