/**
 * One database per process: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR.
 * Migrations run at start-up (under an advisory lock, so several app servers can start together),
 * then the demo marketplace is seeded into an empty database.
 */
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { config } from '../../../app.config.ts'
import { logger } from '../logger.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { prepareStatementsOnce } from './pglite-statements.ts'
import { attachReplica, createReadReplica } from './replica.ts'
import { warmPool } from './warm-up.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface DatabaseHandle {
  db: Db
  driver: 'pglite' | 'postgres'
  close(): Promise<void>
  /**
   * PGlite only: the whole data folder as a tarball, for `OpenOptions.loadDataDir` (the API tests' seeded start),
   * checkpointed first: a folder opened from it replays no WAL (decision 125).
   */
  dump?: () => Promise<Blob>
}

export interface OpenOptions {
  /** PostgreSQL URL; empty opens PGlite. */
  url?: string
  /** PostgreSQL only: a streaming replica of `url` for the catalogue's reads (replica.ts, decision 54). */
  replicaUrl?: string
  /** PGlite folder; `memory://` for a throwaway database. */
  dataDir?: string
  migrationsFolder?: string
  /** Seed the demo marketplace when the database is empty. */
  seed?: boolean
  /**
   * PGlite only: start from this data folder tarball (a `dump()`, or a tarball's bytes as read from a file) instead of
   * an empty cluster.
   */
  loadDataDir?: Blob | Uint8Array
  /**
   * PostgreSQL only: limits for request traffic (the server's pool). Migrations and the seed run before, on a pool
   * without them; scripts and benches that open the database themselves get none.
   */
  timeouts?: DatabaseTimeouts
  /**
   * PostgreSQL only: open every pooled connection before the handle is returned and have each load the tables'
   * catalogue entries (decision 110), so that the first requests do not pay a new connection's warm-up. The server
   * and the checkout bench ask for it; tests and scripts, which open databases often and use one or two
   * connections, do not.
   */
  warmUp?: boolean
}

export interface DatabaseTimeouts {
  /** How long one statement may run (the server cancels it), and a little more for an answer (a frozen server). 0: no limit. */
  statementMs: number
  /** How long a request waits for a free pooled connection (or a new one to open). 0: no limit. */
  poolWaitMs: number
}

const MIGRATION_LOCK = 724_311_903

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')
  const opened = options.url
    ? await openPostgres(options.url)
    : { handle: await openPglite(options.dataDir ?? 'memory://', options.loadDataDir) }
  const { handle } = opened
  const started = performance.now()
  try {
    await withMigrationLock(opened, async () => {
      if (handle.driver === 'postgres') {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator')
        await migrate(handle.db as never, { migrationsFolder })
      } else {
        const { migrate } = await import('drizzle-orm/pglite/migrator')
        await migrate(handle.db as never, { migrationsFolder })
      }
      if (options.seed) {
        const { seedIfEmpty } = await import('./seed/index.ts')
        await seedIfEmpty(handle.db)
      }
    })
  } catch (error) {
    // A failed open must not leave a pool (and its sockets and timers) behind: the next attempt makes a new one.
    await handle.close().catch(() => {})
    throw error
  }
  logger.info(`database ready (${handle.driver}) in ${Math.round(performance.now() - started)} ms`)
  let traffic = opened
  if (options.url && options.timeouts) {
    // Request traffic gets a pool with the limits; the one that migrated and seeded is closed.
    await handle.close()
    traffic = await openPostgres(options.url, options.timeouts)
  }
  if (options.warmUp && traffic.pool) {
    const { drizzle } = await import('drizzle-orm/node-postgres')
    await warmPool(traffic.pool, (client) => drizzle(client, { schema }) as unknown as Db)
  }
  return withReplica(traffic.handle, options)
}

