/**
 * O10: the delivery and logistics events of a merchant order, always an object (empty before shipping). The shop's
 * own events are written in the reader's language; an operator's own lines as they were typed.
 */
import type { Locale } from '../../i18n/locales'
import type { DbOrTx } from '../db/client'
import { type LogisticsEvent, merchantOrders } from '../db/schema'
import { notFound } from '../http/envelope'
import { translate } from '../http/messages'
import { ORDER_NOT_FOUND } from './fulfilment'
import { isOwnMasterOrder, ownMerchantOrderNo } from './own'

async function shownEvent(event: LogisticsEvent, locale: Locale): Promise<LogisticsEvent> {
  const text = event.message ? await translate(event.message, locale) : event.AcceptStation
  return { AcceptStation: text, AcceptTime: event.AcceptTime }
}

export async function expressInfo(db: DbOrTx, userId: number, orderNo: string, locale: Locale) {
  const [row] = await db.select().from(merchantOrders).where(ownMerchantOrderNo(userId, orderNo))
  if (!row) {
    // A master order's number (the detail page of an unpaid order): nothing shipped yet, still an object.
    if (!(await isOwnMasterOrder(db, userId, orderNo))) throw notFound(ORDER_NOT_FOUND)
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
