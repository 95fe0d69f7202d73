/**
 * Vitest global setup for the `api-pglite` suite: migrates and seeds one PGlite database once and hands its data
 * folder (a tarball) to the test files, which each start their own in-memory database from it. Every file still
 * gets a fresh, private database; only the cluster set-up, migrations and seed stop being repeated per file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/server/db/client'

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-'))
  const file = join(dir, 'seeded.tar')
  const handle = await openDatabase({ dataDir: 'memory://', seed: true })
  writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()))
  await handle.close()
  project.provide('pgliteSeeded', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSeeded: string
  }
}
