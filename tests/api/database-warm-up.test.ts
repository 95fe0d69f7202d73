/**
 * The server's pool is warmed before its database is handed out (decision 110): every pooled connection is open, and
 * each has planned over the schema's tables, so the first requests do not pay a new connection's catalogue loads.
 * PostgreSQL only (PGlite has one connection and no pool).
 */
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { useApiHarness } from './support/harness'

const api = useApiHarness()
const opened: DatabaseHandle[] = []
afterAll(() => Promise.all(opened.map((handle) => handle.close())))

/** This database's other connections, by the statement each ran last. */
async function connectionsByLastStatement(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = (await handle.db.execute(
    sql`select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { query: string }[] }
  return rows.map((row) => row.query)
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')('the pool warm-up (PostgreSQL)', () => {
  it('opens every pooled connection and warms each before the handle is returned', async () => {
    const before = (await connectionsByLastStatement(api.handle)).filter((q) => q.startsWith('do $warm$')).length
    const handle = await openDatabase({ url: api.databaseUrl, warmUp: true })
    opened.push(handle)
    const warmed = (await connectionsByLastStatement(api.handle)).filter((q) => q.startsWith('do $warm$')).length
    // The pool's size (DATABASE_POOL_SIZE, 10 by default): each connection ran the warm-up last, none is still opening.
    expect(warmed - before).toBe(Number(process.env.DATABASE_POOL_SIZE ?? 10))
    // The warmed pool serves as any other.
    const { rows } = (await handle.db.execute(sql`select count(*)::int as n from product_skus`)) as unknown as {
      rows: { n: number }[]
    }
    expect(rows[0]!.n).toBeGreaterThan(0)
  })

  it('is left out unless asked for: a script or a test opens only the connections it uses', async () => {
    const before = await connectionsByLastStatement(api.handle)
    const handle = await openDatabase({ url: api.databaseUrl })
    opened.push(handle)
    await handle.db.execute(sql`select 1`)
    const after = await connectionsByLastStatement(api.handle)
    // The migration lock's session and the migration's connection, one of them reused for the `select 1`.
    expect(after.length - before.length).toBeLessThanOrEqual(2)
    const warm = (queries: string[]) => queries.filter((q) => q.startsWith('do $warm$')).length
    expect(warm(after)).toBe(warm(before))
  })
})
