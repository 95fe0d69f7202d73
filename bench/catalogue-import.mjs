#!/usr/bin/env node
/**
 * The catalogue-feed import at scale (docs/catalogue-feeds.md), in-process through `importFeed` (what `npm run ops -- catalogue
 * import` runs): a generated Merchant Center feed of N items (default 100,000: half single products, half two-size
 * variant groups, under 50 categories created below a root), imported
 *   1. into an empty shop                         (creates every product, SKU and spec row)
 *   2. again, unchanged                           (must report `changed: 0` and write nothing)
 *   3. as a supplemental feed: id, price, availability / quantity for every item, every price moved
 * with the wall time, the process CPU time (PGlite runs in it: on a busy machine the steadier number; with --postgres
 * the server's CPU time too), rows per second,
 * the report's change counts of each run, the process RSS and the load average before and after.
 *
 *   npx node bench/catalogue-import.mjs                             # a fresh, seeded in-memory PGlite
 *   BENCH_ITEMS=20000 npx node bench/catalogue-import.mjs           # a smaller feed
 *   DATABASE_URL=postgres://… npx node bench/catalogue-import.mjs   # PostgreSQL (seeded when empty; the bench shop's
 *                                                                   # products stay in that database)
 *   npx node bench/catalogue-import.mjs --postgres                  # a fresh embedded PostgreSQL started here (port
 *                                                                   # BENCH_PG_PORT, default 4391), removed after
 * Pictures are left as URLs (`--keep-image-urls`), so no network is involved: the photo pipeline is not timed here.
 * Never part of `npm test`: the numbers depend on the machine and on what else runs on it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'

const items = Number(process.env.BENCH_ITEMS ?? 100_000)
const batchSize = Number(process.env.BENCH_BATCH ?? 500)
process.env.LOG_LEVEL ??= 'warn'

const load = (file) => tsImport(file, import.meta.url)
const { openDatabase } = await load('../src/server/db/client.ts')
const { importFeed } = await load('../src/server/catalogue-feeds/apply.ts')
const schema = await load('../src/server/db/schema.ts')
const { config } = await load('../app.config.ts')
const { asc, eq } = await import('drizzle-orm')

const postgres = process.argv.includes('--postgres')
  ? await (await import('./support/postgres.mjs')).startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 4391) })
  : null
const url = postgres ? await postgres.createDatabase('catalogue_import') : (process.env.DATABASE_URL ?? '')
const handle = await openDatabase(url ? { url, seed: true } : { dataDir: 'memory://', seed: true })
const db = handle.db
const [shop] = await db
  .select({ id: schema.merchants.id })
  .from(schema.merchants)
  .orderBy(asc(schema.merchants.id))
  .limit(1)
const [root] = await db
  .select({ id: schema.categories.id })
  .from(schema.categories)
  .where(eq(schema.categories.pid, 0))
  .orderBy(asc(schema.categories.id))
  .limit(1)
const currency = config().currency.code

const dir = mkdtempSync(path.join(os.tmpdir(), 'feed-bench-'))
const HEAD = [
  'id',
  'title',
  'description',
  'image_link',
  'price',
  'availability',
  'quantity',
  'brand',
  'product_type',
  'item_group_id',
  'size',
]
const cents = (i, shift) => (((i * 7919 + shift) % 9000) + 500) / 100

/** Items 2k and 2k+1 of the second half are the sizes S and M of one product; the first half are single products. */
function baseFeed() {
  const lines = [HEAD.join('\t')]
  for (let i = 0; i < items; i++) {
    const grouped = i >= items / 2
    const group = grouped ? `G${Math.floor(i / 2)}` : ''
    const name = grouped ? `Bench Tee ${Math.floor(i / 2)}` : `Bench Lamp ${i}`
    lines.push(
      [
        `BENCH-${i}`,
        name,
        `Generated item ${i} of the import bench.`,
        `https://cdn.example.com/bench/${grouped ? group : i}.jpg`,
        `${cents(i, 0).toFixed(2)} ${currency}`,
        'in_stock',
        String(10 + (i % 90)),
        'Bench',
        `Bench > Kind ${i % 50}`,
        group,
        grouped ? (i % 2 === 0 ? 'S' : 'M') : '',
      ].join('\t'),
    )
  }
  return lines.join('\n') + '\n'
}

