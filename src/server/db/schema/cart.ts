/** Cart lines. */
import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { productSkus, products } from './catalog.ts'
import { createdAt, ref, updatedAt } from './columns.ts'

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    productId: ref('product_id', () => products.id),
    skuId: ref('sku_id', () => productSkus.id),
    cartNum: integer('cart_num').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_lines_user_sku_uq').on(t.userId, t.skuId)],
)
