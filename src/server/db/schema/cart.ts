/** Cart lines. */
import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { productSkus, products } from './catalog.ts'
import { createdAt } from './columns.ts'

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id),
    cartNum: integer('cart_num').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_user_sku_uq').on(t.userId, t.skuId)],
)
