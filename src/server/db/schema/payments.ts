/** Payments and the webhook events already applied (decision 8). */
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, money, ref, updatedAt } from './columns.ts'

/**
 * Payment attempts of a master order. provider: stripe | paypal | cod | bank. status: created, processing, succeeded,
 * failed, cancelled, submitted (bank proof sent). `providerRef` is the Stripe PaymentIntent id or the PayPal order id.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** PayPal: the capture id (refunds go to it); null for other providers. */
    captureRef: text('capture_ref'),
    /** PayPal: the approval page of the PayPal order, answered as `redirect` by the order list (O6) while unpaid. */
    approvalUrl: text('approval_url'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderNo),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
  ],
)

/** Webhook events already applied (Stripe event ids), so a replayed delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderNo: text('order_no').notNull().default(''),
  receivedAt: createdAt(),
})
