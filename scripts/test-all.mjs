#!/usr/bin/env node
/**
 * `npm test`: one pipeline — lint (import rules, cycles, file names, the house rules), the catalogue check,
 * typecheck, the unused-export check (knip), the format check (oxfmt) and the migrations check side by side, unit + API suites (every API file on PostgreSQL, the database-sensitive ones on PGlite
 * too), production build, the first-load size check, the crash gate (kill -9 of the built server under checkout load,
 * tests/crash), e2e in Chromium, then side by side e2e against a strict CRMEB backend (playwright.strict.config.ts) and
 * against fakes of PayPal and Google (playwright.providers.config.ts) — then a table of the
 * steps' times beside their budgets and the share of the machine's CPU each kept busy (a report: a slow step never fails
 * the run) and one line summed over all suites:
 * "N passed, N failed".
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// SEEDED_PGLITE_DUMP: the unit + API step keeps its seeded PGlite tarball there (tests/api/support/seeded-pglite.ts);
// the crash gate and the providers' shop start from it instead of seeding again. Inside test-results, emptied here.
// SEEDED_POSTGRES_DIR: the same step keeps its PostgreSQL cluster, seeded template included, there for the crash gate
// (tests/api/support/postgres-server.ts). Outside the repository: the server runs as the postgres user, which must
// reach the folder; removed at the end.
const postgresDir = join(tmpdir(), `shop-pg-seeded-${process.pid}`)
const env = {
  ...process.env,
  CI: process.env.CI ?? 'true',
  SEEDED_PGLITE_DUMP: 'test-results/seeded-pglite.tar',
  SEEDED_POSTGRES_DIR: postgresDir,
}
rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

/**
 * One step a line: [name, command, args, env?, { budget (seconds, for the report), together? }?]. Neighbouring steps
 * with the same `together` label run side by side (each one's output is printed whole when it ends); the others one
 * after another, their output live.
 */
const steps = [
  // First and cheap, side by side (none writes what another reads): a broken import rule fails the run before the
  // long suites. Warnings (long files) do not. File cycles are the house's graph rule (decision 58).
  ['lint', 'eslint', ['.'], {}, { budget: 25, together: 'static' }],
  // The catalogues are what `npm run i18n:extract` would write (a new or changed string fails here); writes nothing.
  ['catalogues', 'lingui', ['check', 'sync', '--clean'], {}, { budget: 25, together: 'static' }],
  // One checker, not TypeScript 7's default of several: each checker checks the shared declarations again, and beside five
  // other steps on two cores the extra checkers buy no wall time (decision 64: 14 s of CPU instead of 35).
  ['typecheck', 'tsc', ['--noEmit', '--checkers', '1'], {}, { budget: 25, together: 'static' }],
  // No export that nothing imports (knip.json: the entries are the routes, the server, scripts, bench and tests).
  ['unused exports', 'knip', [], {}, { budget: 30, together: 'static' }],
  // The code is as oxfmt writes it (.oxfmtrc.json; `npm run format` rewrites it); writes nothing. Prettier's style in
  // native code: 0.4 s of CPU where prettier took 22 s (decision 108).
  ['format', 'oxfmt', ['--check', '.'], {}, { budget: 5, together: 'static' }],
  // drizzle-kit generate on a copy of drizzle/ must have nothing to write (decision 33); it writes only to a temp folder.
  ['migrations', 'node', ['scripts/check-migrations.mjs'], {}, { budget: 10, together: 'static' }],
  // unit (jsdom), unit-node, api-postgres (every API file) and api-pglite (the files marked @database-sensitive);
  // the jsdom files and each API suite as a shared-module project and an -isolated one (vitest.config.ts).
  // Issue 25's target; 314 s quiet before it.
  ['unit + API', 'vitest', ['run'], {}, { budget: 200 }],
  ['build', 'vite', ['build'], {}, { budget: 20 }],
  // First-load JS and CSS of the budget pages, from the build: fails when one grows past its ceiling + 10 %.
  ['size', 'node', ['bench/size-check.mjs'], {}, { budget: 2 }],
  // Its own vitest project, left out of the plain `vitest run` above: it needs the build. PGlite and PostgreSQL are
  // a file each (decision 58); every shop starts on a seeded copy (decision 64), of the unit + API step's PGlite tarball
  // and PostgreSQL cluster (decision 84). Three workers for its three files:
  // online-safety mostly waits on timers (connection limits), so it runs beside both crash files rather than before
  // one of them (decision 74).
  ['crash', 'vitest', ['run', '--project', 'crash', '--maxWorkers', '3'], { VITEST_SUITE: 'crash' }, { budget: 40 }],
  // Two workers, each against a shop (server and PGlite) of its own: playwright.config.ts, decision 47.
  ['e2e', 'playwright', ['test'], {}, { budget: 270 }],
  // The two small Playwright suites side by side: one journey and two, each on one worker against its own built server
  // and fakes (ports E2E_PORT + 100 and + 200, their own output folders and reports). Each mostly waits on its server's
  // start and its browser (about half the two cores each), so together they take the longer one's time (decision 78).
  // Our storefront on a strict CRMEB backend: the fake of tests/support/strict-crmeb and a second built server.
  [
    'e2e strict CRMEB',
    'playwright',
    ['test', '--config', 'playwright.strict.config.ts'],
    {},
    { budget: 20, together: 'small e2e' },
  ],
  // PayPal by redirect and Google sign-in against local fakes of the providers, on a third built server (its PGlite
  // filled from SEEDED_PGLITE_DUMP: scripts/pglite-from-dump.mjs).
  [
    'e2e providers',
    'playwright',
    ['test', '--config', 'playwright.providers.config.ts'],
    {},
    { budget: 90, together: 'small e2e' },
  ],
]

