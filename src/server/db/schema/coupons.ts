/** Coupons, the coupons shoppers received, and the expiring notice sent for one. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { type Translations, createdAt, money } from './columns.ts'

/**
 * Coupon templates. merId 0 is a platform coupon. useType: 1 merchant-wide, 2 goods, 3 category.
 * Either `day` (valid N days after receiving) or the fixed use window applies.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  merId: integer('mer_id').notNull().default(0),
  name: text('name').notNull(),
  useType: smallint('use_type').notNull(),
  money: money('money').notNull(),
  minPrice: money('min_price').notNull().default('0'),
  day: integer('day'),
  useStartTime: timestamp('use_start_time', { withTimezone: true, mode: 'date' }),
  useEndTime: timestamp('use_end_time', { withTimezone: true, mode: 'date' }),
  receiveEndTime: timestamp('receive_end_time', { withTimezone: true, mode: 'date' }),
  /** null: unlimited. */
  total: integer('total'),
  remaining: integer('remaining'),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  categoryId: integer('category_id'),
  isShow: boolean('is_show').notNull().default(true),
  createdAt: createdAt(),
  /** Texts per locale over the base columns (`name`), e.g. { ru: { name: '…' } } (decision 24). */
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})

/**
 * Coupons a shopper has received (a copy of the template's terms at receiving time, so later edits of the
 * template do not change what the shopper holds). status: 0 usable, 1 used, 2 expired.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    merId: integer('mer_id').notNull().default(0),
    name: text('name').notNull(),
    useType: smallint('use_type').notNull(),
    money: money('money').notNull(),
    minPrice: money('min_price').notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    categoryId: integer('category_id'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    status: smallint('status').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    orderNo: text('order_no'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_coupons_user_coupon_uq').on(t.userId, t.couponId),
    index('user_coupons_user_idx').on(t.userId, t.status),
  ],
)

/* Coupons (decision 18): the coupon-expiring notice sent for a user coupon, at most once (the primary key). */
export const userCouponNotices = pgTable('user_coupon_notices', {
  userCouponId: integer('user_coupon_id')
    .primaryKey()
    .references(() => userCoupons.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
