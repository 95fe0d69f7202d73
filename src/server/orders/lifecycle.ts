/**
 * The life of a master order after it was created: cancel (returning stock, coupons and points), revive a
 * cancelled order whose payment still arrived, and the pay outcomes (paid, cash on delivery, bank proof sent).
 * Every function works inside the caller's transaction (`tx`); the payments domain calls them too.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { DbOrTx } from '../db/client'
import { idListLength, preparedSql } from '../db/prepared'
import { merchantOrders, orderItems, orders, productSkus, productTotalDeltas, userCoupons } from '../db/schema'
import { logger } from '../logger'
import { grantPoints, spendPoints } from '../points'

export type MasterOrderRow = typeof orders.$inferSelect

/** The master order `orderNo`, locked FOR UPDATE; null when absent or (with `userId`) not that user's. */
export async function lockMasterOrder(tx: DbOrTx, orderNo: string, userId?: number): Promise<MasterOrderRow | null> {
  const where =
    userId === undefined ? eq(orders.orderNo, orderNo) : and(eq(orders.orderNo, orderNo), eq(orders.userId, userId))
  const [row] = await tx.select().from(orders).where(where).for('update')
  return row ?? null
}

async function lockById(tx: DbOrTx, orderId: number): Promise<MasterOrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row ?? null
}

/** Units per SKU and per product of a master order's items. */
async function reservedUnits(tx: DbOrTx, orderId: number): Promise<StockUnits> {
  const items = await tx
    .select({ productId: orderItems.productId, skuId: orderItems.skuId, payNum: orderItems.payNum })
    .from(orderItems)
    .innerJoin(merchantOrders, eq(merchantOrders.id, orderItems.merchantOrderId))
    .where(eq(merchantOrders.masterId, orderId))
  const bySku = new Map<number, number>()
  const byProduct = new Map<number, number>()
  for (const item of items) {
    bySku.set(item.skuId, (bySku.get(item.skuId) ?? 0) + item.payNum)
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.payNum)
  }
  // Sorted ids: every transaction locks rows in the same order, so two of them cannot deadlock.
  const sorted = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0])
  return { skus: sorted(bySku), products: sorted(byProduct) }
}

/** The owned coupons (user_coupons ids) an order used: merchant coupons and the platform coupon. */
async function couponIdsOf(tx: DbOrTx, order: MasterOrderRow): Promise<number[]> {
  const rows = await tx
    .select({ couponId: merchantOrders.couponId })
    .from(merchantOrders)
    .where(eq(merchantOrders.masterId, order.id))
  const ids = rows.map((r) => r.couponId).filter((id): id is number => id !== null)
  if (order.platformCouponId !== null) ids.push(order.platformCouponId)
  return ids
}

/** Units per SKU and per product, each list in ascending id order (the lock order of every stock change). */
interface StockUnits {
  skus: [number, number][]
  products: [number, number][]
}

/**
 * Takes the units from the SKUs (sales rise by as many) in one statement, all or nothing, SKUs locked in ascending id
 * order (two transactions cannot deadlock); the SKU stock is the guard against overselling. The products' totals are
 * not touched here: their share is stored in product_total_deltas, in the same statement and only when every SKU
 * had its units, and the product-totals sweeper settles it after the commit (decision 82; the 50 buyers of a few
 * products queued on the product row's lock). Answers the SKU ids whose stock was taken; a list shorter than asked
 * means a SKU was short and the caller's transaction must roll back.
 */
export async function takeStock(tx: DbOrTx, units: StockUnits): Promise<number[]> {
  // Prepared per length of the two lists (rounded up, padded with nulls that match nothing): a plan per connection
  // instead of one per call (decision 90).
  const skuLength = idListLength(units.skus.length)
  const productLength = idListLength(units.products.length)
  const { rows } = await preparedSql<{ skus: number[] }>(
    tx,
    `orders_take_stock_${skuLength}_${productLength}`,
    () => sql`
    with taken as (
      update ${productSkus} t set stock = t.stock - u.n, sales = t.sales + u.n
      from (values ${unitRows('sku', skuLength)}) as u(id, n)
      where t.id = u.id and t.stock >= u.n
      returning t.id
    ), owed as (
      insert into ${productTotalDeltas} (product_id, stock, sales)
      select u.id, -u.n, u.n from (values ${unitRows('product', productLength)}) as u(id, n)
      where u.id is not null and (select count(*) from taken) = ${sql.placeholder('skuCount')}::int
    )
    select array(select id from taken order by id) as skus`,
  ).execute({
    ...unitValues('sku', units.skus, skuLength),
    ...unitValues('product', units.products, productLength),
    skuCount: units.skus.length,
  })
  return rows[0].skus.map(Number)
}

