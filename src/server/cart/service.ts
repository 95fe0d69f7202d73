/** Cart reads needed by the shell. */
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { cartLines, products, productSkus } from '../db/schema'

/**
 * The header badge. `type=total` counts quantities, `type=sum` counts lines; `numType=true` keeps only lines
 * that can still be bought (product on sale, SKU in stock).
 */
export async function cartCount(db: DbOrTx, userId: number, options: { validOnly: boolean; type: 'total' | 'sum' }) {
  const measure = options.type === 'total' ? sql<number>`coalesce(sum(${cartLines.cartNum}), 0)::int` : sql<number>`count(*)::int`
  const validity = options.validOnly ? and(eq(products.isShow, true), sql`${productSkus.stock} > 0`) : undefined
  const [row] = await db
    .select({ count: measure })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(productSkus, eq(productSkus.id, cartLines.skuId))
    .where(and(eq(cartLines.userId, userId), validity))
  return { count: row?.count ?? 0 }
}
