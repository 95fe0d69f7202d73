/**
 * The products' `stock` and `sales` settled from what the order paths owe them (product_total_deltas, decision 82):
 * the order create, cancel, refund and revive change the SKUs (the guard against overselling) in their transaction
 * and store the product's share, so the 50 buyers of one product no longer queue on its row. Once a second the
 * sweeper folds the stored rows into `products` in one statement (a batch deleted and added in the same
 * transaction: a crash loses nothing and counts nothing twice). A shopper may see a product's totals up to a second
 * late; its SKUs are never late.
 */
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { productTotalDeltas, products } from '../db/schema'
import { drain, startSweeper } from '../kit/sweeper'

const BATCH = 5000

/**
 * Folds up to `limit` owed rows into their products (oldest first; rows another server is folding are skipped),
 * products updated in ascending id order. Answers how many rows it folded. The stock stays ≥ 0 (the products'
 * check) even when a product's total had drifted below its SKUs', so one such product never blocks the others.
 */
async function settleProductTotalsBatch(db: DbOrTx, limit = BATCH): Promise<number> {
  const { rows } = (await db.execute(sql`
    with owed as (
      delete from ${productTotalDeltas} where id in (
        select id from ${productTotalDeltas} order by id limit ${limit} for update skip locked
      ) returning product_id, stock, sales
    ), per as (
      select product_id, sum(stock)::int as stock, sum(sales)::int as sales, count(*)::int as n
      from owed group by product_id
    ), locked as (
      select p.id from ${products} p join per on per.product_id = p.id order by p.id for no key update of p
    ), settled as (
      update ${products} p set stock = greatest(p.stock + per.stock, 0), sales = greatest(p.sales + per.sales, 0)
      from per where p.id = per.product_id and p.id in (select id from locked)
    )
    select coalesce(sum(n), 0)::int as folded from per`)) as unknown as { rows: { folded: number }[] }
  return Number(rows[0]?.folded ?? 0)
}

/**
 * Every owed row folded (a backlog in batches): the sweeper, tests, and a catalogue feed before it reads the products
 * it compares with (its stock is the merchant's count, written outright).
 */
export async function settleProductTotals(db: DbOrTx): Promise<number> {
  return drain(() => settleProductTotalsBatch(db), BATCH)
}

/** Settles the products' totals every `intervalMs` (1 s), and at once on start (rows a crash left behind). */
export function startProductTotalsSweeper(getDb: () => Promise<Db>, intervalMs = 1000): () => Promise<void> {
  return startSweeper(getDb, {
    name: 'product totals',
    intervalMs,
    firstAfterMs: 0,
    sweep: async (db) => void (await settleProductTotals(db)),
  })
}
