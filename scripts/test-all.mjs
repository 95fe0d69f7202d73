#!/usr/bin/env node
/**
 * `npm test`: one pipeline — catalogues, typecheck, unit + API suites (PGlite and a real PostgreSQL),
 * production build, e2e in Chromium — then one line summed over all suites: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const env = { ...process.env, CI: process.env.CI ?? 'true' }
rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

const steps = [
  ['catalogues', 'lingui', ['extract', '--clean']],
  ['typecheck', 'tsc', ['--noEmit']],
  ['unit + API', 'vitest', ['run']],
  ['build', 'vite', ['build']],
  ['e2e', 'playwright', ['test']],
]

let failedSteps = 0
const timings = []
for (const [name, command, args] of steps) {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
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
if (existsSync('test-results/vitest-all.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest-all.json', 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
}
if (existsSync('test-results/playwright.json')) {
  const report = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'))
  passed += report.stats.expected + (report.stats.flaky ?? 0)
  failed += report.stats.unexpected
}
// A failing step with no failing test (typecheck, build) still counts as a failure.
if (failedSteps > 0 && failed === 0) failed = failedSteps
console.log(`\n${timings.join(' · ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0)
