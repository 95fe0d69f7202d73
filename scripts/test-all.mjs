#!/usr/bin/env node
/**
 * `npm test`: one pipeline — lint (import rules, cycles, file names), catalogues, typecheck, migrations match the
 * schema, unit + API suites (PGlite and a real PostgreSQL), production build, the first-load size check, the crash
 * gate (kill -9 of the built server under checkout load, tests/crash), e2e in Chromium, e2e against a strict CRMEB
 * backend (playwright.strict.config.ts) — then one line summed over all suites: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const env = { ...process.env, CI: process.env.CI ?? 'true' }
rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

const steps = [
  // First and cheap: a broken import rule fails the run before the long suites. Warnings (long files) do not.
  ['lint', 'eslint', ['.']],
  ['catalogues', 'lingui', ['extract', '--clean']],
  ['typecheck', 'tsc', ['--noEmit']],
  // Two seconds: drizzle-kit generate on a copy of drizzle/ must have nothing to write (decision 33).
  ['migrations', 'node', ['scripts/check-migrations.mjs']],
  ['unit + API', 'vitest', ['run']],
  ['build', 'vite', ['build']],
  // First-load JS and CSS of the budget pages, from the build: fails when one grows past its ceiling + 10 %.
  ['size', 'node', ['bench/size-check.mjs']],
  // Its own vitest project, left out of the plain `vitest run` above: it needs the build.
  ['crash', 'vitest', ['run', '--project', 'crash'], { VITEST_SUITE: 'crash' }],
  ['e2e', 'playwright', ['test']],
  // Our storefront on a strict CRMEB backend: the fake of tests/support/strict-crmeb and a second built server.
  ['e2e strict CRMEB', 'playwright', ['test', '--config', 'playwright.strict.config.ts']],
]

let failedSteps = 0
const timings = []
for (const [name, command, args, stepEnv = {}] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...stepEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  timings.push(`${name} ${seconds}s`)
  if (result.status !== 0) {
    failedSteps++
    console.log(`✖ ${name} failed (exit ${result.status})`)
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
for (const file of ['test-results/playwright.json', 'test-results/playwright-strict.json']) {
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
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
