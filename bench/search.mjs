#!/usr/bin/env node
/**
 * Product search (K4) latency at catalogue scale, in-process (no HTTP): ~200 realistic queries in the classes issue 29
 * names (keywords in English, Russian, Chinese and Spanish from the hot keywords and product names; category listings
 * at every level in every sort; keyword within a category; price ranges; a store's goods (in K4 and on the store page, K8); deep "load more" pages by
 * page number and by the `next` cursor), interleaved, against a PGlite folder or a PostgreSQL database. Prints p50 /
 * p95 / max in milliseconds overall and per class, the slowest queries, and the CPU time per query (this process;
 * on PostgreSQL its backends too), with the load average beside the wall times.
 *
 *   npx -c 'DATA_DIR=.data/bench-100k/pglite node --experimental-strip-types scripts/seed.ts --products 100000'
 *   npx node bench/search.mjs                       # BENCH_DATA_DIR defaults to .data/bench-100k/pglite
 *   BENCH_DATA_DIR=… BENCH_QUERIES=400 npx node bench/search.mjs
 *   BENCH_VACUUM=1 npx node bench/search.mjs        # VACUUM ANALYZE first (PGlite has no autovacuum)
 *   BENCH_DATABASE_URL=postgres://… npx node bench/search.mjs   # a PostgreSQL database instead (`npm run bench --
 *                                                   # --postgres` makes one of 1,000,000 products, bench/support/catalogue-1m.mjs)
 *   BENCH_EXPLAIN=1 BENCH_DATABASE_URL=… npx node bench/search.mjs   # then each query once more: the PostgreSQL
 *                                                   # backends' CPU and EXPLAIN (ANALYZE, BUFFERS) of the statements it
 *                                                   # sent, per class (the figures a loaded machine does not blur)
 *
 * The server code is TypeScript with extensionless imports, so it is loaded through tsx's loader (installed
 * with drizzle-kit and vite). Migrations run on open, so new indexes are built on an older seeded folder.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import pg from 'pg'
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
// The search itself is measured, not the shared read cache (decision 16) in front of it: with the cache on, the warm-up's
// 20 queries were answered from it when the timed pass asked them again, and so was every query of the EXPLAIN pass
// (1 buffer each). GUEST_PAGE_CACHE_SECONDS=30 measures with the cache, as a server runs.
process.env.GUEST_PAGE_CACHE_SECONDS ??= '0'

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

// Every scan of a GIN index reads its pending list whole: rows written since the last vacuum, up to 4 MB, which the
// sales folds of an earlier run (or a bench before migration 0052 turned `fastupdate` off) left there. Emptied first,
// so each run starts from the same indexes (decision 121).
{
  const { rows } = await handle.db.execute(
    `select c.relname as index, coalesce(array_to_string(c.reloptions, ','), '') as options,
       gin_clean_pending_list(c.oid::regclass) as pages
     from pg_index x join pg_class c on c.oid = x.indexrelid join pg_am a on a.oid = c.relam
     where x.indrelid = 'product_search'::regclass and a.amname = 'gin' order by c.relname`,
  )
  console.log(
    `GIN pending lists emptied (pages): ${rows.map((r) => `${r.index} ${r.pages}${r.options ? ` (${r.options})` : ''}`).join(', ')}`,
  )
  // The buffers a run reads from the OS depend on it (128 MB by default against 9.3 GB at 1M products).
  if (databaseUrl)
    console.log(`shared_buffers ${(await handle.db.execute('show shared_buffers')).rows[0].shared_buffers}`)
}

async function call(path, locale) {
  const headers = locale ? { 'accept-language': locale } : {}
  const response = await api.fetch(new Request(`http://bench.local${path}`, { headers }))
  const body = await response.json()
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`)
  return body.data
}

// Inputs drawn from the data itself: words of the products' names in each seeded language (en, ru, zh-CN, es).
const { rows: productCount } = await handle.db.execute('select count(*)::int as n from products')
const hot = (await call('/api/front/search/keyword')).map((k) => k.title)
const tree = await call('/api/front/product/category')
const roots = tree.map((r) => r.id)
const groups = tree.flatMap((r) => r.childList.map((g) => g.id))
const leaves = tree.flatMap((r) => r.childList.flatMap((g) => g.childList.map((l) => l.id)))
const { rows: nameRows } = await handle.db.execute(
  `select store_name, keyword, i18n -> 'ru' ->> 'storeName' as ru, i18n -> 'es' ->> 'storeName' as es,
     i18n -> 'zh-CN' ->> 'storeName' as zh
   from products where id % ${productCount[0].n >= 60_000 ? 997 : 5} = 0 order by id limit 60`,
)
const { rows: merchantRows } = await handle.db.execute('select id from merchants where is_show order by id')
const stores = merchantRows.map((r) => r.id)
const wordsOf = (column, test) => [
  ...new Set(nameRows.flatMap((r) => String(r[column] ?? '').split(/[\s,.()]+/u)).filter((w) => test(w))),
]
const english = wordsOf('store_name', (w) => /^[a-z]{4,}$/i.test(w))
const russian = wordsOf('ru', (w) => /^[а-яё]{4,}$/iu.test(w))
const spanish = wordsOf('es', (w) => /^[a-záéíóúñü]{4,}$/iu.test(w))
// Chinese names have no spaces: the search words (keyword column) hold them whole; a shopper types 2–4 characters.
const chinese = [
  ...new Set([
    ...wordsOf('keyword', (w) => /^[\u3400-\u9fff]+$/u.test(w)),
    ...wordsOf('zh', (w) => /^[\u3400-\u9fff]{2,}$/u.test(w)).map((w) => w.slice(0, 2)),
  ]),
]

// Deterministic pseudo-random choices, so runs compare.
let seed = 42
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
const pick = (list) => list[Math.floor(rnd() * list.length)]
const chance = (p) => rnd() < p

const anyCategory = (q) => {
  const level = rnd()
  if (level < 0.5) q.set('cid', String(pick(leaves)))
  else if (level < 0.75) q.set('cid', String(pick(groups)))
  else q.set('pid', String(pick(roots)))
}
const priceRange = (q) => {
  const min = pick([0, 5, 10, 20, 50])
  q.set('minPrice', String(min))
  q.set('maxPrice', String(min + pick([10, 30, 100, 500])))
}
const SORTS = { price: 'priceOrder', sales: 'salesOrder' }
const sortBy = (q, sort) => {
  if (sort === 'new') q.set('newOrder', 'desc')
  else if (sort.startsWith('price') || sort.startsWith('sales'))
    q.set(SORTS[sort.slice(0, 5)], sort.endsWith('asc') ? 'asc' : 'desc')
}
/** A keyword search's usual sort: relevance mostly, sometimes a shopper's chosen order. */
const keywordSort = (q) => {
  if (chance(0.3)) sortBy(q, pick(['price-asc', 'price-desc', 'sales-desc', 'new']))
}
const firstPages = (q) => q.set('page', String(chance(0.6) ? 1 : 2 + Math.floor(rnd() * 4)))

