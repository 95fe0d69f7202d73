/**
 * The one way a notice is created: an event for one shopper (or null: every shopper), stored in `notices` and read
 * through the inbox (service.ts). Domains call `sendNotice` inside their own transaction, so a notice exists exactly
 * when the change it reports does.
 */
import type { DbOrTx } from '../db/client'
import { notices } from '../db/schema'

export type NoticeEvent =
  | { type: 'order_shipped'; orderNo: string }
  | { type: 'refund_decided'; refundOrderNo: string; approved: boolean; reason?: string }
  | { type: 'coupon_expiring'; couponName: string; expiresAt: Date }
  | { type: 'settlement_decided'; approved: boolean; reason?: string }
  | { type: 'system'; title: string; content: string }

function textOf(event: NoticeEvent): { kind: 'system' | 'service'; title: string; content: string } {
  switch (event.type) {
    case 'order_shipped':
      return { kind: 'service', title: 'Your order has shipped', content: `Order ${event.orderNo} is on its way.` }
    case 'refund_decided':
      return event.approved
        ? { kind: 'service', title: 'Refund approved', content: `Refund ${event.refundOrderNo} was approved.` }
        : { kind: 'service', title: 'Refund refused', content: `Refund ${event.refundOrderNo} was refused: ${event.reason ?? ''}` }
    case 'coupon_expiring':
      return { kind: 'system', title: 'A coupon expires soon', content: `${event.couponName} expires on ${event.expiresAt.toISOString().slice(0, 10)}.` }
    case 'settlement_decided':
      return event.approved
        ? { kind: 'system', title: 'Merchant application approved', content: 'Your store application was approved.' }
        : { kind: 'system', title: 'Merchant application not approved', content: `Reason: ${event.reason ?? ''}` }
    case 'system':
      return { kind: 'system', title: event.title, content: event.content }
  }
}

/** Stores the notice of `event` for `userId` (null: a broadcast); returns its id. */
export async function sendNotice(db: DbOrTx, userId: number | null, event: NoticeEvent, link = ''): Promise<number> {
  const [row] = await db.insert(notices).values({ userId, ...textOf(event), link }).returning({ id: notices.id })
  return row.id
}
