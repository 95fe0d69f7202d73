/**
 * A 1,000,000-product catalogue on PostgreSQL for the search row of the bench, made in SQL in a couple of minutes:
 * the database is migrated and seeded with the demo marketplace (320 products), then `generate_series` adds copies
 * of those products (id n copies seed product 1 + (n - 1) % 320) with their SKUs and attributes. Each copy gets
 * one of 24 name prefixes, its own price (0.75–1.25 × the original), sales and creation date, so sorts and price
 * filters see spread-out values, while keyword matches grow with the catalogue as in a real shop (a word that
 * matches 1 % of the seed matches 10,000 products). The secondary indexes are dropped for the load and built again
 * from their own definitions (the migrations' indexes, exactly), then VACUUM ANALYZE, as autovacuum would.
 */
import pg from 'pg'
import { tsImport } from 'tsx/esm/api'

const PREFIXES = [
  'Classic',
  'Compact',
  'Deluxe',
  'Everyday',
  'Essential',
  'Premium',
  'Studio',
  'Urban',
  'Nordic',
  'Vintage',
  'Signature',
  'Select',
  'Original',
  'Modern',
  'Heritage',
  'Lite',
  'Plus',
  'Max',
  'Prime',
  'Royal',
  'Atlas',
  'Aurora',
  'Summit',
  'Harbor',
]

/** How many products the database at `url` holds (0 when it has no products table yet). */
export async function catalogueSize(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query("select to_regclass('public.products') is not null as made")
    if (!rows[0].made) return 0
    return Number((await client.query('select count(*)::int as n from products')).rows[0].n)
  } finally {
    await client.end()
  }
}

/**
 * Grows the database at `url` to `target` products; logs progress through `log`. Start from an empty database:
 * an interrupted run leaves the secondary indexes dropped, so the caller recreates the database when the count is
 * short (bench/run.mjs does).
 */
export async function ensureCatalogue(url, target, log) {
  const { openDatabase } = await tsImport('../../src/server/db/client.ts', import.meta.url)
  const handle = await openDatabase({ url, seed: true })
  await handle.close()

  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const count = async () => Number((await client.query('select count(*)::int as n from products')).rows[0].n)
    const have = await count()
    if (have >= target) return { products: have, generatedMs: 0 }
    const started = performance.now()
    const seedCount = Number((await client.query('select max(id)::int as n from products')).rows[0].n)
    log(
      `catalogue: ${have.toLocaleString('en')} products, adding ${(target - have).toLocaleString('en')} with generate_series`,
    )
    await client.query("set maintenance_work_mem = '512MB'")
    await client.query('set synchronous_commit = off')

    // product_search: the products' search rows, written by a trigger with each product (decision 53).
    const tables = ['products', 'product_search', 'product_skus', 'product_attrs']
    const { rows: indexes } = await client.query(
      `select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [tables],
    )
    for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`)

    const factor = `(0.75 + (g % 51) / 100.0)`
    const source = `1 + (g - 1) % ${seedCount}`
    const prefixes = `(array[${PREFIXES.map((p) => `'${p}'`).join(',')}])[1 + g % ${PREFIXES.length}]`
    const from = Math.max(have, seedCount) + 1
    const step = 100_000
    for (let first = from; first <= target; first += step) {
      const last = Math.min(target, first + step - 1)
      await client.query('begin')
      await client.query(
        `insert into products (id, mer_id, category_id, store_name, keyword, store_info, image, slider_image, content, price,
           ot_price, stock, sales, ficti, unit_name, min_buy, is_show, is_hot, is_new, is_best, sort, created_at, i18n)
         select g, p.mer_id, p.category_id, ${prefixes} || ' ' || p.store_name, p.keyword, p.store_info, p.image,
           p.slider_image, p.content, round(p.price * ${factor}, 2), round(p.ot_price * ${factor}, 2), p.stock,
           (g::bigint * 7919) % 3000, p.ficti, p.unit_name, p.min_buy, p.is_show, false, false, false, 0,
           now() - (g % 5000) * interval '1 hour', p.i18n
         from generate_series(${first}, ${last}) g join products p on p.id = ${source}`,
      )
      await client.query(
        `insert into product_skus (product_id, sku, price, ot_price, stock, sales, image, weight, volume)
         select g, s.sku, round(s.price * ${factor}, 2), round(s.ot_price * ${factor}, 2), s.stock, 0, s.image, s.weight, s.volume
         from generate_series(${first}, ${last}) g join product_skus s on s.product_id = ${source}`,
      )
      await client.query(
        `insert into product_attrs (product_id, attr_name, attr_values, sort, i18n)
         select g, a.attr_name, a.attr_values, a.sort, a.i18n
         from generate_series(${first}, ${last}) g join product_attrs a on a.product_id = ${source}`,
      )
      await client.query('commit')
      log(`catalogue: ${last.toLocaleString('en')} products (${((performance.now() - started) / 1000).toFixed(0)} s)`)
    }
    for (const table of tables.filter((name) => name !== 'product_search')) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
    }
    log(`catalogue: building ${indexes.length} indexes`)
    for (const { indexdef } of indexes) await client.query(indexdef)
    log('catalogue: vacuum analyze')
    for (const table of tables) await client.query(`vacuum analyze ${table}`)
    return { products: await count(), generatedMs: performance.now() - started }
  } finally {
    await client.end()
  }
}