/** Each query class the issue names (29), with how a shopper's query of it is made. */
const CLASSES = {
  'keyword en': (q) => {
    q.set('keyword', chance(0.4) ? pick(hot) : chance(0.7) ? pick(english) : `${pick(english)} ${pick(english)}`)
    keywordSort(q)
  },
  'keyword ru': (q) => (q.set('keyword', pick(russian)), keywordSort(q)),
  'keyword zh-CN': (q) => (q.set('keyword', pick(chinese)), keywordSort(q)),
  'keyword es': (q) => (q.set('keyword', pick(spanish)), keywordSort(q)),
  'category, default order': (q) => anyCategory(q),
  'category, price asc': (q) => (anyCategory(q), sortBy(q, 'price-asc')),
  'category, price desc': (q) => (anyCategory(q), sortBy(q, 'price-desc')),
  'category, sales': (q) => (anyCategory(q), sortBy(q, pick(['sales-desc', 'sales-desc', 'sales-asc']))),
  'category, new': (q) => (anyCategory(q), sortBy(q, 'new')),
  'keyword in category': (q) => {
    q.set('keyword', pick([...hot, ...english, ...russian]))
    anyCategory(q)
    keywordSort(q)
  },
  'price range': (q) => {
    priceRange(q)
    if (chance(0.5)) anyCategory(q)
    if (chance(0.3)) q.set('keyword', pick([...hot, ...english]))
    sortBy(q, pick(['default', 'price-asc', 'price-desc', 'sales-desc', 'new']))
  },
  store: (q) => {
    q.set('merId', String(pick(stores)))
    if (chance(0.4)) q.set('keyword', pick([...hot, ...english]))
    else sortBy(q, pick(['default', 'price-asc', 'sales-desc', 'new']))
  },
}
/** The store page's own search (K8, /api/front/product/merchant/pro/list): a shop's goods, a word, its sorts. */
const STORE_PAGE = (q) => {
  q.set('merId', String(pick(stores)))
  if (chance(0.5)) q.set('keyword', pick([...hot, ...english]))
  sortBy(q, pick(['default', 'price-asc', 'price-desc', 'sales-desc']))
}
/** Deep "load more": the same listings, 6–40 pages in, by page number or by the previous page's `next`. */
const DEEP = ['category, default order', 'category, price asc', 'category, sales', 'category, new', 'keyword en']

