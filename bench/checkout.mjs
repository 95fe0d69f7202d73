#!/usr/bin/env node
/**
 * Checkout latency, in-process (no HTTP): 50 buyers in parallel, each doing pre-order (O1) → computed price (O3)
 * → create (O4) → pay cash on delivery (PY2), for 5 rounds; then p50 / p95 / max per step and for the whole
 * checkout, in milliseconds.
 *
 *   npx node bench/checkout.mjs                               # a fresh, seeded in-memory PGlite
 *   DATABASE_URL=postgres://… npx node bench/checkout.mjs     # PostgreSQL (seeded when empty; adds bench users
 *                                                             # and orders, and takes stock, in that database)
 *   BENCH_BUYERS=100 BENCH_ROUNDS=3 npx node bench/checkout.mjs
 *   BENCH_WARM_UP=0 …                                         # PostgreSQL: the pool not warmed at open (decision 110)
 *   BENCH_REOPEN_BEFORE_ROUND=3 …                             # PostgreSQL: the pool's connections ended before round 3
 *
 * The machine is shared, so wall time is noisy: the bench also prints the load average beside it, the node CPU time
 * per checkout (process.cpuUsage, which on PGlite includes the database), and on PostgreSQL the statements' execution
 * time per checkout (pg_stat_statements, when the server preloads it) and, when the server runs on this machine, its
 * CPU time per checkout (its processes' CPU time from /proc: parsing, planning, executing, committing). After the timed rounds, one buyer checks out
 * BENCH_PROFILE_RUNS more times alone, step by step: node CPU ms and statements (= round trips: pg sends each on its
 * own) per step, plus PostgreSQL's execution ms per step.
 *
 * The server code is TypeScript with extensionless imports, so it is loaded through tsx's loader, as one module graph
 * (bench/support/engine.ts). The product-totals sweeper runs as in the server.
 */
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'
import { callerOf } from './support/in-process.mjs'

const buyersCount = Number(process.env.BENCH_BUYERS ?? 50)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const profileRuns = Number(process.env.BENCH_PROFILE_RUNS ?? 10)
process.env.LOG_LEVEL ??= 'warn'

const { openDatabase, createApi, createSession, startProductTotalsSweeper } = await tsImport(
  './support/engine.ts',
  import.meta.url,
)

const url = process.env.DATABASE_URL ?? ''
const opened = performance.now()
const handle = await openDatabase(
  url ? { url, seed: true, warmUp: process.env.BENCH_WARM_UP !== '0' } : { dataDir: 'memory://', seed: true },
)
console.log(
  `Opened ${handle.driver}${url ? '' : ' (memory, freshly seeded)'} in ${Math.round(performance.now() - opened)} ms`,
)
const api = createApi({ getDb: async () => handle.db })
// As the server does: the products' totals that the orders owe are folded once a second (decision 82), so the rounds
// pay for the fold as production does.
const stopSweeper = startProductTotalsSweeper(async () => handle.db)

// Statements sent, counted at the driver: every pg query is one round trip (the bench's own reads included, so the
// counter is read around the steps only).
let statements = 0
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (...args) {
  statements++
  return query.apply(this, args)
}
// PostgreSQL's own view of the work: pg_stat_statements, on a connection of its own, when the server preloads it.
const stats = url ? new pg.Client({ connectionString: url }) : null
let statsOn = false
if (stats) {
  await stats.connect()
  // Created but not preloaded, the view refuses to be read: either failure means no execution times.
  statsOn = await stats
    .query('create extension if not exists pg_stat_statements')
    .then(() => stats.query('select 1 from pg_stat_statements limit 1'))
    .then(
      () => true,
      () => false,
    )
  if (!statsOn) console.log('(pg_stat_statements is not preloaded: no PostgreSQL execution times)')
}
const resetStats = async () => {
  if (statsOn) await stats.query('select pg_stat_statements_reset()')
}
/**
 * Calls and execution ms of this database's top-level statements since the last reset (the reset itself left out),
 * and the plans made and their ms, nested ones (a trigger's statements) included: a server run with
 * `pg_stat_statements.track = all` counts a trigger's statements inside the top-level one's execution time but
 * apart from its planning time. Plans are 0 unless the server sets `pg_stat_statements.track_planning`.
 */
