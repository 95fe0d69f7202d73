// @database-sensitive: the feed import writes each batch in multi-row statements (jsonb_to_recordset, ids from the sequences, upserts) whose statement-level triggers read transition tables
/**
 * The feed import in batches (docs/catalogue-feeds.md): a supplemental feed moving the price and stock of many items
 * over several batches leaves other products, other shops and order lines as they were, records each changed
 * product for the page caches (or bumps the catalogue version for a bulk statement), and a product that fails in
 * the database refuses only its own rows.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, eq, gt, inArray, ne, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyPlan, type ImportReport } from '~/server/catalogue-feeds/apply'
import { parseFeed } from '~/server/catalogue-feeds/parse'
import { planImport } from '~/server/catalogue-feeds/plan'
import {
  catalogueChanges,
  catalogueFeedItems,
  catalogueVersion,
  categories,
  merchants,
  orderItems,
  productSkus,
  products,
} from '~/server/db/schema'
import { runOpsCommand } from '~/server/ops/commands'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const api = useApiHarness()
const db = () => api.handle.db
const fx = orderFixtures(api)
const dir = mkdtempSync(path.join(tmpdir(), 'feeds-batch-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Over 100: a batch of them is a bulk statement. A run takes seconds; a loaded machine may take a minute. */
const ITEMS = 150

function writeFeed(name: string, lines: string[]) {
  const file = path.join(dir, name)
  writeFileSync(file, lines.join('\n') + '\n')
  return file
}

/** 150 single lamps; `title` names item `i` (so a later import can rename one). */
const baseFeed = (title = (i: number) => `Batch Lamp ${i}`) =>
  writeFeed('base.tsv', [
    'id\ttitle\tdescription\timage_link\tprice\tavailability\tquantity\tproduct_type',
    ...Array.from(
      { length: ITEMS },
      (_, i) =>
        `BATCH-${i}\t${title(i)}\tLamp ${i}.\thttps://cdn.example.com/batch/${i}.jpg\t${(10 + i).toFixed(2)} USD\tin_stock\t${20 + i}\tBatch > Lamps`,
    ),
  ])

const importFeed = async (file: string, shop: number, options: { batchSize?: number; dryRun?: boolean } = {}) =>
  (await runOpsCommand(db(), {
    command: 'catalogue-import',
    file,
    shop,
    rootCategory: root,
    dryRun: options.dryRun ?? false,
    batchSize: options.batchSize ?? 500,
    keepImageUrls: true,
  })) as ImportReport

const version = async () => (await db().select().from(catalogueVersion))[0].version
const lastChange = async () =>
  (await db().select({ seq: catalogueChanges.seq }).from(catalogueChanges).orderBy(asc(catalogueChanges.seq))).at(-1)
    ?.seq ?? 0
const tagsAfter = async (seq: number) =>
  new Set(
    (await db().select({ tag: catalogueChanges.tag }).from(catalogueChanges).where(gt(catalogueChanges.seq, seq))).map(
      (r) => r.tag,
    ),
  )

/** The imported items of a shop: item id → product and SKU. */
async function items(shop: number) {
  const rows = await db()
    .select({ itemId: catalogueFeedItems.itemId, product: products, sku: productSkus })
    .from(catalogueFeedItems)
    .innerJoin(products, eq(products.id, catalogueFeedItems.productId))
    .innerJoin(productSkus, eq(productSkus.id, catalogueFeedItems.skuId))
    .where(eq(catalogueFeedItems.merId, shop))
  return new Map(rows.map((r) => [r.itemId, r]))
}

let shop: number
let otherShop: number
let root: number

beforeAll(async () => {
  const shops = await db().select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(2)
  ;[shop, otherShop] = shops.map((s) => s.id)
  const [top] = await db().select().from(categories).where(eq(categories.level, 1)).orderBy(asc(categories.id)).limit(1)
  root = top.id
  const report = await importFeed(baseFeed(), shop, { batchSize: 50 })
  expect(report.rejected).toEqual([])
  expect(report.changes).toMatchObject({ productsCreated: ITEMS, skusCreated: ITEMS })
})

