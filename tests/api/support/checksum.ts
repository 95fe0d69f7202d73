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

/** `{ table: "rows:md5" }` for every base table of the public schema except `except`. */
export async function tableChecksums(db: Db, except: string[] = WRITTEN_BY_REFUSALS): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ name: string }>
  const sums: Record<string, string> = {}
  for (const { name } of tables.rows) {
    if (except.includes(name)) continue
    const result = (await db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
    )) as unknown as Rows<{ n: number; sum: string }>
    sums[name] = `${result.rows[0].n}:${result.rows[0].sum}`
  }
  return sums
}

/** The names of the tables whose checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name]).sort()
}
