/**
 * Reads from a streaming replica (decision 54), on a real one: this file starts its own primary and a hot standby of
 * it (bench/support/postgres.mjs, a few seconds) and opens the shop with `replicaUrl` (DATABASE_REPLICA_URL). Where a
 * statement ran is read from pg_stat_statements on each server (updated as each statement ends). Pausing the
 * standby's replay makes it a replica that has not caught up.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from '~/contract'
import type { ProductDetail } from '~/contract/product'
import { openDatabase } from '~/server/db/client'
import { seedDemo } from '~/server/db/seed'
import { startPostgres, startReplica, type StartedPostgres } from '../../bench/support/postgres.mjs'
import { freePort } from '../support/net'
import { checkoutFixtures } from './support/checkout-fixtures'
import { ok, useApiHarness } from './support/harness'

let primary: StartedPostgres | undefined
let replica: Awaited<ReturnType<typeof startReplica>> | undefined

const api = useApiHarness({
  open: async () => {
    // No autovacuum: WAL moves only with what the tests do. The WAL writer flushes every 10 ms (decision 54).
    primary = await startPostgres({
      port: await freePort(),
      settings: {
        fsync: 'off',
        autovacuum: 'off',
        wal_writer_delay: '10ms',
        shared_preload_libraries: 'pg_stat_statements',
      },
      initdbFlags: ['--no-sync'],
    })
    await sql(primary.urlOf('postgres'), 'create extension pg_stat_statements')
    const url = await primary.createDatabase('shop')
    replica = await startReplica(primary, { port: await freePort() })
    const handle = await openDatabase({ url, replicaUrl: replica.urlOf('shop') })
    // The smallest demo marketplace (the full one takes 20 s): the tests need a few products with stock.
    await seedDemo(handle.db, { products: 30 })
    return handle
  },
})
const fx = checkoutFixtures(api)

// Before the harness closes the shop's pools (hooks after the tests run last-registered first).
afterAll(async () => {
  await replica?.stop()
  await primary?.stop()
})

async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** Statements that ran on a server in the shop's database and whose text matches `pattern` (case-insensitive). */
async function ran(server: 'primary' | 'replica', pattern: string): Promise<number> {
  const url = (server === 'primary' ? primary : replica)!.urlOf('postgres')
  const [row] = await sql<{ calls: number }>(
    url,
    `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = 'shop' and s.query ~* $1`,
    [pattern],
  )
  return row!.calls
}
const PRODUCT_READS = String.raw`\m(from|join)\s+"?products"?\M`

