/**
 * Capped counts and seek pages (decision 43, docs/api.md "Capped totals and seek pages").
 * - A listing's total stops counting past COUNT_CAP (or just past the page asked for): counting every one of a
 *   million matches costs more than the page itself. `totalCapped` then says the total is a lower bound ("1,000+",
 *   decision 92: what the storefront's "Load more" reaches, 50 pages of 20).
 * - `after` (the `next` of the previous page) continues a listing from its last row by the sort keys (keyset),
 *   instead of skipping `(page - 1) * limit` rows: a deep page costs what the first one does, and a row inserted or
 *   moved meanwhile neither repeats nor skips one. `page`/`limit` keep CRMEB's meaning for clients that send them.
 */
import { and, count, type SQL, sql, type SQLWrapper, type Subquery } from 'drizzle-orm'
import * as v from 'valibot'
import { refuseField } from './field-labels'
import type { DbOrTx } from '../db/client'
import { offsetOf, pageOf, type Paging } from './page'

/**
 * Totals stop counting here (the first pages); a deeper page counts just past itself. 1,000: as far as the search
 * page's "Load more" goes (MAX_PAGES of 20), and what big marketplaces show ("over 1,000 results"); counting a broad
 * word's matches to 10,001 was most of its search's cost at 1,000,000 products (decision 92).
 */
export const COUNT_CAP = 1_000

/** How many rows a capped count reads: the cap, or up to the end of the page asked for; one more tells "more". */
export const countReach = (page: number, limit: number) => Math.max(COUNT_CAP, offsetOf(page, limit) + limit)

/**
 * How many rows `matches` (a listing's filter, selecting any one column) finds, counted up to `countReach + 1`: a
 * broad listing never counts a million rows. `cappedPageOf` turns it into the page's total.
 */
export async function countToReach(
  db: DbOrTx,
  matches: { limit(limit: number): { as(alias: string): Subquery } },
  { page, limit }: Paging,
): Promise<number> {
  const [{ counted }] = await db
    .select({ counted: count() })
    .from(matches.limit(countReach(page, limit) + 1).as('matches'))
  return counted
}

/**
 * The page object of a capped count (`counted` read up to `countReach + 1` rows). A capped total is a true lower
 * bound that still promises the next page to a client that pages by `totalPage`.
 */
export function cappedPageOf<T>(list: T[], counted: number, page: number, limit: number, next: string | null) {
  const reach = countReach(page, limit)
  const totalCapped = counted > reach
  const total = totalCapped ? Math.max(COUNT_CAP, offsetOf(page, limit) + limit + 1) : counted
  return { ...pageOf(list, total, page, limit), totalCapped, next }
}

/** A seek key: an ORDER BY expression, its direction and how its value is read back. */
export interface SeekKey {
  expr: SQL
  dir: 'asc' | 'desc'
  type: 'int' | 'numeric' | 'float8' | 'boolean' | 'timestamptz'
}

const VALUE: Record<SeekKey['type'], RegExp> = {
  int: /^-?\d{1,18}$/,
  numeric: /^-?\d{1,18}(\.\d{1,10})?$/,
  float8: /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/,
  boolean: /^(true|false)$/,
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
}

export const SEEK_CURSOR_INVALID = /*i18n*/ 'must be the "next" value of the previous page'

/** The `after` query parameter (an opaque `next` of a previous page). */
export const afterQuery = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,600}$/, SEEK_CURSOR_INVALID))

/** The cursor of the row after which the next page starts: the sort keys' values as text, tagged by their sort. */
export function seekCursor(sort: string, values: string[]): string {
  return Buffer.from(JSON.stringify([sort, ...values])).toString('base64url')
}

/** The values of `after` for `keys` under `sort`; a cursor of another sort or a forged one is a 400 (field `after`). */
export function readCursor(after: string, sort: string, keys: SeekKey[]): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'))
  } catch {
    parsed = null
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === keys.length + 1 &&
    parsed[0] === sort &&
    keys.every((key, n) => typeof parsed[n + 1] === 'string' && VALUE[key.type].test(parsed[n + 1] as string))
  if (!valid) throw refuseField('after', SEEK_CURSOR_INVALID)
  return (parsed as string[]).slice(1)
}

/** The select columns holding each key's value as text, for the cursor of the page's last row. */
export const seekColumns = (keys: SeekKey[]) =>
  Object.fromEntries(keys.map((key, n) => [`seek${n}`, sql<string>`(${key.expr})::text`]))

/**
 * The `next` cursor of a page (rows selected with `seek: seekColumns(keys)`): its last row's keys, when the page is
 * full (a shorter page is the last one).
 */
export function nextCursor(
  rows: { seek: Record<string, string> }[],
  limit: number,
  sort: string,
  keys: SeekKey[],
): string | null {
  const last = rows.at(-1)
  if (!last || rows.length < limit) return null
  return seekCursor(
    sort,
    keys.map((_, n) => String(last.seek[`seek${n}`])),
  )
}

/** A row without its seek columns. */
export const withoutSeek = <T extends { seek: unknown }>({ seek: _seek, ...row }: T): Omit<T, 'seek'> => row

