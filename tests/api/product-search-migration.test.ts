// @database-sensitive: dialect: the migration moves existing rows and installs triggers on both engines
/**
 * Migration 0039 (decision 53) on a shop that already has a catalogue: a database migrated up to 0038 and seeded, then
 * upgraded. Every product has its search row with the text the dropped column held, search finds what it found, and
 * from then on the triggers keep the rows: a new product gets one, a renamed product's changes, a price change leaves
 * it alone, a deleted product's goes. Migration 0043 (decision 67) fills the columns a search filters and ranks by
 * (the name's text, visibility, category, sales, creation time) from the products, and the triggers keep them too.
 * Migration 0050 (decision 106) fills each product's price band, which a price change rewrites only across a band.
 * Migration 0052 (decision 121) turns the search rows' GIN indexes' pending lists off.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchProducts } from '~/server/catalog/product-search'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { createPostgresDatabase } from './support/postgres-databases'

const postgres = process.env.TEST_DATABASE === 'postgres'
const cleanups: Array<() => Promise<void> | void> = []
let handle: DatabaseHandle
/** Each product's search text before the upgrade (the generated column of migration 0030). */
let before: Map<number, { merId: number; searchText: string }>
let headphonesBefore: number[]

type Rows<T> = { rows: T[] }
const query = async <T>(statement: string) => ((await handle.db.execute(sql.raw(statement))) as unknown as Rows<T>).rows
const search = async (keyword: string) =>
  (await searchProducts(handle.db, (p) => p, 'en', { page: 1, limit: 50, keyword })).list.map((card) => card.id)

