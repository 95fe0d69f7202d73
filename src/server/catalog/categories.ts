/** Category tree helpers for filters: a category id of any level stands for all its third-level descendants. */
import { eq, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories } from '../db/schema'

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
