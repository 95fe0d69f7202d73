import { desc, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '~/contract'
import type { DbOrTx } from '../db/client'

/** CRMEB's page object (`Page` in src/contract); the embedded API always sends the `count` and `pages` aliases. */
export type PageResult<T> = Required<Page<T>>

export function pageOf<T>(list: T[], total: number, page: number, limit: number): PageResult<T> {
  const totalPage = Math.max(1, Math.ceil(total / limit))
  return { page, limit, total, totalPage, count: total, pages: totalPage, list }
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit

/** The page a listing is asked for (the query's `page` and `limit`, `pageQuery`). */
export interface Paging {
  page: number
  limit: number
}

/** A listing's query, filtered and ordered; `readPage` adds the page's LIMIT and OFFSET. */
interface Listing<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> }
}

/**
 * One page of a listing and its total: `rows` selects the listing (filtered and ordered), `total` counts what the
 * same filter matches, and `view` turns the page's rows into its list. `total` is lazy (a query builder such as
 * `db.$count(table, where)`, or a function), because a first page that is not full holds every row: its length is
 * the total, and the count is never run. Most shoppers' own lists (their orders, addresses, unread notices) fit one
 * page, so a page render saves a statement per list. A full first page asks the count after the rows; later pages
 * ask both at once.
 */
export async function readPage<Row, T>(
  rows: Listing<Row>,
  total: PromiseLike<number> | (() => PromiseLike<number>),
  { page, limit }: Paging,
  view: (rows: Row[]) => T[] | Promise<T[]>,
): Promise<PageResult<T>> {
  const count = typeof total === 'function' ? total : () => total
  const listing = rows.limit(limit).offset(offsetOf(page, limit))
  if (page === 1) {
    const list = await listing
    return pageOf(await view(list), list.length < limit ? list.length : await count(), page, limit)
  }
  const [list, counted] = await Promise.all([listing, count()])
  return pageOf(await view(list), counted, page, limit)
}

/** A table with a creation time and a serial id: what a shopper's own lists (orders, refunds, reviews) are. */
type Dated = PgTable & { createdAt: PgColumn; id: PgColumn }

/**
 * `readPage` of one table's rows that match `where`, newest first (the later id first among rows made in the same
 * instant), with their total.
 */
export function readNewestPage<Table extends Dated, T>(
  db: DbOrTx,
  table: Table,
  where: SQL | undefined,
  paging: Paging,
  view: (rows: Table['$inferSelect'][]) => T[] | Promise<T[]>,
): Promise<PageResult<T>> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
  // Drizzle types no select of a generic table; the rows are `table`'s own.
  return readPage(rows as unknown as Listing<Table['$inferSelect']>, db.$count(table, where), paging, view)
}
