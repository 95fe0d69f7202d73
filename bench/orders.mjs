#!/usr/bin/env node
/**
 * Orders at volume (decision 43), in-process (no HTTP), on PostgreSQL: one real order placed through the API is copied
 * in SQL (bench/support/orders-volume.mjs) to BENCH_ORDERS orders over BENCH_SHOPPERS shoppers, plus
 * BENCH_ONE_SHOPPER orders of one shopper; then p50 / p95 in ms of the order list (O7: first page, a deep page by
 * number and the same page by seek), a master order's detail (O8), a merchant order's detail (O9) and the counters
 * (O5), for the one shopper and for shoppers drawn from the many. Then the checkout p95 on the same database, with
 * all those orders in it (bench/checkout.mjs, 50 buyers).
 *
 *   node bench/orders.mjs                       # embedded PostgreSQL in .data/bench-orders-pg (port BENCH_PG_PORT, 4391)
 *   DATABASE_URL=postgres://… node bench/orders.mjs
 *   BENCH_ORDERS=1000000 BENCH_SHOPPERS=100000 BENCH_ONE_SHOPPER=5000 node bench/orders.mjs   # the issue's volume
 *   BENCH_DROP_INDEX=merchant_orders_user_created_idx node bench/orders.mjs  # "before": without an index
 *   BENCH_CHECKOUT=0 node bench/orders.mjs      # the reads only
 */
import { randomBytes } from 'node:crypto'
import { tsImport } from 'tsx/esm/api'
import { callerOf } from './support/in-process.mjs'
import { runScript } from './support/measure.mjs'
import { cloneOrders } from './support/orders-volume.mjs'
import { startPostgres } from './support/postgres.mjs'

const ordersCount = Number(process.env.BENCH_ORDERS ?? 100_000)
const shoppersCount = Number(process.env.BENCH_SHOPPERS ?? 10_000)
const oneShopper = Number(process.env.BENCH_ONE_SHOPPER ?? 5_000)
const samples = Number(process.env.BENCH_SAMPLES ?? 200)
process.env.LOG_LEVEL ??= 'warn'
const log = (message) => process.stderr.write(`… ${message}\n`)

let postgres
let url = process.env.DATABASE_URL ?? ''
if (!url) {
  postgres = await startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 4391), dir: '.data/bench-orders-pg' })
  url = await postgres.createDatabase('bench_orders')
}
const load = (path) => tsImport(path, import.meta.url)
const { openDatabase } = await load('../src/server/db/client.ts')
const { createApi } = await load('../src/server/app.ts')
const { createSession } = await load('../src/server/auth/sessions.ts')
const handle = await openDatabase({ url, seed: true })
const api = createApi({ getDb: async () => handle.db })
const execute = (statement) => handle.db.execute(statement)

const call = callerOf(api)

