import type { FullConfig } from '@playwright/test'

/** How long a shop may take to open, migrate and seed its database (Playwright's webServer timeout did this before). */
const TIMEOUT_MS = 120_000

/**
 * Playwright global setup of every e2e config: waits, side by side, for the shops its `webServer` list started
 * (`metadata.shops`: their health URLs, answering 200 only once the database is open, migrated and seeded). Playwright
 * waited for each shop's entry only until it listened (shopServer in playwright.config.ts), so the shops open and seed
 * their databases in parallel (issue 25). A refused connection means a shop that listened has stopped: it fails at
 * once, its errors printed above by Playwright.
 */
export default async function shopsReady(config: FullConfig): Promise<void> {
  const shops = (config.metadata.shops ?? []) as string[]
  const deadline = Date.now() + TIMEOUT_MS
  await Promise.all(
    shops.map(async (url) => {
      for (;;) {
        const status = await fetch(url).then(
          (response) => response.status,
          (error: Error) => ((error.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED' ? 'refused' : 0),
        )
        if (status === 200) return
        if (status === 'refused') throw new Error(`The e2e shop ${url} stopped while starting (its errors are above)`)
        if (Date.now() > deadline)
          throw new Error(`The e2e shop ${url} did not answer 200 within ${TIMEOUT_MS / 1000} s (its errors are above)`)
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }),
  )
}
