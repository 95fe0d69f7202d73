/**
 * The `api-pglite` suites' seeded database (made by databases-setup.ts, their global setup): migrates and seeds one
 * PGlite database once and hands its data folder (a tarball) to the test files, which each start their own database
 * from it. Every file still gets a fresh, private database; only the cluster set-up, migrations and seed stop being
 * repeated per file. Both PGlite projects use the one folder (shared-setup.ts).
 *
 * With SEEDED_PGLITE_DUMP (`npm test` sets it to test-results/seeded-pglite.tar, which it empties first), the tarball
 * is also kept there, and a later step's run (the crash gate, whose project makes the same set-up; the providers'
 * shop, scripts/pglite-from-dump.mjs) starts from it instead of seeding again: one seed per `npm test`.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { openDatabase } from '~/server/db/client'

/** The projects that need the seeded folder: api-pglite and api-pglite-isolated, and the crash gate. */
export const seedsPglite = (name: string) => name.startsWith('api-pglite') || name === 'crash'

/**
 * Seeds the folder (or takes SEEDED_PGLITE_DUMP's), once for every project of the run (shared-setup.ts). Answers at
 * once with the tarball's path; `ready` settles when it is written, and the files wait for it (databases-ready.ts).
 */
export async function seedPglite() {
  const kept = process.env.SEEDED_PGLITE_DUMP
  if (kept && existsSync(kept)) return { value: kept, ready: Promise.resolve(), stop: () => {} }
  const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-'))
  const file = join(dir, 'seeded.tar')
  const ready = (async () => {
    const handle = await openDatabase({ dataDir: 'memory://', seed: true })
    writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()))
    await handle.close()
    if (!kept) return
    mkdirSync(dirname(kept), { recursive: true })
    copyFileSync(file, kept)
  })()
  return {
    value: file,
    ready,
    // A seed still running (a run stopped early) ends before its folder goes; its failure is the set-up's to report.
    stop: async () => {
      await ready.catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSeeded: string
  }
}
