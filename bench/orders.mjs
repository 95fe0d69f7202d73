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
 *   BENCH_KEEP=1 node bench/orders.mjs          # keep the volume for the next run (made once, reused while its
 *                                               # BENCH_ORDERS / BENCH_SHOPPERS / BENCH_ONE_SHOPPER match)
 *
 * Each line gives, besides the wall times, the SQL statements per call (counted on the pg client) and the CPU ms
 * per call of this process (node) and of the database's processes (pg, read from /proc): the machine is shared, so
 * wall times come with the load average and CPU is what compares runs. Then the operator CLI's `orders` (its
 * filters) and `report campaigns` over the whole volume (runOpsCommand, what `npm run ops` runs), the volume having
 * a first touch on every third order and shopper so the report has campaigns to group.
 */
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'
import { callerOf } from './support/in-process.mjs'
import { clusterCpuMs, runScript } from './support/measure.mjs'
import { cloneOrders } from './support/orders-volume.mjs'
import { startPostgres } from './support/postgres.mjs'

const ordersCount = Number(process.env.BENCH_ORDERS ?? 100_000)
const shoppersCount = Number(process.env.BENCH_SHOPPERS ?? 10_000)
const oneShopper = Number(process.env.BENCH_ONE_SHOPPER ?? 5_000)
const samples = Number(process.env.BENCH_SAMPLES ?? 200)
process.env.LOG_LEVEL ??= 'warn'
const log = (message) => process.stderr.write(`… ${message}\n`)

const keep = process.env.BENCH_KEEP === '1'
let postgres
let url = process.env.DATABASE_URL ?? ''
if (!url) {
  postgres = await startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 4391), dir: '.data/bench-orders-pg' })
  url = keep ? await postgres.ensureDatabase('bench_orders') : await postgres.createDatabase('bench_orders')
}

// Every statement the app sends goes through pg's Client.query: counted while a call runs.
let statements = 0
const clientQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (...args) {
  statements += 1
  return clientQuery.apply(this, args)
}

const databaseCpuMs = () => (postgres ? clusterCpuMs(postgres.dir) : 0)
const nodeCpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
// One module graph for the server's modules (bench/support/engine.ts): three imports would be three copies.
const { openDatabase, createApi, createSession, runOpsCommand } = await tsImport('./support/engine.ts', import.meta.url)
const handle = await openDatabase({ url, seed: true })
const api = createApi({ getDb: async () => handle.db })
const execute = (statement) => handle.db.execute(statement)

const call = callerOf(api)

