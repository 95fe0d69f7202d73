import { defineConfig } from '@playwright/test'
import base, { shopHealth, shopServer } from './playwright.config'

/**
 * Our storefront on a strict CRMEB backend (decision 14): the built server with API_BASE_URL pointing at the strict fake
 * (tests/support/strict-crmeb, only what the CRMEB client reference in docs/api.md documents), API_EXTENSIONS=auto so the server has to find out
 * by itself that the extensions are missing. `npm test` runs it after the main e2e suite (scripts/test-all.mjs).
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 100
const fakePort = port + 1

export default defineConfig({
  ...base,
  // One shop, so one worker (the main suite's second worker has a shop of its own).
  workers: 1,
  testDir: 'tests/e2e-strict',
  outputDir: 'test-results/playwright-strict-artifacts',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright-strict.json' }]] : [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  metadata: { shops: [shopHealth(port)] },
  webServer: [
    {
      command: 'node tests/support/strict-crmeb/server.ts',
      url: `http://127.0.0.1:${fakePort}/api/front/product/category`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PORT: String(fakePort), HOST: '127.0.0.1' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    shopServer(port, { API_BASE_URL: `http://127.0.0.1:${fakePort}`, API_EXTENSIONS: 'auto', CORS_ORIGINS: '' }),
  ],
})
