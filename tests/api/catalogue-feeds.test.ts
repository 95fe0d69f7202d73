/**
 * Product feeds (docs/catalogue-feeds.md): Merchant Center feeds as TSV, CSV and RSS XML imported through the
 * operator command into a shop (variants, categories, images, a second language, supplemental prices and stock,
 * rejected rows with their line and reason, idempotent re-imports), and the /feeds/merchant-center.xml export.
 */
import { mkdtempSync, rmSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import type { OperatorImportReport } from '~/server/catalogue-feeds/report'
import type { Locale } from '~/i18n/locales'
import { localeLinkRedirect } from '~/server/attribution/page-entry'
import { EXPORT_PAGE_SIZE, merchantCenterFeedResponse } from '~/server/catalogue-feeds/export'
import {
  catalogueFeedItems,
  catalogueVersion,
  categories,
  merchants,
  productAttrs,
  productSkus,
  productTotalDeltas,
  products,
  siteSettings,
  uploads,
} from '~/server/db/schema'
import { settleProductTotals } from '~/server/orders'
import * as v from 'valibot'
import { commandOf, operatorLocale } from '../../scripts/ops'
import { OpsCommand, runOpsCommand } from '~/server/ops/commands'
import { useApiHarness } from './support/harness'

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'feeds')
const uploadRoot = mkdtempSync(path.join(tmpdir(), 'feeds-test-'))
process.env.UPLOAD_DIR = path.join(uploadRoot, 'uploads')
resetConfig()

const api = useApiHarness()
const db = () => api.handle.db

afterAll(() => {
  delete process.env.UPLOAD_DIR
  resetConfig()
  rmSync(uploadRoot, { recursive: true, force: true })
})

const fixture = (name: string) => path.join(FIXTURES, name)

/** The fixtures' image URLs name made-up hosts: they are kept as they are unless a test asks for fetching. */
async function importFeed(
  file: string,
  options: {
    shop: number
    locale?: string
    rootCategory?: number
    dryRun?: boolean
    batchSize?: number
    keepImageUrls?: boolean
    lang?: Locale
  },
) {
  return (await runOpsCommand(db(), {
    command: 'catalogue-import',
    file,
    shop: options.shop,
    locale: options.locale as never,
    rootCategory: options.rootCategory,
    dryRun: options.dryRun ?? false,
    batchSize: options.batchSize ?? 500,
    keepImageUrls: options.keepImageUrls ?? true,
    lang: options.lang,
  })) as OperatorImportReport
}

async function itemOf(shop: number, itemId: string) {
  const [row] = await db()
    .select({
      productId: catalogueFeedItems.productId,
      skuId: catalogueFeedItems.skuId,
      product: products,
      sku: productSkus,
    })
    .from(catalogueFeedItems)
    .innerJoin(products, eq(products.id, catalogueFeedItems.productId))
    .innerJoin(productSkus, eq(productSkus.id, catalogueFeedItems.skuId))
    .where(and(eq(catalogueFeedItems.merId, shop), eq(catalogueFeedItems.itemId, itemId)))
  return row
}

const version = async () => (await db().select().from(catalogueVersion))[0].version

let shopA: number
let shopB: number
let root: number

beforeAll(async () => {
  const shops = await db().select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(3)
  shopA = shops[0].id
  shopB = shops[1].id
  const [top] = await db().select().from(categories).where(eq(categories.level, 1)).orderBy(asc(categories.id)).limit(1)
  root = top.id
})

