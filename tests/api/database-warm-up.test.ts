/**
 * The server's pool is warmed before its database is handed out (decision 110): every pooled connection is open, and
 * each has planned over the schema's tables, so the first requests do not pay a new connection's catalogue loads; then
 * each rehearses a checkout and rolls it back (decision 122). PostgreSQL only (PGlite has one connection and no pool).
 */
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { useApiHarness } from './support/harness'

const api = useApiHarness()
const opened: DatabaseHandle[] = []
afterAll(() => Promise.all(opened.map((handle) => handle.close())))

/** How many rows `table` holds, and the last number its id sequence gave. */
async function rowsAndLastId(handle: DatabaseHandle, table: string): Promise<{ rows: number; lastId: number }> {
  const { rows } = (await handle.db.execute(
    sql`select (select count(*)::int from ${sql.identifier(table)}) as rows,
      (select (last_value - case when is_called then 0 else 1 end)::int
        from ${sql.identifier(`${table}_id_seq`)}) as "lastId"`,
  )) as unknown as { rows: { rows: number; lastId: number }[] }
  return rows[0]!
}
/** Tables a checkout writes whose ids come from a sequence (a pre-order's key is its number). */
const WRITTEN_BY_A_CHECKOUT = ['users', 'orders', 'merchant_orders', 'order_items', 'payments', 'product_total_deltas']
/** One after another: the test's own reads open no more connections than one. */
async function checkoutTables(handle: DatabaseHandle) {
  const tables = []
  for (const table of WRITTEN_BY_A_CHECKOUT) tables.push(await rowsAndLastId(handle, table))
  const { rows } = (await handle.db.execute(
    sql`select (select count(*)::int from pre_orders) as "preOrders", (select sum(stock)::int from product_skus) as stock`,
  )) as unknown as { rows: { preOrders: number; stock: number }[] }
  return { tables, ...rows[0]! }
}

/** This database's other connections, by the statement each ran last. */
async function connectionsByLastStatement(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = (await handle.db.execute(
    sql`select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { query: string }[] }
  return rows.map((row) => row.query)
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')('the pool warm-up (PostgreSQL)', () => {
  it('opens every pooled connection and warms each before the handle is returned', async () => {
    const rehearsed = (queries: string[]) => queries.filter((q) => q === 'rollback').length
    const before = rehearsed(await connectionsByLastStatement(api.handle))
    const written = await checkoutTables(api.handle)
    const handle = await openDatabase({ url: api.databaseUrl, warmUp: true })
    opened.push(handle)
    // The pool's size (DATABASE_POOL_SIZE, 10 by default): each connection rehearsed a checkout and rolled it back
    // last, none is still opening.
    const size = Number(process.env.DATABASE_POOL_SIZE ?? 10)
    expect(rehearsed(await connectionsByLastStatement(api.handle)) - before).toBe(size)
    // Each connection wrote a shopper, a pre-order, an order with its item, a payment and the stock it owes six times
    // (the sequences drew the numbers), and nothing of it stayed.
    const after = await checkoutTables(api.handle)
    WRITTEN_BY_A_CHECKOUT.forEach((table, n) => {
      expect({ table, rows: after.tables[n]!.rows }).toEqual({ table, rows: written.tables[n]!.rows })
      expect(after.tables[n]!.lastId - written.tables[n]!.lastId, table).toBeGreaterThanOrEqual(6 * size)
    })
    expect({ preOrders: after.preOrders, stock: after.stock }).toEqual({
      preOrders: written.preOrders,
      stock: written.stock,
    })
    // The warmed pool serves as any other.
    const { rows } = (await handle.db.execute(sql`select count(*)::int as n from product_skus`)) as unknown as {
      rows: { n: number }[]
    }
    expect(rows[0]!.n).toBeGreaterThan(0)
  })

  it('warms a connection the pool opens later after its first use, which it serves at once (decision 126)', async () => {
    const url = new URL(api.databaseUrl!)
    url.searchParams.set('application_name', 'warm-later')
    const handle = await openDatabase({ url: url.href, warmUp: true })
    opened.push(handle)
    const size = Number(process.env.DATABASE_POOL_SIZE ?? 10)
    /** This handle's connections: pid and last statement. */
    const connections = async () =>
      (
        (await api.handle.db.execute(
          sql`select pid, query from pg_stat_activity where application_name = 'warm-later' and state = 'idle'`,
        )) as unknown as { rows: { pid: number; query: string }[] }
      ).rows
    const started = await connections()
    expect(started.map((c) => c.query)).toEqual(Array(size).fill('rollback'))
    // One connection is lost (as one closed after its idle time or lifetime): the pool drops it.
    const [lost] = started
    await api.handle.db.execute(sql`select pg_terminate_backend(${lost!.pid})`)
    await expect.poll(async () => (await connections()).length, { timeout: 10_000 }).toBe(size - 1)
    const users = await rowsAndLastId(api.handle, 'users')
    /** Every connection busy at once: on which connection each query ran, and whether it had prepared statements. */
    const burst = () =>
      Promise.all(
        Array.from({ length: size }, async () => {
          const { rows } = (await handle.db.execute(
            sql`select pg_backend_pid() as pid, (select count(*)::int from pg_prepared_statements) as prepared
              from pg_sleep(0.1)`,
          )) as unknown as { rows: { pid: number; prepared: number }[] }
          return rows[0]!
        }),
      )
    // The pool opens a new connection, and the query on it runs at once, cold (none of the rehearsal's statements
    // prepared on it), not held for a warm-up.
    const served = await burst()
    const known = new Set(started.map((c) => c.pid))
    const fresh = served.filter((s) => !known.has(s.pid))
    expect(fresh).toHaveLength(1)
    expect(fresh[0]!.prepared).toBe(0)
    expect(served.filter((s) => known.has(s.pid)).every((s) => s.prepared > 0)).toBe(true)
    // Back in the pool with another connection idle, it rehearses the checkout and rolls it back, as the first ones
    // did (drawing a shopper's number, leaving no row); traffic goes on meanwhile.
    await expect
      .poll(
        async () => {
          const again = (await burst()).find((s) => s.pid === fresh[0]!.pid)
          const { rows, lastId } = await rowsAndLastId(api.handle, 'users')
          return { rows, drawn: lastId > users.lastId, prepared: (again?.prepared ?? 0) > 0 }
        },
        { timeout: 30_000 },
      )
      .toEqual({ rows: users.rows, drawn: true, prepared: true })
  })

  it('is left out unless asked for: a script or a test opens only the connections it uses', async () => {
    const before = await connectionsByLastStatement(api.handle)
    const handle = await openDatabase({ url: api.databaseUrl })
    opened.push(handle)
    await handle.db.execute(sql`select 1`)
    const after = await connectionsByLastStatement(api.handle)
    // The migration lock's session and the migration's connection, one of them reused for the `select 1`.
    expect(after.length - before.length).toBeLessThanOrEqual(2)
    const warm = (queries: string[]) => queries.filter((q) => q.startsWith('do $warm$') || q === 'rollback').length
    expect(warm(after)).toBe(warm(before))
  })
})
