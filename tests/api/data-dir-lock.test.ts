/**
 * The database layer takes a PGlite folder's lock (decision 130; the lock itself: src/server/db/data-dir-lock.test.ts):
 * a second open of a folder in use fails with a sentence and leaves the owner working, and closing lets go. On the
 * run's seeded PGlite folder in both API projects: the subject is PGlite's folder, whichever database the suite runs.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, inject, it } from 'vitest'
import { openDatabase } from '../../src/server/db/client.ts'
import { DataDirInUseError } from '../../src/server/db/data-dir-lock.ts'
import { fillFromSeededDump } from '../support/seeded-folder.ts'

const root = mkdtempSync(join(tmpdir(), 'shop-lock-api-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

it('refuses a second open of a folder in use, keeps the first working, and lets go on close', async () => {
  const dir = join(root, 'pglite')
  // The run's seeded folder when it has one (every full run does); else PGlite makes and seeds one here.
  const seeded: string | undefined = inject('pgliteSeeded')
  if (seeded) fillFromSeededDump(dir, seeded)
  const first = await openDatabase({ dataDir: dir, seed: !seeded })
  try {
    const refused = await openDatabase({ dataDir: dir }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataDirInUseError)
    expect((refused as Error).message).toBe(
      `The data folder ${dir} is already open in this process; open it once and share the handle.`,
    )
    expect(await first.db.execute('select count(*)::int as n from products')).toMatchObject({
      rows: [{ n: expect.any(Number) }],
    })
  } finally {
    await first.close()
  }
  // Let go: the next server or script may open the folder.
  expect(existsSync(`${dir}.lock`)).toBe(false)
}, 120_000)
