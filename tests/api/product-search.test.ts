// @database-sensitive: dialect: the search SQL (LIKE escaping, ordering, paging)
/**
 * K4 product search and listing. Expectations are computed independently from the seeded rows in JavaScript and
 * compared with what the SQL search answers.
 */
import Decimal from 'decimal.js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, ProductCard } from '~/contract'
import { categories, merchants, products } from '~/server/db/schema'
import { fieldLabel } from '~/server/http/field-labels'
import { useApiHarness } from './support/harness'

const api = useApiHarness()

type ProductRow = typeof products.$inferSelect
type CategoryRow = typeof categories.$inferSelect
let rows: ProductRow[]
let cats: CategoryRow[]
const byId = new Map<number, ProductRow>()

beforeAll(async () => {
  rows = await api.handle.db.select().from(products)
  cats = await api.handle.db.select().from(categories)
  for (const row of rows) byId.set(row.id, row)
})

async function list(query: string) {
  const { body } = await api.call<Page<ProductCard>>(`/api/front/product/list?${query}`)
  expect(body.message).toBe('success')
  expect(body.code).toBe(200)
  return body.data
}

/** Every card of a query, page by page (limit 100). */
async function all(query: string): Promise<ProductCard[]> {
  const out: ProductCard[] = []
  for (let page = 1; ; page++) {
    const data = await list(`${query}&page=${page}&limit=100`)
    out.push(...data.list)
    if (data.list.length < 100) return out
  }
}

const text = (r: ProductRow) => `${r.storeName} ${r.keyword}`.toLowerCase()
const matches = (r: ProductRow, keyword: string) =>
  r.isShow &&
  keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => text(r).includes(w))
const leavesUnder = (id: number): number[] => {
  const self = cats.find((c) => c.id === id)
  if (!self) return []
  if (self.level === 3) return [id]
  return cats.filter((c) => c.pid === id).flatMap((c) => leavesUnder(c.id))
}

