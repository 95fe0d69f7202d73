// @database-sensitive: dialect: row comparisons, ::text of numeric, float8 and timestamptz read back by seek pages
/**
 * Capped totals and seek pages (decision 43, docs/api.md "Capped totals and seek pages"): K4 and O7 pages reached by
 * `after` (the previous page's `next`) list exactly what CRMEB's `page`/`limit` pages list (themselves checked
 * against the seeded rows by product-search.test.ts), the first page is the same either way, and no product or order
 * is skipped or repeated; a total past the cap is a lower bound that still leads to every page.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MerchantOrder, ProductCard, SeekPage } from '~/contract'
import { searchWalks } from '~/server/catalog/product-search'
import { orders } from '~/server/db/schema'
import { COUNT_CAP } from '~/server/http/seek'
import { cloneOrders } from '../../bench/support/orders-volume.mjs'
import { checkoutFixtures } from './support/checkout-fixtures'
import { expectCode, pgliteShort, useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)

async function list(query: string) {
  return expectCode(await api.get<SeekPage<ProductCard>>(`/api/front/product/list?${query}`), 200)
}

/**
 * Every id of a listing twice: page after page by number, and by following `next` from the first page (one read
 * serves both walks: without `after`, page 1 is the same either way). Answers the first page too, for its total.
 */
async function walk(query: string, limit: number) {
  const first = await list(`${query}&page=1&limit=${limit}`)
  const byPage: number[] = first.list.map((p) => p.id)
  for (let page = 2, length = first.list.length; length === limit; page++) {
    const data = await list(`${query}&page=${page}&limit=${limit}`)
    byPage.push(...data.list.map((p) => p.id))
    length = data.list.length
  }
  const bySeek: number[] = first.list.map((p) => p.id)
  for (let next = first.next, page = 2; next !== null; page++) {
    const data = await list(`${query}&page=${page}&limit=${limit}&after=${next}`)
    bySeek.push(...data.list.map((p) => p.id))
    next = data.next
  }
  return { byPage, bySeek, first }
}

/**
 * The listings walked, and whether PGlite walks them too: one of each kind of seek key (shop order, numeric, integer,
 * timestamp, relevance as float8, a keyword by price, a range, a category's leaves); the others repeat one of those
 * with another direction or word (`pgliteShort`).
 */
const LISTINGS: [name: string, query: string, onPglite: boolean][] = [
  ['shop order', '', true],
  ['price up', 'priceOrder=asc', true],
  ['price down', 'priceOrder=desc', false],
  ['sales', 'salesOrder=desc', true],
  ['newest', 'newOrder=desc', true],
  ['keyword by relevance', 'keyword=lamp', true],
  ['misspelt keyword by relevance', 'keyword=hedphones', false],
  ['keyword by price', 'keyword=lamp&priceOrder=desc', true],
  ['price range', 'minPrice=10&maxPrice=200&salesOrder=asc', true],
  // A keyword's range in another order than price: the prices read in that order (decision 92).
  ['keyword, price range by sales', 'keyword=a&minPrice=10&maxPrice=200&salesOrder=desc', true],
  ['keyword, price range by relevance', 'keyword=lamp&minPrice=10&maxPrice=200', false],
  // A category of several leaves: each leaf's first rows, then the page among them (product-search.ts).
  ['root category, shop order', 'pid=2', false],
  ['root category, price up', 'pid=2&priceOrder=asc', true],
  ['root category, sales', 'pid=2&salesOrder=desc', false],
  ['root category, newest, price range', 'pid=2&newOrder=desc&minPrice=10&maxPrice=500', false],
]