const readStats = async () => {
  if (!statsOn) return { calls: 0, ms: 0, plans: 0, planMs: 0 }
  const { rows } = await stats.query(
    `select coalesce(sum(calls) filter (where toplevel), 0)::int as calls,
       coalesce(sum(total_exec_time) filter (where toplevel), 0)::float as ms,
       coalesce(sum(plans), 0)::int as plans, coalesce(sum(total_plan_time), 0)::float as "planMs"
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
     and query not like '%pg_stat_statements%'`,
  )
  return rows[0]
}
/**
 * PostgreSQL's CPU time (ms) when it runs on this machine: its postmaster's own, that of its finished processes and
 * that of the running ones (each connection is a process), from /proc; null elsewhere.
 */
const postmaster = stats
  ? await stats.query('select pg_backend_pid() as pid').then(({ rows }) => procStat(rows[0].pid)?.[1] ?? null)
  : null
function procStat(pid) {
  try {
    // After the command's closing parenthesis: state, ppid, … (utime, stime, cutime, cstime are fields 14–17).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return fields.map(Number)
  } catch {
    return null
  }
}
function pgCpuMs() {
  if (!postmaster) return null
  const own = procStat(postmaster)
  if (!own) return null
  let ticks = own[11] + own[12] + own[13] + own[14]
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const child = procStat(entry)
    if (child?.[1] === postmaster) ticks += child[11] + child[12]
  }
  return (ticks * 1000) / 100
}
const cpuMs = (since) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

/**
 * BENCH_REOPEN_BEFORE_ROUND=k: before round k, every pooled connection is ended by the server, as the pool ends one
 * idle for 5 minutes or 30 minutes old (decision 107), so round k's buyers meet connections the pool opens again.
 */