async function caughtUp() {
  for (let i = 0; i < 200; i++) {
    const [{ position }] = await sql<{ position: string }>(
      primary!.urlOf('postgres'),
      'select pg_current_wal_flush_lsn()::text as position',
    )
    const [{ behind }] = await sql<{ behind: boolean }>(
      replica!.urlOf('postgres'),
      'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind',
      [position],
    )
    if (!behind) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the replica did not catch up')
}
const replay = (what: 'pause' | 'resume') => sql(replica!.urlOf('postgres'), `select pg_wal_replay_${what}()`)

const detail = async (id: number, cookie?: string) =>
  ok(await api.get<ProductDetail>(`/api/front/product/detail/${id}`, { as: cookie }))

describe('reads from a streaming replica', () => {
  it('serves catalogue reads, a signed-in shopper’s included, from a replica that has caught up', async () => {
    const [[sku]] = await fx.pickSkus(1, 1)
    const buyer = await fx.newBuyer('replica-reader')
    // Once first, so that the replica's pool has its connections open.
    const reads = async (limit: number) => {
      ok(await api.get(`/api/front/product/list?page=1&limit=${limit}`))
      expect((await detail(sku!.productId)).productInfo.id).toBe(sku!.productId)
      expect((await detail(sku!.productId, buyer.cookie)).productInfo.id).toBe(sku!.productId)
    }
    await reads(10)
    await caughtUp()
    const before = { primary: await ran('primary', PRODUCT_READS), replica: await ran('replica', PRODUCT_READS) }
    // A listing not asked for yet (the shared reads keep what they answered), and the product page twice again.
    await reads(9)
    expect(await ran('replica', PRODUCT_READS)).toBeGreaterThanOrEqual(before.replica + 3)
    expect(await ran('primary', PRODUCT_READS)).toBe(before.primary)
  })

  it('reads a shopper’s cart, favourite and order back at once, never from a replica that has not caught up', async () => {
    const [[sku]] = await fx.pickSkus(1, 1)
    const buyer = await fx.newBuyer('replica-writer')
    await fx.setSku(sku!, { stock: 50 })
    await caughtUp()
    await replay('pause')
    try {
      const replicaReads = await ran('replica', PRODUCT_READS)
      // The cart: written and read back on the primary.
      ok(
        await api.post(
          '/api/front/cart/save',
          [{ productId: sku!.productId, cartNum: 2, productAttrUnique: sku!.skuId }],
          {
            as: buyer.cookie,
          },
        ),
      )
      const count = ok(
        await api.get<{ count: number }>('/api/front/cart/count?numType=true&type=total', { as: buyer.cookie }),
      )
      expect(count.count).toBe(2)
      // A favourite: the product page (a catalogue read) shows the heart at once.
      ok(
        await api.post(
          '/api/front/collect/add/product',
          { id: sku!.productId, category: 'store' },
          { as: buyer.cookie },
        ),
      )
      expect((await detail(sku!.productId, buyer.cookie)).userCollect).toBe(true)
      // An order: listed at once, and the product page shows the stock it took.
      const preOrderNo = await fx.buyNow(buyer.cookie, sku!, 3)
      const created = ok(
        await api.post<{ orderNo: string }>(
          '/api/front/order/create',
          { preOrderNo, addressId: buyer.addressId, payType: 'cod', payChannel: 'pc' },
          { as: buyer.cookie },
        ),
      )
      ok(
        await api.post(
          '/api/front/pay/payment',
          { orderNo: created.orderNo, payType: 'cod', payChannel: 'pc' },
          { as: buyer.cookie },
        ),
      )
      const orders = ok(
        await api.get<Page<{ orderNo: string }>>('/api/front/order/list?page=1&limit=10', { as: buyer.cookie }),
      )
      expect(orders.list).toHaveLength(1)
      // The buyer's own product page (a guest's is a shared read, up to the page cache's fresh time old: decision 70).
      const page = await detail(sku!.productId, buyer.cookie)
      expect(Object.values(page.productValue).find((value) => Number(value.unique) === sku!.skuId)?.stock).toBe(47)
      // The paused replica answered none of it.
      expect(await ran('replica', PRODUCT_READS)).toBe(replicaReads)
    } finally {
      await replay('resume')
    }
    // Caught up again, the replica answers the product page, heart and stock included.
    await caughtUp()
    const replicaReads = await ran('replica', PRODUCT_READS)
    const page = await detail(sku!.productId, buyer.cookie)
    expect(page.userCollect).toBe(true)
    expect(Object.values(page.productValue).find((value) => Number(value.unique) === sku!.skuId)?.stock).toBe(47)
    expect(await ran('replica', PRODUCT_READS)).toBeGreaterThan(replicaReads)
  })

  it('never writes to the replica, nor reads a shopper’s cart, orders or account there', async () => {
    expect(await ran('replica', String.raw`^\s*(insert|update|delete)\M|for update|pg_advisory`)).toBe(0)
    expect(
      await ran('replica', String.raw`\m(from|join|into)\s+"?(cart_lines|orders|pre_orders|user_addresses)"?\M`),
    ).toBe(0)
  })

  it('falls back to the primary, with no error, when the replica is down', async () => {
    const [[sku]] = await fx.pickSkus(1, 1)
    await caughtUp()
    // Caught up a moment ago: the first read after the stop still goes to the replica, fails there and runs again.
    await detail(sku!.productId)
    await replica!.stop()
    // A listing no earlier test asked for: the shared reads' cache does not have it.
    for (const path of ['/api/front/product/list?page=2&limit=3', `/api/front/product/detail/${sku!.productId}`]) {
      const answer = await api.get(path)
      expect(answer.response.status).toBe(200)
      ok(answer)
    }
    expect((await detail(sku!.productId)).productInfo.id).toBe(sku!.productId)
  })
})