/**
 * Stock taken as steps of a larger data-modifying statement (O4 writes an order in one statement, decision 91), all
 * or nothing without a transaction of its own: `lock` (CTEs `sku_units`, `stock_locked`) locks the SKUs in ascending
 * id order and reads their stock as it is once locked; `fits` is whether every SKU has its units; `take(when)` (CTEs
 * `stock_taken`, `stock_owed`) takes them and owes the products' share as takeStock does, when `when` holds (the
 * statement's other writes happened, which themselves wait for `fits`). Lengths and values as takeStock's
 * (`stockValues`); the statement also answers `stock_locked` for a 400 that names what is left.
 */
export function stockSteps(skuLength: number, productLength: number) {
  return {
    lock: sql`sku_units (id, n) as (values ${unitRows('sku', skuLength)}),
    stock_locked as (
      select t.id, t.stock, u.n from ${productSkus} t join sku_units u on t.id = u.id order by t.id for update of t
    )`,
    fits: sql`((select count(*) from stock_locked where stock >= n) = ${sql.placeholder('skuCount')}::int)`,
    take: (when: SQL) => sql`stock_taken as (
      update ${productSkus} t set stock = t.stock - u.n, sales = t.sales + u.n
      from sku_units u where t.id = u.id and ${when}
    ), stock_owed as (
      insert into ${productTotalDeltas} (product_id, stock, sales)
      select u.id, -u.n, u.n from (values ${unitRows('product', productLength)}) as u(id, n)
      where u.id is not null and ${when}
    )`,
  }
}

/** The values of `stockSteps`' placeholders for `units`. */
export const stockValues = (units: StockUnits, skuLength: number, productLength: number) => ({
  ...unitValues('sku', units.skus, skuLength),
  ...unitValues('product', units.products, productLength),
  skuCount: units.skus.length,
})

/** `($key_id_0::int, $key_n_0::int), …`: `length` rows of (id, units) placeholders. */
const unitRows = (key: string, length: number) =>
  sql.join(
    Array.from(
      { length },
      (_, i) => sql`(${sql.placeholder(`${key}_id_${i}`)}::int, ${sql.placeholder(`${key}_n_${i}`)}::int)`,
    ),
    sql`, `,
  )

/** The values of `unitRows`: each (id, units) of `rows`, then nulls up to `length`. */
const unitValues = (key: string, rows: [number, number][], length: number) =>
  Object.fromEntries(
    Array.from({ length }, (_, i) => [
      [`${key}_id_${i}`, rows[i]?.[0] ?? null],
      [`${key}_n_${i}`, rows[i]?.[1] ?? null],
    ]).flat(),
  )