/** The primary's handle with its read replica attached (no migration, no seed: the replica follows the primary). */
async function withReplica(handle: DatabaseHandle, { replicaUrl, timeouts }: OpenOptions): Promise<DatabaseHandle> {
  if (!replicaUrl || handle.driver !== 'postgres') return handle
  const { handle: replica } = await openPostgres(replicaUrl, timeouts)
  attachReplica(handle.db, createReadReplica(replica.db, replica.close))
  logger.info('database replica: catalogue reads go to DATABASE_REPLICA_URL whenever it has caught up')
  return { ...handle, close: () => Promise.all([handle.close(), replica.close()]).then(() => {}) }
}

interface Opened {
  handle: DatabaseHandle
  pool?: import('pg').Pool
}

async function withMigrationLock({ pool }: Opened, work: () => Promise<void>) {
  if (!pool) return work()
  // The advisory lock belongs to one session: take and release it on one dedicated connection, or a pooled
  // unlock could land on another connection and leave the lock held (blocking every other server's start).
  const session = await pool.connect()
  try {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await work()
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    session.release()
  }
}

/**
 * Settings of every database session, PostgreSQL and PGlite alike. The product search reads a word as a misspelling
 * of a catalogue word from a trigram word similarity of 0.5 (pg_trgm's default 0.6 misses "blutooth", «наушнеки»);
 * the `<%` operator and its index take the threshold from the session, so it is set per connection.
 */
const SESSION_SETTINGS: Record<string, string> = { 'pg_trgm.word_similarity_threshold': '0.5' }

/**
 * How long a pooled PostgreSQL connection lives (decision 107). A new connection's first statements over a table
 * load that table's catalogue entries (its indexes, triggers, statistics) into the backend: the checkout's first
 * plans took 30–70 ms each on a fresh connection, 0.6 ms after (load 20). pg's default closes a connection idle
 * for 10 s, so a server paid that again after every quiet spell. Idle for 5 minutes it closes now (a server left
 * quiet gives its slots back); an idle one costs a process, within the `max_connections` the busy hour needs anyway
 * (servers × `DATABASE_POOL_SIZE`). After 30 minutes it closes when next released, so a backend's caches do not
 * grow without bound; that costs a fresh connection's warm-up once per 30 minutes.
 */
const POOL_LIFETIME = { idleTimeoutMillis: 5 * 60_000, maxLifetimeSeconds: 30 * 60, allowExitOnIdle: true }