describe('a supplemental feed over many batches', () => {
  it('moves the price and stock of every item, refuses only its bad rows, and leaves other products, other shops and order lines alone', async () => {
    const before = await items(shop)
    const imported = [...before.values()].map((r) => r.product.id)
    // A shopper bought item 7 before the feed moves its price.
    const bought = before.get('BATCH-7')!
    const buyer = await fx.newBuyer('batch-buyer')
    const { parts } = await fx.paidOrder(
      buyer,
      [[{ skuId: bought.sku.id, productId: bought.product.id, merId: shop }, 2]],
      'cod',
    )
    const lines = await fx.itemsOf(parts[0].id)
    const others = () =>
      db()
        .select()
        .from(products)
        .where(and(eq(products.merId, shop), notInArray(products.id, imported)))
        .orderBy(asc(products.id))
    const otherShops = () => db().select().from(products).where(ne(products.merId, shop)).orderBy(asc(products.id))
    const [othersBefore, otherShopsBefore] = [await others(), await otherShops()]
    const versionBefore = await version()
    const seqBefore = await lastChange()

    const file = writeFeed('prices.tsv', [
      'id\tprice\tsale_price\tavailability\tquantity',
      ...Array.from({ length: ITEMS }, (_, i) =>
        i === 40
          ? `BATCH-${i}\tfree\t\tin_stock\t3`
          : i % 10 === 0
            ? `BATCH-${i}\t${(50 + i).toFixed(2)} USD\t\tout_of_stock\t`
            : `BATCH-${i}\t${(50 + i).toFixed(2)} USD\t${(40 + i).toFixed(2)} USD\tin_stock\t${i}`,
      ),
      'NOT-IMPORTED\t5.00 USD\t\tin_stock\t1',
    ])
    // The dry run says what would change and writes nothing.
    const dry = await importFeed(file, shop, { batchSize: 40, dryRun: true })
    expect(dry.changes).toMatchObject({ productsUpdated: ITEMS - 1, skusUpdated: ITEMS - 1 })
    expect(dry.planned).toHaveLength(ITEMS - 1)
    expect(dry.planned![0]).toMatchObject({ product: 'update', skus: [{ id: 'BATCH-0', action: 'update' }] })
    expect((await items(shop)).get('BATCH-1')!.sku.price).toBe(before.get('BATCH-1')!.sku.price)

    // Batches of 40 rows: four transactions.
    const report = await importFeed(file, shop, { batchSize: 40 })
    expect(report.rejected).toEqual([
      { line: 42, id: 'BATCH-40', reason: 'price must be an amount like "54.99 USD"' },
      {
        line: 152,
        id: 'NOT-IMPORTED',
        reason: 'unknown id NOT-IMPORTED: a row without a title only updates an item already imported',
      },
    ])
    expect(report).toMatchObject({ rows: ITEMS + 1, accepted: ITEMS - 1 })
    expect(report.changes).toEqual({
      productsCreated: 0,
      productsUpdated: ITEMS - 1,
      skusCreated: 0,
      skusUpdated: ITEMS - 1,
      categoriesCreated: 0,
      imagesCopied: 0,
    })

    const after = await items(shop)
    for (let i = 0; i < ITEMS; i++) {
      const { product, sku } = after.get(`BATCH-${i}`)!
      const was = before.get(`BATCH-${i}`)!
      if (i === 40) {
        expect(sku).toEqual(was.sku)
        continue
      }
      const sale = i % 10 !== 0
      const expected = {
        price: (sale ? 40 + i : 50 + i).toFixed(2),
        otPrice: (50 + i).toFixed(2),
        stock: sale ? i : 0,
      }
      expect(sku, `BATCH-${i}`).toMatchObject({ ...expected, sku: '', image: was.sku.image, weight: was.sku.weight })
      // One SKU each: the product's price and stock are its SKU's; its texts stay.
      expect(product, `BATCH-${i}`).toMatchObject({
        ...expected,
        storeName: `Batch Lamp ${i}`,
        keyword: was.product.keyword,
        content: was.product.content,
      })
    }
    // Item 7 as sold: its stock is the feed's, not the feed's minus the sale.
    expect(after.get('BATCH-7')!.sku.stock).toBe(7)

    expect(await others()).toEqual(othersBefore)
    expect(await otherShops()).toEqual(otherShopsBefore)
    expect(await fx.itemsOf(parts[0].id)).toEqual(lines)
    expect(lines[0]).toMatchObject({ productName: 'Batch Lamp 7', price: '17.00', payNum: 2 })

    // At most 40 products a statement: each changed product is recorded for the page caches, with the price
    // listings; the catalogue version (every page) stays.
    expect(await version()).toBe(versionBefore)
    const tags = await tagsAfter(seqBefore)
    for (let i = 0; i < ITEMS; i++)
      expect(tags.has(`product:${after.get(`BATCH-${i}`)!.product.id}`), `BATCH-${i}`).toBe(i !== 40)
    expect(tags.has('listing:price')).toBe(true)
    expect(tags.has(`merchant:${otherShop}`)).toBe(false)

    // The same feed again changes nothing and records nothing.
    const seqAfter = await lastChange()
    const again = await importFeed(file, shop, { batchSize: 40 })
    expect(again.changed).toBe(0)
    expect(await lastChange()).toBe(seqAfter)
    expect(await version()).toBe(versionBefore)

    // A new name for item 7 leaves the order line as bought.
    const renamed = await importFeed(
      baseFeed((i) => (i === 7 ? 'Batch Lamp Seven' : `Batch Lamp ${i}`)),
      shop,
    )
    expect(renamed.rejected).toEqual([])
    expect((await items(shop)).get('BATCH-7')!.product.storeName).toBe('Batch Lamp Seven')
    expect(await fx.itemsOf(parts[0].id)).toEqual(lines)
  }, 120_000)

  it('records nothing when only stock moves, and bumps the catalogue version for a statement over 100 products', async () => {
    const seq = await lastChange()
    const versionBefore = await version()
    const stock = writeFeed('stock.tsv', [
      'id\tquantity',
      ...Array.from({ length: ITEMS }, (_, i) => `BATCH-${i}\t${1000 + i}`),
    ])
    const stockOnly = await importFeed(stock, shop)
    expect(stockOnly.changes).toMatchObject({ productsUpdated: ITEMS, skusUpdated: ITEMS })
    expect((await items(shop)).get('BATCH-3')!.product.stock).toBe(1003)
    // Like a checkout: guest pages may show the old stock for their short lifetime.
    expect(await lastChange()).toBe(seq)
    expect(await version()).toBe(versionBefore)

    const prices = writeFeed('bulk.tsv', [
      'id\tprice',
      ...Array.from({ length: ITEMS }, (_, i) => `BATCH-${i}\t${(70 + i).toFixed(2)}`),
    ])
    const bulk = await importFeed(prices, shop)
    expect(bulk.changes).toMatchObject({ productsUpdated: ITEMS, skusUpdated: ITEMS })
    expect(await version()).toBeGreaterThan(versionBefore)
    const after = await items(shop)
    expect(after.get('BATCH-149')!.product).toMatchObject({ price: '219.00', otPrice: '219.00', stock: 1149 })
  }, 120_000)
})

