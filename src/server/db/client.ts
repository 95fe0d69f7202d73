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
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface DatabaseHandle {
  db: Db
  driver: 'pglite' | 'postgres'
  close(): Promise<void>
}

export interface OpenOptions {
  /** PostgreSQL URL; empty opens PGlite. */
  url?: string
  /** PGlite folder; `memory://` for a throwaway database. */
  dataDir?: string
  migrationsFolder?: string
  /** Seed the demo marketplace when the database is empty. */
  seed?: boolean
}

const MIGRATION_LOCK = 724_311_903

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir ?? 'memory://')
  const started = performance.now()
  await withMigrationLock(handle, async () => {
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
  logger.info(`database ready (${handle.driver}) in ${Math.round(performance.now() - started)} ms`)
  return handle
}

async function withMigrationLock(handle: DatabaseHandle, work: () => Promise<void>) {
  if (handle.driver === 'pglite') return work()
  await handle.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`)
  try {
    await work()
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`)
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pg = await import('pg')
  // numeric stays a string (decimal.js reads it); bigint counts become numbers.
  pg.default.types.setTypeParser(20, (v: string) => Number(v))
  const pool = new pg.default.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
  // An idle client can lose its connection (server restart, failover); log it instead of crashing the process.
  pool.on('error', (error) => logger.warn(`postgres pool: ${error.message}`))
  const db = drizzle(pool, { schema }) as unknown as Db
  return { db, driver: 'postgres', close: () => pool.end() }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  if (!dataDir.includes('://')) mkdirSync(dirname(resolve(dataDir)), { recursive: true })
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  const db = drizzle(client, { schema }) as unknown as Db
  return { db, driver: 'pglite', close: () => client.close() }
}

let shared: Promise<DatabaseHandle> | undefined

/** The server's database, opened on first use. A failed open is not cached, so the next request retries. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!shared) {
    const c = config()
    shared = openDatabase({ url: c.databaseUrl, dataDir: c.dataDir, seed: c.seedDemo }).then(
      (handle) => {
        closeOnExit(handle)
        // The server's own database: cancel overdue unpaid orders every minute (tests open their databases directly).
        if (process.env.NODE_ENV !== 'test') {
          void import('../orders/expire.ts').then(({ startOrderExpirySweeper }) => startOrderExpirySweeper(async () => handle.db))
        }
        return handle
      },
      (error) => {
        shared = undefined
        throw error
      },
    )
  }
  return shared
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db
}

function closeOnExit(handle: DatabaseHandle) {
  // PGlite and the pg pool keep the process alive after the HTTP server closes: close them on signals.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      handle.close().finally(() => process.exit(0))
    })
  }
}
