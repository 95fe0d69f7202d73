// @database-sensitive: durability: the CLI opens the PGlite folder itself, or PostgreSQL by DATABASE_URL
/**
 * The operator endpoint and CLI: POST /api/ops/run answers only a loopback caller with the secret of
 * ops-server.json (never behind TRUST_PROXY, never a browser); the CLI talks to a running server through it, and
 * opens the database itself when no server runs (PGlite folder or DATABASE_URL).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { resetConfig } from '../../app.config'
import { bundled } from '../../scripts/bundled.mjs'
import { main } from '../../scripts/ops'
import { createApi } from '~/server/app'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import {
  merchantOrders,
  notices,
  orderItems,
  orders,
  products,
  productSkus,
  userAttributions,
  users,
} from '~/server/db/schema'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { handleGatewayRequest } from '~/server/gateway'
import { OPS_SECRET_HEADER, type OpsState, writeOpsState } from '~/server/ops/state'
import { fillFromSeededDump } from '../support/seeded-folder'
import { createPostgresDatabase } from './support/postgres-databases'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'
import type { TestSku } from './support/checkout-fixtures'

const run = promisify(execFile)
const dataRoot = mkdtempSync(path.join(tmpdir(), 'ops-test-'))
process.env.DATA_DIR = path.join(dataRoot, 'pglite')
resetConfig()

const api = useApiHarness()
const fx = orderFixtures(api)
let sku: TestSku
let state: OpsState

// The CLI's bundle made here, once (seconds of CPU after a change to the code, a minute or more at a load of 25): each
// `cli` below then pays only for a start (scripts/bundled.mjs, decision 113).
beforeAll(() => bundled('scripts/ops.ts'), 300_000)

beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '12.00', stock: 50 })
  state = writeOpsState(4999)!
})

afterAll(() => {
  delete process.env.DATA_DIR
  delete process.env.TRUST_PROXY
  resetConfig()
  rmSync(dataRoot, { recursive: true, force: true })
})

const runOps = (
  json: unknown,
  init: { clientIp?: string; secret?: string | null; headers?: Record<string, string> } = {},
) =>
  api.call<unknown>('/api/ops/run', {
    method: 'POST',
    json,
    clientHeader: false,
    clientIp: init.clientIp,
    headers: { ...(init.secret === null ? {} : { [OPS_SECRET_HEADER]: init.secret ?? state.secret }), ...init.headers },
  })

// On PGlite only what the database decides runs: the CLI opening the folder itself (below). The endpoint's rules and
// the CLI's way to a running server are the same code on either database: they run once, on PostgreSQL.
const onPostgres = process.env.TEST_DATABASE === 'postgres'

describe.runIf(onPostgres)('POST /api/ops/run', () => {
  it('runs a command for a loopback caller with the secret', async () => {
    const buyer = await fx.newBuyer('ops-endpoint')
    const { parts } = await fx.paidOrder(buyer, [[sku, 1]], 'cod')
    const listed = await runOps({ command: 'orders', status: 'cod' }, { clientIp: '127.0.0.1' })
    expect(listed.body.code, listed.body.message).toBe(200)
    expect((listed.body.data as { orderNo: string }[]).map((o) => o.orderNo)).toContain(parts[0].orderNo)
    const shipped = await runOps(
      { command: 'ship', orderNo: parts[0].orderNo, delivery: { type: 'express', expName: 'UPS', expNo: '1Z999' } },
      { clientIp: '::ffff:127.0.0.1' },
    )
    expect(shipped.body).toMatchObject({ code: 200, data: { orderNo: parts[0].orderNo, status: 1 } })
    expect(await fx.merchantOrder(parts[0].orderNo)).toMatchObject({ status: 1, expName: 'UPS', expNo: '1Z999' })
    // A refused transition or a malformed command: 400, nothing changed.
    const again = await runOps(
      { command: 'ship', orderNo: parts[0].orderNo, delivery: { type: 'virtual' } },
      { clientIp: '::1' },
    )
    expect(again.body).toMatchObject({ code: 400, message: 'An order that is shipped cannot be shipped' })
    expect((await runOps({ command: 'ship', orderNo: parts[0].orderNo }, { clientIp: '::1' })).body.code).toBe(400)
    expect((await runOps({ command: 'drop-tables' }, { clientIp: '::1' })).body.code).toBe(400)
  })

  it('refuses without the secret, from a non-loopback address, from a browser and behind TRUST_PROXY', async () => {
    const buyer = await fx.newBuyer('ops-refused')
    const { master } = await fx.paidOrder(buyer, [[sku, 1]], 'none')
    const command = { command: 'ship', orderNo: master.orderNo, delivery: { type: 'virtual' } }
    const refusals: { clientIp?: string; secret?: string | null; headers?: Record<string, string> }[] = [
      { secret: null, clientIp: '127.0.0.1' },
      { secret: 'x'.repeat(43), clientIp: '127.0.0.1' },
      { clientIp: '10.0.0.7' },
      { clientIp: '192.168.1.20' },
      { clientIp: undefined },
      { clientIp: '127.0.0.1', headers: { origin: 'http://127.0.0.1:3000' } },
      { clientIp: '127.0.0.1', headers: { 'sec-fetch-site': 'same-origin' } },
      // A forged forwarded address does not count: the gateway writes the socket's.
      { clientIp: '10.0.0.7', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ]
    for (const init of refusals) {
      const { body } = await runOps(command, init)
      expect(body.code, JSON.stringify(init)).toBe(403)
    }
    process.env.TRUST_PROXY = 'true'
    resetConfig()
    try {
      expect((await runOps(command, { clientIp: '127.0.0.1' })).body.code).toBe(403)
    } finally {
      delete process.env.TRUST_PROXY
      resetConfig()
    }
    expect((await fx.reload(master.orderNo)).parts[0].status).toBe(0)
  })
})

/** Runs the CLI as an operator would (`npm run ops` is scripts/ops-cli.mjs); answers exit code, stdout and stderr. */
async function cli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/ops-cli.mjs', ...args], {
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
      timeout: 90_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/**
 * The same CLI in this process: `main` with the given environment, its console output captured. Each real
 * subprocess (`cli`) pays for a start of the CLI and a database open; the commands' rules need only a few of those.
 */