function build(cls) {
  const q = new URLSearchParams()
  CLASSES[cls](q)
  for (const empty of ['minPrice', 'maxPrice', 'priceOrder', 'salesOrder']) if (!q.has(empty)) q.set(empty, '')
  q.set('limit', '20')
  return q
}
const LOCALE_OF = { 'keyword ru': 'ru', 'keyword zh-CN': 'zh-CN', 'keyword es': 'es' }
const perClass = Math.max(5, Math.round(queryCount / (Object.keys(CLASSES).length + 3)))
const queries = []
for (const cls of Object.keys(CLASSES)) {
  for (let i = 0; i < perClass; i++) {
    const q = build(cls)
    firstPages(q)
    queries.push({ cls, path: `/api/front/product/list?${q}`, locale: LOCALE_OF[cls] })
  }
}
for (let i = 0; i < perClass; i++) {
  const q = new URLSearchParams()
  STORE_PAGE(q)
  q.set('page', String(chance(0.6) ? 1 : 2 + Math.floor(rnd() * 4)))
  q.set('limit', '20')
  queries.push({ cls: 'store page (K8)', path: `/api/front/product/merchant/pro/list?${q}` })
}
for (let i = 0; i < perClass; i++) {
  const q = build(pick(DEEP))
  q.set('page', String(6 + Math.floor(rnd() * 35)))
  queries.push({ cls: 'deep, page number', path: `/api/front/product/list?${q}` })
}
// A seek page's cursor is the `next` of the page before it: walked to untimed, then the page itself is timed.
for (let i = 0; i < perClass; i++) {
  const q = build(pick(DEEP))
  const depth = 6 + Math.floor(rnd() * 35)
  let next = null
  for (let page = 1; page < depth; page++) {
    const walk = new URLSearchParams(q)
    if (next) walk.set('after', next)
    next = (await call(`/api/front/product/list?${walk}`)).next
    if (!next) break
  }
  if (!next) continue
  q.set('after', next)
  queries.push({ cls: 'deep, seek (after)', path: `/api/front/product/list?${q}`, label: `page ${depth}` })
}
// Interleaved, as shoppers' queries arrive (deterministic).
for (let i = queries.length - 1; i > 0; i--) {
  const j = Math.floor(rnd() * (i + 1))
  ;[queries[i], queries[j]] = [queries[j], queries[i]]
}

// Warm-up: first touches of each index and the query plans.
for (const { path, locale } of queries.slice(0, 20)) await call(path, locale)

const referenceBefore = await referenceCpuMs()
const timings = []
let results = 0
const cpuBefore = process.cpuUsage()
const serverCpuBefore = await serverCpuMs()
// The server's other processes (I/O workers, which do PostgreSQL 18's reads, autovacuum, checkpointer, writers).
const backgroundCpuBefore = await serverCpuMs(true)
const wallStarted = performance.now()
for (const query of queries) {
  const started = performance.now()
  const data = await call(query.path, query.locale)
  timings.push({ ...query, ms: performance.now() - started, total: data.total })
  results += data.list.length
}
const wall = performance.now() - wallStarted
const cpu = process.cpuUsage(cpuBefore)
const serverCpu = cpuSince(serverCpuBefore, await serverCpuMs())
const backgroundCpu = cpuSince(backgroundCpuBefore, await serverCpuMs(true))
const referenceAfter = await referenceCpuMs()

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
const explained = process.env.BENCH_EXPLAIN === '1' && databaseUrl ? await explainEach(queries) : null
await handle.close()
detailTimings.sort((a, b) => a - b)

