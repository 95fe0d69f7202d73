#!/usr/bin/env node
/**
 * Fills an empty PGlite folder (DATA_DIR) from the seeded tarball that `npm test` keeps (SEEDED_PGLITE_DUMP, made by
 * the unit + API step: tests/api/support/seeded-pglite.ts), so that a built shop started next opens a migrated,
 * seeded database instead of seeding one (the providers' shop, playwright.providers.config.ts). Without the variable or
 * the file it does nothing, and the server seeds as usual.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

const dump = process.env.SEEDED_PGLITE_DUMP
const dataDir = process.env.DATA_DIR
if (dump && dataDir && existsSync(dump)) {
  mkdirSync(dirname(resolve(dataDir)), { recursive: true })
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: new Blob([readFileSync(dump)]),
  })
  await client.close()
}