/** The settings as PostgreSQL's startup `options`, after those the URL may already carry. */
function sessionOptions(url: string): string {
  const given = (() => {
    try {
      return new URL(url).searchParams.get('options') ?? ''
    } catch {
      return ''
    }
  })()
  return [given, ...Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`)]
    .filter(Boolean)
    .join(' ')
}

/** How long opening one PostgreSQL connection may take before it fails (so an unreachable server never hangs). */
const CONNECT_TIMEOUT_MS = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000)

/** What pg says when a query's answer did not come within `query_timeout`. */
const QUERY_READ_TIMEOUT = 'Query read timeout'

async function openPostgres(url: string, timeouts?: DatabaseTimeouts): Promise<Opened> {
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pg = await import('pg')
  // numeric stays a string (decimal.js reads it); bigint counts become numbers.
  pg.default.types.setTypeParser(20, (v: string) => Number(v))
  // The connect timeout is set on each connection, not on the pool: the pool would also apply it to requests
  // queued for a free connection, failing them under a burst of load while the database is fine.
  class TimedClient extends pg.default.Client {
    constructor(options: import('pg').ClientConfig = {}) {
      super({ ...options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
      if (!options.query_timeout) return
      // A query whose answer never came leaves its connection busy: a client checked out for a transaction would go
      // back to the pool that way and stall the next request too. The connection is dropped; the pool replaces it.
      const query = this.query.bind(this) as (...args: unknown[]) => unknown
      const self = this as unknown as { query: typeof query; connection?: { stream?: { destroy(): void } } }
      self.query = (...args: unknown[]) => {
        const result = query(...args)
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if ((error as Error | undefined)?.message === QUERY_READ_TIMEOUT) self.connection?.stream?.destroy()
          })
        }
        return result
      }
    }
  }
  const limits = timeouts
    ? {
        // The server cancels a statement running longer; the client gives up a second later (a frozen server).
        ...(timeouts.statementMs > 0
          ? { statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs + 1000 }
          : {}),
        // Waiting for a free connection: a request fails with a clear answer rather than hanging.
        ...(timeouts.poolWaitMs > 0 ? { connectionTimeoutMillis: timeouts.poolWaitMs } : {}),
      }
    : {}
  const pool = new pg.default.Pool({
    connectionString: url,
    options: sessionOptions(url),
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    Client: TimedClient,
    keepAlive: true,
    ...POOL_LIFETIME,
    ...limits,
  })
  // An idle client can lose its connection (server restart, failover); log it instead of crashing the process.
  pool.on('error', (error) => logger.warn(`postgres pool: ${error.message}`))
  // A checked-out client has no pool listener: a connection lost between two queries of a transaction would
  // emit an unhandled 'error' and end the process. The pending query fails on its own; the pool drops the client.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn(`postgres connection lost: ${error.message}`)),
  )
  const db = drizzle(pool, { schema }) as unknown as Db
  return { handle: { db, driver: 'postgres', close: () => pool.end() }, pool }
}

/**
 * A tarball's bytes as PGlite reads a `loadDataDir` (its `arrayBuffer()`), handed over as they are: a Blob made of
 * them copies the seeded folder's 71 MB in and out again, about 1.2 s of CPU a restore (decision 96).
 */
class TarballBytes extends Blob {
  readonly tarball: Uint8Array
  constructor(bytes: Uint8Array) {
    super([])
    this.tarball = bytes
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tarball
    const whole = byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer
    return Promise.resolve(whole ? buffer : (this.tarball.slice().buffer as ArrayBuffer))
  }
}

async function openPglite(dataDir: string, tarball?: Blob | Uint8Array): Promise<DatabaseHandle> {
  const { PGlite, parse, protocol } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { drizzle } = await import('drizzle-orm/pglite')
  const onDisk = !dataDir.includes('://')
  if (onDisk) mkdirSync(dirname(resolve(dataDir)), { recursive: true })
  // One process per folder (decision 130): a second one writing beside the owner corrupts it.
  const lock = onDisk ? await lockDataDir(dataDir) : undefined
  let client: import('@electric-sql/pglite').PGlite
  try {
    const loadDataDir = tarball instanceof Uint8Array ? new TarballBytes(tarball) : tarball
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir })
  } catch (error) {
    lock?.release()
    throw error
  }
  const close = () => client.close().finally(() => lock?.release())
  try {
    for (const [name, value] of Object.entries(SESSION_SETTINGS))
      await client.query('select set_config($1, $2, false)', [name, value])
  } catch (error) {
    await close().catch(() => {})
    throw error
  }
  prepareStatementsOnce(client, { parse, protocol })
  const db = drizzle(client, { schema }) as unknown as Db
  // A dump is the folder as it lies, and a folder is opened as after a crash: from its last checkpoint on, the WAL is
  // replayed. Taken after a checkpoint, a seeded folder replays nothing: each open from it costs about 0.7 s of CPU
  // less (1.8 s instead of 2.5; an API file on PGlite, a crash-gate shop; decision 125).
  const dump = async () => {
    await client.exec('checkpoint')
    return client.dumpDataDir('none')
  }
  return { db, driver: 'pglite', close, dump }
}

let shared: Promise<DatabaseHandle> | undefined
let openHandle: DatabaseHandle | undefined
type OpenListener = (handle: DatabaseHandle) => (() => Promise<void> | void) | void
const openListeners: OpenListener[] = []
/** What the listeners started on the open database (a sweeper's timer): stopped before the database closes. */
const onClose: Array<() => Promise<void> | void> = []

/**
 * Runs `listener` once the server's database is open (at once if it already is). The database layer knows no
 * handler, so start-up work that needs one (the order-expiry sweeper) registers here from above. What the listener
 * returns is called when the server's database closes (a signal, or a test closing it), before the connections go:
 * a sweeper stopped then never runs on a closed pool.
 */
export function onServerDatabaseOpen(listener: OpenListener): void {
  if (!openHandle) {
    openListeners.push(listener)
    return
  }
  const stop = listener(openHandle)
  if (stop) onClose.push(stop)
}

/** The server's handle: its `close` stops what the open listeners started first. */
function serverHandle(handle: DatabaseHandle): DatabaseHandle {
  return {
    ...handle,
    close: async () => {
      await Promise.all(onClose.splice(0).map((stop) => stop()))
      await handle.close()
    },
  }
}
let everOpened = false
let lastOpenFailed = false

/** The server's database, opened on first use. A failed open is not cached, so the next request retries. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!shared) {
    const c = config()
    shared = openDatabase({
      url: c.databaseUrl,
      replicaUrl: c.databaseReplicaUrl,
      dataDir: c.dataDir,
      seed: c.seedDemo,
      timeouts: c.databaseTimeouts,
      warmUp: true,
    }).then(
      (opened) => {
        everOpened = true
        lastOpenFailed = false
        const handle = serverHandle(opened)
        closeOnExit(handle)
        openHandle = handle
        for (const listener of openListeners.splice(0)) onServerDatabaseOpen(listener)
        return handle
      },
      (error) => {
        shared = undefined
        lastOpenFailed = true
        throw error
      },
    )
  }
  return shared
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db
}

/** True while the server's first open (migrations, the first seed) is still running and no attempt has failed. */
export function databaseStarting(): boolean {
  return shared !== undefined && !everOpened && !lastOpenFailed
}

/** Answers `select 1` within `timeoutMs`: 'up', or 'down' when it fails or takes longer (a stalled network). */
export async function probeDatabase(getDatabaseDb: () => Promise<Db>, timeoutMs: number): Promise<'up' | 'down'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs)
  })
  const probe = getDatabaseDb()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => 'up' as const,
      () => 'down' as const,
    )
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** pg's words for: no answer to a query, no free pooled connection, a new connection not accepted in time. */
const STALL_MESSAGES = new Set([
  QUERY_READ_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
])

/**
 * Whether `error` means the database did not answer in time (a stall, not an outage): a statement cancelled by
 * statement_timeout, an answer that never came, or no pooled connection free within the wait. Walks `cause`.
 */
export function isDatabaseStalled(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '57014' && typeof e.message === 'string' && /statement timeout/.test(e.message)) return true
    if (typeof e.message === 'string' && STALL_MESSAGES.has(e.message)) return true
  }
  return false
}

const LOST_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

/**
 * Whether `error` means the database cannot be reached (rather than a bug or a rejected statement): socket errors,
 * pg's lost-connection errors, SQLSTATE class 08 and the server shutting down (57P01-57P03). Walks `cause`, since
 * Drizzle wraps driver errors.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (LOST_CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code)) return true
    if (typeof e.message === 'string' && LOST_CONNECTION_MESSAGE.test(e.message)) return true
  }
  return false
}

/**
 * A unique index refused the write (SQLSTATE 23505), of one of `indexes` when given (by the driver's constraint name;
 * an error that names none counts). Walks `cause`, since Drizzle wraps driver errors.
 */
export function isUniqueViolation(error: unknown, indexes?: string[]): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return !indexes || typeof e.constraint !== 'string' || indexes.includes(e.constraint)
  }
  return false
}

function closeOnExit(handle: DatabaseHandle) {
  // PGlite and the pg pool keep the process alive after the HTTP server closes: close them on signals.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      handle.close().finally(() => process.exit(0))
    })
  }
}