const fmt = (ms) => ms.toFixed(1)
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
timings.sort((a, b) => a.ms - b.ms)
const all = timings.map((t) => t.ms)
console.log(`${productCount[0].n.toLocaleString('en')} products, ${timings.length} queries (${results} cards returned)`)
console.log(
  `p50 ${fmt(percentile(all, 50))} ms   p95 ${fmt(percentile(all, 95))} ms   max ${fmt(all.at(-1))} ms   load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
const serverCpuText =
  serverCpu === null
    ? ''
    : `, PostgreSQL backends ${fmt(serverCpu / timings.length)} ms, its other processes ${fmt(backgroundCpu / timings.length)} ms`
console.log(
  `CPU per query: this process ${fmt((cpu.user + cpu.system) / 1000 / timings.length)} ms${serverCpuText} (wall ${fmt(wall / timings.length)} ms)`,
)
if (referenceBefore !== null)
  console.log(
    `reference statement (the same work each run; its CPU grows with the machine's load): ${fmt(referenceBefore)} ms of CPU before, ${fmt(referenceAfter)} ms after`,
  )
console.log('per class (ms):')
const width = Math.max(...timings.map((t) => t.cls.length))
for (const cls of [...new Set(queries.map((q) => q.cls))]) {
  const ms = timings.filter((t) => t.cls === cls).map((t) => t.ms)
  const over = ms.filter((m) => m > 50).length
  console.log(
    `  ${cls.padEnd(width)}  n ${String(ms.length).padStart(3)}  p50 ${fmt(percentile(ms, 50)).padStart(6)}  p95 ${fmt(percentile(ms, 95)).padStart(6)}  max ${fmt(ms.at(-1)).padStart(6)}  over 50 ms: ${over}`,
  )
}
console.log('slowest:')
for (const t of timings.slice(-10).reverse())
  console.log(
    `  ${fmt(t.ms)} ms  total=${t.total}  [${t.cls}${t.label ? `, ${t.label}` : ''}${t.locale ? `, ${t.locale}` : ''}]  ${decodeURIComponent(t.path.replace(/&after=[^&]+/, '&after=…'))}`,
  )
console.log(
  `goods page (detail + reviews + review summary), 50 products: p50 ${fmt(detailTimings[25])} ms   p95 ${fmt(detailTimings[47])} ms   max ${fmt(detailTimings[49])} ms`,
)

if (explained) {
  console.log(
    'per class, each query once more: PostgreSQL backends CPU (ms) and buffers (shared hit + read) by EXPLAIN:',
  )
  for (const cls of [...new Set(queries.map((q) => q.cls))]) {
    const rows = explained.filter((e) => e.cls === cls)
    const buffers = rows.map((e) => e.buffers).sort((a, b) => a - b)
    const mean = (key) => rows.reduce((sum, e) => sum + e[key], 0) / rows.length
    console.log(
      `  ${cls.padEnd(width)}  n ${String(rows.length).padStart(3)}  CPU ${fmt(mean('cpuMs')).padStart(6)}  buffers p50 ${String(percentile(buffers, 50)).padStart(6)}  p95 ${String(percentile(buffers, 95)).padStart(6)}  max ${String(buffers.at(-1)).padStart(6)}  read ${String(Math.round(mean('read'))).padStart(5)}  statements ${mean('statements').toFixed(1)}  JIT ms ${fmt(mean('jitMs'))}`,
    )
  }
  const sum = (key) => explained.reduce((total, e) => total + e[key], 0)
  console.log(
    `  all: CPU ${(sum('cpuMs') / 1000).toFixed(2)} s in ${explained.length} queries, buffers ${sum('buffers')} (read ${sum('read')}), JIT ${(sum('jitMs') / 1000).toFixed(2)} s`,
  )
  console.log('most buffers:')
  for (const e of [...explained].sort((a, b) => b.buffers - a.buffers).slice(0, 10))
    console.log(
      `  ${e.buffers} buffers (${e.each.join(' + ')})  ${e.cpuMs} ms CPU  ${fmt(e.jitMs)} ms JIT  [${e.cls}]  ${decodeURIComponent(e.path.replace(/&after=[^&]+/, '&after=…'))}`,
    )
  console.log('most CPU:')
  for (const e of [...explained].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 10))
    console.log(
      `  ${e.cpuMs} ms CPU  ${e.buffers} buffers  ${fmt(e.jitMs)} ms JIT  [${e.cls}]  ${decodeURIComponent(e.path.replace(/&after=[^&]+/, '&after=…'))}`,
    )
  // BENCH_EXPLAIN_OUT=file.json keeps each query's figures, to compare two runs query by query.
  if (process.env.BENCH_EXPLAIN_OUT) writeFileSync(process.env.BENCH_EXPLAIN_OUT, JSON.stringify(explained, null, 1))
}