/**
 * Rows after `values` in the order of `keys`. Keys all in one direction compare as a row ((a, b) > (x, y)), which a
 * btree index on (a, b) serves as a start position; mixed directions expand to
 * a > x or (a = x and (b < y or (b = y and …))).
 */
export function seekAfter(keys: SeekKey[], values: string[]): SQL {
  const value = (n: number) => sql`${values[n]}::${sql.raw(keys[n]!.type)}`
  const sameDirection = keys.every((key) => key.dir === keys[0]!.dir)
  if (sameDirection) {
    const op = sql.raw(keys[0]!.dir === 'asc' ? '>' : '<')
    return sql`(${sql.join(
      keys.map((k) => k.expr),
      sql`, `,
    )}) ${op} (${sql.join(
      keys.map((_, n) => value(n)),
      sql`, `,
    )})`
  }
  const after = (n: number): SQL => {
    const op = sql.raw(keys[n]!.dir === 'asc' ? '>' : '<')
    const beyond = sql`${keys[n]!.expr} ${op} ${value(n)}`
    if (n === keys.length - 1) return beyond
    return sql`(${beyond} or (${keys[n]!.expr} = ${value(n)} and ${after(n + 1)}))`
  }
  return after(0)
}

/** ORDER BY of `keys`. */
export const seekOrder = (keys: SeekKey[]) => keys.map((key) => sql`${key.expr} ${sql.raw(key.dir)}`)

/** A listing's select with its filter, as `readSeekPage` orders and pages it. */
interface SeekListing<Row> {
  orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } }
}

/** What `matches` is: a select of any one column under the listing's filter, for the capped count. */
type Matches = { limit(limit: number): { as(alias: string): Subquery } }

/**
 * A listing whose rows are wide and whose filter an index answers alone: `select(filter)` selects the rows' ids
 * only, which `readSeekPage` orders and pages; `in(page)` is the condition "id in that page" that the wide select
 * then reads, so a deep page by number skips index entries rather than whole rows.
 */
interface KeysFirst {
  select(filter: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): SQLWrapper } }
  }
  in(page: SQLWrapper): SQL
}

/**
 * One capped page of a listing sorted by `keys` (named `sort` in its cursors), with its `next` cursor: `select(filter,
 * counted)` selects the listing's rows (with `seek: seekColumns(keys)`) under `filter`, which is `where` and, for an
 * `after` page, the rows after it; `matches` selects any one column under `where` alone, for the capped count.
 *
 * With `countInPage`, the select also takes `counted` as a column of its own (the capped count as an uncorrelated
 * subquery, which PostgreSQL runs once): the page and its total are one statement. A page without rows then counts
 * apart, unless it is a first page (nothing matches at all) or the select is `emptyAnswers`: it answers one row of
 * nulls but `counted` when it has no page row (its rows left-joined to a single row), so a page past the last match
 * reads the matches once too. Such a row is told by its last key, which is the unique one (the id) and never null in
 * a page row. With `keysFirst`, the page is found by its ids first.
 */
export async function readSeekPage<Row extends { seek: Record<string, string>; counted?: number }, T>(
  db: DbOrTx,
  listing: {
    sort: string
    keys: SeekKey[]
    where: SQL | undefined
    countInPage?: boolean
    keysFirst?: KeysFirst
    emptyAnswers?: boolean
  },
  input: Paging & { after?: string },
  select: (filter: SQL | undefined, counted: SQL<number>) => SeekListing<Row>,
  matches: Matches,
  view: (rows: Row[]) => T[] | Promise<T[]>,
) {
  const { sort, keys, where } = listing
  const { page, limit } = input
  const seek = input.after === undefined ? undefined : seekAfter(keys, readCursor(input.after, sort, keys))
  const filter = seek ? and(where, seek) : where
  const offset = seek ? 0 : offsetOf(page, limit)
  const { keysFirst } = listing
  const pageRows = () =>
    keysFirst
      ? select(
          keysFirst.in(
            keysFirst
              .select(filter)
              .orderBy(...seekOrder(keys))
              .limit(limit)
              .offset(offset),
          ),
          countedColumn(matches, input),
        )
          .orderBy(...seekOrder(keys))
          .limit(limit)
          .offset(0)
      : select(filter, countedColumn(matches, input))
          .orderBy(...seekOrder(keys))
          .limit(limit)
          .offset(offset)
  let rows: Row[]
  let counted: number
  if (listing.countInPage) {
    const answered = await pageRows()
    const last = `seek${keys.length - 1}`
    rows = listing.emptyAnswers ? answered.filter((row) => row.seek[last] !== null) : answered
    const first = answered[0]
    if (first?.counted !== undefined && first.counted !== null) counted = Number(first.counted)
    else counted = !seek && page === 1 ? 0 : await countToReach(db, matches, input)
  } else [rows, counted] = await Promise.all([pageRows(), countToReach(db, matches, input)])
  return cappedPageOf(await view(rows), counted, page, limit, nextCursor(rows, limit, sort, keys))
}

/** `countToReach` as a scalar subquery, a column of the page's own select (`readSeekPage`'s `countInPage`). */
function countedColumn(matches: Matches, { page, limit }: Paging): SQL<number> {
  return sql<number>`(select count(*) from ${matches.limit(countReach(page, limit) + 1).as('matches')})::int`
}