/** Runs one step; `quiet` steps (run side by side) keep their output and print it whole at the end. */
function run([name, command, args, stepEnv = {}], quiet) {
  const started = Date.now()
  if (!quiet) console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...stepEnv },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    const done = (status) => {
      const seconds = (Date.now() - started) / 1000
      if (quiet) {
        console.log(`\n▶ ${name}: ${command} ${args.join(' ')} (side by side)`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve({ status, seconds })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`))
      done(127)
    })
    child.on('close', (code) => done(code ?? 1))
  })
}

/**
 * The machine's CPU counters (/proc/stat's first line, in ticks): busy (everything but idle and iowait) and total.
 * A step's share of busy ticks says whether overlapping it with another could buy wall time (a report: idle cores in
 * a long step are the place to look). Null off Linux.
 */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return null
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number)
  const total = fields.reduce((sum, ticks) => sum + ticks, 0)
  return { busy: total - fields[3] - fields[4], total }
}
const busyShare = (from, to) =>
  from && to && to.total > from.total ? (to.busy - from.busy) / (to.total - from.total) : null

/** Neighbouring steps with the same `together` label form one batch; every other step is a batch of its own. */
const batches = []
for (const step of steps) {
  const together = step[4]?.together
  const last = batches.at(-1)
  if (together && last?.[0][4]?.together === together) last.push(step)
  else batches.push([step])
}

let failedSteps = 0
/** [name, seconds, budget, note, CPU busy share of the batch] for the report. */
const timings = []
const pipelineStarted = Date.now()
const pipelineTicks = cpuTicks()
for (const batch of batches) {
  const started = Date.now()
  const ticks = cpuTicks()
  const results = await Promise.all(batch.map((step) => run(step, batch.length > 1)))
  const busy = busyShare(ticks, cpuTicks())
  let stop = false
  batch.forEach((step, k) => {
    const [name] = step
    timings.push([
      name,
      results[k].seconds,
      step[4]?.budget,
      batch.length > 1 ? 'side by side' : '',
      batch.length > 1 ? null : busy,
    ])
    if (results[k].status !== 0) {
      failedSteps++
      console.log(`✖ ${name} failed (exit ${results[k].status})`)
      if (name === 'build') stop = true
    }
  })
  if (batch.length > 1)
    timings.push([
      `(${batch.map(([name]) => name).join(', ')})`,
      (Date.now() - started) / 1000,
      undefined,
      'wall time',
      busy,
    ])
  if (stop) break
}
const totalSeconds = (Date.now() - pipelineStarted) / 1000
const totalBusy = busyShare(pipelineTicks, cpuTicks())
rmSync(postgresDir, { recursive: true, force: true })

let passed = 0
let failed = 0
// Failing tests are named again at the very end: CI keeps only the tail of a long log.
const failures = []
for (const suite of ['all', 'crash']) {
  if (!existsSync(`test-results/vitest-${suite}.json`)) continue
  const report = JSON.parse(readFileSync(`test-results/vitest-${suite}.json`, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const reason = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200)
      failures.push(`${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}: ${reason}`)
    }
  }
}
const playwrightFailures = (suites, path = []) => {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...path, suite.title] : path
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          // Passed on its retry (playwright.config.ts): counted as passed, named so that it gets fixed.
          const error = test.results?.[0]?.error?.message ?? ''
          console.log(`⚠ flaky: ${[...here, spec.title].join(' › ')}: ${String(error).split('\n')[0].slice(0, 200)}`)
        }
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message ?? ''
        failures.push(`${[...here, spec.title].join(' › ')}: ${String(error).split('\n')[0].slice(0, 200)}`)
      }
    }
    playwrightFailures(suite.suites, here)
  }
}
for (const file of [
  'test-results/playwright.json',
  'test-results/playwright-strict.json',
  'test-results/playwright-providers.json',
]) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.stats.expected + (report.stats.flaky ?? 0)
  failed += report.stats.unexpected
  playwrightFailures(report.suites)
}
// A failing step with no failing test (typecheck, build) still counts as a failure.
if (failedSteps > 0 && failed === 0) failed = failedSteps

// The steps' times beside their budgets, and how busy the machine's cores were meanwhile (a step at 60 % leaves
// room for another beside it): a report, never a failure (CI machines are noisy).
const budgetTotal = batches.reduce((sum, batch) => sum + Math.max(...batch.map((step) => step[4]?.budget ?? 0)), 0)
const percent = (share) => (share === null ? '' : `${Math.round(share * 100)}%`)
const rows = [
  ['step', 'time', 'budget', 'CPU busy', ''],
  ...timings.map(([name, seconds, budget, note, busy]) => [
    name,
    `${seconds.toFixed(1)}s`,
    budget === undefined ? '' : `${budget}s`,
    percent(busy),
    [budget !== undefined && seconds > budget ? 'over budget' : '', note].filter(Boolean).join('; '),
  ]),
  [
    'total',
    `${totalSeconds.toFixed(1)}s`,
    `${budgetTotal}s`,
    percent(totalBusy),
    totalSeconds > budgetTotal ? 'over budget' : '',
  ],
]
const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length)))
console.log('')
for (const [name, time, budget, busy, note] of rows)
  console.log(
    `${name.padEnd(widths[0])}  ${time.padStart(widths[1])}  ${budget.padStart(widths[2])}  ${busy.padStart(widths[3])}  ${note}`.trimEnd(),
  )
for (const database of ['pglite', 'postgres'])
  if (existsSync(`test-results/crash-summary-${database}.txt`))
    process.stdout.write(readFileSync(`test-results/crash-summary-${database}.txt`, 'utf8'))
for (const line of failures) console.log(`✖ ${line}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
