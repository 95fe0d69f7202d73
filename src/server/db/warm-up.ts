/**
 * The server's pool, warmed before its database is handed out (decision 110): every pooled connection open, and each
 * having planned over every table of the schema.
 */
import type { Pool, PoolClient } from 'pg'
import { logger } from '../logger.ts'
import type { Db } from './client.ts'

/**
 * Work done on each pooled connection after the `EXPLAIN`s (decision 122), `REHEARSALS` times, registered from above by
 * `rehearseOnEachConnection`: the database layer knows no handler. `db` runs on that one connection; `n` numbers
 * the connections (0 … pool size − 1), so a rehearsal can keep clear of the others' rows.
 */
type ConnectionRehearsal = (db: Db, n: number) => Promise<void>
const rehearsals: ConnectionRehearsal[] = []
/**
 * How often each connection rehearses: PostgreSQL plans a prepared statement (and a foreign-key check) anew for its
 * first five runs on a connection and weighs its generic plan on the sixth, so after six the first buyers' statements
 * reuse a plan as later ones do. Measured (decision 122): one rehearsal left 15 plans and about 5 ms of PostgreSQL's
 * CPU more per checkout in the first round than in later ones; six leave none.
 */
const REHEARSALS = 6
/**
 * How often a connection opened later rehearses (`warmLaterConnections`, decision 126): once takes its catalogue
 * loads, the triggers' compiles and the first plans (30–70 ms each when cold) off the buyers; the five custom plans
 * each statement still makes cost about 0.5 ms each on a warm backend. Six, as at the start, cost about twice the
 * CPU in the middle of traffic (10 reopened connections: 2.85–2.98 s of PostgreSQL's CPU over the next 80
 * checkouts against 2.09–2.56 s with one and 2.41–2.49 s unwarmed).
 */
const LATER_REHEARSALS = 1

/** Has every later warmed pool's connections run `rehearsal` (once, however often it is registered). */
export function rehearseOnEachConnection(rehearsal: ConnectionRehearsal): void {
  if (!rehearsals.includes(rehearsal)) rehearsals.push(rehearsal)
}

/**
 * What a new connection's first statements would otherwise pay (decision 110): planning a statement over a table
 * first loads the table's catalogue entries into the backend (its columns, indexes, triggers, statistics), 30–70 ms
 * for the checkout's first plans at load 20 against 0.6 ms after. `EXPLAIN` plans without running anything, and the
 * planner opens every index of each table it plans over. Every table of the schema is planned over in one round
 * trip (about 60 ms of the backend's CPU for 55 tables), and loading PL/pgSQL for the `DO` block is the triggers'
 * first cost too. It takes a third to a half off the first round's planning; each statement's own first plans, the
 * triggers' compiles and the key checks' plans are the rehearsals' (decision 122).
 */
const WARM_UP_SQL = `do $warm$
declare t regclass;
begin
  for t in select c.oid::regclass from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
  loop
    execute format('explain select from %s', t);
  end loop;
end
$warm$`

/** One connection's warm-up: `WARM_UP_SQL`, then the registered rehearsals `times` times on a handle of it. */
async function warmConnection(client: PoolClient, n: number, onConnection: (client: PoolClient) => Db, times: number) {
  await client.query(WARM_UP_SQL)
  const db = onConnection(client)
  for (let run = 0; run < times; run++) for (const rehearse of rehearsals) await rehearse(db, n)
}

/**
 * Opens the pool's connections at once (up to its size) and warms each (`WARM_UP_SQL`, then the registered
 * rehearsals on a handle of that connection, `onConnection`). A failure only costs the warm-up: it is logged, and the
 * connections that failed are dropped for the pool to reopen on demand. Connections the pool opens later are warmed
 * after their first use (`warmLaterConnections`).
 */
export async function warmPool(pool: Pool, onConnection: (client: PoolClient) => Db): Promise<void> {
  const started = performance.now()
  const size = pool.options.max ?? 10
  // All are checked out before any is released, so each warm-up runs on a connection of its own.
  const opened = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()))
  const clients = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const warmed = await Promise.allSettled(
    clients.map((client, n) => warmConnection(client, n, onConnection, REHEARSALS)),
  )
  clients.forEach((client, n) => {
    const result = warmed[n]
    client.release(result.status === 'rejected' ? (result.reason as Error) : undefined)
  })
  const failed = [...opened, ...warmed].find((result) => result.status === 'rejected')
  if (failed) logger.warn(`database warm-up: ${String((failed as PromiseRejectedResult).reason)}`)
  logger.info(`database warm-up: ${clients.length} connections in ${Math.round(performance.now() - started)} ms`)
  warmLaterConnections(pool, onConnection, size)
}

/**
 * A connection the pool opens after the start (one closed after 5 minutes idle or 30 minutes old, decision 107, or
 * lost) would pay the first plans, the triggers' compiles and the key checks' plans again on its first buyers
 * (decision 126). The request that made the pool open it is served at once, cold: holding it for the warm-up (the
 * pool's `verify`) would cost that request the rehearsal's length. When it comes back to the pool while another
 * connection is idle too, it is taken out again (the pool hands out the connection released last first) and warmed,
 * so the warm-up never keeps a request waiting nor makes the pool open a connection for it. A connection still cold
 * is warmed after a later use; a warm-up that fails drops the connection, as at the start.
 */
function warmLaterConnections(pool: Pool, onConnection: (client: PoolClient) => Db, size: number) {
  const cold = new WeakSet<PoolClient>()
  let rehearsing = 0
  pool.on('connect', (client) => cold.add(client))
  pool.on('release', (error, client) => {
    if (error || !cold.has(client)) return
    // After the pool has put it back among the idle ones (the release goes on after this listener).
    process.nextTick(() => {
      if (pool.idleCount < 2 || pool.ending) return
      void pool.connect().then(
        async (taken) => {
          if (!cold.has(taken)) return taken.release()
          cold.delete(taken)
          const failure = await warmConnection(
            taken,
            size + (rehearsing++ % size),
            onConnection,
            LATER_REHEARSALS,
          ).then(
            () => undefined,
            (reason: unknown) => reason as Error,
          )
          if (failure) logger.warn(`database warm-up of a new connection: ${String(failure)}`)
          else logger.info('database warm-up: a connection opened later')
          taken.release(failure)
        },
        (reason: unknown) => {
          if (!pool.ending) logger.warn(`database warm-up of a new connection: ${String(reason)}`)
        },
      )
    })
  })
}