describe('catalogue import', () => {
  it('refuses unknown categories with a reason when no root category is configured, and writes nothing on --dry-run', async () => {
    const before = await db().select({ id: products.id }).from(products)
    const report = await importFeed(fixture('products.tsv'), { shop: shopA, dryRun: true })
    expect(report).toMatchObject({ format: 'tsv', dryRun: true, rows: 5 })
    // The three tees have an unknown product_type; the mug and the lamp go into an existing category.
    expect(report.rejected.map((r) => r.id)).toEqual(['TEE-RED-M', 'TEE-RED-L', 'TEE-BLUE-M'])
    expect(report.rejected[0].reason).toMatch(
      /unknown category "Apparel > Tops > Feed Tees" and no root category is configured/,
    )
    // Lines are the file's: each tee's quoted description spans three lines.
    expect(report.rejected.map((r) => r.line)).toEqual([2, 5, 8])
    expect(report.changes).toMatchObject({ productsCreated: 2, skusCreated: 2, imagesCopied: 2 })
    expect(report.planned).toEqual([
      {
        group: 'MUG-1',
        lines: [11],
        productId: undefined,
        product: 'create',
        spec: 'none',
        skus: [{ id: 'MUG-1', action: 'create' }],
      },
      {
        group: 'LAMP-1',
        lines: [12],
        productId: undefined,
        product: 'create',
        spec: 'none',
        skus: [{ id: 'LAMP-1', action: 'create' }],
      },
    ])
    expect(await db().select({ id: products.id }).from(products)).toHaveLength(before.length)
    expect(await db().select().from(catalogueFeedItems)).toHaveLength(0)
  })

  it('imports a TSV feed: variants by item_group_id, spec from color and size, decimal prices, stock, categories under the root, copied images', async () => {
    const versionBefore = await version()
    const report = await importFeed(fixture('products.tsv'), { shop: shopA, rootCategory: root })
    expect(report.rejected).toEqual([])
    expect(report.changes).toEqual({
      productsCreated: 3,
      productsUpdated: 0,
      skusCreated: 5,
      skusUpdated: 0,
      categoriesCreated: 2,
      imagesCopied: 2,
    })
    expect(report.changed).toBe(12)
    expect(await version()).toBeGreaterThan(versionBefore)

    const red = await itemOf(shopA, 'TEE-RED-M')
    const blue = await itemOf(shopA, 'TEE-BLUE-M')
    const large = await itemOf(shopA, 'TEE-RED-L')
    expect(red.productId).toBe(blue.productId)
    expect(red.productId).toBe(large.productId)
    expect(red.product).toMatchObject({
      merId: shopA,
      storeName: 'Feed Cotton Tee',
      price: '14.99',
      otPrice: '19.99',
      stock: 125,
      image: 'https://cdn.brand.example/tee-red.jpg',
      isShow: true,
    })
    expect(red.product.sliderImage).toEqual([
      'https://cdn.brand.example/tee-red.jpg',
      'https://cdn.brand.example/tee-back.jpg',
    ])
    expect(red.product.content).toBe('<p>Soft cotton tee.</p><p>Machine washable.</p>')
    expect(red.sku).toMatchObject({ sku: 'Red,M', price: '14.99', otPrice: '19.99', stock: 25, weight: '0.200' })
    expect(large.sku).toMatchObject({ sku: 'Red,L', price: '19.99', otPrice: '19.99', stock: 100, weight: '0.250' })
    expect(blue.sku).toMatchObject({
      sku: 'Blue,M',
      price: '21.50',
      stock: 0,
      image: 'https://cdn.brand.example/tee-blue.jpg',
      weight: '0.200',
    })
    const attrs = await db()
      .select()
      .from(productAttrs)
      .where(eq(productAttrs.productId, red.productId))
      .orderBy(asc(productAttrs.id))
    expect(attrs.map((a) => [a.attrName, a.attrValues])).toEqual([
      ['Color', 'Red,Blue'],
      ['Size', 'M,L'],
    ])
    // The category path was created under the root: root > Tops > Feed Tees.
    const [leaf] = await db().select().from(categories).where(eq(categories.id, red.product.categoryId))
    const [parent] = await db().select().from(categories).where(eq(categories.id, leaf.pid))
    expect([leaf.name, leaf.level, parent.name, parent.level, parent.pid]).toEqual(['Feed Tees', 3, 'Tops', 2, root])

    // A single item: one SKU without attributes, its image files copied into the uploads storage, public.
    const mug = await itemOf(shopA, 'MUG-1')
    expect(mug.sku).toMatchObject({ sku: '', price: '9.00', stock: 40, weight: '0.454' })
    expect(mug.product.content).toBe('<p>A camping mug, &quot;enamel&quot; &amp; steel &lt;b&gt;tough&lt;/b&gt;.</p>')
    expect(mug.product.image).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[\w-]{32}\.png$/)
    expect(mug.product.sliderImage).toHaveLength(2)
    const media = await api.call(mug.product.image)
    expect(media.response.status).toBe(200)
    expect(media.response.headers.get('content-type')).toBe('image/png')
    const [{ categoryId }] = await db()
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, mug.productId))
    const [lamps] = await db().select().from(categories).where(eq(categories.id, categoryId))
    expect(lamps.name).toMatch(/^LED Desk Lamps/)
    // preorder without a quantity: available with the default stock.
    expect((await itemOf(shopA, 'LAMP-1')).sku).toMatchObject({ stock: 100, price: '45.00' })
  })

  it('changes nothing when the same feed comes again, as TSV, CSV or XML', async () => {
    const versionBefore = await version()
    const uploadsBefore = await db().select().from(uploads)
    for (const file of ['products.tsv', 'products.csv', 'products.xml']) {
      const report = await importFeed(fixture(file), { shop: shopA, rootCategory: root })
      expect(report.rejected, file).toEqual([])
      expect(report.changed, file).toBe(0)
      expect(report.format).toBe(file.split('.')[1])
    }
    expect(await version()).toBe(versionBefore)
    expect(await db().select().from(uploads)).toHaveLength(uploadsBefore.length)
  })

  it('adds a second and a third language to the same products (TSV and XML), with the spec values translated', async () => {
    const ru = await importFeed(fixture('products-ru.tsv'), { shop: shopA, locale: 'ru' })
    expect(ru.rejected).toEqual([
      { line: 6, id: 'NOPE-9', reason: 'unknown id NOPE-9: import the feed in the base language first' },
    ])
    expect(ru.changes).toMatchObject({ productsCreated: 0, productsUpdated: 2, skusCreated: 0 })
    const es = await importFeed(fixture('products-es.xml'), { shop: shopA, locale: 'es' })
    expect(es.rejected).toEqual([])
    expect(es.changes.productsUpdated).toBe(2)

    const tee = await itemOf(shopA, 'TEE-RED-M')
    expect(tee.product.storeName).toBe('Feed Cotton Tee')
    expect(tee.product.i18n.ru).toEqual({
      storeName: 'Хлопковая футболка',
      content: '<p>Мягкая хлопковая футболка.</p>',
    })
    expect(tee.product.i18n.es?.storeName).toBe('Camiseta de algodón')
    expect(tee.product.keyword).toContain('хлопковая футболка')
    const attrs = await db()
      .select()
      .from(productAttrs)
      .where(eq(productAttrs.productId, tee.productId))
      .orderBy(asc(productAttrs.id))
    expect(attrs[0].i18n).toEqual({ ru: { attrValues: 'Красный,Синий' }, es: { attrValues: 'Rojo,Azul' } })
    expect(attrs[1].i18n).toEqual({ ru: { attrValues: 'M,L' } })
    expect((await itemOf(shopA, 'LAMP-1')).product.i18n.es?.content).toBe('<p>Una lámpara brillante &amp; clara.</p>')

    // The product page answers in Russian.
    const detail = await api.get<{ productInfo: { storeName: string; unitName: string } }>(
      `/api/front/product/detail/${tee.productId}`,
      { headers: { 'accept-language': 'ru' } },
    )
    expect(detail.body.data.productInfo.storeName).toBe('Хлопковая футболка')
    // A feed names no unit: the product counts in pieces, in Russian ("12 шт.", not "12 pc").
    expect(detail.body.data.productInfo.unitName).toBe('шт.')

    // Again: nothing changes, and the base feed keeps the translations.
    expect((await importFeed(fixture('products-ru.tsv'), { shop: shopA, locale: 'ru' })).changed).toBe(0)
    expect((await importFeed(fixture('products.tsv'), { shop: shopA })).changed).toBe(0)
  })

  it('updates prices and stock from a supplemental feed (id, price, availability)', async () => {
    const report = await importFeed(fixture('prices.tsv'), { shop: shopA })
    expect(report.rejected).toEqual([
      {
        line: 4,
        id: 'GHOST-1',
        reason: 'unknown id GHOST-1: a row without a title only updates an item already imported',
      },
    ])
    expect(report.changes).toMatchObject({ productsCreated: 0, productsUpdated: 2, skusCreated: 0, skusUpdated: 2 })
    const red = await itemOf(shopA, 'TEE-RED-M')
    expect(red.sku).toMatchObject({
      price: '18.00',
      otPrice: '18.00',
      stock: 7,
      sku: 'Red,M',
      image: 'https://cdn.brand.example/tee-red.jpg',
    })
    // The product's price is its cheapest SKU, its stock the sum.
    expect(red.product).toMatchObject({ price: '18.00', otPrice: '18.00', stock: 107, storeName: 'Feed Cotton Tee' })
    const mug = await itemOf(shopA, 'MUG-1')
    expect(mug.sku).toMatchObject({ price: '9.99', otPrice: '11.50', stock: 0 })
    expect((await importFeed(fixture('prices.tsv'), { shop: shopA })).changed).toBe(0)

    // Two units sold before the next feed and not yet folded into the product (decision 82): the feed's count is
    // the last word on stock, and the sale still counts once.
    const sales = red.product.sales
    await db().insert(productTotalDeltas).values({ productId: red.product.id, stock: -2, sales: 2 })
    await db().update(productSkus).set({ stock: 5 }).where(eq(productSkus.id, red.sku.id))
    await importFeed(fixture('prices.tsv'), { shop: shopA })
    await settleProductTotals(db())
    expect((await itemOf(shopA, 'TEE-RED-M')).product).toMatchObject({ stock: 107, sales: sales + 2 })
  })

  it('reports every bad row with its line and reason and applies the rest', async () => {
    const dir = mkdtempSync(path.join(uploadRoot, 'bad-'))
    mkdirSync(path.join(dir, 'images'))
    copyFileSync(fixture('bad-rows.csv'), path.join(dir, 'bad-rows.csv'))
    copyFileSync(fixture('images/not-an-image.png'), path.join(dir, 'images', 'not-an-image.png'))
    // A description of 10 MB: refused by the length limit, not stored.
    const huge = `HUGE-1,Huge description,${'x'.repeat(10 * 1024 * 1024)},https://b.example/9,https://cdn.example/9.jpg,,5.00 USD,,in_stock,,,,,Home & Garden > Lighting > LED Desk Lamps,,,,,\n`
    writeFileSync(path.join(dir, 'bad-rows.csv'), huge, { flag: 'a' })
    const file = path.join(dir, 'bad-rows.csv')

    const dry = await importFeed(file, { shop: shopB, dryRun: true })
    const reasons = Object.fromEntries(dry.rejected.map((r) => [`${r.line} ${r.id}`, r.reason]))
    expect(reasons).toEqual({
      '2 BAD-PRICE': 'price must be an amount like "54.99 USD"',
      '3 BAD-CAT':
        'unknown category "Nowhere > Never > Nothing" and no root category is configured for new ones (--root-category or the catalogueFeeds setting)',
      '5 OK-1': 'duplicate id OK-1 (first on line 4)',
      '6 BAD-IMG': 'image file not found: images/missing.jpg',
      '7 BAD-TYPE': 'image file images/not-an-image.png is not a picture (JPG, PNG, WebP, AVIF or GIF)',
      '8 BAD-AVAIL': 'availability must be one of in_stock, out_of_stock, preorder, backorder',
      '9 BAD-CUR': "price currency EUR is not the shop's currency USD",
      '10 HUGE-1': 'description must be at most 5000 characters',
    })
    expect(dry.changes).toMatchObject({ productsCreated: 1, skusCreated: 1 })
    expect(await itemOf(shopB, 'OK-1')).toBeUndefined()

    // In the operator's language (decision 52): each reason, and the summary's heading, counts and rejected lines.
    const ru = await importFeed(file, { shop: shopB, dryRun: true, lang: 'ru' })
    expect(ru.rejected.map((r) => r.line)).toEqual(dry.rejected.map((r) => r.line))
    expect(ru.rejected.find((r) => r.id === 'BAD-PRICE')!.reason).toBe('price должен быть суммой вида «54.99 USD»')
    expect(ru.summary).toEqual([
      `Пробный запуск bad-rows.csv (CSV) для магазина ${shopB}: ничего не записано`,
      `Прочитано строк: ${dry.rows}; принято: ${dry.accepted}; отклонено: ${dry.rejected.length}`,
      `Будет создано товаров: ${dry.changes.productsCreated}, обновлено товаров: ${dry.changes.productsUpdated}, создано SKU: ${dry.changes.skusCreated}, обновлено SKU: ${dry.changes.skusUpdated}, создано категорий: ${dry.changes.categoriesCreated}, скопировано изображений: ${dry.changes.imagesCopied}`,
      'Отклонённые строки:',
      ...dry.rejected.map((r) => expect.stringMatching(new RegExp(`^Строка ${r.line} \\(${r.id}\\): .`))),
    ])
    expect(ru.summary).toContain('Строка 5 (OK-1): повторяющийся id OK-1 (впервые в строке 4)')
    expect(ru.summary).toContain('Строка 6 (BAD-IMG): файл изображения не найден: images/missing.jpg')

    const real = await importFeed(file, { shop: shopB })
    expect(real.rejected).toEqual(dry.rejected)
    expect(real.changes).toMatchObject({ productsCreated: 1, skusCreated: 1 })
    expect((await itemOf(shopB, 'OK-1')).product.storeName).toBe('Fine item')
  })

  it('reads the command line: npm run ops -- catalogue import FILE --shop N --locale ru --dry-run', () => {
    const command = commandOf([
      'catalogue',
      'import',
      'feeds/products.tsv',
      '--shop',
      '3',
      '--locale',
      'ru',
      '--dry-run',
      '--root-category',
      '2',
      '--lang',
      'es',
    ])
    expect(v.parse(OpsCommand, command)).toEqual({
      command: 'catalogue-import',
      file: path.resolve('feeds/products.tsv'),
      shop: 3,
      locale: 'ru',
      rootCategory: 2,
      dryRun: true,
      batchSize: 500,
      keepImageUrls: false,
      lang: 'es',
    })
    // The operator's language: --lang, else OPS_LANG, else the POSIX locale (LC_ALL, LC_MESSAGES, LANG), else English.
    expect(operatorLocale('zh', {})).toBe('zh-CN')
    expect(operatorLocale(undefined, { OPS_LANG: 'fr', LANG: 'ru_RU.UTF-8' })).toBe('fr')
    expect(operatorLocale(undefined, { LC_ALL: 'es_ES.UTF-8', LANG: 'ru_RU.UTF-8' })).toBe('es')
    expect(operatorLocale(undefined, { LANG: 'ru_RU.UTF-8' })).toBe('ru')
    expect(operatorLocale(undefined, { LANG: 'C.UTF-8' })).toBe('en')
    expect(operatorLocale(undefined, {})).toBe('en')
    expect(
      v.safeParse(OpsCommand, commandOf(['catalogue', 'import', 'x.tsv', '--shop', '3', '--lang', 'xx'])).success,
    ).toBe(false)
    expect(commandOf(['catalogue', 'import', 'x.tsv', '--shop', '3', '--keep-image-urls'])).toMatchObject({
      keepImageUrls: true,
    })
    expect(
      v.safeParse(OpsCommand, commandOf(['catalogue', 'import', 'x.tsv', '--shop', '3', '--locale', 'xx'])).success,
    ).toBe(false)
    expect(
      v.safeParse(OpsCommand, commandOf(['catalogue', 'settings', '--campaign', 'utm_source=google"><x'])).success,
    ).toBe(false)
  })

  it('keeps the settings: the root category and the export campaign, through the operator command', async () => {
    expect(
      await runOpsCommand(db(), {
        command: 'catalogue-settings',
        rootCategory: root,
        campaign: 'utm_source=google&utm_medium=shopping',
      }),
    ).toEqual({
      rootCategoryId: root,
      campaign: 'utm_source=google&utm_medium=shopping',
    })
    const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, 'catalogueFeeds'))
    expect(row.value).toMatchObject({ rootCategoryId: root })
  })

  it("leaves order lines alone and never writes another shop's products", async () => {
    const mapped = await db().select().from(catalogueFeedItems).where(eq(catalogueFeedItems.merId, shopA))
    const own = await db()
      .select({ merId: products.merId })
      .from(products)
      .where(
        inArray(
          products.id,
          mapped.map((m) => m.productId),
        ),
      )
    expect(new Set(own.map((p) => p.merId))).toEqual(new Set([shopA]))
  })
})

