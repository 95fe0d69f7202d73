/**
 * Seeds the configured database and tops the catalogue up to N products (deterministic, in batches).
 *
 *   npm run db:seed                       # the default demo marketplace (320 products) if empty
 *   npm run db:seed -- --products 100000  # then grow it to 100,000 products for load tests
 *   npm run db:seed -- --products 5000 --batch 500
 *
 * Uses DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) like the app; a .env file is read if present.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { config } from '../app.config.ts'
import { openDatabase } from '../src/server/db/client.ts'
import { sql } from 'drizzle-orm'
import { DEFAULT_PRODUCTS, topUpProducts } from '../src/server/db/seed/index.ts'

if (existsSync('.env')) process.loadEnvFile('.env')

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
    batch: { type: 'string', default: '1000' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log('Usage: npm run db:seed -- [--products N] [--batch SIZE]')
  process.exit(0)
}

const target = Number(values.products)
const batchSize = Number(values.batch)
if (!Number.isInteger(target) || target < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error('--products and --batch must be positive integers')
  process.exit(1)
}

const started = performance.now()
const c = config()
const where = c.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${c.dataDir}`
console.log(`Opening ${where}…`)
// seed: true seeds the default demo marketplace first when the database is empty.
const handle = await openDatabase({ url: c.databaseUrl, dataDir: c.dataDir, seed: true })
try {
  let lastReport = 0
  const summary = await topUpProducts(handle.db, target, {
    batchSize,
    onProgress: (done, total) => {
      const now = performance.now()
      if (done === total || now - lastReport > 5000) {
        lastReport = now
        console.log(
          `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} products added (${((now - started) / 1000).toFixed(1)} s)`,
        )
      }
    },
  })
  if (summary.added > 0) {
    // Fresh planner statistics: PGlite runs no autovacuum, and search plans depend on them.
    console.log('  vacuum analyze…')
    await handle.db.execute(sql`vacuum analyze`)
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (summary.added === 0) {
    console.log(
      `Catalogue already has ${summary.before.toLocaleString('en')} products (target ${target.toLocaleString('en')}); nothing to add.`,
    )
  } else {
    console.log(
      `Added ${summary.added.toLocaleString('en')} products (${summary.productSkus.toLocaleString('en')} SKUs, ` +
        `${summary.productAttrs.toLocaleString('en')} attributes, ${summary.reviews.toLocaleString('en')} reviews); ` +
        `catalogue now holds ${summary.total.toLocaleString('en')} products.`,
    )
  }
  console.log(`Done in ${seconds} s.`)
} finally {
  await handle.close()
}
