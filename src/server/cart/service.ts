/** The cart: the header badge (CA2) and adding lines (CA3). */
import { and, eq, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { cartLines, products, productSkus } from '../db/schema'
import { badRequest } from '../http/envelope'

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

export interface CartSaveLine {
  productId: number
  cartNum: number
  /** The SKU id. */
  productAttrUnique: number
}

/**
 * CA3. All lines in one transaction: each is upserted on (user, SKU), adding to an existing line, and the
 * resulting quantity is then checked against the product's minimum purchase and the SKU's stock. Any bad line
 * throws a 400 naming it and the limit, and nothing is saved. Checking after the upsert (which locks the line)
 * keeps concurrent saves of the same SKU from overshooting the stock together.
 */
export async function saveCartLines(db: Db, userId: number, lines: CartSaveLine[]) {
  return db.transaction(async (tx) => {
    const cartIds: number[] = []
    for (const [index, line] of lines.entries()) {
      const at = lines.length > 1 ? ` (item ${index + 1})` : ''
      const [sku] = await tx
        .select({
          skuProductId: productSkus.productId,
          stock: productSkus.stock,
          storeName: products.storeName,
          isShow: products.isShow,
          minBuy: products.minBuy,
        })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(eq(productSkus.id, line.productAttrUnique))
      if (!sku || sku.skuProductId !== line.productId) {
        throw badRequest(`productAttrUnique${at}: this specification does not belong to product ${line.productId}`)
      }
      if (!sku.isShow) throw badRequest(`"${sku.storeName}" is no longer on sale${at}`)
      if (sku.stock <= 0) throw badRequest(`"${sku.storeName}" is sold out${at}`)
      const [saved] = await tx
        .insert(cartLines)
        .values({ userId, productId: line.productId, skuId: line.productAttrUnique, cartNum: line.cartNum })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.skuId],
          set: { cartNum: sql`${cartLines.cartNum} + excluded.cart_num`, updatedAt: new Date() },
        })
        .returning({ id: cartLines.id, cartNum: cartLines.cartNum })
      if (saved.cartNum < sku.minBuy) {
        throw badRequest(`cartNum${at}: the minimum purchase of "${sku.storeName}" is ${sku.minBuy}`)
      }
      if (saved.cartNum > sku.stock) {
        throw badRequest(
          `cartNum${at}: only ${sku.stock} of "${sku.storeName}" in stock` +
            (saved.cartNum > line.cartNum ? ` (your cart already holds ${saved.cartNum - line.cartNum})` : ''),
        )
      }
      if (!cartIds.includes(saved.id)) cartIds.push(saved.id)
    }
    return { cartIds }
  })
}
