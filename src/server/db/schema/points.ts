/** Points (decision 17): the ledger, earnings while frozen, the points shop and its orders. */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, i18n, money, ref, timestamptz, updatedAt } from './columns.ts'
import { merchantOrders } from './orders.ts'

/**
 * Points ledger, append-only. type 1 adds, 2 takes (as the wire shows it); `kind` is earn | spend | freeze |
 * unfreeze | reverse and `availableDelta`/`frozenDelta` the signed changes of `users.integral` and
 * `users.frozen_integral`, so each balance is the sum of its deltas (src/server/points/ledger.ts).
 * `points` is always positive; `balance`/`frozenBalance` are the balances after the change.
 * linkType: register | order | cancel | refund | grant | earn | points_order.
 */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    linkType: text('link_type').notNull(),
    linkId: text('link_id').notNull().default(''),
    title: text('title').notNull(),
    points: integer('points').notNull(),
    balance: integer('balance').notNull(),
    kind: text('kind').notNull().default('earn'),
    availableDelta: integer('available_delta').notNull().default(0),
    frozenDelta: integer('frozen_delta').notNull().default(0),
    frozenBalance: integer('frozen_balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_records_user_idx').on(t.userId, t.createdAt),
    index('points_records_user_kind_idx').on(t.userId, t.kind),
  ],
)

/**
 * Points earned by a received merchant order: frozen until `thawAt`, then moved to the balance (status
 * frozen → unfrozen). Refunds take back their share (`reversed`); a fully reversed frozen earning is `reversed`.
 */
export const pointsEarnings = pgTable(
  'points_earnings',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    merchantOrderId: ref('merchant_order_id', () => merchantOrders.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    points: integer('points').notNull(),
    /** The amount the points were earned on (pay price less refunds at receipt). */
    base: money('base').notNull(),
    reversed: integer('reversed').notNull().default(0),
    status: text('status').notNull().default('frozen'),
    thawAt: timestamptz('thaw_at').notNull(),
    settledAt: timestamptz('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_earnings_merchant_order_uq').on(t.merchantOrderId),
    index('points_earnings_due_idx').on(t.status, t.thawAt),
    index('points_earnings_user_idx').on(t.userId),
  ],
)

/** Goods of the points shop, priced in points only. */
export const pointsProducts = pgTable(
  'points_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Site-relative image path (`/media/...`). */
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    /** `name` and `description` per locale (decision 24). */
    i18n: i18n(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_products_stock_not_negative', sql`${t.stock} >= 0 AND ${t.price} > 0`),
    index('points_products_shop_idx').on(t.isShow, t.sort),
  ],
)

/** An order of the points shop. status: 0 awaiting shipment, 1 shipped, 2 received. */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    productId: ref('product_id', () => pointsProducts.id),
    productName: text('product_name').notNull(),
    /** The name as ordered per locale: `{ ru: { productName } }`. */
    i18n: i18n(),
    image: text('image').notNull(),
    num: integer('num').notNull(),
    price: integer('price').notNull(),
    totalPoints: integer('total_points').notNull(),
    realName: text('real_name').notNull(),
    userPhone: text('user_phone').notNull(),
    userAddress: text('user_address').notNull(),
    userCountry: text('user_country').notNull().default(''),
    status: smallint('status').notNull().default(0),
    expName: text('exp_name').notNull().default(''),
    expNo: text('exp_no').notNull().default(''),
    shippedAt: timestamptz('shipped_at'),
    receivedAt: timestamptz('received_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('points_orders_no_uq').on(t.orderNo), index('points_orders_user_idx').on(t.userId, t.createdAt)],
)