describe('GET /api/front/product/list (K4)', () => {
  it('lists every visible product as ProductCards in shop order when there is no filter', async () => {
    const data = await list('keyword=&cid=&minPrice=&maxPrice=&priceOrder=&salesOrder=&page=1&limit=20')
    const visible = rows.filter((r) => r.isShow)
    expect(data.total).toBe(visible.length)
    expect(data.count).toBe(data.total)
    expect(data.totalPage).toBe(Math.ceil(visible.length / 20))
    expect(Object.keys(data.list[0]).sort()).toEqual(
      ['id', 'merId', 'image', 'storeName', 'price', 'otPrice', 'sales', 'ficti', 'stock', 'minBuy'].sort(),
    )
    expect(data.list[0].image).toMatch(/^http:\/\/shop\.test\//)
    expect(data.list[0].price).toMatch(/^\d+\.\d{2}$/)
    const expected = [...visible]
      .sort((a, b) => Number(b.isBest) - Number(a.isBest) || b.sort - a.sort || a.id - b.id)
      .slice(0, 20)
      .map((r) => r.id)
    expect(data.list.map((c) => c.id)).toEqual(expected)
  })

  it.each([
    ['English', 'earbuds'],
    ['Russian', 'наушники'],
    ['Chinese', '耳机'],
    ['Chinese (one character)', '灯'],
    ['mixed case', 'EarBuds'],
    ['Russian upper case', 'НАУШНИКИ'],
  ])(
    'finds every product whose name or keywords hold a %s keyword, before those found by its stem or as a misspelling',
    async (_, keyword) => {
      const found = await all(`keyword=${encodeURIComponent(keyword)}`)
      const expected = rows.filter((r) => matches(r, keyword)).map((r) => r.id)
      expect(expected.length).toBeGreaterThan(0)
      const ids = found.map((c) => c.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.slice(0, expected.length).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
    },
  )

  it('requires every word of a multi-word keyword', async () => {
    const words = rows
      .map((r) =>
        r.storeName
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => /^[a-z]{4,}$/.test(w)),
      )
      .find((w) => w.length >= 2)!
    const [a, b] = [words[0], words.at(-1)!]
    const both = await all(`keyword=${encodeURIComponent(`  ${a}   ${b.toUpperCase()} `)}`)
    const expected = rows.filter((r) => matches(r, `${a} ${b}`))
    expect(expected.length).toBeGreaterThan(0)
    expect(
      both
        .slice(0, expected.length)
        .map((c) => c.id)
        .sort(),
    ).toEqual(expected.map((r) => r.id).sort())
    const onlyA = await list(`keyword=${a}&limit=1`)
    const onlyB = await list(`keyword=${b}&limit=1`)
    expect(both.length).toBeLessThanOrEqual(Math.min(onlyA.total, onlyB.total))
    expect(both.length).toBeLessThan(Math.max(onlyA.total, onlyB.total))
  })

  it.each(['headphones', 'power bank', 'bluetooth earbuds'])(
    'ranks by relevance for "%s": name holds the phrase, then every word, then keyword-only matches; words found as typed first; then best sellers',
    async (keyword) => {
      const cards = await all(`keyword=${encodeURIComponent(keyword)}`)
      const words = keyword.split(' ')
      const rank = (c: ProductCard) => {
        const name = byId.get(c.id)!.storeName.toLowerCase()
        const tier = name.includes(keyword) ? 2 : words.every((w) => name.includes(w)) ? 1 : 0
        // Words found as typed; the others were found by their stem or as a misspelling (ranked below).
        return tier * 10 + words.filter((w) => text(byId.get(c.id)!).includes(w)).length
      }
      const ranks = cards.map(rank)
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
      for (let i = 1; i < cards.length; i++) {
        if (ranks[i] === ranks[i - 1] && matches(byId.get(cards[i].id)!, keyword)) {
          expect(cards[i - 1].sales + cards[i - 1].ficti).toBeGreaterThanOrEqual(cards[i].sales + cards[i].ficti)
        }
      }
    },
  )

  it('puts name matches before keyword-only matches', async () => {
    // A word found in some names and, for other products, only in their keywords.
    const words = [
      ...new Set(rows.flatMap((r) => r.keyword.toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{5,}$/.test(w))),
    ]
    const word = words.find((w) => {
      const hits = rows.filter((r) => matches(r, w))
      return (
        hits.some((r) => r.storeName.toLowerCase().includes(w)) &&
        hits.some((r) => !r.storeName.toLowerCase().includes(w))
      )
    })!
    expect(word).toBeTruthy()
    const cards = await all(`keyword=${word}`)
    const inName = cards.map((c) => byId.get(c.id)!.storeName.toLowerCase().includes(word))
    expect(inName[0]).toBe(true)
    expect(inName.at(-1)).toBe(false)
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)))
  })

  it('treats LIKE wildcards in the keyword as literal characters', async () => {
    for (const keyword of ['%', '_', '\\', 'ear%buds', 'ear_uds']) {
      const data = await list(`keyword=${encodeURIComponent(keyword)}&limit=5`)
      expect(data.total, keyword).toBe(rows.filter((r) => matches(r, keyword)).length)
    }
    expect((await list('keyword=ear_uds')).total).toBe(0)
    expect((await list(`keyword=${encodeURIComponent('%%%')}`)).total).toBe(0)
  })

  it('gives an empty page for a keyword nothing matches', async () => {
    const data = await list('keyword=zzqxjvwk')
    expect(data.total).toBe(0)
    expect(data.list).toEqual([])
    expect(data.totalPage).toBe(1)
  })

  it('filters by a third-level category (cid)', async () => {
    const leaf = cats.find((c) => c.level === 3 && rows.filter((r) => r.categoryId === c.id).length >= 3)!
    const found = await all(`cid=${leaf.id}`)
    expect(found.length).toBe(rows.filter((r) => r.isShow && r.categoryId === leaf.id).length)
    for (const card of found) expect(byId.get(card.id)!.categoryId).toBe(leaf.id)
  })

  it('expands a second-level cid and a first-level pid to all their descendants', async () => {
    const group = cats.find((c) => c.level === 2 && leavesUnder(c.id).length >= 2)!
    const groupLeaves = new Set(leavesUnder(group.id))
    const inGroup = await all(`cid=${group.id}`)
    expect(inGroup.length).toBe(rows.filter((r) => r.isShow && groupLeaves.has(r.categoryId)).length)
    expect(inGroup.length).toBeGreaterThan(0)

    const root = cats.find((c) => c.level === 1)!
    const rootLeaves = new Set(leavesUnder(root.id))
    const byPid = await all(`pid=${root.id}`)
    expect(byPid.length).toBe(rows.filter((r) => r.isShow && rootLeaves.has(r.categoryId)).length)
    for (const card of byPid) expect(rootLeaves.has(byId.get(card.id)!.categoryId)).toBe(true)
    const byRootCid = await all(`cid=${root.id}`)
    expect(byRootCid.length).toBe(byPid.length)
  })

  it.each([
    [
      'shop order',
      '',
      (a: ProductRow, b: ProductRow) => Number(b.isBest) - Number(a.isBest) || b.sort - a.sort || a.id - b.id,
    ],
    ['price up', 'priceOrder=asc', (a: ProductRow, b: ProductRow) => new Decimal(a.price).cmp(b.price) || a.id - b.id],
    [
      'price down',
      'priceOrder=desc',
      (a: ProductRow, b: ProductRow) => new Decimal(b.price).cmp(a.price) || b.id - a.id,
    ],
    [
      'sales',
      'salesOrder=desc',
      (a: ProductRow, b: ProductRow) => b.sales + b.ficti - (a.sales + a.ficti) || b.id - a.id,
    ],
    [
      'newest',
      'newOrder=desc',
      (a: ProductRow, b: ProductRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    ],
  ])('lists a category of several leaves in %s page after page as the whole order does', async (_name, sort, order) => {
    const root = cats
      .filter((c) => c.level === 1)
      .map((c) => ({ id: c.id, leaves: new Set(leavesUnder(c.id)) }))
      .sort((a, b) => b.leaves.size - a.leaves.size)[0]!
    const expected = rows
      .filter((r) => r.isShow && root.leaves.has(r.categoryId))
      .sort(order)
      .map((r) => r.id)
    const listed: number[] = []
    for (let page = 1; page <= Math.ceil(expected.length / 7); page++)
      listed.push(...(await list(`pid=${root.id}&${sort}&page=${page}&limit=7`)).list.map((card) => card.id))
    expect(expected.length).toBeGreaterThan(14)
    expect(listed).toEqual(expected)
  })

  it('combines category, keyword and merchant filters, and an unknown category gives nothing', async () => {
    const sample = rows.find((r) => r.isShow)!
    const found = await all(`cid=${sample.categoryId}&merId=${sample.merId}`)
    const expected = rows.filter((r) => r.isShow && r.categoryId === sample.categoryId && r.merId === sample.merId)
    expect(found.length).toBe(expected.length)
    const byMerchant = await list(`merId=${sample.merId}&limit=1`)
    expect(byMerchant.total).toBe(rows.filter((r) => r.isShow && r.merId === sample.merId).length)
    expect((await list('cid=999999')).total).toBe(0)
  })

  it("lists a whole store for a word naming it within that store, and only the word's matches within another", async () => {
    const shops = await api.handle.db.select().from(merchants)
    const named = shops.find((m) => m.isShow && /brightway/i.test(m.name))!
    const ids = (cards: ProductCard[]) => cards.map((c) => c.id).sort((a, b) => a - b)
    const expectedIds = (keep: (r: ProductRow) => boolean) =>
      rows
        .filter((r) => r.isShow && keep(r))
        .map((r) => r.id)
        .sort((a, b) => a - b)
    const inShop = await all(`keyword=brightway&merId=${named.id}`)
    expect(inShop.length).toBeGreaterThan(0)
    expect(ids(inShop)).toEqual(expectedIds((r) => r.merId === named.id))
    // Another shop: the store's name is no way in; a word of its own products still is.
    const other = rows.find((r) => r.isShow && r.merId !== named.id)!
    const word = other.storeName
      .toLowerCase()
      .split(/\s+/u)
      .find((w) => /^[a-z]{4,}$/.test(w))!
    expect(await all(`keyword=brightway&merId=${other.merId}`)).toEqual([])
    const both = await all(`keyword=${encodeURIComponent(`brightway ${word}`)}&merId=${other.merId}`)
    expect(both).toEqual([])
    const own = await all(`keyword=${word}&merId=${other.merId}`)
    expect(ids(own)).toEqual(expectedIds((r) => r.merId === other.merId && matches(r, word)))
  })

  it('filters by a price range, bounds included', async () => {
    const found = await all('minPrice=10&maxPrice=20.5')
    const expected = rows.filter((r) => r.isShow && new Decimal(r.price).gte(10) && new Decimal(r.price).lte('20.5'))
    expect(found.length).toBe(expected.length)
    expect(found.length).toBeGreaterThan(0)
    for (const card of found) {
      expect(new Decimal(card.price).gte(10)).toBe(true)
      expect(new Decimal(card.price).lte('20.5')).toBe(true)
    }
    const exact = rows.find((r) => r.isShow)!.price
    const atExact = await all(`minPrice=${exact}&maxPrice=${exact}`)
    expect(atExact.length).toBe(rows.filter((r) => r.isShow && new Decimal(r.price).eq(exact)).length)
    expect((await list('minPrice=100')).total).toBe(rows.filter((r) => new Decimal(r.price).gte(100)).length)
  })

  // A range in another order than price reads the matches' prices in that order, as far as the page (decision 92):
  // the same products, in the same order, as the whole listing filtered by price afterwards.
  it.each(['salesOrder=desc', 'salesOrder=asc', 'newOrder=desc', ''])(
    'filters a search by a price range in its order (%s): the unfiltered listing, then the range',
    async (order) => {
      const range = (c: ProductCard) => new Decimal(c.price).gte(10) && new Decimal(c.price).lte(200)
      const whole = await all(`keyword=a&${order}`)
      const expected = whole.filter(range).map((c) => c.id)
      expect(expected.length).toBeGreaterThan(20)
      expect(expected.length).toBeLessThan(whole.length)
      expect((await all(`keyword=a&minPrice=10&maxPrice=200&${order}`)).map((c) => c.id)).toEqual(expected)
      const first = await list(`keyword=a&minPrice=10&maxPrice=200&${order}&page=1&limit=20`)
      expect(first.total).toBe(expected.length)
    },
  )

  it('sorts by price both ways, also within a search', async () => {
    for (const keyword of ['', 'a']) {
      for (const dir of ['asc', 'desc'] as const) {
        const cards = await all(`keyword=${keyword}&priceOrder=${dir}&salesOrder=`)
        expect(cards.length).toBe(keyword ? rows.filter((r) => matches(r, keyword)).length : rows.length)
        // Prices of one, two and three digits: compared as numbers, not as text.
        expect(new Set(cards.map((c) => c.price.split('.')[0]!.length)).size).toBeGreaterThan(1)
        for (let i = 1; i < cards.length; i++) {
          const cmp = new Decimal(cards[i - 1].price).cmp(cards[i].price)
          expect(dir === 'asc' ? cmp <= 0 : cmp >= 0).toBe(true)
        }
      }
    }
  })

  it('sorts by sales including virtual sales both ways, also within a search', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const cards = await all(`keyword=a&salesOrder=${dir}&priceOrder=`)
      expect(cards.length).toBe(rows.filter((r) => matches(r, 'a')).length)
      const totals = cards.map((c) => c.sales + c.ficti)
      const sorted = [...totals].sort((a, b) => (dir === 'asc' ? a - b : b - a))
      expect(totals).toEqual(sorted)
    }
  })

  it('sorts newest first with newOrder=desc', async () => {
    const cards = await all('newOrder=desc')
    const times = cards.map((c) => byId.get(c.id)!.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(cards[0].id).toBe(
      [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0].id,
    )
  })

  it('pages without overlap: a short last page, an empty page beyond it, limit bounds 1 and 100', async () => {
    const first = await list('keyword=a&page=1&limit=7')
    const total = first.total
    expect(total).toBeGreaterThan(14)
    const second = await list('keyword=a&page=2&limit=7')
    const seen = new Set(first.list.map((c) => c.id))
    expect(second.list.some((c) => seen.has(c.id))).toBe(false)
    const lastPage = Math.ceil(total / 7)
    const last = await list(`keyword=a&page=${lastPage}&limit=7`)
    expect(last.list.length).toBe(total - (lastPage - 1) * 7)
    const beyond = await list(`keyword=a&page=${lastPage + 1}&limit=7`)
    expect(beyond.list).toEqual([])
    expect(beyond.total).toBe(total)
    expect((await list('limit=1')).list).toHaveLength(1)
    expect((await list('limit=100')).list).toHaveLength(100)
    expect((await list('')).limit).toBe(10)
  })

  it.each([
    ['cid=abc', 'cid'],
    ['pid=-1', 'pid'],
    ['merId=1.5', 'merId'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=ten', 'maxPrice'],
    ['minPrice=1.234', 'minPrice'],
    ['priceOrder=up', 'priceOrder'],
    ['salesOrder=DESC', 'salesOrder'],
    ['newOrder=asc', 'newOrder'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    [`keyword=${'x'.repeat(101)}`, 'keyword'],
    ['minPrice=50&maxPrice=10', 'minPrice'],
  ])('rejects %s with code 400 naming the field', async (query, field) => {
    const { body, response } = await api.call(`/api/front/product/list?${query}`)
    expect(response.status).toBe(200)
    expect(body.code).toBe(400)
    expect(body.message).toContain(`The ${fieldLabel(field)} `)
  })
})
