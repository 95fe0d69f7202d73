/** Bulk-insert helpers for the seed: many rows per statement, within PostgreSQL's parameter limit. */
import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../client.ts'
import * as schema from '../schema.ts'
import type { PlannedProduct } from './products.ts'

/** PostgreSQL accepts at most 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000

/** Inserts rows in as few statements as the parameter limit allows. */
export async function insertRows<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][]): Promise<number> {
  if (rows.length === 0) return 0
  const columns = Object.keys(getTableColumns(table)).length
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns))
  for (let i = 0; i < rows.length; i += perStatement) {
    await db.insert(table).values(rows.slice(i, i + perStatement) as never)
  }
  return rows.length
}

/** Inserts planned products with their attributes, SKUs and reviews; answers how many of each it wrote. */
export async function insertPlanned(db: DbOrTx, planned: PlannedProduct[]) {
  await insertRows(
    db,
    schema.products,
    planned.map((p) => p.product),
  )
  return {
    productAttrs: await insertRows(
      db,
      schema.productAttrs,
      planned.flatMap((p) => p.attrs),
    ),
    productSkus: await insertRows(
      db,
      schema.productSkus,
      planned.flatMap((p) => p.skus),
    ),
    reviews: await insertRows(
      db,
      schema.productReviews,
      planned.flatMap((p) => p.reviews),
    ),
  }
}

/**
 * The seed writes explicit ids into serial columns so they are stable; move each sequence past the
 * largest id so later inserts by the app do not collide.
 */
export async function syncSequences(db: DbOrTx, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table)
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
    )
  }
}
