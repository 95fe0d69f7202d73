/** Product reviews, one per bought order line. */
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { products } from './catalog.ts'
import { createdAt, ref } from './columns.ts'
import { orderItems } from './orders.ts'

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: ref('product_id', () => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    sku: text('sku').notNull().default(''),
    /** Product quality score, 1 to 5. */
    productScore: smallint('product_score').notNull(),
    /** Service attitude score, 1 to 5. */
    serviceScore: smallint('service_score').notNull(),
    comment: text('comment').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    merchantReplyContent: text('merchant_reply_content').notNull().default(''),
    /** The bought item this review is for (null for seeded reviews): one review per item. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('product_reviews_order_item_uq').on(t.orderItemId),
  ],
)
