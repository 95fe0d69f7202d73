#!/usr/bin/env node
/**
 * Fills an empty PGlite folder (DATA_DIR) from the seeded tarball that `npm test` keeps (SEEDED_PGLITE_DUMP, made by
 * the unit + API step: tests/api/support/seeded-pglite.ts), so that a built shop started next opens a migrated,
 * seeded database instead of seeding one (the providers' shop, playwright.providers.config.ts). Without the variable or
 * the file it does nothing, and the server seeds as usual. It opens the folder as the server does (openDatabase:
 * the same extensions, and the migrations check), so the two never disagree on what a shop's database is.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { openDatabase } from '../src/server/db/client.ts'

const dump = process.env.SEEDED_PGLITE_DUMP
const dataDir = process.env.DATA_DIR
if (dump && dataDir && existsSync(dump)) {
  mkdirSync(dirname(resolve(dataDir)), { recursive: true })
  const handle = await openDatabase({ dataDir, loadDataDir: readFileSync(dump) })
  await handle.close()
}
