/**
 * Crash-safety gate: the built server under checkout load is killed with SIGKILL at a random moment and
 * restarted on the same database, CRASH_CYCLES times (3 in `npm test`), on PGlite and on PostgreSQL. Then,
 * with the server stopped, SQL holds the database to everything the server acknowledged: every order exists as
 * acknowledged, and stock, sales, coupons and points reconcile, with no half-written checkout.
 *
 *   npm run test:crash                                      # both databases, 3 cycles
 *   CRASH_CYCLES=10 CRASH_DATABASES=pglite CRASH_SHOPPERS=30 CRASH_PORT=4340 npm run test:crash
 *
 * Needs a production build (`npx vite build`).
 */
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { createPostgresDatabase } from '../../api/support/postgres-databases'
import { freePort } from '../../support/net'
import { CheckoutLoad, signUpShoppers } from './load'
import {
  reconcileAcknowledged,
  reconcileCoupons,
  reconcileOrders,
  reconcilePoints,
  reconcileStock,
  stockLevels,
  type StockLevels,
} from './reconcile'
import { fillFromSeededDump } from '../../support/seeded-folder'
import { type ServerEnv, ShopServer } from './shop-server'
import type { BuyableSku } from './shoppers'

const DATABASES = (process.env.CRASH_DATABASES ?? 'pglite,postgres').split(',').filter(Boolean)
const CYCLES = Number(process.env.CRASH_CYCLES ?? 3)
const SHOPPERS = Number(process.env.CRASH_SHOPPERS ?? 24)
/** Orders each cycle must acknowledge before the kill can come (so every kill lands in a running checkout load). */
const ACKS_BEFORE_KILL = 5
/** CRASH_PORT pins the servers' ports (PGlite on it, PostgreSQL on the next); by default free ones are used. */
const BASE_PORT = Number(process.env.CRASH_PORT ?? 0)

interface Prepared {
  env: ServerEnv
  open(): Promise<DatabaseHandle>
  cleanup(): Promise<void>
}

/**
 * The database before the first start: a PGlite folder filled from the run's seeded tarball, or a copy of the seeded
 * PostgreSQL template (tests/api/support: seeded-pglite.ts, postgres-server.ts), as the API suites start. The built
 * server's own first open (migrations and the seed into an empty database) is what every e2e shop does.
 */
async function prepare(database: string, dir: string): Promise<Prepared> {
  const uploads = join(dir, 'uploads')
  if (database === 'pglite') {
    const dataDir = join(dir, 'pglite')
    fillFromSeededDump(dataDir, inject('pgliteSeeded'))
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '', UPLOAD_DIR: uploads },
      open: () => openDatabase({ dataDir, seed: true }),
      cleanup: async () => {},
    }
  }
  const { url, drop } = await createPostgresDatabase('crash', { seeded: true })
  return {
    env: { DATA_DIR: join(dir, 'unused-pglite'), DATABASE_URL: url, UPLOAD_DIR: uploads },
    open: () => openDatabase({ url, seed: true }),
    cleanup: drop,
  }
}

/** SKUs to buy: plenty with stock, and a few nearly sold out (so refusals and the last units are exercised too). */
async function buyableSkus(handle: DatabaseHandle): Promise<BuyableSku[]> {
  const pickSkus = async (stock: string, limit: number) =>
    (
      (await handle.db.execute(
        `select s.id, s.product_id from product_skus s join products p on p.id = s.product_id
         where p.is_show and p.min_buy <= 1 and ${stock} order by random() limit ${limit}`,
      )) as unknown as { rows: { id: number; product_id: number }[] }
    ).rows.map((r) => ({ skuId: Number(r.id), productId: Number(r.product_id) }))
  return [...(await pickSkus('s.stock >= 30', 40)), ...(await pickSkus('s.stock between 1 and 6', 4))]
}

/**
 * The gate on one database. Each database has its own test file (checkout-crash-pglite.test.ts,
 * checkout-crash-postgres.test.ts), so the two run side by side on two workers: each cycle mostly waits on a server
 * start and on the load before the kill. CRASH_DATABASES still picks the databases (the other file's suite is
 * skipped).
 */