beforeAll(async () => {
  // drizzle/ as it was before 0039: the same files, the journal cut before it.
  const upTo0038 = mkdtempSync(join(tmpdir(), 'migrations-0038-'))
  cleanups.push(() => rmSync(upTo0038, { recursive: true, force: true }))
  cpSync(resolve('drizzle'), upTo0038, { recursive: true })
  const journal = JSON.parse(readFileSync(join(upTo0038, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 39)
  writeFileSync(join(upTo0038, 'meta/_journal.json'), JSON.stringify(journal))

  let target: { url?: string; dataDir?: string }
  if (postgres) {
    const database = await createPostgresDatabase('search_upgrade')
    cleanups.push(database.drop)
    target = { url: database.url }
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'search-upgrade-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    target = { dataDir }
  }
  const old = await openDatabase({ ...target, migrationsFolder: upTo0038, seed: true })
  const { rows } = (await old.db.execute(
    sql`select id, mer_id as "merId", search_text as "searchText" from products order by id`,
  )) as unknown as Rows<{ id: number; merId: number; searchText: string }>
  before = new Map(rows.map((row) => [row.id, { merId: row.merId, searchText: row.searchText }]))
  const { rows: found } = (await old.db.execute(
    sql`select id from products where is_show and search_vector @@ plainto_tsquery('english', 'headphones') order by id`,
  )) as unknown as Rows<{ id: number }>
  headphonesBefore = found.map((row) => row.id)
  await old.close()

  handle = await openDatabase(target)
  cleanups.unshift(() => handle.close())
}, 300_000)

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

describe('migration 0039 on a database with products', () => {
  it('gives every product its search row, with the text it had', async () => {
    expect(before.size).toBeGreaterThan(100)
    const rows = await query<{ product_id: number; mer_id: number; search_text: string; stems: boolean }>(
      `select product_id, mer_id, search_text, search_vector = shop_search_vector(search_text) as stems
       from product_search order by product_id`,
    )
    expect(new Map(rows.map((r) => [r.product_id, { merId: r.mer_id, searchText: r.search_text }]))).toEqual(before)
    expect(rows.every((r) => r.stems)).toBe(true)
    const columns = await query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'products' and column_name like 'search%'`,
    )
    expect(columns).toEqual([])
  })

  it('finds what it found before, through the search rows', async () => {
    expect(headphonesBefore.length).toBeGreaterThan(0)
    const found = await search('headphones')
    expect([...found].sort((a, b) => a - b)).toEqual(headphonesBefore)
  })

  it('keeps the rows from then on: new, renamed, repriced and deleted products', async () => {
    const [{ id }] = await query<{ id: number }>(
      `insert into products (mer_id, category_id, store_name, keyword, image, price, ot_price, stock)
       select mer_id, category_id, 'Thistledown Umbrella', 'Distelschirm', image, 12, 12, 3
       from products order by id limit 1 returning id`,
    )
    expect(await search('thistledown')).toEqual([id])
    expect(await search('distelschirm')).toEqual([id])

    const [row] = await query<{ xid: string }>(`select xmin::text as xid from product_search where product_id = ${id}`)
    // 12 → 12.40: the same price band (decision 106), so the search row is not written either.
    await query(`update products set price = 12.40, ot_price = 16, stock = 9 where id = ${id}`)
    await query(`update products set store_name = store_name, keyword = keyword where id = ${id}`)
    expect(await query(`select xmin::text as xid from product_search where product_id = ${id}`)).toEqual([row])

    await query(`update products set store_name = 'Marigold Umbrella' where id = ${id}`)
    expect(await search('thistledown')).toEqual([])
    expect(await search('marigold umbrella')).toEqual([id])
    expect(await search('distelschirm')).toEqual([id])

    await query(`delete from products where id = ${id}`)
    expect(await query(`select 1 from product_search where product_id = ${id}`)).toEqual([])
  })
})

describe('migration 0043: what a search filters and ranks by, kept in the search rows', () => {
  /** The products whose kept columns differ from what their product rows say. */
  const stale = () =>
    query<{ product_id: number }>(
      `select s.product_id from product_search s join products p on p.id = s.product_id
       where (s.name_text, s.is_show, s.category_id, s.total_sales, s.created_at)
         is distinct from (shop_unaccent(lower(p.store_name)), p.is_show, p.category_id, p.sales + p.ficti, p.created_at)`,
    )

  it('fills them for every product from its row', async () => {
    const [{ n }] = await query<{ n: number }>('select count(*)::int as n from product_search')
    expect(n).toBeGreaterThan(100)
    expect(await stale()).toEqual([])
  })

  it('keeps them: hidden and shown, sold, moved to another category; the text and its indexes only on a rename', async () => {
    const [{ id, other }] = await query<{ id: number; other: number }>(
      `insert into products (mer_id, category_id, store_name, keyword, image, price, ot_price, stock)
       select mer_id, category_id, 'Ösel Lantern', '', image, 12, 12, 3 from products order by id limit 1
       returning id, (select max(id) from categories where level = 3 and id <> products.category_id) as other`,
    )
    expect(await search('osel')).toEqual([id])
    await query(`update products set is_show = false where id = ${id}`)
    expect(await search('osel')).toEqual([])
    await query(`update products set is_show = true where id = ${id}`)
    expect(await search('osel')).toEqual([id])

    const [text] = await query<{ search_text: string }>(
      `select search_text from product_search where product_id = ${id}`,
    )
    await query(`update products set sales = sales + 7, ficti = 5, stock = stock - 1 where id = ${id}`)
    await query(`update products set category_id = ${other} where id = ${id}`)
    expect(await stale()).toEqual([])
    const [row] = await query<{ total_sales: number; category_id: number; search_text: string }>(
      `select total_sales, category_id, search_text from product_search where product_id = ${id}`,
    )
    expect(row).toEqual({ total_sales: 12, category_id: other, search_text: text!.search_text })
    expect(
      (await searchProducts(handle.db, (p) => p, 'en', { page: 1, limit: 5, keyword: 'osel', cid: other })).list,
    ).toMatchObject([{ id }])

    await query(`update products set store_name = 'Ösel Quillon' where id = ${id}`)
    expect(await stale()).toEqual([])
    expect(await search('quillon')).toEqual([id])
  })
})

describe('migration 0050: the price band kept in the search rows', () => {
  const bands = () =>
    query<{ product_id: number; price_band: number; band: number }>(
      `select s.product_id, s.price_band, shop_price_band(p.price) as band
       from product_search s join products p on p.id = s.product_id order by s.product_id`,
    )

  it("fills every product's band from its price, a lower band always cheaper", async () => {
    const rows = await bands()
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.filter((r) => r.price_band !== r.band)).toEqual([])
    const edges = await query<{ price: string; band: number }>(
      `select price::text, shop_price_band(price) as band from unnest(array[0, 0.01, 1, 1.37, 1.38, 2.99, 3, 12.44, 12.46, 99999999.99]::numeric[]) price`,
    )
    expect(edges.map((e) => e.band)).toEqual([0, 0, 4, 4, 5, 7, 8, 14, 15, 106])
  })

  it('rewrites the search row when a price crosses a band, and only then', async () => {
    const [{ id }] = await query<{ id: number }>(
      `insert into products (mer_id, category_id, store_name, keyword, image, price, ot_price, stock)
       select mer_id, category_id, 'Juniper Kettle', '', image, 12, 12, 3 from products order by id limit 1 returning id`,
    )
    const row = async () =>
      (
        await query<{ xid: string; band: number }>(
          `select xmin::text as xid, price_band as band from product_search where product_id = ${id}`,
        )
      )[0]
    const before = await row()
    expect(before.band).toBe(14)
    await query(`update products set price = 12.44 where id = ${id}`)
    expect(await row()).toEqual(before)
    await query(`update products set price = 12.46 where id = ${id}`)
    expect((await row()).band).toBe(15)
    await query(`update products set price = 3 where id = ${id}`)
    expect((await row()).band).toBe(8)
    expect(await bands().then((rows) => rows.filter((r) => r.price_band !== r.band))).toEqual([])
  })
})

describe('migration 0052: the search rows’ GIN indexes keep no pending list', () => {
  const GIN = `select c.relname as name, c.oid::regclass::text as index from pg_index x
    join pg_class c on c.oid = x.indexrelid join pg_am a on a.oid = c.relam
    where x.indrelid = 'product_search'::regclass and a.amname = 'gin' order by c.relname`

  it('writes a sold product’s search row into its indexes, none into a list every scan reads', async () => {
    const indexes = await query<{ name: string; index: string }>(GIN)
    expect(indexes.map((i) => i.name)).toEqual([
      'product_search_name_trgm_idx',
      'product_search_text_cjk_idx',
      'product_search_text_trgm_idx',
      'product_search_vector_idx',
    ])
    // A sale rewrites the search row (its sales are indexed), so every GIN index gets the row's entries again. With
    // `fastupdate` on they would wait in the pending list, which gin_clean_pending_list would then move (pages > 0).
    await query(`update products set sales = sales + 1 where id in (select product_id from product_search
      where is_show order by product_id limit 20)`)
    const pending = await query<{ name: string; pages: number }>(
      `select name, gin_clean_pending_list(index::regclass)::int as pages from (${GIN}) gin`,
    )
    expect(pending).toEqual(indexes.map((i) => ({ name: i.name, pages: 0 })))
  })
})
