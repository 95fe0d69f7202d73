/** Category tree helpers for filters: a category id of any level stands for all its third-level descendants. */
import { eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, products } from '../db/schema'

/**
 * The leaf (third-level) category ids under `id`: the id itself when it is a leaf, its children when it is a
 * second-level group, its grandchildren when it is a first-level root. Unknown ids give an empty list.
 */
export async function leafCategoryIds(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${categories.level} = 3 and (${or(
        eq(categories.id, id),
        eq(categories.pid, id),
        sql`${categories.pid} in (select c2.id from ${categories} c2 where c2.pid = ${id})`,
      )})`,
    )
  return rows.map((r) => r.id)
}

/**
 * For each category id (any level): "the merchant sells visible goods of it", for the store search's product
 * category. Null when a category has no leaves, so nothing can match.
 */
export async function sellsInCategories(db: DbOrTx, merchantId: SQLWrapper, ids: number[]): Promise<SQL[] | null> {
  const conditions: SQL[] = []
  for (const id of ids) {
    const leaves = await leafCategoryIds(db, id)
    if (leaves.length === 0) return null
    conditions.push(
      sql`exists (select 1 from ${products} where ${products.merId} = ${merchantId} and ${products.isShow} and ${inArray(products.categoryId, leaves)})`,
    )
  }
  return conditions
}
