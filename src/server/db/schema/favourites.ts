/** Products in favourites and followed shops. */
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { products } from './catalog.ts'
import { createdAt, ref } from './columns.ts'
import { merchants } from './merchants.ts'

export const productCollects = pgTable(
  'product_collects',
  {
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    productId: ref('product_id', () => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

export const merchantFollows = pgTable(
  'merchant_follows',
  {
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    merId: ref('mer_id', () => merchants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merId] }), index('merchant_follows_mer_idx').on(t.merId)],
)