const reopenBefore = Number(process.env.BENCH_REOPEN_BEFORE_ROUND ?? 0)
async function dropPooledConnections() {
  if (!stats) return
  const { rows } = await stats.query(
    `select array_agg(pid) as pids from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  )
  const pids = rows[0].pids ?? []
  await stats.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [pids])
  // The pool hears of each lost idle connection and drops it.
  while ((await stats.query('select 1 from pg_stat_activity where pid = any($1)', [pids])).rowCount > 0)
    await new Promise((resolve) => setTimeout(resolve, 50))
  await new Promise((resolve) => setTimeout(resolve, 200))
  console.log(`(${pids.length} pooled connections ended before round ${reopenBefore})`)
}

const call = callerOf(api)

// SKUs with plenty of stock, on sale: every buyer takes one unit per round.
const { rows: skuRows } = await handle.db.execute(
  `select s.id as sku_id, s.product_id from product_skus s join products p on p.id = s.product_id
   where p.is_show and p.min_buy <= 1 and s.stock >= ${rounds * 4} order by s.id limit 200`,
)
if (skuRows.length === 0) throw new Error('no SKUs with stock to buy')

// Buyers: direct inserts (users, default address) and a session token each.
const tag = randomBytes(4).toString('hex')
const buyers = []
for (let i = 0; i < buyersCount; i++) {
  const { rows } = await handle.db.execute(
    `insert into users (email, nickname, invite_code, user_type) values ('bench-${tag}-${i}@shop.example', 'Bench ${i}', '${`B${tag}${i}`.toUpperCase()}', 'email') returning id`,
  )
  const userId = rows[0].id
  const { rows: addr } = await handle.db.execute(
    `insert into user_addresses (user_id, real_name, phone, country, detail, post_code, is_default) values (${userId}, 'Bench ${i}', '9001234567', 'Russia', 'Tverskaya 1', '125009', true) returning id`,
  )
  buyers.push({ token: await createSession(handle.db, userId), addressId: addr[0].id })
}
const { data: methods } = await call(buyers[0].token, 'GET', '/api/front/pay/method')
const payType = methods.codSwitch ? 'cod' : null
console.log(
  `${buyersCount} buyers × ${rounds} rounds; ${skuRows.length} SKUs; paying ${payType ?? '(cash on delivery disabled: stopping at create)'}`,
)

const steps = { preOrder: [], price: [], create: [], pay: [], checkout: [] }
/** The sequential pass's per-step cost: node CPU ms, statements, PostgreSQL execution ms. */
const profile = Object.fromEntries(['preOrder', 'price', 'create', 'pay'].map((k) => [k, { cpu: 0, n: 0, pgMs: 0 }]))
let profiling = false
/** Runs one step; in the sequential pass, adds its cost to `profile[name]`. */
async function step(name, run) {
  if (!profiling) return run()
  await resetStats()
  const n0 = statements
  const cpu0 = process.cpuUsage()
  const result = await run()
  profile[name].cpu += cpuMs(cpu0)
  profile[name].n += statements - n0
  profile[name].pgMs += (await readStats()).ms
  return result
}
let next = 0
async function checkout(buyer) {
  const row = skuRows[next++ % skuRows.length]
  const started = performance.now()
  const pre = await step('preOrder', () =>
    call(buyer.token, 'POST', '/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ attrValueId: Number(row.sku_id), productId: Number(row.product_id), productNum: 1 }],
    }),
  )
  steps.preOrder.push(pre.ms)
  const price = await step('price', () =>
    call(buyer.token, 'POST', '/api/front/order/computed/price', {
      preOrderNo: pre.data.preOrderNo,
      addressId: buyer.addressId,
      isUseIntegral: true,
    }),
  )
  steps.price.push(price.ms)
  const created = await step('create', () =>
    call(buyer.token, 'POST', '/api/front/order/create', {
      preOrderNo: pre.data.preOrderNo,
      addressId: buyer.addressId,
      isUseIntegral: true,
      payType: payType ?? 'bank',
      payChannel: 'pc',
    }),
  )
  steps.create.push(created.ms)
  if (payType) {
    const paid = await step('pay', () =>
      call(buyer.token, 'POST', '/api/front/pay/payment', {
        orderNo: created.data.orderNo,
        payType,
        payChannel: 'pc',
      }),
    )
    steps.pay.push(paid.ms)
  }
  steps.checkout.push(performance.now() - started)
}

/** Updates and in-place (HOT) updates of the tables a checkout writes, from pg_stat_user_tables. */
const WRITTEN = ['product_skus', 'products', 'product_search', 'orders']
const readUpdates = async () => {
  if (!stats) return null
  const { rows } = await stats.query(
    'select relname, n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = any($1)',
    [WRITTEN],
  )
  return Object.fromEntries(rows.map((r) => [r.relname, r]))
}
const updatesBefore = await readUpdates()

await resetStats()
const statementsBefore = statements
const pgCpuBefore = pgCpuMs()
const wall = performance.now()
// Per round, per checkout: the first round pays each new pooled connection's warm-up (decision 110), so each
// round's CPU and PostgreSQL's planning and execution are shown apart.
// The bench's own reads between rounds are left out of node's CPU (each round's starts after them): the /proc walk of
// `pgCpuMs` is 14 ms of it over 265 processes, 0.3 ms a checkout, on a busy machine.
let mark = { pgCpu: pgCpuBefore, stats: await readStats(), cpu: process.cpuUsage() }
let nodeCpuRounds = 0
for (let round = 1; round <= rounds; round++) {
  if (round === reopenBefore) await dropPooledConnections()
  const started = performance.now()
  await Promise.all(buyers.map(checkout))
  const ms = Math.round(performance.now() - started)
  const nodeCpu = cpuMs(mark.cpu)
  nodeCpuRounds += nodeCpu
  const now = { pgCpu: pgCpuMs(), stats: await readStats(), cpu: process.cpuUsage() }
  const per = (n) => (n / buyersCount).toFixed(1)
  const costs = [`node CPU ${per(nodeCpu)} ms`]
  if (now.pgCpu !== null && mark.pgCpu !== null) costs.push(`PostgreSQL CPU ${per(now.pgCpu - mark.pgCpu)} ms`)
  if (statsOn) {
    costs.push(`execution ${per(now.stats.ms - mark.stats.ms)} ms`)
    if (now.stats.plans > 0)
      costs.push(`${per(now.stats.plans - mark.stats.plans)} plans in ${per(now.stats.planMs - mark.stats.planMs)} ms`)
  }
  console.log(`round ${round}: ${buyersCount} checkouts in ${ms} ms; per checkout ${costs.join(', ')}`)
  mark = now
}
const totalMs = performance.now() - wall
const loadAfter = loadavg()
const cpuPerCheckout = nodeCpuRounds / steps.checkout.length
const pgCpuAfter = pgCpuMs()
const statementsPerCheckout = (statements - statementsBefore) / steps.checkout.length
const pgTimed = await readStats()

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
console.log(
  `\n${'step'.padEnd(10)} ${'n'.padStart(5)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  (ms)`,
)
for (const [name, values] of Object.entries(steps)) {
  if (values.length === 0) continue
  const sorted = [...values].sort((a, b) => a - b)
  const f = (n) => n.toFixed(1).padStart(8)
  console.log(
    `${name.padEnd(10)} ${String(values.length).padStart(5)} ${f(pct(sorted, 50))} ${f(pct(sorted, 95))} ${f(sorted[sorted.length - 1])}`,
  )
}
console.log(
  `\n${steps.checkout.length} checkouts in ${Math.round(totalMs)} ms (${((steps.checkout.length / totalMs) * 1000).toFixed(1)} checkouts/s), load average ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
)
const perCheckout = [`node CPU ${cpuPerCheckout.toFixed(1)} ms`]
if (url) perCheckout.push(`${statementsPerCheckout.toFixed(1)} statements`)
if (statsOn) perCheckout.push(`PostgreSQL execution ${(pgTimed.ms / steps.checkout.length).toFixed(2)} ms`)
if (pgTimed.plans > 0)
  perCheckout.push(
    `${(pgTimed.plans / steps.checkout.length).toFixed(1)} plans in ${(pgTimed.planMs / steps.checkout.length).toFixed(2)} ms`,
  )
if (pgCpuBefore !== null && pgCpuAfter !== null)
  perCheckout.push(`PostgreSQL CPU ${((pgCpuAfter - pgCpuBefore) / steps.checkout.length).toFixed(1)} ms`)
console.log(`per checkout: ${perCheckout.join(', ')}`)
if (updatesBefore) {
  // A backend reports its table counters about once a second when idle: wait for the last ones.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const after = await readUpdates()
  const hot = WRITTEN.filter((t) => after[t]).map((t) => {
    const upd = after[t].upd - (updatesBefore[t]?.upd ?? 0)
    return `${t} ${after[t].hot - (updatesBefore[t]?.hot ?? 0)} of ${upd}`
  })
  console.log(`in-place (HOT) updates in the rounds: ${hot.join(', ')}`)
}

// One buyer alone, step by step (the timed figures above are not touched).
if (profileRuns > 0) {
  steps.checkout.length = 0
  profiling = true
  for (let i = 0; i < profileRuns; i++) await checkout(buyers[i % buyers.length])
  profiling = false
  console.log(`\nalone, ${profileRuns} checkouts, per step:`)
  console.log(
    `  ${'step'.padEnd(10)} ${'CPU ms'.padStart(8)}${url ? ' stmts'.padStart(7) : ''}${statsOn ? ' PG ms'.padStart(8) : ''}`,
  )
  for (const [name, p] of Object.entries(profile)) {
    if (p.n === 0 && p.cpu === 0) continue
    const pgCol = statsOn ? (p.pgMs / profileRuns).toFixed(2).padStart(8) : ''
    console.log(
      `  ${name.padEnd(10)} ${(p.cpu / profileRuns).toFixed(1).padStart(8)}${url ? ` ${(p.n / profileRuns).toFixed(1).padStart(6)}` : ''}${pgCol}`,
    )
  }
}
stopSweeper()
await stats?.end()
await handle.close()