const { DOMParser } = new JSDOM('').window

/** The feed parsed as XML (failing on anything ill-formed), its items as attribute → values. */
function itemsOf(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  expect(doc.documentElement.nodeName).toBe('rss')
  expect(doc.documentElement.getAttribute('xmlns:g')).toBe('http://base.google.com/ns/1.0')
  return [...doc.getElementsByTagName('item')].map((item) => {
    const fields: Record<string, string[]> = {}
    for (const child of [...item.children])
      (fields[child.nodeName.replace(/^g:/, '')] ??= []).push(child.textContent ?? '')
    return fields
  })
}

async function exportFeed(query: string, headers: Record<string, string> = {}) {
  const response = await merchantCenterFeedResponse(
    new Request(`http://shop.test/feeds/merchant-center.xml${query}`, { headers }),
    db(),
  )
  return { response, xml: response.status === 200 ? await response.text() : '' }
}

describe('Merchant Center export', () => {
  it('streams every visible SKU of a shop with the required attributes, in the locale and the shop currency, links with the campaign', async () => {
    const { response, xml } = await exportFeed(`?locale=es&shop=${shopA}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.body).toBeInstanceOf(ReadableStream)
    const items = itemsOf(xml)
    const visible = await db()
      .select({ id: productSkus.id })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(and(eq(products.merId, shopA), eq(products.isShow, true)))
    expect(items).toHaveLength(visible.length)
    for (const item of items) {
      for (const required of ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price'])
        expect(item[required]?.[0], `${item.id} ${required}`).toBeTruthy()
      expect(item.price[0]).toMatch(/^\d+\.\d{2} USD$/)
      expect(item.link[0]).toMatch(
        /^http:\/\/shop\.test\/goods_detail\/\d+\?utm_source=google&utm_medium=shopping&locale=es$/,
      )
      expect(item.image_link[0]).toMatch(/^https?:\/\//)
    }
    const tee = items.filter((i) => i.item_group_id?.[0] === 'TEE')
    expect(tee.map((i) => i.id[0]).sort()).toEqual(['TEE-BLUE-M', 'TEE-RED-L', 'TEE-RED-M'])
    const red = tee.find((i) => i.id[0] === 'TEE-RED-M')!
    expect(red).toMatchObject({
      title: ['Camiseta de algodón'],
      description: ['Camiseta suave.'],
      color: ['Rojo'],
      size: ['M'],
      availability: ['in_stock'],
      price: ['18.00 USD'],
      brand: ['Acme'],
      gtin: ['4006381333931'],
    })
    const mug = items.find((i) => i.id[0] === 'MUG-1')!
    // No Spanish text: the base text; sold out; on sale.
    expect(mug).toMatchObject({
      title: ['Feed Enamel Mug'],
      availability: ['out_of_stock'],
      price: ['11.50 USD'],
      sale_price: ['9.99 USD'],
    })
    expect(mug.description[0]).toBe('A camping mug, "enamel" & steel <b>tough</b>.')
    expect(mug.image_link[0]).toMatch(/^http:\/\/shop\.test\/media\/uploads\//)
    expect(mug.additional_image_link).toHaveLength(1)
  })

  it('pages through the whole catalogue by id and answers 304 to the same version, 400 to a bad query', async () => {
    const { response, xml } = await exportFeed('')
    const items = itemsOf(xml)
    const all = await db()
      .select({ id: productSkus.id })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .where(eq(products.isShow, true))
    expect(all.length).toBeGreaterThan(EXPORT_PAGE_SIZE)
    expect(items).toHaveLength(all.length)
    expect(new Set(items.map((i) => i.id[0])).size).toBe(items.length)
    // Without ?locale, links carry only the campaign.
    expect(items[0].link[0]).toMatch(/\?utm_source=google&utm_medium=shopping$/)
    const etag = response.headers.get('etag')!
    expect((await exportFeed('', { 'if-none-match': etag })).response.status).toBe(304)
    expect((await exportFeed('?locale=xx')).response.status).toBe(400)
    // A browser opening the feed keeps its ?locale= (the page door's locale redirect is for pages only).
    expect(
      localeLinkRedirect(
        new Request('http://shop.test/feeds/merchant-center.xml?locale=es', { headers: { accept: 'text/html' } }),
      ),
    ).toBeNull()
    expect((await exportFeed('?shop=abc')).response.status).toBe(400)
  })

  it('round-trips through the import into another shop', async () => {
    const { xml } = await exportFeed(`?shop=${shopA}`)
    const dir = mkdtempSync(path.join(uploadRoot, 'export-'))
    const file = path.join(dir, 'merchant-center.xml')
    writeFileSync(file, xml)
    const shopC = (await db().select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(3))[2].id
    const report = await importFeed(file, { shop: shopC })
    // The shop's seeded products come along too; a seeded spec row other than color, size, material or pattern has
    // no Merchant Center attribute, so two variants that differ only there collide (docs/catalogue-feeds.md).
    for (const rejection of report.rejected)
      expect(rejection.reason).toMatch(/^same variant as item \d+-\d+ of group P\d+$/)
    const exported = itemsOf(xml)
    const groups = new Set(exported.map((i) => i.item_group_id?.[0] ?? i.id[0]))
    expect(report.changes.productsCreated).toBe(groups.size)
    expect(report.changes.skusCreated).toBe(exported.length - report.rejected.length)
    expect(report.changes.categoriesCreated).toBe(0)
    const again = await exportFeed(`?shop=${shopC}`)
    // Groups that lost a variant are not the same product any more; every other item must come back the same.
    const groupOf = (i: Record<string, string[]>) => i.item_group_id?.[0] ?? i.id[0]
    const cut = new Set(exported.filter((i) => report.rejected.some((r) => r.id === i.id[0])).map(groupOf))
    const comparable = (items: Record<string, string[]>[]) =>
      items
        .filter((i) => !cut.has(groupOf(i)) && !cut.has(`P${i.id[0].split('-')[0]}`))
        .map(({ link: _link, brand: _brand, ...rest }) => rest)
        .sort((a, b) => (a.id[0] < b.id[0] ? -1 : 1))
    const fromA = comparable(exported)
    expect(fromA.some((i) => i.id[0] === 'TEE-RED-M')).toBe(true)
    const idsOfA = new Set(fromA.map((i) => i.id[0]))
    expect(comparable(itemsOf(again.xml)).filter((i) => idsOfA.has(i.id[0]))).toEqual(fromA)
    expect((await importFeed(file, { shop: shopC })).changed).toBe(0)
  })
})

describe('photos fetched into the shop (import → search → feed)', () => {
  let server: Server
  let base = ''
  const hits: Record<string, number> = {}
  const photos: Record<string, { type: string; body: Buffer }> = {}

  beforeAll(async () => {
    // A 2400×1800 JPEG shot sideways (EXIF orientation 6: it stands 1800×2400), a small WebP, and text posing as one.
    photos['/p/kettle.jpg'] = {
      type: 'image/jpeg',
      body: await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#b87333' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    }
    photos['/p/kettle-side.webp'] = {
      type: 'image/webp',
      body: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#333' } })
        .webp()
        .toBuffer(),
    }
    photos['/p/fake.jpg'] = { type: 'image/jpeg', body: Buffer.from('<html>not a picture</html>') }
    server = createServer((request, response) => {
      const url = request.url ?? ''
      hits[url] = (hits[url] ?? 0) + 1
      const photo = photos[url]
      if (!photo) return response.writeHead(404).end()
      response.writeHead(200, { 'content-type': photo.type, 'content-length': photo.body.length }).end(photo.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('fetches and resizes each photo once, into the uploads; the product is found by search and listed in the feed', async () => {
    const shopD = (await db().select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(4))[3].id
    const [lamps] = await db()
      .select()
      .from(categories)
      .where(eq(categories.level, 3))
      .orderBy(asc(categories.id))
      .limit(1)
    const dir = mkdtempSync(path.join(uploadRoot, 'photos-'))
    const file = path.join(dir, 'kettles.tsv')
    const header = [
      'id',
      'title',
      'description',
      'link',
      'image_link',
      'additional_image_link',
      'price',
      'availability',
      'quantity',
      'product_type',
    ]
    const row = (id: string, title: string, image: string, extra = '') =>
      [
        id,
        title,
        `${title}, for the stove.`,
        `https://brand.example/${id}`,
        image,
        extra,
        '39.00 USD',
        'in_stock',
        '12',
        lamps.name,
      ].join('\t')
    writeFileSync(
      file,
      [
        header.join('\t'),
        row('KETTLE-1', 'Copperline Whistling Kettle', `${base}/p/kettle.jpg`, `${base}/p/kettle-side.webp`),
        row('KETTLE-2', 'Copperline Kettle Lid', `${base}/p/missing.jpg`),
        row('KETTLE-3', 'Copperline Kettle Handle', `${base}/p/fake.jpg`),
      ].join('\n'),
    )

    const report = await importFeed(file, { shop: shopD, keepImageUrls: false })
    expect(report.rejected).toEqual([
      { line: 3, id: 'KETTLE-2', reason: `image ${base}/p/missing.jpg answered HTTP 404` },
      { line: 4, id: 'KETTLE-3', reason: `image ${base}/p/fake.jpg is not a picture (JPG, PNG, WebP, AVIF or GIF)` },
    ])
    expect(report.changes).toMatchObject({ productsCreated: 1, skusCreated: 1, imagesCopied: 2 })

    // Both photos are the shop's own now: JPEGs at most 1200 pixels on a side, upright, never enlarged.
    const kettle = await itemOf(shopD, 'KETTLE-1')
    expect(kettle.product.image).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/u[\w-]{31}\.jpg$/)
    expect(kettle.product.sliderImage).toHaveLength(2)
    const sizes = []
    for (const url of kettle.product.sliderImage as string[]) {
      const media = await api.call(url)
      expect(media.response.status).toBe(200)
      expect(media.response.headers.get('content-type')).toBe('image/jpeg')
      const meta = await sharp(Buffer.from(await media.response.arrayBuffer())).metadata()
      sizes.push([meta.format, meta.width, meta.height, meta.orientation ?? 1])
    }
    expect(sizes).toEqual([
      ['jpeg', 900, 1200, 1],
      ['jpeg', 900, 600, 1],
    ])
    // Each has its smaller copies beside it: a browser that takes WebP gets WebP at the width it asks for, with
    // `Vary: Accept`; a client that names neither gets the JPEG (above).
    const [main] = kettle.product.sliderImage as string[]
    const copies = []
    for (const [query, accept] of [
      ['', 'image/webp,*/*'],
      ['?w=320', 'image/webp,*/*'],
      ['?w=640', 'image/avif,image/webp,*/*'],
      ['?w=640', '*/*'],
    ]) {
      const media = await api.call(`${main}${query}`, { headers: { accept } })
      expect(media.response.headers.get('vary')).toBe('Accept')
      const meta = await sharp(Buffer.from(await media.response.arrayBuffer())).metadata()
      copies.push([media.response.headers.get('content-type'), meta.format, meta.width, meta.height])
    }
    expect(copies).toEqual([
      ['image/webp', 'webp', 900, 1200],
      ['image/webp', 'webp', 320, 427],
      ['image/avif', 'heif', 640, 853],
      ['image/jpeg', 'jpeg', 640, 853],
    ])

    // A shopper finds it by search, with the shop's photo.
    const found = await api.get<{ list: { id: number; image: string }[] }>(
      `/api/front/product/list?keyword=${encodeURIComponent('Copperline Whistling')}&page=1&limit=10`,
    )
    expect(found.body.data.list.map((p) => [p.id, p.image])).toEqual([
      [kettle.productId, expect.stringMatching(new RegExp(`^https?://[^/]+${kettle.product.image}$`))],
    ])

    // The Merchant Center feed lists it with the photo on this shop's origin.
    const { xml } = await exportFeed(`?shop=${shopD}`)
    const item = itemsOf(xml).find((i) => i.id[0] === 'KETTLE-1')!
    expect(item).toMatchObject({
      title: ['Copperline Whistling Kettle'],
      price: ['39.00 USD'],
      availability: ['in_stock'],
    })
    expect(item.image_link[0]).toBe(`http://shop.test${kettle.product.image}`)

    // Again: nothing changes and nothing is downloaded again.
    const fetched = { ...hits }
    const again = await importFeed(file, { shop: shopD, keepImageUrls: false })
    expect(again.changed).toBe(0)
    expect(hits['/p/kettle.jpg']).toBe(fetched['/p/kettle.jpg'])
    expect(hits['/p/kettle-side.webp']).toBe(fetched['/p/kettle-side.webp'])
  })
})