/**
 * Each query once more, alone: the CPU its PostgreSQL backends spent on it (10 ms ticks, averaged per class), then
 * EXPLAIN (ANALYZE, BUFFERS) of every statement it sent (caught at pg's client), its buffers summed.
 */
async function explainEach(list) {
  const pool = handle.db.$client
  const original = pg.Client.prototype.query
  const out = []
  for (const query of list) {
    const sent = []
    pg.Client.prototype.query = function (...args) {
      const [first, second] = args
      if (typeof first === 'string') sent.push({ text: first, values: Array.isArray(second) ? second : [] })
      else if (first && typeof first.text === 'string')
        sent.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []) })
      return original.apply(this, args)
    }
    let before
    let after
    try {
      before = await serverCpuMs()
      await call(query.path, query.locale)
      after = await serverCpuMs()
    } finally {
      pg.Client.prototype.query = original
    }
    let buffers = 0
    let read = 0
    let jitMs = 0
    const each = []
    // On one connection, in the order sent: a transaction's `set local` (searchWords) is replayed before its reads.
    const client = await pool.connect()
    try {
      for (const { text, values } of sent) {
        if (/^\s*(begin|set|commit|rollback)\b/i.test(text)) await client.query(text, values)
        if (!/^\s*\(?\s*(select|with)\b/i.test(text) || /pg_stat_activity/.test(text)) continue
        const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, values)
        const [{ Plan: plan, JIT: jit }] = rows[0]['QUERY PLAN']
        buffers += plan['Shared Hit Blocks'] + plan['Shared Read Blocks']
        read += plan['Shared Read Blocks']
        each.push(plan['Shared Hit Blocks'] + plan['Shared Read Blocks'])
        jitMs += jit?.Timing?.Total ?? 0
      }
    } finally {
      client.release()
    }
    out.push({ ...query, buffers, each, read, jitMs, statements: sent.length, cpuMs: cpuSince(before, after) ?? 0 })
  }
  return out
}

/**
 * CPU time of the PostgreSQL backends serving this database (utime + stime from /proc, same machine), in ms by
 * backend: the server side of a query's cost, which the wall time on a busy machine hides. Null on PGlite (in this
 * process).
 */
async function serverCpuMs(background = false) {
  if (!databaseUrl) return null
  const { rows } = await handle.db.execute(
    background
      ? "select pid from pg_stat_activity where backend_type <> 'client backend'"
      : "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
  )
  const ticks = new Map()
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks.set(pid, (Number(fields[11]) + Number(fields[12])) * 10)
    } catch {
      return null
    }
  }
  return ticks
}

/**
 * A fixed amount of work (summing three million integers, no table read) on one connection, median of three: the CPU
 * it takes moves with the machine's load (350 ms at load 17, 590 at load 32 on the 2-core box), so two runs' CPU per
 * query compare only beside it. Null on PGlite.
 */
async function referenceCpuMs() {
  if (!databaseUrl) return null
  const client = await handle.db.$client.connect()
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid')
    const ticks = () => {
      const fields = readFileSync(`/proc/${rows[0].pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return (Number(fields[11]) + Number(fields[12])) * 10
    }
    const spent = []
    for (let i = 0; i < 3; i++) {
      const before = ticks()
      await client.query('select sum(i) from generate_series(1, 3000000) i')
      spent.push(ticks() - before)
    }
    return spent.sort((a, b) => a - b)[1]
  } finally {
    client.release()
  }
}

/** The CPU the backends alive at the end spent since `before` (a backend opened meanwhile: all of its time). */
function cpuSince(before, after) {
  if (!before || !after) return null
  let ms = 0
  for (const [pid, spent] of after) ms += spent - (before.get(pid) ?? 0)
  return ms
}
