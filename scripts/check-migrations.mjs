#!/usr/bin/env node
/**
 * `npm run db:check` (a step of `npm test`): fails when the migrations in drizzle/ do not describe the schema, that is
 * when `drizzle-kit generate` would write a migration, or when the journal and its files disagree (decision 33).
 * drizzle-kit runs on a copy of the folder in a temporary directory, so the tracked tree stays clean.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const { default: config } = await import(resolve('drizzle.config.ts'))
const out = resolve(config.out ?? 'drizzle')
const problems = [...journalProblems(out)]
if (problems.length === 0) problems.push(...generateProblems(out))

if (problems.length > 0) {
  console.error(`✖ ${problems.join('\n✖ ')}`)
  console.error(
    'Change the schema (src/server/db/schema/), run `npm run db:generate`, and commit the migration with its snapshot.',
  )
  process.exit(1)
}
console.log('✓ migrations match the schema: drizzle-kit generate has nothing to write')

/** The migrator runs the journal's entries in order, each once, and skips one older than the last applied. */
function* journalProblems(folder) {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'))
  const tags = new Set(journal.entries.map((entry) => entry.tag))
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    if (!tags.has(file.slice(0, -4))) yield `${file} is not in meta/_journal.json: the migrator would never run it`
  }
  let previous
  for (const entry of journal.entries) {
    if (!existsSync(join(folder, `${entry.tag}.sql`))) yield `the journal's ${entry.tag} has no ${entry.tag}.sql`
    if (previous && !(entry.idx > previous.idx && entry.when > previous.when)) {
      // drizzle-orm's migrator applies a migration only when its `when` is later than the last applied one's.
      yield `${entry.tag} must come after ${previous.tag} in both idx and when (the migrator would skip it)`
    }
    previous = entry
  }
  const latest = journal.entries.at(-1)
  const snapshots = readdirSync(join(folder, 'meta'))
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
  const expected = `${String(latest.idx).padStart(4, '0')}_snapshot.json`
  // drizzle-kit diffs the schema against the last snapshot by file name; a migration written without one (by hand)
  // leaves it describing an older database.
  if (snapshots.at(-1) !== expected)
    yield `the latest migration ${latest.tag} needs meta/${expected} (the last snapshot is ${snapshots.at(-1)})`
}

function* generateProblems(folder) {
  const work = mkdtempSync(join(tmpdir(), 'check-migrations-'))
  try {
    cpSync(folder, join(work, 'drizzle'), { recursive: true })
    const before = new Set(readdirSync(join(work, 'drizzle'), { recursive: true }))
    const bin = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs')
    const schemas = [config.schema].flat().map((path) => resolve(path))
    // drizzle-kit reads its out folder relative to the working directory, so it runs inside the copy. No stdin: a
    // rename question fails the check instead of waiting for an answer.
    const run = spawnSync(
      process.execPath,
      [
        bin,
        'generate',
        '--dialect',
        config.dialect,
        ...schemas.flatMap((path) => ['--schema', path]),
        '--out',
        './drizzle',
        '--name',
        'check',
      ],
      { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
    )
    const written = readdirSync(join(work, 'drizzle'), { recursive: true }).filter((name) => !before.has(name))
    for (const name of written.filter((file) => file.endsWith('.sql'))) {
      const sql = readFileSync(join(work, 'drizzle', name), 'utf8')
      yield `drizzle-kit generate would write a migration:\n${sql}`
    }
    if (written.length === 0 && !/No schema changes/.test(run.stdout)) {
      // A rename (a table or column both gone and new) asks which one it was: answer it in `npm run db:generate`.
      const rename = /Interactive prompts/.test(run.stderr) ? ' (it asks whether something was renamed)' : ''
      yield `drizzle-kit generate did not say "No schema changes"${rename}, exit ${run.status ?? run.signal}:\n${run.stdout}${run.stderr}`
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