describe('what search finds follows the imported names (decision 53)', () => {
  const searchIds = async (keyword: string) =>
    (
      await api.get<{ list: { id: number }[] }>(
        `/api/front/product/list?keyword=${encodeURIComponent(keyword)}&page=1&limit=10`,
      )
    ).body.data.list.map((p) => p.id)
  /** The transaction that last wrote the product's search row. */
  const searchRowWrite = async (productId: number) => {
    const { rows } = (await db().execute(
      `select xmin::text as xid, search_text from product_search where product_id = ${productId}`,
    )) as unknown as { rows: { xid: string; search_text: string }[] }
    return rows[0]
  }

  it('finds a product by its new name after an import renames it, and a price feed within the price band leaves its search row alone', async () => {
    const shop = (await db().select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(5))[4].id
    const dir = mkdtempSync(path.join(uploadRoot, 'rename-'))
    const feed = (file: string, lines: string[]) => {
      writeFileSync(path.join(dir, file), lines.join('\n') + '\n')
      return path.join(dir, file)
    }
    const full = (title: string, keywords: string) =>
      feed(`${title.split(' ')[0]}.tsv`, [
        'id\ttitle\tdescription\timage_link\tprice\tavailability\tquantity\tproduct_type\tbrand',
        `LANTERN-1\t${title}\tA lantern for the porch.\thttps://cdn.brand.example/lantern.jpg\t24.00 USD\tin_stock\t5\tFeed Lamps\t${keywords}`,
      ])

    const created = await importFeed(full('Quillfeather Lantern', 'Glimmerwick'), { shop, rootCategory: root })
    expect(created.changes).toMatchObject({ productsCreated: 1 })
    const { productId } = await itemOf(shop, 'LANTERN-1')
    expect(await searchIds('quillfeather')).toEqual([productId])
    // Its stems too ("lanterns" finds "lantern"), in the product's own search row.
    expect(await searchIds('quillfeather lanterns')).toEqual([productId])

    // A price and stock feed moves the product, not its search row: 24.00 → 23.00 stays in its price band (band 18,
    // a quarter of a doubling; decision 106). A price that crosses a band rewrites the row (product-search-migration).
    const before = await searchRowWrite(productId)
    const prices = await importFeed(
      feed('prices.tsv', ['id\tprice\tavailability\tquantity', 'LANTERN-1\t23.00 USD\tin_stock\t9']),
      { shop },
    )
    expect(prices.changes).toMatchObject({ productsUpdated: 1, skusUpdated: 1 })
    expect((await itemOf(shop, 'LANTERN-1')).product).toMatchObject({ price: '23.00', stock: 9 })
    expect(await searchRowWrite(productId)).toEqual(before)

    // A full feed that renames it: the old name finds nothing, the new one finds it.
    const renamed = await importFeed(full('Marrowvale Lantern', 'Glimmerwick'), { shop, rootCategory: root })
    expect(renamed.changes).toMatchObject({ productsUpdated: 1 })
    expect(await searchIds('quillfeather')).toEqual([])
    expect(await searchIds('marrowvale')).toEqual([productId])
    expect((await searchRowWrite(productId)).search_text).toContain('marrowvale lantern')
  })
})