async function cliInProcess(args: string[], given: Record<string, string>) {
  const env = { DATABASE_URL: '', ...given }
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  resetConfig()
  const out: string[] = []
  const err: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')))
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(parts.join(' ')))
  try {
    const code = await main(args)
    return { code, stdout: out.join('\n'), stderr: err.join('\n') }
  } finally {
    log.mockRestore()
    error.mockRestore()
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    resetConfig()
  }
}

describe('the operator CLI', () => {
  it.runIf(onPostgres)(
    'talks to a running server through its loopback endpoint',
    async () => {
      const buyer = await fx.newBuyer('ops-cli-server')
      const { parts } = await fx.paidOrder(buyer, [[sku, 1]], 'cod')
      const app = createApi({ getDb: async () => api.handle.db })
      const server: Server = createServer(async (req, res) => {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const request = new Request(`http://127.0.0.1${req.url}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        })
        const response = await handleGatewayRequest(request, app, { clientIp: req.socket.remoteAddress })
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      try {
        const port = (server.address() as AddressInfo).port
        const dir = mkdtempSync(path.join(dataRoot, 'running-'))
        writeFileSync(path.join(dir, 'ops-server.json'), JSON.stringify({ ...state, pid: process.pid, port }))
        const env = { DATA_DIR: path.join(dir, 'pglite') }
        const shipped = await cli(
          ['ship', parts[0].orderNo, '--delivery-person', 'Oleg', '--phone', '+79990001122'],
          env,
        )
        expect(shipped.code, shipped.stderr).toBe(0)
        expect(JSON.parse(shipped.stdout)).toEqual({ orderNo: parts[0].orderNo, status: 1 })
        expect(await fx.merchantOrder(parts[0].orderNo)).toMatchObject({
          status: 1,
          deliveryName: 'Oleg',
          deliveryPhone: '+79990001122',
        })
        // The process above proved the CLI's start and its way to the server; the rest run the same `main` in this
        // process, which still reaches the server through its loopback endpoint (the state file in DATA_DIR).
        const refused = await cliInProcess(['ship', parts[0].orderNo, '--virtual'], env)
        expect(refused).toMatchObject({ code: 1 })
        expect(refused.stderr).toContain('An order that is shipped cannot be shipped')
        // A system notice to every shopper, with its Russian text.
        const noticed = await cliInProcess(
          [
            'notice',
            '--to',
            'all',
            '--title',
            'Holiday hours',
            '--content',
            'Closed on Monday',
            '--title-ru',
            'Праздники',
          ],
          env,
        )
        expect(noticed.code, noticed.stderr).toBe(0)
        const { id } = JSON.parse(noticed.stdout) as { id: number }
        expect((await api.handle.db.select().from(notices).where(eq(notices.id, id)))[0]).toMatchObject({
          userId: null,
          kind: 'system',
          event: 'system',
          title: 'Holiday hours',
          params: { title: 'Holiday hours', content: 'Closed on Monday', titles: { ru: 'Праздники' }, contents: {} },
        })
        const noRecipient = await cliInProcess(
          ['notice', '--to', 'nobody@shop.example', '--title', 'x', '--content', 'y'],
          env,
        )
        expect(noRecipient).toMatchObject({ code: 1 })
        expect(noRecipient.stderr).toContain('No shopper has the e-mail nobody@shop.example')
        // A shopper who registered by phone has no e-mail: every command that names a shopper takes the phone, and
        // the order list shows them by name and phone.
        await api.handle.db
          .update(users)
          .set({ email: null, countryCode: '+7', phone: '9169990011', nickname: 'Phone Buyer' })
          .where(eq(users.id, buyer.id))
        for (const ref of ['+7 9169990011', '+79169990011']) {
          const granted = await cliInProcess(['grant-points', ref, '10', 'Phone', 'grant'], env)
          expect(granted.code, granted.stderr).toBe(0)
          expect(JSON.parse(granted.stdout)).toMatchObject({ shopper: ref, granted: 10 })
        }
        const phoned = await cliInProcess(
          ['notice', '--to', '+7 9169990011', '--title', 'Hi', '--content', 'By phone'],
          env,
        )
        expect(phoned.code, phoned.stderr).toBe(0)
        expect(
          (
            await api.handle.db
              .select()
              .from(notices)
              .where(eq(notices.id, JSON.parse(phoned.stdout).id))
          )[0].userId,
        ).toBe(buyer.id)
        expect((await cliInProcess(['grant-points', '+7 9160000000', '5', 'Nobody'], env)).stderr).toContain(
          'No shopper has the phone +7 9160000000',
        )
        expect((await cliInProcess(['grant-points', 'not-a-shopper', '5', 'No'], env)).code).toBe(2)
        const listed = JSON.parse((await cliInProcess(['orders', '--status', '1'], env)).stdout) as {
          orderNo: string
        }[]
        expect(listed.find((order) => order.orderNo === parts[0].orderNo)).toMatchObject({
          buyer: '+7 9169990011',
          buyerName: 'Phone Buyer',
          buyerPhone: '+7 9169990011',
        })
        // --help is an answer, not a mistake; an unknown command still is one.
        const help = await cliInProcess(['--help'], env)
        expect(help.code).toBe(0)
        expect(help.stdout).toContain('Usage: npm run ops -- <command>')
        expect(help.stderr).toBe('')
        expect((await cliInProcess(['frobnicate'], env)).code).toBe(2)
        // The campaign report as CSV: a campaign name from a link cannot become a spreadsheet formula.
        const campaigner = await fx.newBuyer('ops-csv')
        const hostile = '=HYPERLINK("http://evil.example","x")'
        await api.handle.db.insert(userAttributions).values({
          userId: campaigner.id,
          params: { utm_campaign: hostile },
          campaign: hostile,
          touchedAt: new Date(),
        })
        const report = await cliInProcess(['report', 'campaigns', '--csv'], env)
        expect(report.code, report.stderr).toBe(0)
        const lines = report.stdout.split('\r\n')
        expect(lines[0]).toBe('campaign,source,medium,orders,paidOrders,revenue,paidRevenue,registrations')
        expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",,,0,0,0.00,0.00,1`)
      } finally {
        await new Promise((resolve) => server.close(resolve))
      }
    },
    120_000,
  )

  it('opens the database itself when no server runs', async () => {
    let handle: DatabaseHandle | undefined
    let env: Record<string, string>
    let drop: (() => Promise<void>) | undefined
    if (process.env.TEST_DATABASE === 'postgres') {
      const database = await createPostgresDatabase('ops', { seeded: true })
      handle = await openDatabase({ url: database.url, seed: true })
      // A data folder without a running server's state file: the CLI opens the database itself.
      env = { DATABASE_URL: database.url, DATA_DIR: path.join(mkdtempSync(path.join(dataRoot, 'pg-')), 'pglite') }
      drop = database.drop
    } else {
      const dir = mkdtempSync(path.join(dataRoot, 'direct-'))
      // A stale state file of a server that is gone: the CLI must not wait for it.
      writeFileSync(path.join(dir, 'ops-server.json'), JSON.stringify({ ...state, pid: 2 ** 22 + 12345, port: 1 }))
      // The suite's seeded data folder (the seed's own test covers seeding from nothing).
      fillFromSeededDump(path.join(dir, 'pglite'), inject('pgliteSeeded'))
      handle = await openDatabase({ dataDir: path.join(dir, 'pglite'), seed: true })
      env = { DATA_DIR: path.join(dir, 'pglite') }
    }
    try {
      const db = handle.db
      const [shopper] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email))
      const [row] = await db
        .select({
          skuId: productSkus.id,
          productId: products.id,
          merId: products.merId,
          name: products.storeName,
          image: products.image,
          price: productSkus.price,
        })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .orderBy(asc(productSkus.id))
        .limit(1)
      const money = {
        proTotalPrice: row.price,
        freightPrice: '0.00',
        couponPrice: '0.00',
        integralPrice: '0.00',
        payPrice: row.price,
      }
      const [master] = await db
        .insert(orders)
        .values({
          orderNo: 'PT20260101000000000001',
          preOrderNo: 'PRE20260101000000000001',
          userId: shopper.id,
          totalNum: 1,
          ...money,
          payType: 'bank',
          status: 'awaiting_confirmation',
          realName: 'Ops',
          userPhone: '1',
          userAddress: 'Here',
          expiresAt: new Date(),
        })
        .returning()
      const [part] = await db
        .insert(merchantOrders)
        .values({
          orderNo: 'SH20260101000000000001',
          masterId: master.id,
          userId: shopper.id,
          merId: row.merId,
          totalNum: 1,
          ...money,
          platformCouponPrice: '0.00',
        })
        .returning()
      await db.insert(orderItems).values({
        merchantOrderId: part.id,
        productId: row.productId,
        skuId: row.skuId,
        productName: row.name,
        image: row.image,
        price: row.price,
        payNum: 1,
      })
      await handle.close()
      handle = undefined

      // One real process proves the CLI's own start and its own open of the database (what it commits is read back
      // below); the rest of the commands run the same `main` in this process.
      const early = await cliInProcess(['ship', part.orderNo, '--courier', 'DHL', '--tracking', '42'], env)
      expect(early.code).toBe(1)
      expect(early.stderr).toContain('Only paid or cash-on-delivery orders can be shipped')
      expect((await cli(['confirm-transfer', master.orderNo], env)).code).toBe(0)
      const shipped = await cliInProcess(['ship', part.orderNo, '--courier', 'DHL', '--tracking', '42'], env)
      expect(shipped.code, shipped.stderr).toBe(0)
      expect((await cliInProcess(['logistics', part.orderNo, 'Out', 'for', 'delivery'], env)).code).toBe(0)
      // The commands' own rules are the same on either database: on PGlite (each command opens the folder again,
      // about a second of CPU) only the opens above and the read-back below run; on PostgreSQL all of them.
      if (onPostgres) {
        const listed = await cliInProcess(['orders', '--status', '1'], env)
        expect(JSON.parse(listed.stdout)).toEqual([
          expect.objectContaining({
            orderNo: part.orderNo,
            masterOrderNo: master.orderNo,
            payStatus: 'paid',
            status: 1,
          }),
        ])
        expect((await cliInProcess(['ship'], env)).code).toBe(2)
        expect((await cliInProcess(['refund', 'approve', 'RF1'], env)).stderr).toContain('Refund not found')
        // Points (decision 17): a grant with the operator's reason, a refused amount, and the ledger check.
        const granted = await cliInProcess(
          ['grant-points', DEMO_SHOPPER.email, '25', 'Sorry', 'for', 'the', 'delay'],
          env,
        )
        expect(granted.code, granted.stderr).toBe(0)
        expect(JSON.parse(granted.stdout)).toMatchObject({ granted: 25, integral: 2025 })
        expect((await cliInProcess(['grant-points', DEMO_SHOPPER.email, '0', 'No'], env)).code).toBe(2)
        expect((await cliInProcess(['grant-points', 'nobody@shop.example', '5', 'No'], env)).stderr).toContain(
          'No shopper has the e-mail',
        )
        expect(JSON.parse((await cliInProcess(['points-unfreeze'], env)).stdout)).toEqual({ unfrozen: 0 })
        expect(JSON.parse((await cliInProcess(['points-check'], env)).stdout)).toEqual({ ok: true })
      }

      handle =
        process.env.TEST_DATABASE === 'postgres'
          ? await openDatabase({ url: env.DATABASE_URL })
          : await openDatabase({ dataDir: env.DATA_DIR })
      const [after] = await handle.db
        .select()
        .from(merchantOrders)
        .where(and(eq(merchantOrders.id, part.id)))
      expect(after).toMatchObject({ status: 1, expName: 'DHL', expNo: '42' })
      expect(after.logistics.map((e) => e.AcceptStation)).toEqual([
        'Shipped with DHL, tracking number 42',
        'Out for delivery',
      ])
    } finally {
      await handle?.close()
      await drop?.()
    }
  }, 240_000)
})