try {
  // The shoppers, and one real order to copy.
  const tag = randomBytes(3).toString('hex').toUpperCase()
  log(`${shoppersCount.toLocaleString('en')} shoppers`)
  await execute(
    `insert into users (email, nickname, invite_code, user_type)
     select 'orders-${tag}-' || g || '@shop.example', 'Shopper ' || g, 'O${tag}' || g, 'email' from generate_series(0, ${shoppersCount}) g`,
  )
  const { rows: shopperRows } = await execute(`select id from users where email like 'orders-${tag}-%' order by id`)
  const [one, ...many] = shopperRows.map((r) => Number(r.id))
  const { rows: addr } = await execute(
    `insert into user_addresses (user_id, real_name, phone, country, detail, post_code, is_default) values (${one}, 'Bench', '9001234567', 'Russia', 'Tverskaya 1', '125009', true) returning id`,
  )
  const token = await createSession(handle.db, one)
  const { rows: sku } = await execute(
    `select s.id as sku_id, s.product_id from product_skus s join products p on p.id = s.product_id where p.is_show and p.min_buy <= 1 and s.stock > 10 order by s.id limit 1`,
  )
  const pre = await call(token, 'POST', '/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: [{ attrValueId: Number(sku[0].sku_id), productId: Number(sku[0].product_id), productNum: 1 }],
  })
  const created = await call(token, 'POST', '/api/front/order/create', {
    preOrderNo: pre.data.preOrderNo,
    addressId: addr[0].id,
    payType: 'cod',
    payChannel: 'pc',
  })
  const { rows: template } = await execute(`select id from orders where order_no = '${created.data.orderNo}'`)

  const seeded = performance.now()
  await cloneOrders(execute, {
    templateId: Number(template[0].id),
    userIds: many,
    count: ordersCount,
    tag: `B${tag}`,
    log,
  })
  await cloneOrders(execute, {
    templateId: Number(template[0].id),
    userIds: [one],
    count: oneShopper,
    tag: `C${tag}`,
    log,
  })
  if (process.env.BENCH_DROP_INDEX) await execute(`drop index if exists "${process.env.BENCH_DROP_INDEX}"`)
  for (const table of ['orders', 'merchant_orders', 'order_items', 'users']) await execute(`vacuum analyze ${table}`)
  const { rows: total } = await execute('select count(*)::int as n from orders')
  console.log(
    `${Number(total[0].n).toLocaleString('en')} orders (${ordersCount.toLocaleString('en')} over ${many.length.toLocaleString('en')} shoppers, ${oneShopper.toLocaleString('en')} of one) made in ${Math.round((performance.now() - seeded) / 1000)} s${process.env.BENCH_DROP_INDEX ? `; without ${process.env.BENCH_DROP_INDEX}` : ''}`,
  )

  const tokens = [token]
  for (let i = 0; i < 20; i++) tokens.push(await createSession(handle.db, many[Math.floor((i * many.length) / 20)]))
  const pct = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  }
  async function measure(name, paths, who) {
    const times = []
    for (let i = 0; i < samples; i++) {
      const path = paths[i % paths.length]
      times.push((await call(who[i % who.length], 'GET', path)).ms)
    }
    console.log(
      `${name.padEnd(44)} p50 ${pct(times, 50).toFixed(1).padStart(7)}  p95 ${pct(times, 95).toFixed(1).padStart(7)} ms`,
    )
    return pct(times, 95)
  }

  // The one shopper's pages: a deep page by number, and the same page by seek (its `after` from the page before).
  const deepPage = Math.max(2, Math.floor(oneShopper / 10 / 2))
  let after = null
  for (let page = 1, path = '/api/front/order/list?type=0&limit=10'; page < deepPage; page++) {
    const { data } = await call(token, 'GET', after ? `${path}&after=${after}` : path)
    after = data.next
  }
  const { rows: mine } = await execute(
    `select o.order_no as master, m.order_no as part from orders o join merchant_orders m on m.master_id = o.id where o.user_id = ${one} order by o.id desc limit 50`,
  )
  console.log(`\nthe shopper with ${oneShopper.toLocaleString('en')} orders`)
  await measure(
    'order list (O7), page 1',
    ['/api/front/order/list?page=1&limit=10', '/api/front/order/list?type=0&page=1&limit=10'],
    [token],
  )
  await measure(
    `order list, page ${deepPage} by number`,
    [`/api/front/order/list?type=0&page=${deepPage}&limit=10`],
    [token],
  )
  await measure(
    `order list, page ${deepPage} by seek (after)`,
    [`/api/front/order/list?type=0&page=${deepPage}&limit=10&after=${after}`],
    [token],
  )
  await measure(
    'master order detail (O8)',
    mine.map((r) => `/api/front/order/master/detail/${r.master}`),
    [token],
  )
  await measure(
    'merchant order detail (O9)',
    mine.map((r) => `/api/front/order/detail/${r.part}`),
    [token],
  )
  await measure('counters (O5)', ['/api/front/order/data'], [token])

  console.log(
    `\n20 of the ${many.length.toLocaleString('en')} shoppers (~${Math.round(ordersCount / many.length)} orders each)`,
  )
  await measure('order list (O7), page 1', ['/api/front/order/list?type=0&page=1&limit=10'], tokens.slice(1))
  await measure('counters (O5)', ['/api/front/order/data'], tokens.slice(1))

  if (process.env.BENCH_CHECKOUT !== '0') {
    log('checkout with the orders in place (bench/checkout.mjs)')
    const output = await runScript('bench/checkout.mjs', { DATABASE_URL: url })
    console.log(
      `\ncheckout on the same database\n${output
        .split('\n')
        .filter((l) => /^(step|preOrder|price|create|pay|checkout|\d+ checkouts)/.test(l))
        .join('\n')}`,
    )
  }
} finally {
  await handle.close()
  await postgres?.stop()
}