describe('K4 seek pages', () => {
  it.each(LISTINGS.filter(([, , onPglite]) => onPglite || !pgliteShort))(
    '%s: following `next` lists what the numbered pages list, each product once',
    async (_name, query) => {
      const { byPage, bySeek, first } = await walk(query, 7)
      expect(byPage.length).toBeGreaterThan(0)
      expect(bySeek).toEqual(byPage)
      expect(new Set(bySeek).size).toBe(bySeek.length)
      const { total, totalCapped } = first
      expect(totalCapped).toBe(false)
      expect(total).toBe(byPage.length)
    },
  )

  it.each(['lamp', 'stainless steel'])(
    'keyword «%s» by relevance: the pages read from the top tier are those of every match ranked',
    async (keyword) => {
      // `minPrice=0` filters nothing: its pages come from the top tier's walk with the price tested per name (decision
      // 100). A walk of one entry below compares with every match ranked.
      const q = `keyword=${encodeURIComponent(keyword)}`
      const fromTopTier = await walk(q, 3)
      const ranked = await walk(`${q}&minPrice=0`, 3)
      expect(fromTopTier.byPage.length).toBeGreaterThan(3)
      expect(fromTopTier.byPage).toEqual(ranked.byPage)
      expect(fromTopTier.bySeek).toEqual(ranked.byPage)
      expect(fromTopTier.first.total).toBe(ranked.first.total)
    },
  )

  // The walks of product_search_sales_idx (decision 100) shortened, so that this catalogue (320 products, 9 lamps)
  // reaches their ends: a walk of one entry never fills a page (every match is sorted), 120–280 fill the first pages
  // and stop within the listing (the page found among the walk's rows and its floor's ties), the usual lengths read
  // every row. The same pages either way, by number and by seek.
  it.each([
    ['keyword by relevance', 'keyword=lamp'],
    ['keyword, price range by relevance', 'keyword=lamp&minPrice=10&maxPrice=200'],
    ['keyword by sales', 'keyword=lamp&salesOrder=desc'],
    ['keyword, price range by sales', 'keyword=lamp&minPrice=10&maxPrice=200&salesOrder=desc'],
  ])('%s: a walk cut short lists what the whole walk lists', { timeout: 120_000 }, async (_name, query) => {
    const whole = await walk(query, 4)
    expect(whole.byPage.length).toBeGreaterThan(4)
    expect(whole.bySeek).toEqual(whole.byPage)
    const usual = { ...searchWalks }
    try {
      for (const length of [1, 120, 200, 280]) {
        Object.assign(searchWalks, { topTier: length, perRow: 1, max: length, bestSellers: length })
        // Another URL each time: the answers of the usual walk are kept (shared reads).
        const cut = await walk(`${query}&walk=${length}`, 4)
        expect(cut.byPage).toEqual(whole.byPage)
        expect(cut.bySeek).toEqual(whole.byPage)
        expect(cut.first.total).toBe(whole.first.total)
      }
    } finally {
      Object.assign(searchWalks, usual)
    }
  })

  // A keyword by price reads the exact prices of its page's bands only (decision 106): the pages must be those of
  // every match sorted by price, then id. The matches are the listing by relevance (no bands), the order and the range
  // are applied here to the cards' prices; the bounds lie inside bands, so a band holds products on both sides.
  // PGlite walks one of each kind of range (none, both bounds, one bound) by price up; the mirrors by price down and
  // the second word are PostgreSQL's (`pgliteShort`, as LISTINGS above).
  const BY_PRICE: [
    keyword: string,
    dir: string,
    min: string | undefined,
    max: string | undefined,
    onPglite: boolean,
  ][] = [
    ['a', 'asc', undefined, undefined, true],
    ['a', 'desc', undefined, undefined, false],
    ['lamp', 'asc', undefined, undefined, false],
    ['a', 'asc', '12.3', '47.9', true],
    ['a', 'desc', '10.5', '120', false],
    ['a', 'desc', undefined, '33.3', false],
    ['lamp', 'asc', '20.1', undefined, true],
  ]
  it.each(BY_PRICE.filter(([, , , , onPglite]) => onPglite || !pgliteShort))(
    'keyword «%s» by price %s, range %s–%s: the pages of every match sorted by price',
    { timeout: 120_000 },
    async (keyword, dir, min, max) => {
      const cards: ProductCard[] = []
      for (let page = 1, length = 50; length === 50; page++) {
        const data = await list(`keyword=${keyword}&page=${page}&limit=50`)
        cards.push(...data.list)
        length = data.list.length
      }
      const inRange = (price: number) =>
        (min === undefined || price >= Number(min)) && (max === undefined || price <= Number(max))
      const expected = cards
        .filter((card) => inRange(Number(card.price)))
        .sort((a, b) => (Number(a.price) - Number(b.price) || a.id - b.id) * (dir === 'asc' ? 1 : -1))
        .map((card) => card.id)
      expect(expected.length).toBeGreaterThan(4)
      const range = `${min === undefined ? '' : `&minPrice=${min}`}${max === undefined ? '' : `&maxPrice=${max}`}`
      const { byPage, bySeek, first } = await walk(`keyword=${keyword}&priceOrder=${dir}${range}`, 4)
      expect(byPage).toEqual(expected)
      expect(bySeek).toEqual(expected)
      expect(first.total).toBe(expected.length)
    },
  )

  it('refuses a forged cursor and a cursor of another sort with a sentence in the shopper language', async () => {
    const first = await list('priceOrder=asc&limit=5')
    expect(first.next).not.toBeNull()
    const other = await api.get(`/api/front/product/list?salesOrder=desc&limit=5&after=${first.next}`, {
      headers: { 'accept-language': 'ru' },
    })
    expect(other.body.code).toBe(400)
    expect(other.body.message).toMatch(/«next»/)
    const forged = Buffer.from(JSON.stringify(['price-asc', '1; drop table products', '1'])).toString('base64url')
    const bad = await api.get(`/api/front/product/list?priceOrder=asc&limit=5&after=${forged}`)
    expect(bad.body.code).toBe(400)
    expect(bad.body.message).toMatch(/previous page/)
    expect((await api.get('/api/front/product/list?after=not%20a%20cursor')).body.code).toBe(400)
  })
})

