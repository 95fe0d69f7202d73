/**
 * A checksum of every table in the database, to prove that refused requests changed nothing. Tables that a
 * refused request may legitimately write (rate-limit counters) are left out by default.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'

export const WRITTEN_BY_REFUSALS = ['rate_limits']

interface Rows<T> {
  rows: T[]
}

/**
 * `{ table: "rows:md5" }` for every base table of the public schema except `except`. A table's sum is the md5 of its
 * rows' md5s in order, all tables in one statement: sorting and joining the rows' own text (the seed's 1,779 base64
 * images are 4.7 MB of it) and one round trip per table cost three times the CPU (decision 84).
 */
export async function tableChecksums(db: Db, except: string[] = WRITTEN_BY_REFUSALS): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>
  const names = tables.rows.map(({ name }) => name).filter((name) => !except.includes(name))
  const result = (await db.execute(
    sql.join(
      names.map(
        (name) =>
          sql`select ${name}::text as name, count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as sum from (select md5(t::text) as r from ${sql.identifier(name)} t) hashed`,
      ),
      sql` union all `,
    ),
  )) as unknown as Rows<{ name: string; n: number; sum: string }>
  return Object.fromEntries(result.rows.map(({ name, n, sum }) => [name, `${n}:${sum}`]))
}

/** The names of the tables whose checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name]).sort()
}
