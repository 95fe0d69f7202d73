import { defineConfig } from '@playwright/test'
import base, { seededShopServer, shopHealth } from './playwright.config'
import { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID } from './tests/api/support/fake-paypal'

/**
 * PayPal by redirect and Google sign-in against local fakes of the providers: the built server configured
 * with PayPal keys and a Google client id whose API and signing keys are tests/e2e-providers/fake-providers.ts. A
 * server of its own, so the main suite keeps a shop without them (its sign-in and payment screens stay as they are).
 * `npm test` runs it after the main e2e suite (scripts/test-all.mjs).
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 200
const paypalPort = port + 1
const googlePort = port + 2
/** The OAuth client id the fake Google signs id tokens for, and the shop expects. */
const GOOGLE_CLIENT_ID = 'e2e-shop.apps.googleusercontent.com'

export default defineConfig({
  ...base,
  // One shop, so one worker (the main suite's second worker has a shop of its own).
  workers: 1,
  testDir: 'tests/e2e-providers',
  outputDir: 'test-results/playwright-providers-artifacts',
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/playwright-providers.json' }]]
    : [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  metadata: { shops: [shopHealth(port)] },
  webServer: [
    {
      command: 'node tests/e2e-providers/fake-providers.ts',
      url: `http://127.0.0.1:${googlePort}/oauth2/v3/certs`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        E2E_PAYPAL_PORT: String(paypalPort),
        E2E_GOOGLE_PORT: String(googlePort),
        E2E_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    seededShopServer(port, {
      RATE_LIMIT_SCALE: '20',
      PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID,
      PAYPAL_API_BASE: `http://127.0.0.1:${paypalPort}`,
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${googlePort}/oauth2/v3/certs`,
    }),
  ],
})