export function crashSuite(database: 'pglite' | 'postgres') {
  // scripts/test-all.mjs prints these lines under its totals.
  const summaryFile = `test-results/crash-summary-${database}.txt`
  mkdirSync('test-results', { recursive: true })
  writeFileSync(summaryFile, '')
  const summarize = (line: string) => {
    console.log(line)
    appendFileSync(summaryFile, `${line}\n`)
  }
  describe.skipIf(!DATABASES.includes(database))(`kill -9 under checkout load, ${database}`, () => {
    const dir = mkdtempSync(join(tmpdir(), `shop-crash-${database}-`))
    let prepared: Prepared
    let server: ShopServer
    let load: CheckoutLoad
    let before: StockLevels
    let skus: BuyableSku[]
    const cycleLog: string[] = []
    const mismatches: string[] = []
    let checked = 0
    let committedWhenCut = 0

    beforeAll(async () => {
      prepared = await prepare(database, dir)
      // Seeded here, in-process, so the stock before any order is known; the server then opens the same database.
      const handle = await prepared.open()
      before = await stockLevels(handle.db)
      skus = await buyableSkus(handle)
      await handle.close()
      const logFile = `test-results/crash-${database}-server.log`
      writeFileSync(logFile, '')
      server = new ShopServer(
        BASE_PORT ? BASE_PORT + DATABASES.indexOf(database) : await freePort(),
        prepared.env,
        logFile,
      )
    })

    afterAll(async () => {
      await load?.stop()
      await server?.kill9()
      await prepared?.cleanup()
      rmSync(dir, { recursive: true, force: true })
      const acked = (load?.attempts ?? []).filter((a) => a.orderNo)
      const share = (test: (a: (typeof acked)[number]) => boolean) => acked.filter(test).length
      const used = `${share((a) => a.couponIds.length > 0)} with a coupon, ${share((a) => a.price.usedIntegral > 0)} with points, ${share((a) => a.via === 'shoppingCart')} from the cart, ${share((a) => a.next === 'cancel')} cancelled`
      const cutOff = [...(load?.stats.cutOff ?? [])].sort((a, b) => b[1] - a[1])
      const creates = load?.stats.cutOff.get('POST /api/front/order/create') ?? 0
      summarize(
        `crash ${database}: ${cycleLog.length} kill -9 cycles (${cycleLog.join('; ')}); ${load?.stats.attempts ?? 0} checkouts tried, ` +
          `${load?.acknowledged ?? 0} orders acknowledged (${used}), ${checked} checked, ${mismatches.length} mismatches` +
          `${mismatches.length ? ` (${mismatches.slice(0, 3).join(' | ')})` : ''}; ` +
          `${cutOff.reduce((n, [, c]) => n + c, 0)} requests cut off (${cutOff.map(([step, n]) => `${step} ${n}`).join(', ')}), ` +
          `${creates} order creates cut off of which ${committedWhenCut} had committed; refused with 400: ` +
          `${[...(load?.stats.refused ?? [])].map(([message, n]) => `${message} ×${n}`).join(', ') || 'none'}`,
      )
    })

    it(`keeps its checkouts through ${CYCLES} kills and restarts`, { timeout: 60_000 + CYCLES * 60_000 }, async () => {
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        const startMs = await server.start()
        if (!load) {
          load = new CheckoutLoad(await signUpShoppers(SHOPPERS, () => server.origin), skus)
          load.start()
        }
        const acksAtStart = load.acknowledged
        load.serverUp()
        const deadline = Date.now() + 45_000
        while (load.acknowledged - acksAtStart < ACKS_BEFORE_KILL && Date.now() < deadline && load.errors.length === 0)
          await sleep(50)
        expect(load.errors, server.log).toEqual([])
        expect(load.acknowledged - acksAtStart, `cycle ${cycle}: no checkout got through`).toBeGreaterThanOrEqual(
          ACKS_BEFORE_KILL,
        )
        await sleep(300 + Math.random() * 2500)
        load.serverDown()
        const pids = await server.kill9()
        cycleLog.push(
          `#${cycle} up in ${(startMs / 1000).toFixed(1)} s, ${load.acknowledged - acksAtStart} orders, killed pid ${pids.join('+')}`,
        )
      }
      await load.stop()
      expect(load.errors, server.log).toEqual([])
    })

    it(
      'answers again after the last kill: every acknowledged order is there, and a new checkout works',
      { timeout: 120_000 },
      async () => {
        await server.start()
        const byEmail = new Map(load.shoppers.map((s) => [s.email, s]))
        const missing: string[] = []
        const acknowledged = load.attempts.filter((a) => a.orderNo)
        for (let i = 0; i < acknowledged.length; i += 8) {
          await Promise.all(
            acknowledged.slice(i, i + 8).map(async (a) => {
              const body = await byEmail.get(a.email)!.call('GET', `/api/front/order/master/detail/${a.orderNo}`)
              if (body.code !== 200) missing.push(`${a.orderNo}: ${body.code} ${body.message}`)
            }),
          )
        }
        expect(missing).toEqual([])
        const after = new CheckoutLoad(load.shoppers.slice(0, 1), skus)
        after.serverUp()
        after.start()
        const deadline = Date.now() + 30_000
        while (after.acknowledged === 0 && Date.now() < deadline && after.errors.length === 0) await sleep(50)
        await after.stop()
        expect(after.errors).toEqual([])
        expect(after.acknowledged).toBeGreaterThan(0)
        load.attempts.push(...after.attempts)
        // A clean stop: the database is then opened here, alone (PGlite is one process per folder).
        await server.stop()
      },
    )

    describe('the database, read with SQL once the server stopped', () => {
      let handle: DatabaseHandle
      beforeAll(async () => {
        handle = await prepared.open()
      })
      afterAll(async () => {
        await handle?.close()
      })
      const expectNone = (found: string[]) => {
        mismatches.push(...found)
        expect(found).toEqual([])
      }

      it('holds every acknowledged order with its items, amounts, coupons and pay state', async () => {
        const result = await reconcileAcknowledged(handle.db, load.attempts)
        checked = result.checked
        committedWhenCut = result.committedWhenCut
        expect(checked).toBe(load.acknowledged)
        expectNone(result.found)
      })

      it('reconciles stock and sales of every SKU and product', async () => {
        expectNone(reconcileStock(before, await stockLevels(handle.db)))
      })

      it('reconciles coupons: each used coupon belongs to exactly one live order, and back', async () => {
        expectNone(await reconcileCoupons(handle.db))
      })

      it('reconciles points: balances equal their ledgers, each order spent (and refunded) once', async () => {
        expectNone(await reconcilePoints(handle.db))
      })

      it('has no half-written checkout', async () => {
        expectNone(await reconcileOrders(handle.db))
      })
    })
  })
}
