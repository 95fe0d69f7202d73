/** Campaign attribution (decision 22): the first touch of the visit that registered or ordered. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, timestamptz } from './columns.ts'
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

/** The first touch of the visit that placed a master order: written once, with the order (O4). */
export const orderAttributions = pgTable(
  'order_attributions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...firstTouch(),
  },
  (t) => [index('order_attributions_campaign_idx').on(t.campaign)],
)
