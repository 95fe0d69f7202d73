/**
 * Vitest global setup for the `api-pglite` suite: migrates and seeds one PGlite database once and hands its data
 * folder (a tarball) to the test files, which each start their own in-memory database from it. Every file still
 * gets a fresh, private database; only the cluster set-up, migrations and seed stop being repeated per file. Both
 * PGlite projects use the one folder (shared-setup.ts).
 *
 * With SEEDED_PGLITE_DUMP (`npm test` sets it to test-results/seeded-pglite.tar, which it empties first), the tarball
 * is also kept there, and a later step's run (the crash gate, whose project lists this setup too; the providers'
 * shop, scripts/pglite-from-dump.mjs) starts from it instead of seeding again: one seed per `npm test`.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/server/db/client'
import { sharedSetup } from './shared-setup'

export default async function setup(project: TestProject) {
  // The PostgreSQL projects list this setup too, for seed.test.ts's second, independent seed (decision 117): they take
  // the folder only when the run seeds it anyway for the PGlite projects; alone, they do not seed PGlite for one file.
  const seedsPglite = (name: string) => name.startsWith('api-pglite') || name === 'crash'
  if (!seedsPglite(project.name) && !project.vitest.projects.some((other) => seedsPglite(other.name))) return
  // api-pglite and api-pglite-isolated share one seeded data folder (shared-setup.ts).
  const { value: file, release } = await sharedSetup('pglite', async () => {
    const kept = process.env.SEEDED_PGLITE_DUMP
    if (kept && existsSync(kept)) return { value: kept, stop: () => {} }
    const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-'))
    const file = join(dir, 'seeded.tar')
    const handle = await openDatabase({ dataDir: 'memory://', seed: true })
    writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()))
    await handle.close()
    if (kept) {
      mkdirSync(dirname(kept), { recursive: true })
      copyFileSync(file, kept)
    }
    return { value: file, stop: () => rmSync(dir, { recursive: true, force: true }) }
  })
  project.provide('pgliteSeeded', file)
  return release
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSeeded: string
  }
}
