#!/usr/bin/env node
/**
 * Fills an empty PGlite folder (DATA_DIR) from the seeded tarball that `npm test` keeps (SEEDED_PGLITE_DUMP, made by
 * the unit + API step: tests/api/support/seeded-pglite.ts), so that a built shop started next opens a migrated,
 * seeded database instead of seeding one (the e2e and providers' shops, playwright.config.ts). Without the variable or
 * the file it does nothing, and the server seeds as usual. `tar` lays the files out as the API harness and the crash
 * gate do (tests/support/seeded-folder.ts, decisions 74 and 102), without a PGlite of its own; the server then opens
 * the folder as always (the same extensions, and the migrations check), so the two never disagree on what a shop's
 * database is.
 */
import { existsSync } from 'node:fs'
import { fillFromSeededDump } from '../tests/support/seeded-folder.ts'

const dump = process.env.SEEDED_PGLITE_DUMP
const dataDir = process.env.DATA_DIR
if (dump && dataDir && existsSync(dump)) fillFromSeededDump(dataDir, dump)
