/**
 * The run's databases are made while the first files run (databases-setup.ts, decision 132): the set-up writes
 * READY_FILE into the folder it provides as `databasesReady` once the PostgreSQL template and the PGlite tarball are
 * both made, or FAILED_FILE with the error. `waitForDatabases` is what an API or crash file waits on before it starts
 * (databases-wait.ts, their setup file).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export const READY_FILE = 'ready'
export const FAILED_FILE = 'failed'

export async function waitForDatabases(dir: string): Promise<void> {
  for (;;) {
    if (existsSync(join(dir, READY_FILE))) return
    const failed = join(dir, FAILED_FILE)
    if (existsSync(failed)) throw new Error(`The run's database set-up failed:\n${readFileSync(failed, 'utf8')}`)
    await sleep(100)
  }
}
