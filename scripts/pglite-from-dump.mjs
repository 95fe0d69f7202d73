#!/usr/bin/env node
/**
 * Fills an empty PGlite folder (DATA_DIR) from the seeded tarball that `npm test` keeps (SEEDED_PGLITE_DUMP, made by
 * the unit + API step: tests/api/support/seeded-pglite.ts), so that a built shop started next opens a migrated,
 * seeded database instead of seeding one (the e2e shops and the providers' shop, playwright.config.ts). Without the
 * variable or the file it does nothing, and the server seeds as usual. The folder is laid out by `tar`, as the API
 * harness and the crash gate fill theirs (tests/support/seeded-folder.ts): PGlite's `loadDataDir` took 14 s of CPU a
 * shop for the same files, tar 0.3–0.5 s (decision 114). The server's own open checks the migrations, and a folder
 * that did not come out whole fails there.
 */
import { existsSync } from 'node:fs'
import { fillFromSeededDump } from '../tests/support/seeded-folder.ts'

const dump = process.env.SEEDED_PGLITE_DUMP
const dataDir = process.env.DATA_DIR
if (dump && dataDir && existsSync(dump)) fillFromSeededDump(dataDir, dump)
