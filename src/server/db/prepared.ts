/**
 * Hot statements built once and sent as named prepared statements (decision 61): Drizzle builds the SQL of each once
 * per database handle instead of on every call, and PostgreSQL parses it once per connection (and, after a few runs,
 * may keep one plan). The values are `sql.placeholder(…)`s given to `execute`. Inside a transaction the statement is
 * built on it, since a prepared statement runs on the connection it was built on: still named, but built each time.
 */
import { sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client.ts'

const built = new WeakMap<DbOrTx, Map<string, unknown>>()

/** The statement `name`, made by `build` (which must end in `.prepare(name)`) on first use for this handle. */
export function preparedStatement<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  if (db instanceof PgTransaction) return build(db, name)
  let statements = built.get(db)
  if (!statements) built.set(db, (statements = new Map()))
  let statement = statements.get(name) as T | undefined
  if (statement === undefined) statements.set(name, (statement = build(db, name)))
  return statement
}

/** Whole numbers as one `int[]` value in its text form, `{1,2,3}` (both drivers read it): cast the placeholder. */
export const intArrayText = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`

/** Whole numbers as one `int[]` parameter of a statement: the one way ids travel as an array (`= any(…)`, `unnest`). */
export const intArray = (values: Iterable<number>) => sql`${intArrayText([...values])}::int[]`
