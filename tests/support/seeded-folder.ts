/**
 * A PGlite folder filled from the run's seeded tarball (tests/api/support/seeded-pglite.ts: a `dump()` of a migrated,
 * seeded data folder, as a plain tar of its files). `tar` lays the files out as PGlite's own `loadDataDir` does, without
 * starting a PGlite for it: about 2.7 s of CPU less a shop (decision 74), about 2 s less an API file on PGlite
 * (tests/api/support/harness.ts, decision 102). The server then opens the folder as usual (the migrations check
 * included), and a folder that did not come out whole fails that open.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

export function fillFromSeededDump(dataDir: string, tarball: string): void {
  mkdirSync(dataDir, { recursive: true })
  // The members are named from the root (`/base/1/…`); GNU tar extracts them under -C and says so on stderr.
  execFileSync('tar', ['-xf', tarball, '-C', dataDir], { stdio: ['ignore', 'ignore', 'ignore'] })
}
