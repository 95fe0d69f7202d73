/** Refund requests of merchant orders. */
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, money, ref, timestamptz, updatedAt } from './columns.ts'
import { merchantOrders } from './orders.ts'

/** One line of a refund request: an order item and how many units of it go back. */
export interface RefundLine {
  orderItemId: number
  num: number
  /** This line's share of what was paid. */
  amount: string
}

/**
 * Refund requests (R1–R5) of a merchant order. refundStatus (docs/api.md §4.3 (#ref-4-3)): 0 awaiting the merchant's review,
 * 1 refused (`refundReason`), 2 accepted and being paid back, 3 refunded. Transitions: src/server/orders/state-machine.ts.
 */
export const refundOrders = pgTable(
  'refund_orders',
  {
    id: serial('id').primaryKey(),
    refundOrderNo: text('refund_order_no').notNull(),
    merchantOrderId: ref('merchant_order_id', () => merchantOrders.id, { onDelete: 'cascade' }),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    merId: integer('mer_id').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    totalNum: integer('total_num').notNull(),
    refundPrice: money('refund_price').notNull(),
    /** Points given back with this refund (its share of the points the order used). */
    refundIntegral: integer('refund_integral').notNull().default(0),
    refundStatus: smallint('refund_status').notNull().default(0),
    refundReasonWap: text('refund_reason_wap').notNull(),
    refundReasonWapExplain: text('refund_reason_wap_explain').notNull().default(''),
    /** Site paths of the voucher images (the requester's private uploads). */
    refundReasonWapImg: jsonb('refund_reason_wap_img').$type<string[]>().notNull().default([]),
    /** The merchant's reason for refusing. */
    refundReason: text('refund_reason').notNull().default(''),
    /** Stripe refund id for card payments. */
    providerRef: text('provider_ref'),
    reviewedAt: timestamptz('reviewed_at'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refund_orders_no_uq').on(t.refundOrderNo),
    index('refund_orders_user_idx').on(t.userId, t.createdAt),
    index('refund_orders_merchant_order_idx').on(t.merchantOrderId),
  ],
)
