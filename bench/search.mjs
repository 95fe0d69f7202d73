#!/usr/bin/env node
/**
 * Product search (K4) latency at catalogue scale, in-process (no HTTP): ~200 realistic queries (English, Russian
 * and Chinese keywords from the hot keywords and product names, category filters at every level, price ranges,
 * every sort, pages 1–5) against a PGlite folder, then p50 / p95 / max in milliseconds.
 *
 *   npx -c 'DATA_DIR=.data/bench-100k/pglite node --experimental-strip-types scripts/seed.ts --products 100000'
 *   npx node bench/search.mjs                       # BENCH_DATA_DIR defaults to .data/bench-100k/pglite
 *   BENCH_DATA_DIR=… BENCH_QUERIES=400 npx node bench/search.mjs
 *   BENCH_VACUUM=1 npx node bench/search.mjs        # VACUUM ANALYZE first (PGlite has no autovacuum)
 *   BENCH_DATABASE_URL=postgres://… npx node bench/search.mjs   # a PostgreSQL database instead (`npm run bench --
 *                                                   # --postgres` makes one of 1,000,000 products, bench/support/catalogue-1m.mjs)
 *
 * The server code is TypeScript with extensionless imports, so it is loaded through tsx's loader (installed
 * with drizzle-kit and vite). Migrations run on open, so new indexes are built on an older seeded folder.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { tsImport } from 'tsx/esm/api'

const databaseUrl = process.env.BENCH_DATABASE_URL ?? ''
const dataDir = resolve(process.env.BENCH_DATA_DIR ?? '.data/bench-100k/pglite')
const queryCount = Number(process.env.BENCH_QUERIES ?? 200)
if (!databaseUrl && !existsSync(dataDir)) {
  console.error(
    `No PGlite data at ${dataDir}. Seed it first:\n  npx -c 'DATA_DIR=${dataDir} node --experimental-strip-types scripts/seed.ts --products 100000'`,
  )
  process.exit(1)
}
process.env.LOG_LEVEL ??= 'warn'

const load = (path) => tsImport(path, import.meta.url)
const { openDatabase } = await load('../src/server/db/client.ts')
const { createApi } = await load('../src/server/app.ts')

const opened = performance.now()
const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir })
console.log(
  `Opened ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : dataDir} (migrations checked) in ${Math.round(performance.now() - opened)} ms`,
)
const api = createApi({ getDb: async () => handle.db })

// PGlite runs no autovacuum: a freshly seeded folder has no planner statistics and no visibility map (so no
// index-only counts). BENCH_VACUUM=1 runs what autovacuum does on PostgreSQL before measuring.
if (process.env.BENCH_VACUUM === '1') {
  const started = performance.now()
  await handle.db.execute('vacuum analyze products')
  await handle.db.execute('vacuum analyze product_search')
  console.log(`VACUUM ANALYZE products, product_search in ${Math.round(performance.now() - started)} ms`)
} else {
  const { rows } = await handle.db.execute(
    "select coalesce(last_analyze, last_autoanalyze) is not null as analyzed from pg_stat_user_tables where relname = 'products'",
  )
  console.log(
    `products ${rows[0]?.analyzed ? 'has' : 'has no'} planner statistics (BENCH_VACUUM=1 runs VACUUM ANALYZE first)`,
  )
}

async function call(path) {
  const response = await api.fetch(new Request(`http://bench.local${path}`))
  const body = await response.json()
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`)
  return body.data
}

// Inputs drawn from the data itself.
const { rows: productCount } = await handle.db.execute('select count(*)::int as n from products')
const hot = (await call('/api/front/search/keyword')).map((k) => k.title)
const tree = await call('/api/front/product/category')
const roots = tree.map((r) => r.id)
const groups = tree.flatMap((r) => r.childList.map((g) => g.id))
const leaves = tree.flatMap((r) => r.childList.flatMap((g) => g.childList.map((l) => l.id)))
const { rows: nameRows } = await handle.db.execute(
  'select store_name, keyword from products where id % 997 = 0 limit 60',
)
const nameWords = nameRows.flatMap((r) =>
  String(r.store_name)
    .split(/\s+/)
    .filter((w) => /^[a-z]{4,}$/i.test(w)),
)
const kwWords = nameRows.flatMap((r) =>
  String(r.keyword)
    .split(/\s+/)
    .filter((w) => w.length >= 2),
)
const russian = [...new Set(kwWords.filter((w) => /[а-я]/i.test(w)))]
const chinese = [...new Set(kwWords.filter((w) => /[\u3400-\u9fff]/.test(w)))]
const english = [...new Set([...nameWords, ...kwWords.filter((w) => /^[a-z-]{3,}$/i.test(w))])]

// Deterministic pseudo-random choices, so runs compare.
let seed = 42
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
const pick = (list) => list[Math.floor(rnd() * list.length)]
const chance = (p) => rnd() < p

function randomQuery() {
  const q = new URLSearchParams()
  const kind = rnd()
  if (kind < 0.2) q.set('keyword', pick(hot))
  else if (kind < 0.35) q.set('keyword', pick(english))
  else if (kind < 0.45) q.set('keyword', pick(russian))
  else if (kind < 0.55) q.set('keyword', pick(chinese))
  else if (kind < 0.62) q.set('keyword', `${pick(english)} ${pick(english)}`)
  if (chance(0.45)) {
    const level = rnd()
    if (level < 0.5) q.set('cid', String(pick(leaves)))
    else if (level < 0.75) q.set('cid', String(pick(groups)))
    else q.set('pid', String(pick(roots)))
  }
  if (chance(0.2)) {
    const min = pick([0, 5, 10, 20, 50])
    q.set('minPrice', String(min))
    q.set('maxPrice', String(min + pick([10, 30, 100, 500])))
  } else {
    q.set('minPrice', '')
    q.set('maxPrice', '')
  }
  const sort = rnd()
  q.set('priceOrder', sort < 0.2 ? pick(['asc', 'desc']) : '')
  q.set('salesOrder', sort >= 0.2 && sort < 0.4 ? pick(['asc', 'desc']) : '')
  if (sort >= 0.4 && sort < 0.5) q.set('newOrder', 'desc')
  q.set('page', String(chance(0.6) ? 1 : 2 + Math.floor(rnd() * 4)))
  q.set('limit', '20')
  return `/api/front/product/list?${q}`
}

const queries = Array.from({ length: queryCount }, randomQuery)
// Warm-up: first touches of each index and the query plans.
for (const path of queries.slice(0, 20)) await call(path)

const timings = []
let results = 0
for (const path of queries) {
  const started = performance.now()
  const data = await call(path)
  timings.push({ ms: performance.now() - started, path, total: data.total })
  results += data.list.length
}

// Product detail (K5) and its reviews (K6, K7) for random products, as a goods page load asks for them.
const detailTimings = []
for (let i = 0; i < 50; i++) {
  const id = 1 + Math.floor(rnd() * productCount[0].n)
  const started = performance.now()
  await call(`/api/front/product/detail/${id}`)
  await call(`/api/front/product/reply/list/${id}?page=1&limit=20&type=0`)
  await call(`/api/front/product/reply/config/${id}`)
  detailTimings.push(performance.now() - started)
}
await handle.close()
detailTimings.sort((a, b) => a - b)

timings.sort((a, b) => a.ms - b.ms)
const at = (p) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].ms
const fmt = (ms) => ms.toFixed(1)
console.log(`${productCount[0].n.toLocaleString('en')} products, ${timings.length} queries (${results} cards returned)`)
console.log(`p50 ${fmt(at(50))} ms   p95 ${fmt(at(95))} ms   max ${fmt(timings.at(-1).ms)} ms`)
console.log('slowest:')
for (const t of timings.slice(-5).reverse())
  console.log(`  ${fmt(t.ms)} ms  total=${t.total}  ${decodeURIComponent(t.path)}`)
console.log(
  `goods page (detail + reviews + review summary), 50 products: p50 ${fmt(detailTimings[25])} ms   p95 ${fmt(detailTimings[47])} ms   max ${fmt(detailTimings[49])} ms`,
)