describe('a product that fails in the database', () => {
  it('is refused with its lines and the reason; the rest of its batch is applied', async () => {
    const file = writeFeed('sizes.tsv', [
      'id\ttitle\tdescription\timage_link\tprice\tavailability\tquantity\tproduct_type\titem_group_id\tsize',
      'SHIRT-S\tBatch Shirt\tA shirt.\thttps://cdn.example.com/shirt.jpg\t20.00 USD\tin_stock\t5\tBatch > Shirts\tSHIRT\tS',
      'SOCK-S\tBatch Sock\tA sock.\thttps://cdn.example.com/sock.jpg\t3.00 USD\tin_stock\t5\tBatch > Socks\tSOCK\tS',
    ])
    expect((await importFeed(file, shop)).changes).toMatchObject({ productsCreated: 2, skusCreated: 2 })
    const grown = writeFeed('sizes.tsv', [
      'id\ttitle\tdescription\timage_link\tprice\tavailability\tquantity\tproduct_type\titem_group_id\tsize',
      'SHIRT-S\tBatch Shirt\tA shirt.\thttps://cdn.example.com/shirt.jpg\t20.00 USD\tin_stock\t5\tBatch > Shirts\tSHIRT\tS',
      'SHIRT-M\tBatch Shirt\tA shirt.\thttps://cdn.example.com/shirt.jpg\t21.00 USD\tin_stock\t6\tBatch > Shirts\tSHIRT\tM',
      'SOCK-S\tBatch Sock\tA sock.\thttps://cdn.example.com/sock.jpg\t3.00 USD\tin_stock\t5\tBatch > Socks\tSOCK\tS',
      'SOCK-M\tBatch Sock\tA sock.\thttps://cdn.example.com/sock.jpg\t3.50 USD\tin_stock\t6\tBatch > Socks\tSOCK\tM',
      'BATCH-1\tBatch Lamp 1\tLamp 1.\thttps://cdn.example.com/batch/1.jpg\t99.00 USD\tin_stock\t9\tBatch > Lamps',
    ])
    const feed = parseFeed(grown, readFileSync(grown, 'utf8'))
    const plan = await planImport(db(), feed.rows, {
      merId: shop,
      locale: null,
      rootCategoryId: root,
      currency: 'USD',
      feedDir: dir,
      keepImageUrls: true,
    })
    expect(plan.groups).toHaveLength(3)
    // The shirt is deleted after the plan read it: its new size has no product to belong to.
    const shirt = (await items(shop)).get('SHIRT-S')!.product.id
    await db().delete(products).where(eq(products.id, shirt))

    const applied = await applyPlan(db(), plan, shop, 500)
    expect(applied.failed.map((f) => [f.line, f.id])).toEqual([
      [2, 'SHIRT-S'],
      [3, 'SHIRT-M'],
    ])
    expect(applied.failed[0].reason).toMatch(/^not applied: .*foreign key/)
    expect(applied.failed[0].reason).not.toContain('insert into')
    expect(applied.changes).toMatchObject({ productsUpdated: 2, skusCreated: 1, skusUpdated: 1 })
    const after = await items(shop)
    expect(after.get('SOCK-M')!.sku).toMatchObject({ sku: 'M', price: '3.50', stock: 6 })
    expect(after.get('SOCK-S')!.product).toMatchObject({ price: '3.00', stock: 11 })
    expect(after.get('BATCH-1')!.sku).toMatchObject({ price: '99.00', stock: 9 })
    expect(after.has('SHIRT-M')).toBe(false)
    expect(
      await db()
        .select()
        .from(orderItems)
        .where(inArray(orderItems.productId, [shirt])),
    ).toEqual([])
  }, 120_000)
})