function supplementalFeed() {
  const lines = ['id\tprice\tavailability\tquantity']
  for (let i = 0; i < items; i++) {
    const out = i % 10 === 0
    lines.push(
      `BENCH-${i}\t${cents(i, 31).toFixed(2)} ${currency}\t${out ? 'out_of_stock' : 'in_stock'}\t${out ? 0 : 5 + (i % 40)}`,
    )
  }
  return lines.join('\n') + '\n'
}

const base = path.join(dir, 'products.tsv')
const prices = path.join(dir, 'prices.tsv')
writeFileSync(base, baseFeed())
writeFileSync(prices, supplementalFeed())
const mb = (file) => (statSync(file).size / 1024 / 1024).toFixed(1)
console.log(
  `${handle.driver}${url ? '' : ' (memory)'}; shop ${shop.id}, root category ${root.id}; ${items.toLocaleString('en')} items; batches of ${batchSize}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
console.log(`feeds: products.tsv ${mb(base)} MB, prices.tsv ${mb(prices)} MB`)

/**
 * The embedded PostgreSQL's CPU seconds so far (Linux): its postmaster's own and its reaped children's, and every
 * live backend's. On a busy machine the steadier number, as the process's is for PGlite; null for another server.
 */
function serverCpu() {
  if (!postgres) return null
  const ticks = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return {
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    }
  }
  try {
    const master = Number(readFileSync(path.join(postgres.dir, 'postmaster.pid'), 'utf8').split('\n')[0])
    const root = ticks(master)
    let total = root.own + root.reaped
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue
      try {
        const child = ticks(name)
        if (child.ppid === master) total += child.own
      } catch {
        // gone meanwhile
      }
    }
    return total / 100
  } catch {
    return null
  }
}

const rows = []
async function run(label, file) {
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  const serverBefore = serverCpu()
  const report = await importFeed(db, { file, merId: shop.id, rootCategoryId: root.id, batchSize, keepImageUrls: true })
  const seconds = (performance.now() - started) / 1000
  // PGlite runs in this process: its CPU time is the work itself, whatever else the machine runs (the wall time is not).
  const cpu = process.cpuUsage(cpuBefore)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  const serverSeconds = serverBefore === null ? null : serverCpu() - serverBefore
  const rss = Math.round(process.memoryUsage().rss / 1024 / 1024)
  rows.push({ label, seconds, cpuSeconds, report, rss })
  const c = report.changes
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s (CPU ${cpuSeconds.toFixed(1)} s${
      serverSeconds === null ? '' : `, server CPU ${serverSeconds.toFixed(1)} s`
    })  ${Math.round(report.rows / seconds)
      .toLocaleString('en')
      .padStart(7)} rows/s  ` +
      `accepted ${report.accepted}, rejected ${report.rejected.length}, changed ${report.changed} ` +
      `(products +${c.productsCreated} ~${c.productsUpdated}, SKUs +${c.skusCreated} ~${c.skusUpdated}, categories +${c.categoriesCreated})  RSS ${rss} MB`,
  )
  if (report.rejected.length) console.log('  first refusals:', report.rejected.slice(0, 3))
  return report
}

try {
  await run('1. base feed into an empty shop', base)
  const again = await run('2. the same feed again', base)
  await run('3. supplemental: price and stock', prices)
  if (again.changed !== 0) {
    console.error(`the second import of the same feed changed ${again.changed} rows (must be 0)`)
    process.exitCode = 1
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
  await handle.close()
  await postgres?.stop()
}
