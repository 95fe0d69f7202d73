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
      // Raw SQL: the schema maps both `createdAt` and `updatedAt` to the one `created_at` column, so a Drizzle
      // insert of cart_lines names that column twice. Columns are spelled out here instead.
      const upsert = (await tx.execute(sql`
        insert into ${cartLines} (user_id, product_id, sku_id, cart_num)
        values (${userId}, ${line.productId}, ${line.productAttrUnique}, ${line.cartNum})
        on conflict (user_id, sku_id) do update set cart_num = ${cartLines}.cart_num + excluded.cart_num
        returning id, cart_num`)) as unknown as { rows: { id: number; cart_num: number }[] }
      const row = upsert.rows[0]
      const saved = { id: Number(row.id), cartNum: Number(row.cart_num) }
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
