/**
 * O10: the delivery and logistics events of a merchant order, always an object (empty before shipping). The shop's
 * own events are written in the reader's language; an operator's own lines as they were typed.
 */
import { and, eq } from 'drizzle-orm'
import type { Locale } from '../../i18n/locales'
import type { DbOrTx } from '../db/client'
import { type LogisticsEvent, merchantOrders, orders } from '../db/schema'
import { notFound } from '../http/envelope'
import { translate } from '../http/messages'
import { ORDER_NOT_FOUND } from './fulfilment'

async function shownEvent(event: LogisticsEvent, locale: Locale): Promise<LogisticsEvent> {
  const text = event.message ? await translate(event.message, locale) : event.AcceptStation
  return { AcceptStation: text, AcceptTime: event.AcceptTime }
}

export async function expressInfo(db: DbOrTx, userId: number, orderNo: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(merchantOrders)
    .where(
      and(eq(merchantOrders.orderNo, orderNo), eq(merchantOrders.userId, userId), eq(merchantOrders.isDeleted, false)),
    )
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
    logisticsInfo: JSON.stringify(await Promise.all(row.logistics.map((event) => shownEvent(event, locale)))),
    deliveryType: row.deliveryType,
    deliveryName: row.deliveryName,
    deliveryPhone: row.deliveryPhone,
  }
}
