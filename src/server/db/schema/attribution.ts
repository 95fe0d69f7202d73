/** Campaign attribution (decision 22): the first touch of the visit that registered or ordered. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { PayStatus } from '~/contract'
import { users } from './auth.ts'
import { createdAt, money, timestamptz } from './columns.ts'
import { orders } from './orders.ts'

/** What both attributions keep of the first touch, after their key. */
const firstTouch = () => ({
  /** The campaign params (utm_*, gclid, fbclid, inviteCode) as they arrived. */
  params: jsonb('params').$type<Record<string, string>>().notNull(),
  /** The report's grouping: utm_campaign, else '' (no campaign named). */
  campaign: text('campaign').notNull().default(''),
  landingPath: text('landing_path').notNull().default(''),
  touchedAt: timestamptz('touched_at').notNull(),
  createdAt: createdAt(),
})

/** The first touch of the visit that created an account: written once, at registration. */
export const userAttributions = pgTable('user_attributions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...firstTouch(),
})

/**
 * The first touch of the visit that placed a master order: written once, with the order (O4). It carries what the
 * campaign report sums of its order (status, pay price, creation), so the report reads these rows alone, not the
 * orders (decision 127). The database keeps the copy (migration 0053): a trigger fills it from the order when the
 * row is inserted, whatever the app writes, and another rewrites it whenever the order's status, pay price or
 * creation changes. The defaults are never what a row keeps.
 */
export const orderAttributions = pgTable(
  'order_attributions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...firstTouch(),
    /** The order's status, pay price and creation (`orders.status`, `pay_price`, `created_at`), by the triggers. */
    status: text('status').$type<PayStatus>().notNull().default('unpaid'),
    payPrice: money('pay_price').notNull().default('0'),
    orderedAt: timestamptz('ordered_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_attributions_campaign_idx').on(t.campaign),
    // The report of a window (`--from`, `--to`): the attributed orders placed in it.
    index('order_attributions_ordered_idx').on(t.orderedAt),
  ],
)