// The count under its cap and a walk by price seek: the same SQL as the rows above on PGlite (`pgliteShort`).
describe.skipIf(pgliteShort)('K4 capped totals', () => {
  const extra = COUNT_CAP + 30
  beforeAll(async () => {
    // Copies of the first product, all called "Bulkwidget…": more matches than the cap.
    await api.handle.db.execute(
      `insert into products (mer_id, category_id, store_name, keyword, store_info, image, slider_image, content, price, ot_price,
         stock, sales, ficti, unit_name, min_buy, is_show, sort, i18n)
       select mer_id, category_id, 'Bulkwidget ' || g, keyword, store_info, image, slider_image, content, price + (g % 50),
         ot_price, stock, g % 97, ficti, unit_name, min_buy, true, 0, '{}'::jsonb
       from generate_series(1, ${extra}) g, (select * from products order by id limit 1) p`,
    )
  })

  it(
    'stops counting at the cap, says so, and still leads to every match by page and by seek',
    { timeout: 120_000 },
    async () => {
      const first = await list('keyword=bulkwidget&priceOrder=asc&page=1&limit=20')
      expect(first).toMatchObject({ total: COUNT_CAP, totalCapped: true, totalPage: COUNT_CAP / 20 })
      // Past the cap, the total promises the next page.
      const deep = await list(`keyword=bulkwidget&priceOrder=asc&page=${COUNT_CAP / 100 + 1}&limit=100`)
      expect(deep.list).toHaveLength(30)
      expect(deep).toMatchObject({ totalCapped: false, total: extra })
      const beyond = await list(`keyword=bulkwidget&priceOrder=asc&page=${COUNT_CAP / 100}&limit=100`)
      expect(beyond).toMatchObject({ totalCapped: true, total: COUNT_CAP + 1, totalPage: COUNT_CAP / 100 + 1 })

      // Every product of the copies' store, by seek (served by the price index: no keyword to sort the matches by).
      const { rows } = (await api.handle.db.execute(
        `select count(*)::int as n from products where is_show and mer_id = (select mer_id from products order by id limit 1)`,
      )) as unknown as { rows: { n: number }[] }
      const merId = (
        (await api.handle.db.execute('select mer_id from products order by id limit 1')) as unknown as {
          rows: { mer_id: number }[]
        }
      ).rows[0]!.mer_id
      const seen = new Set<number>()
      let data = await list(`merId=${merId}&priceOrder=asc&limit=100`)
      expect(data.totalCapped).toBe(true)
      let previousPrice = '0'
      for (;;) {
        for (const card of data.list) {
          expect(seen.has(card.id)).toBe(false)
          seen.add(card.id)
          expect(Number(card.price)).toBeGreaterThanOrEqual(Number(previousPrice))
          previousPrice = card.price
        }
        if (data.next === null) break
        data = await list(`merId=${merId}&priceOrder=asc&limit=100&after=${data.next}`)
      }
      expect(seen.size).toBe(rows[0]!.n)
      expect(seen.size).toBeGreaterThan(extra)
    },
  )

  it('counts an unfiltered listing up to the cap too', async () => {
    const data = await list('page=1&limit=20')
    expect(data).toMatchObject({ total: COUNT_CAP, totalCapped: true })
  })
})

describe('O7 seek pages', () => {
  it('following `next` lists what the numbered pages list, newest first, each order once', async () => {
    const buyer = await fx.newBuyer('seek', 0)
    const [[sku]] = await fx.pickSkus(1, 1)
    const preOrderNo = await fx.buyNow(buyer.cookie, sku!, 1)
    const created = await fx.post<{ orderNo: string }>('/api/front/order/create', buyer.cookie, {
      preOrderNo,
      addressId: buyer.addressId,
      payType: 'cod',
    })
    const orderNo = expectCode(created, 200).orderNo
    const [template] = await api.handle.db.select().from(orders).where(eq(orders.orderNo, orderNo))
    await cloneOrders((statement: string) => api.handle.db.execute(statement), {
      templateId: template!.id,
      userIds: [buyer.id],
      count: 60,
      tag: 'SEEKTEST',
    })

    for (const type of ['', '&type=0', '&type=7']) {
      const byPage: number[] = []
      for (let page = 1; ; page++) {
        const { body } = await api.get<SeekPage<MerchantOrder>>(`/api/front/order/list?page=${page}&limit=9${type}`, {
          as: buyer.cookie,
        })
        byPage.push(...body.data.list.map((o) => o.id))
        if (body.data.list.length < 9) break
      }
      const bySeek: number[] = []
      let next: string | null = ''
      while (next !== null) {
        const { body }: { body: { data: SeekPage<MerchantOrder> } } = await api.get(
          `/api/front/order/list?limit=9${type}${next ? `&after=${next}` : ''}`,
          { as: buyer.cookie },
        )
        bySeek.push(...body.data.list.map((o) => o.id))
        next = body.data.next
      }
      expect(byPage.length).toBeGreaterThan(9)
      expect(bySeek).toEqual(byPage)
      expect(new Set(bySeek).size).toBe(bySeek.length)
    }
  })
})