/** Units back on the shelf (sales lowered): the SKU rows in ascending id order, the products' share owed (decision 82). */
export async function returnStock(tx: DbOrTx, units: StockUnits): Promise<void> {
  for (const [skuId, n] of units.skus) {
    await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} + ${n}`, sales: sql`greatest(${productSkus.sales} - ${n}, 0)` })
      .where(eq(productSkus.id, skuId))
  }
  if (units.products.length > 0)
    await tx
      .insert(productTotalDeltas)
      .values(units.products.map(([productId, n]) => ({ productId, stock: n, sales: -n })))
}

/**
 * Cancels a master order: stock back to SKUs and products (sales lowered; the products' share settled by the sweeper), coupons usable again, spent points
 * refunded (ledger type 1, link `cancel`). A second call on a cancelled order does nothing. Returns whether
 * this call cancelled it.
 */
export async function cancelMasterOrder(tx: DbOrTx, orderId: number, reason: string): Promise<boolean> {
  const order = await lockById(tx, orderId)
  if (!order || order.status === 'cancelled') return false
  await returnStock(tx, await reservedUnits(tx, orderId))
  await tx
    .update(userCoupons)
    .set({ status: 0, usedAt: null, orderNo: null })
    .where(and(eq(userCoupons.userId, order.userId), eq(userCoupons.orderNo, order.orderNo), eq(userCoupons.status, 1)))
  if (order.useIntegral > 0) {
    await grantPoints(tx, order.userId, order.useIntegral, {
      linkType: 'cancel',
      linkId: order.orderNo,
      title: `Refund of points for cancelled order ${order.orderNo}`,
    })
  }
  const now = new Date()
  await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason.slice(0, 200), updatedAt: now })
    .where(eq(orders.id, orderId))
  return true
}

class StockShort extends Error {}

/**
 * A payment arrived for a cancelled order: take the stock again (all or nothing, inside a savepoint), re-spend
 * its coupons and points when still available (the order is revived even when they are not: the money was
 * paid), and set it back to `unpaid`. Returns false, changing nothing, when a SKU or product is short.
 */
export async function reviveCancelledOrder(tx: DbOrTx, orderId: number): Promise<boolean> {
  const order = await lockById(tx, orderId)
  if (!order) return false
  if (order.status !== 'cancelled') return true
  const units = await reservedUnits(tx, orderId)
  try {
    await tx.transaction(async (sp) => {
      if ((await takeStock(sp, units)).length < units.skus.length) throw new StockShort()
    })
  } catch (error) {
    if (error instanceof StockShort) return false
    throw error
  }
  const now = new Date()
  const couponIds = await couponIdsOf(tx, order)
  if (couponIds.length > 0) {
    const retaken = await tx
      .update(userCoupons)
      .set({ status: 1, usedAt: now, orderNo: order.orderNo })
      .where(and(inArray(userCoupons.id, couponIds), eq(userCoupons.userId, order.userId), eq(userCoupons.status, 0)))
      .returning({ id: userCoupons.id })
    if (retaken.length < couponIds.length) {
      logger.warn(
        `order ${order.orderNo} revived after payment, but ${couponIds.length - retaken.length} coupon(s) were no longer available`,
      )
    }
  }
  if (order.useIntegral > 0) {
    const spent = await spendPoints(tx, order.userId, order.useIntegral, {
      linkType: 'order',
      linkId: order.orderNo,
      title: `Points used for order ${order.orderNo}`,
    })
    if (spent === null)
      logger.warn(
        `order ${order.orderNo} revived after payment, but the user no longer has ${order.useIntegral} points`,
      )
  }
  const expiresAt = new Date(now.getTime() + config().orders.unpaidCancelMinutes * 60_000)
  await tx
    .update(orders)
    .set({ status: 'unpaid', cancelledAt: null, cancelReason: '', expiresAt, updatedAt: now })
    .where(eq(orders.id, orderId))
  return true
}

/** The order is paid: merchant orders stay status 0 (awaiting shipment). */
export async function markMasterOrderPaid(
  tx: DbOrTx,
  orderId: number,
  payType: string,
  at = new Date(),
): Promise<void> {
  await tx
    .update(orders)
    .set({ paid: true, payTime: at, status: 'paid', payType, updatedAt: at })
    .where(eq(orders.id, orderId))
}

/** Cash on delivery: awaiting shipment, paid at the door; never auto-cancels. */
export async function markMasterOrderCod(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.update(orders).set({ status: 'cod', payType: 'cod', updatedAt: new Date() }).where(eq(orders.id, orderId))
}

/** Bank transfer proof sent: waits for the shop's confirmation; never auto-cancels. */
export async function markMasterOrderAwaitingConfirmation(
  tx: DbOrTx,
  orderId: number,
  voucherPath: string,
  note: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: 'awaiting_confirmation',
      payType: 'bank',
      payVoucher: voucherPath,
      payVoucherNote: note,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
}