try {
  const volume = `${ordersCount}/${shoppersCount}/${oneShopper}`
  await execute('create table if not exists bench_volume (volume text not null, one int not null, many int[] not null)')
  const { rows: kept } = keep
    ? await execute(`select one, many from bench_volume where volume = '${volume}'`)
    : { rows: [] }
  let one
  let many
  if (kept.length > 0) {
    one = Number(kept[0].one)
    many = kept[0].many.map(Number)
    console.log(`the kept volume (${volume})`)
  } else {
    ;({ one, many } = await makeVolume())
    await execute('delete from bench_volume')
    await execute(`insert into bench_volume values ('${volume}', ${one}, array[${many.join(',')}]::int[])`)
  }
  const { rows: total } = await execute('select count(*)::int as n from orders')
  console.log(`${Number(total[0].n).toLocaleString('en')} orders; load average ${loadAverage()}`)

  const token = await createSession(handle.db, one)
  const tokens = [token]
  for (let i = 0; i < 20; i++) tokens.push(await createSession(handle.db, many[Math.floor((i * many.length) / 20)]))
  const pct = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  }
  /** p50 / p95 of `run` over `count` samples, with statements and CPU ms per call. */
  async function sample(name, count, run) {
    const times = []
    statements = 0
    const cpu = { node: nodeCpuMs(), pg: databaseCpuMs() }
    for (let i = 0; i < count; i++) times.push(await run(i))
    const per = (n) => (n / count).toFixed(1).padStart(6)
    console.log(
      `${name.padEnd(44)} p50 ${pct(times, 50).toFixed(1).padStart(7)}  p95 ${pct(times, 95).toFixed(1).padStart(7)} ms` +
        `  ${per(statements)} queries  cpu node ${per(nodeCpuMs() - cpu.node)} pg ${per(databaseCpuMs() - cpu.pg)} ms`,
    )
    return pct(times, 95)
  }
  const measure = (name, paths, who) =>
    sample(name, samples, async (i) => (await call(who[i % who.length], 'GET', paths[i % paths.length])).ms)

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
  console.log(`\nthe shopper with ${oneShopper.toLocaleString('en')} orders (load average ${loadAverage()})`)
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
    `\n20 of the ${many.length.toLocaleString('en')} shoppers (~${Math.round(ordersCount / many.length)} orders each; load average ${loadAverage()})`,
  )
  const theirs = []
  for (const [n, who] of tokens.slice(1).entries()) {
    const { rows } = await execute(
      `select o.order_no as master, m.order_no as part from orders o join merchant_orders m on m.master_id = o.id where o.user_id = ${many[Math.floor((n * many.length) / 20)]} order by o.id desc limit 3`,
    )
    for (const row of rows) theirs.push({ ...row, token: who })
  }
  await measure('order list (O7), page 1', ['/api/front/order/list?type=0&page=1&limit=10'], tokens.slice(1))
  await measure('counters (O5)', ['/api/front/order/data'], tokens.slice(1))
  await measure(
    'master order detail (O8)',
    theirs.map((r) => `/api/front/order/master/detail/${r.master}`),
    theirs.map((r) => r.token),
  )
  await measure(
    'merchant order detail (O9)',
    theirs.map((r) => `/api/front/order/detail/${r.part}`),
    theirs.map((r) => r.token),
  )

  // The operator CLI over the whole volume: what `npm run ops -- orders …` and `report campaigns` run.
  const opsSamples = Number(process.env.BENCH_OPS_SAMPLES ?? 10)
  console.log(`\nthe operator CLI over all orders (load average ${loadAverage()})`)
  const ops = [
    ['ops orders', { command: 'orders', limit: 50 }],
    ['ops orders --status paid', { command: 'orders', status: 'paid', limit: 50 }],
    ['ops orders --status unpaid', { command: 'orders', status: 'unpaid', limit: 50 }],
    ['ops orders --status awaiting_confirmation', { command: 'orders', status: 'awaiting_confirmation', limit: 50 }],
    ['ops orders --status cancelled', { command: 'orders', status: 'cancelled', limit: 50 }],
    ['ops orders --status 2', { command: 'orders', status: '2', limit: 50 }],
    ['ops orders --limit 500', { command: 'orders', limit: 500 }],
    ['ops report campaigns', { command: 'report-campaigns' }],
    ['ops report campaigns (one month)', { command: 'report-campaigns', from: monthAgo(), to: tomorrow() }],
  ]
  for (const [name, command] of ops)
    await sample(name, opsSamples, async () => {
      const started = performance.now()
      await runOpsCommand(handle.db, command)
      return performance.now() - started
    })

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
  pg.Client.prototype.query = clientQuery
  await handle.close()
  await postgres?.stop()
}

function monthAgo() {
  return new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
}
function tomorrow() {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
}

/**
 * The shoppers, one real order of the one shopper copied to the volume, and first touches: every third order and
 * shopper came from one of 12 campaigns (the report groups them).
 */
async function makeVolume() {
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
  const touch = (key) =>
    `jsonb_build_object('utm_campaign', 'campaign-' || (${key} % 12), 'utm_source', 'source-' || (${key} % 3), 'utm_medium', 'cpc')`
  await execute(
    `insert into order_attributions (order_id, params, campaign, landing_path, touched_at, created_at)
     select o.id, ${touch('o.id')}, 'campaign-' || (o.id % 12), '/', o.created_at, o.created_at
     from orders o where o.id % 3 = 0 on conflict do nothing`,
  )
  await execute(
    `insert into user_attributions (user_id, params, campaign, landing_path, touched_at, created_at)
     select u.id, ${touch('u.id')}, 'campaign-' || (u.id % 12), '/', u.created_at, u.created_at
     from users u where u.email like 'orders-${tag}-%' and u.id % 3 = 0 on conflict do nothing`,
  )
  if (process.env.BENCH_DROP_INDEX) await execute(`drop index if exists "${process.env.BENCH_DROP_INDEX}"`)
  for (const table of ['orders', 'merchant_orders', 'order_items', 'users', 'order_attributions', 'user_attributions'])
    await execute(`vacuum analyze ${table}`)
  console.log(
    `${ordersCount.toLocaleString('en')} orders over ${many.length.toLocaleString('en')} shoppers, ${oneShopper.toLocaleString('en')} of one, made in ${Math.round((performance.now() - seeded) / 1000)} s${process.env.BENCH_DROP_INDEX ? `; without ${process.env.BENCH_DROP_INDEX}` : ''}`,
  )
  return { one, many }
}
