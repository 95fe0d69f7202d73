/**
 * A shopper's own order by its number: theirs and not deleted. Another shopper's number (or a deleted order's)
 * answers like an unknown one, so a stranger learns nothing.
 */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { merchantOrders, orders } from '../db/schema'

/** The condition on `merchant_orders`: the shopper's own merchant order of this number. */
export const ownMerchantOrderNo = (userId: number, orderNo: string) =>
  and(eq(merchantOrders.orderNo, orderNo), eq(merchantOrders.userId, userId), eq(merchantOrders.isDeleted, false))

/** The condition on `orders`: the shopper's own master order of this number. */
export const ownMasterOrderNo = (userId: number, orderNo: string) =>
  and(eq(orders.orderNo, orderNo), eq(orders.userId, userId), eq(orders.isDeleted, false))

export async function isOwnMerchantOrder(db: DbOrTx, userId: number, orderNo: string) {
  const [row] = await db
    .select({ id: merchantOrders.id })
    .from(merchantOrders)
    .where(ownMerchantOrderNo(userId, orderNo))
  return row !== undefined
}

export async function isOwnMasterOrder(db: DbOrTx, userId: number, orderNo: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(ownMasterOrderNo(userId, orderNo))
  return row !== undefined
}
