/**
 * GET /api/health and recovery from a lost database. On PostgreSQL the server's own database (the shared
 * `getDatabase()`, not a test handle) is reached through a TCP proxy in this file, which can refuse and drop
 * connections: health must say 503 quickly, calls must answer an envelope instead of hanging or crashing the
 * process, and both must come back by themselves when the proxy is up again.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { createApi, DATABASE_DOWN_MESSAGE } from '~/server/app'
import { getDatabase } from '~/server/db/client'
import { handleGatewayRequest } from '~/server/gateway'
import { TcpProxy } from '../support/net'
import { useApiHarness } from './support/harness'

const harness = useApiHarness()

describe('GET /api/health', () => {
  it('answers HTTP 200 with the database up, never cached', async () => {
    const { response, body } = await harness.call('/api/health')
    expect(response.status).toBe(200)
    expect(body).toEqual({ code: 200, message: 'ok', data: { database: 'up' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('keeps failures of public catalogue reads out of caches (they would outlive the outage)', async () => {
    const found = await harness.call('/api/front/product/category', { clientHeader: false })
    expect(found.response.headers.get('cache-control')).toMatch(/^public/)
    const missing = await harness.call('/api/front/product/detail/987654321', { clientHeader: false })
    expect(missing.body.code).not.toBe(200)
    expect(missing.response.headers.get('cache-control')).toBe('no-store')
  })
})

const until = async <T>(
  what: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs: number,
): Promise<{ value: T; ms: number }> => {
  const started = Date.now()
  for (;;) {
    const value = await what()
    if (ok(value) || Date.now() - started > timeoutMs) return { value, ms: Date.now() - started }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')('the server and a PostgreSQL that goes away', () => {
  let proxy: TcpProxy
  let adminUrl: string
  let name: string
  const api = createApi()
  const call = async (path: string) => {
    const started = Date.now()
    const response = await api.fetch(new Request(`http://shop.test${path}`))
    const body = (await response.json()) as { code: number; message: string; data: unknown }
    return { status: response.status, body, ms: Date.now() - started }
  }
  const health = () => call('/api/health')

  beforeAll(async () => {
    adminUrl = inject('postgresAdminUrl')
    name = `shop_health_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const target = new URL(adminUrl)
    proxy = new TcpProxy(Number(target.port))
    // Find a free port for the proxy, then start with it down: the server starts before its database.
    await proxy.up()
    await proxy.down()
    target.port = String(proxy.port)
    target.pathname = `/${name}`
    process.env.DATABASE_URL = target.toString()
    process.env.SEED_DEMO = 'false'
    resetConfig()
  })

  afterAll(async () => {
    await (await getDatabase().catch(() => null))?.close()
    await proxy.down()
    delete process.env.DATABASE_URL
    delete process.env.SEED_DEMO
    resetConfig()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('starts with the database unreachable: health 503, calls answer a clear envelope at once', async () => {
    const down = await health()
    expect(down.status).toBe(503)
    expect(down.body).toEqual({ code: 503, message: 'The database is unreachable', data: { database: 'down' } })
    const page = await call('/api/front/product/category')
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ code: 500, message: DATABASE_DOWN_MESSAGE })
    expect(page.ms).toBeLessThan(5000)
  })

  it('comes up by itself once the database is reachable (the failed open was not kept)', async () => {
    await proxy.up()
    const { value } = await until(health, (h) => h.status === 200, 60_000)
    expect(value.body).toEqual({ code: 200, message: 'ok', data: { database: 'up' } })
    expect((await call('/api/front/product/category')).body.code).toBe(200)
  })

  it('survives connections dropped mid-transaction, reports 503 within seconds, and recovers without a restart', async () => {
    const { db } = await getDatabase()
    // A client checked out for a transaction, idle between two statements when its connection drops: without an
    // error listener on it, pg would emit an unhandled 'error' and end the process (and this test run).
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await proxy.down()
      await new Promise((resolve) => setTimeout(resolve, 200))
      await tx.execute(sql`select 1`)
    })
    await expect(transaction).rejects.toThrow()

    const down = await until(health, (h) => h.status === 503, 10_000)
    expect(down.value.body).toMatchObject({ code: 503, data: { database: 'down' } })
    expect(down.ms).toBeLessThan(5000)
    for (const path of ['/api/front/product/category', '/api/pc/home/index', '/api/front/search/keyword']) {
      const answer = await call(path)
      expect(answer.status, path).toBe(200)
      expect(answer.body, path).toMatchObject({ code: 500, message: DATABASE_DOWN_MESSAGE })
      expect(answer.ms, path).toBeLessThan(5000)
      // Browsers and CDNs must not keep the outage: these paths are otherwise cached publicly.
      const viaGateway = await handleGatewayRequest(new Request(`http://shop.test${path}`), api)
      expect(viaGateway.headers.get('cache-control'), path).toBe('no-store')
    }

    await proxy.up()
    const up = await until(health, (h) => h.status === 200, 10_000)
    expect(up.value.status).toBe(200)
    expect(up.ms).toBeLessThan(5000)
    expect((await call('/api/front/product/category')).body.code).toBe(200)
    // Still the same pool: the process recovered without reopening the database.
    expect((await getDatabase()).db).toBe(db)
  })
})
