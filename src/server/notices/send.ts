/**
 * The one way a notice is created: an event for one shopper (or null: every shopper), stored in `notices` and read
 * through the inbox (service.ts). Domains call `sendNotice` inside their own transaction, so a notice exists exactly
 * when the change it reports does. The event and its params are stored, and the text is rendered in the reader's
 * locale on every read (templates.ts); title/content keep the English text as the fallback.
 */
import type { DbOrTx } from '../db/client'
import { notices } from '../db/schema'
import { type NoticeParams, renderNotice } from './templates'

export type NoticeEvent =
  | { type: 'order_shipped'; orderNo: string }
  | { type: 'refund_decided'; refundOrderNo: string; approved: boolean; reason?: string }
  /** `couponNames`: the coupon's name per locale (its i18n), so each shopper reads it in their own language. */
  | { type: 'coupon_expiring'; couponName: string; couponNames?: Record<string, string>; expiresAt: Date }
  | { type: 'settlement_decided'; approved: boolean; reason?: string }
  /** An operator's notice: its own text, optionally per locale (`titles`/`contents` keyed by locale, e.g. `ru`). */
  | {
      type: 'system'
      title: string
      content: string
      titles?: Record<string, string>
      contents?: Record<string, string>
    }

const KIND: Record<NoticeEvent['type'], 'system' | 'service'> = {
  order_shipped: 'service',
  refund_decided: 'service',
  coupon_expiring: 'system',
  settlement_decided: 'system',
  system: 'system',
}

/** Storefront paths the notices link to (plain paths: the server does not import the router's link builder). */
export const noticeLinks = {
  orderDetail: (orderNo: string) => `/order/order_detail?orderNo=${encodeURIComponent(orderNo)}`,
  refundDetail: (refundOrderNo: string) => `/order/refund_detail?orderNo=${encodeURIComponent(refundOrderNo)}`,
}

function paramsOf(event: NoticeEvent): NoticeParams {
  const { type: _type, ...rest } = event
  if (event.type === 'coupon_expiring') return { ...rest, expiresAt: event.expiresAt.toISOString() }
  return rest
}

/** Stores the notice of `event` for `userId` (null: a broadcast); returns its id. */
export async function sendNotice(db: DbOrTx, userId: number | null, event: NoticeEvent, link = ''): Promise<number> {
  const params = paramsOf(event)
  const { title, content } = renderNotice(event.type, params, 'en')
  const [row] = await db
    .insert(notices)
    .values({ userId, kind: KIND[event.type], event: event.type, params, title, content, link })
    .returning({ id: notices.id })
  return row.id
}
