/**
 * Hot statements built once and sent as named prepared statements (decision 61): Drizzle builds the SQL of each once
 * per database handle instead of on every call, and PostgreSQL parses it once per connection (and, after a few runs,
 * may keep one plan). The values are `sql.placeholder(…)`s given to `execute`. A prepared statement runs on the
 * connection it was built on, so inside a transaction the statement built once for the database (by the first
 * transaction that used it: a transaction shares its database's dialect) runs on the transaction's own connection.
 */
import { type Column, getTableColumns, Param, type Query, type SQL, sql } from 'drizzle-orm'
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

/** Drizzle's fields (not in its public types) that make a prepared statement of any SQL, as its query builders do. */
interface Preparing {
  dialect: { sqlToQuery(sql: SQL): Query }
  session: {
    prepareQuery(query: Query, fields: undefined, name: string, arrayMode: false): { execute(values?: object): unknown }
  }
}

/**
 * A statement the query builder cannot express (a data-modifying CTE) prepared as `name`, built once per database as
 * `preparedStatement`'s; `execute` answers the driver's result (`{ rows }`), as `db.execute` does.
 */
export function preparedSql<Row>(db: DbOrTx, name: string, build: () => SQL) {
  return preparedStatement(db, name, (db, name) => {
    const { dialect, session } = db as unknown as Preparing
    return session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false) as {
      execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>
    }
  })
}

/**
 * The length of the id list a statement is prepared for: `n` rounded up to a power of two, so a few statements serve
 * every list, each with its exact length. PostgreSQL plans a statement whose length it knows once per connection (a
 * generic plan); an `= any($1::int[])` of several joined tables it planned again on every call (decision 90).
 */
export const idListLength = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)))

/** `column in ($1, …)` over `length` placeholders `${key}_0`…; `idListValues` gives their values. */
export const inIdList = (column: Column | SQL, length: number, key = 'ids') =>
  sql`${column} in (${sql.join(
    Array.from({ length }, (_, n) => sql.placeholder(`${key}_${n}`)),
    sql`, `,
  )})`

/** The values of `inIdList`'s placeholders: `ids` (at least one), the last repeated up to `length`. */
export function idListValues(ids: number[], length = idListLength(ids.length), key = 'ids'): Record<string, number> {
  return Object.fromEntries(Array.from({ length }, (_, n) => [`${key}_${n}`, ids[Math.min(n, ids.length - 1)]]))
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

/**
 * One row of an insert whose rows a select gives (`insert into t ${columns} select ${values} from …`, a step of a
 * data-modifying statement): the column list and the row's placeholders (`insertPlaceholders`'), each cast to its
 * column's type, as a select's parameters have none of their own. `insertValues([row])` gives the values.
 */
export function insertSelectRow(table: PgTable, row: Record<string, unknown>): { columns: SQL; values: SQL } {
  const columns = getTableColumns(table)
  const [placeholders] = insertPlaceholders(table, [row])
  const keys = Object.keys(row)
  return {
    columns: sql`(${sql.join(
      keys.map((key) => sql.identifier(columns[key].name)),
      sql`, `,
    )})`,
    values: sql.join(
      keys.map((key) => sql`${placeholders[key]}::${sql.raw(columns[key].getSQLType())}`),
      sql`, `,
    ),
  }
}

/**
 * Rows of any number in one parameter of a prepared statement: `jsonb_to_recordset(…) as alias("column" type, …)`
 * over `keys` of `table` (and `extra` names and their SQL types), its rows given by `jsonRecordValues` as the
 * placeholder `key`. The statement stays one whatever the count of rows.
 */
export function jsonRecords(
  table: PgTable,
  keys: string[],
  alias: string,
  key: string,
  extra: [string, string][] = [],
) {
  const columns = getTableColumns(table)
  const fields = [...keys.map((k): [string, string] => [columns[k].name, columns[k].getSQLType()]), ...extra].map(
    ([name, type]) => sql`${sql.identifier(name)} ${sql.raw(type)}`,
  )
  return sql`jsonb_to_recordset(${sql.placeholder(key)}::text::jsonb) as ${sql.identifier(alias)}(${sql.join(fields, sql`, `)})`
}

/** The value of `jsonRecords`' placeholder: `rows` as JSON, keyed by their columns' names (other keys as they are). */
export function jsonRecordValues(table: PgTable, rows: Record<string, unknown>[]): string {
  const columns = getTableColumns(table)
  return JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [columns[k]?.name ?? k, v]))),
  )
}

/** `"column", …` of `keys` of `table` (each `alias."column"` with an alias), for a statement written as SQL. */
export function columnList(table: PgTable, keys: string[], alias?: string): SQL {
  const columns = getTableColumns(table)
  return sql.join(
    keys.map((key) =>
      alias ? sql`${sql.identifier(alias)}.${sql.identifier(columns[key].name)}` : sql.identifier(columns[key].name),
    ),
    sql`, `,
  )
}
