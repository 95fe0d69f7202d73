/** O10: the delivery and logistics events of a merchant order, always an object (empty before shipping). */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { merchantOrders, orders } from '../db/schema'
import { notFound } from '../http/envelope'
import { ORDER_NOT_FOUND } from './fulfilment'

export async function expressInfo(db: DbOrTx, userId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(merchantOrders)
    .where(and(eq(merchantOrders.orderNo, orderNo), eq(merchantOrders.userId, userId), eq(merchantOrders.isDeleted, false)))
  if (!row) {
    // A master order's number (the detail page of an unpaid order): nothing shipped yet, still an object.
    const [master] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId), eq(orders.isDeleted, false)))
    if (!master) throw notFound(ORDER_NOT_FOUND)
    return { expName: '', expNo: '', logisticsInfo: '[]', deliveryType: '', deliveryName: '', deliveryPhone: '' }
  }
  return {
    expName: row.expName,
    expNo: row.expNo,
    // The contract's KDNiao format: a JSON string, oldest first (the client reverses it).
    logisticsInfo: JSON.stringify(row.logistics),
    deliveryType: row.deliveryType,
    deliveryName: row.deliveryName,
    deliveryPhone: row.deliveryPhone,
  }
}
