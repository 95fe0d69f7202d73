import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/**
 * e2e journeys in Debian Chromium against the built server with a fresh, seeded PGlite database: one server per
 * worker, so two files running side by side never share a shopper, a stock count, an exchange rate or a rate limit.
 */
const port = Number(process.env.E2E_PORT ?? 4317)

/**
 * Workers, each with a shop of its own: worker k (its `parallelIndex`, TEST_PARALLEL_INDEX, the same for a worker
 * that replaces a failed one) talks to the shop on E2E_PORT + 50·k. One worker kept a two-core machine about half
 * busy (the browser, the server and the test wait on each other in turn); two fill it (decision 47). CI runs two,
 * a run on a developer's machine one (E2E_WORKERS=2 for two: it needs E2E_PORT + 50 free as well). At most two: the
 * strict-backend and providers suites use E2E_PORT + 100 and + 200. Do not pass `--workers`: a third worker would
 * have no shop of its own.
 */
const E2E_WORKERS = Math.min(2, Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1))))
/** This process's shop: the runner's is worker 0's (playwright.config.ts is read again in every worker). */
const shopPort = port + 50 * (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_WORKERS)

/**
 * Debian's chromium-headless-shell when it is installed (.ci/run installs it): the same Blink and V8 without the
 * desktop browser's UI and its GPU process. The journeys are bound by the browser's CPU on two cores, and the shell
 * ran a sample of them in 147 s where the full browser took 225 s.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright-artifacts',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The screens gate (tests/e2e/screens.spec.ts, decision 51): anti-aliasing passes, a layout break does not.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixels: 60, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Baselines of the screens gate, one PNG a state, made in Debian's chromium-headless-shell as CI runs it.
  snapshotPathTemplate: '{testDir}/screens-baselines/{arg}{ext}',
  // A file's tests run in order on one worker; a file whose tests share nothing opts in to both (`mode: 'parallel'`,
  // decision 57).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // In CI a test that fails once is run again, and the report lists it as flaky (scripts/test-all.mjs counts it passed
  // and names it): two workers on two cores can starve a timing-sensitive journey, as early-clicks' signed-in Buy now
  // once was. A behaviour that is broken fails both times.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${shopPort}`,
    // A failed test keeps its trace: each action with its DOM snapshot, the network and the console. Not the
    // screencast: recording it for every test cost the browser about 40 % of its CPU, and the snapshots show the page
    // (decision 47). In CI only the retry of a failed test records one (decision 57): recording every test, to keep
    // the few that fail, cost about 12 % of the suite's CPU; a broken behaviour fails its retry too, with the trace.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    viewport: { width: 1280, height: 900 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromium,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // The shops start side by side, each on a copy of the seeded PGlite that `npm test` keeps (seededShopServer); the
  // global setup waits until each has opened its database.
  webServer: Array.from({ length: E2E_WORKERS }, (_, k) => seededShopServer(port + 50 * k, { RATE_LIMIT_SCALE: '20' })),
  globalSetup: './tests/support/shops-ready.ts',
  metadata: { shops: Array.from({ length: E2E_WORKERS }, (_, k) => shopHealth(port + 50 * k)) },
})

/** A shop's health URL: it answers 200 only once the database is open, migrated and seeded. */
export function shopHealth(port: number): string {
  return `http://127.0.0.1:${port}/api/health`
}

/**
 * The built shop on its own PGlite under .data/e2e-<port>, as every Playwright config here starts it (this suite, the
 * strict-backend one and the providers one); `env` adds to or overrides the defaults. Playwright starts the entries
 * one after another, each once the one before is ready: with the health URL as `url`, two shops seeded one after the
 * other. It waits only until the server listens (a port in use fails here, as it should); the config's global setup
 * (tests/support/shops-ready.ts) then waits for the health URLs listed in `metadata.shops`, so the shops seed side by
 * side (issue 25).
 */
export function shopServer(port: number, env: Record<string, string> = {}) {
  return {
    command: `rm -rf .data/e2e-${port} && node scripts/serve.mjs`,
    wait: { stdout: /^Listening on /m },
    // Until it listens: the seeded copy restored first (seededShopServer) took more than Playwright's default minute
    // on a machine at load 20 (issue 25's helpers); on a quiet one it takes seconds.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.data/e2e-${port}/pglite`,
      UPLOAD_DIR: `.data/e2e-${port}/uploads`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      API_BASE_URL: '',
      ...env,
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  }
}

/**
 * The shop as shopServer starts it, on a copy of the seeded PGlite tarball that `npm test` keeps (SEEDED_PGLITE_DUMP,
 * made by the unit + API step; scripts/pglite-from-dump.mjs fills the empty folder): the main suite's shops and the
 * providers' shop. Without the variable (a run of its own) the folder stays empty and the shop seeds it, as before.
 * The built server's first open of an empty folder (migrations and the seed) is still what the strict-backend suite's
 * shop does in `npm test` (playwright.strict.config.ts), and the seed itself is tests/api/seed.test.ts's.
 */
export function seededShopServer(port: number, env: Record<string, string> = {}) {
  const shop = shopServer(port, env)
  return { ...shop, command: `rm -rf .data/e2e-${port} && node scripts/pglite-from-dump.mjs && node scripts/serve.mjs` }
}
