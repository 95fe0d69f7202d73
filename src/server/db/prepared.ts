/**
 * Hot statements built once and sent as named prepared statements (decision 61): Drizzle builds the SQL of each once
 * per database handle instead of on every call, and PostgreSQL parses it once per connection (and, after a few runs,
 * may keep one plan). The values are `sql.placeholder(…)`s given to `execute`. A prepared statement runs on the
 * connection it was built on, so inside a transaction the statement built once for the database (by the first
 * transaction that used it: a transaction shares its database's dialect) runs on the transaction's own connection.
 */
import { getTableColumns, Param, type SQL, sql } from 'drizzle-orm'
import { type PgTable, PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client.ts'

const built = new WeakMap<object, Map<string, unknown>>()

/** Drizzle's fields (not in its public types) that tie a transaction and a built statement to one connection. */
interface OnConnection {
  dialect: object
  session: { client: unknown }
}

/** The statement `name`, made by `build` (which must end in `.prepare(name)`) on first use for this handle. */
export function preparedStatement<T extends object>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx, name: string) => T,
): T {
  const tx = db instanceof PgTransaction ? (db as unknown as OnConnection) : null
  const key = tx ? tx.dialect : db
  let statements = built.get(key)
  if (!statements) built.set(key, (statements = new Map()))
  let statement = statements.get(name) as T | undefined
  if (statement === undefined) statements.set(name, (statement = build(db, name)))
  // The same statement, its connection (`client`, read by Drizzle's execute) the transaction's.
  return tx ? (Object.create(statement, { client: { value: tx.session.client } }) as T) : statement
}

/** Whole numbers as one `int[]` value in its text form, `{1,2,3}` (both drivers read it): cast the placeholder. */
export const intArrayText = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`

/** Whole numbers as one `int[]` parameter of a statement: the one way ids travel as an array (`= any(…)`, `unnest`). */
export const intArray = (values: Iterable<number>) => sql`${intArrayText([...values])}::int[]`

/**
 * The values of a prepared insert of `rows` into `table`: each key a placeholder (`key` for one row, `key_n` for row
 * n of several), encoded as its column encodes a value, a null staying null (Drizzle's own placeholder encoding has
 * no such case). The statement is built from the keys of `rows`, so every call must give rows of the same keys
 * (no optional ones) and, with several rows, name the statement by their count; `insertValues` gives the values.
 */
export function insertPlaceholders<T extends Record<string, unknown>>(
  table: PgTable,
  rows: T[],
): { [K in keyof T]: SQL }[] {
  const columns = getTableColumns(table)
  const suffix = (n: number) => (rows.length === 1 ? '' : `_${n}`)
  return rows.map(
    (row, n) =>
      Object.fromEntries(
        Object.keys(row).map((key) => {
          const column = columns[key]
          if (!column) throw new Error(`${key} is not a column`)
          const encoder = {
            mapToDriverValue: (value: unknown) => (value == null ? null : column.mapToDriverValue(value)),
          }
          return [key, sql`${new Param(sql.placeholder(key + suffix(n)), encoder)}`]
        }),
      ) as { [K in keyof T]: SQL },
  )
}

/** The placeholders' values of `insertPlaceholders(table, rows)`, for `execute`. */
export function insertValues(rows: Record<string, unknown>[]): Record<string, unknown> {
  if (rows.length === 1) return rows[0]
  return Object.fromEntries(rows.flatMap((row, n) => Object.entries(row).map(([key, value]) => [`${key}_${n}`, value])))
}
