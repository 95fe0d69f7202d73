#!/usr/bin/env node
/**
 * `npm test`: one pipeline — lint (import rules, cycles, file names), catalogues, typecheck, unit + API suites
 * (PGlite and a real PostgreSQL), production build, the first-load size check, the crash gate (kill -9 of the built server under
 * checkout load, tests/crash), e2e in Chromium, e2e against a strict CRMEB backend (playwright.strict.config.ts) — then one
 * line summed over all suites: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'

const env = { ...process.env, CI: process.env.CI ?? 'true' }
rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

const steps = [
  // First and cheap: a broken import rule fails the run before the long suites. Warnings (long files) do not.
  ['lint', 'eslint', ['.']],
  ['catalogues', 'lingui', ['extract', '--clean']],
  ['typecheck', 'tsc', ['--noEmit']],
  ['unit + API', 'vitest', ['run']],
  ['build', 'vite', ['build']],
  // First-load JS and CSS of the budget pages, from the build: fails when one grows past its ceiling + 10 %.
  ['size', 'node', ['bench/size-check.mjs']],
  // Its own vitest project, left out of the plain `vitest run` above: it needs the build.
  ['crash', 'vitest', ['run', '--project', 'crash'], { VITEST_SUITE: 'crash' }],
  // E2E_SHARDS=N runs N shards side by side, each with its own built server and database: for machines with cores
  // to spare. On two cores one run is faster (two shards pushed journeys past their timeouts).
  ['e2e', 'playwright', ['test'], {}, { shards: Number(process.env.E2E_SHARDS ?? 1) }],
  // Our storefront on a strict CRMEB backend: the fake of tests/support/strict-crmeb and a second built server.
  ['e2e strict CRMEB', 'playwright', ['test', '--config', 'playwright.strict.config.ts']],
]

let failedSteps = 0
const timings = []
/**
 * Runs `count` Playwright shards at once, each on its own port (E2E_PORT + 200 × i; the strict run uses + 100) with
 * its own artifacts and JSON report (E2E_SHARD), logging to a file; the logs are printed one after the other.
 */
async function runShards(command, args, count, stepEnv) {
  const basePort = Number(process.env.E2E_PORT ?? 4317)
  const shards = Array.from({ length: count }, (_, i) => {
    const log = `test-results/e2e-shard-${i + 1}.log`
    const out = createWriteStream(log)
    const shardEnv = { ...env, ...stepEnv, E2E_SHARD: String(i + 1), E2E_PORT: String(basePort + 200 * i) }
    const child = spawn(command, [...args, `--shard=${i + 1}/${count}`], { env: shardEnv })
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    return new Promise((done) => child.on('close', (code) => out.end(() => done({ code, log }))))
  })
  const results = await Promise.all(shards)
  for (const { log } of results) process.stdout.write(readFileSync(log, 'utf8'))
  return results.every((result) => result.code === 0) ? 0 : 1
}

for (const [name, command, args, stepEnv = {}, { shards = 1 } = {}] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}${shards > 1 ? ` (${shards} shards at once)` : ''}`)
  const status = shards > 1 ? await runShards(command, args, shards, stepEnv) : spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...stepEnv } }).status
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  timings.push(`${name} ${seconds}s`)
  if (status !== 0) {
    failedSteps++
    console.log(`✖ ${name} failed (exit ${status})`)
    if (name === 'build') break
  }
}

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
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)
      failures.push(`${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}: ${reason}`)
    }
  }
}
const playwrightFailures = (suites, path = []) => {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...path, suite.title] : path
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.error?.message ?? ''
        failures.push(`${[...here, spec.title].join(' › ')}: ${String(error).split('\n')[0].slice(0, 200)}`)
      }
    }
    playwrightFailures(suite.suites, here)
  }
}
// playwright.json (one run), playwright-<shard>.json (the shards), playwright-strict.json.
for (const name of readdirSync('test-results').filter((file) => /^playwright.*\.json$/.test(file))) {
  const report = JSON.parse(readFileSync(`test-results/${name}`, 'utf8'))
  passed += report.stats.expected + (report.stats.flaky ?? 0)
  failed += report.stats.unexpected
  playwrightFailures(report.suites)
}
// A failing step with no failing test (typecheck, build) still counts as a failure.
if (failedSteps > 0 && failed === 0) failed = failedSteps
console.log(`\n${timings.join(' · ')}`)
if (existsSync('test-results/crash-summary.txt')) process.stdout.write(readFileSync('test-results/crash-summary.txt', 'utf8'))
for (const line of failures) console.log(`✖ ${line}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
