/** Coupons, the coupons shoppers received, and the expiring notice sent for one. */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, i18n, money, ref, timestamptz } from './columns.ts'

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
  useStartTime: timestamptz('use_start_time'),
  useEndTime: timestamptz('use_end_time'),
  receiveEndTime: timestamptz('receive_end_time'),
  /** null: unlimited. */
  total: integer('total'),
  remaining: integer('remaining'),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  categoryId: integer('category_id'),
  isShow: boolean('is_show').notNull().default(true),
  createdAt: createdAt(),
  /** Texts per locale over the base columns (`name`), e.g. { ru: { name: '…' } } (decision 24). */
  i18n: i18n(),
})

/**
 * Coupons a shopper has received (a copy of the template's terms at receiving time, so later edits of the
 * template do not change what the shopper holds). status: 0 usable, 1 used, 2 expired.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    couponId: ref('coupon_id', () => coupons.id),
    merId: integer('mer_id').notNull().default(0),
    name: text('name').notNull(),
    useType: smallint('use_type').notNull(),
    money: money('money').notNull(),
    minPrice: money('min_price').notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    categoryId: integer('category_id'),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    status: smallint('status').notNull().default(0),
    usedAt: timestamptz('used_at'),
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
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
})
