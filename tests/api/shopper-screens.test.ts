/**
 * The screens a new shopper uses: search suggestions (S2, designed), stores filtered by the search
 * screen's category (M2 `cid`/`pid`), activity banners in AC1, banners without baked-in text where the page draws
 * the headline, home slides per locale, and the seeded notices in the reader's locale.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { media } from '~/server/db/schema'
import { expectCode, ok, useApiHarness } from './support/harness'

const api = useApiHarness()

interface Suggestions {
  keywords: string[]
  categories: { id: number; name: string }[]
  stores: { id: number; name: string; avatar: string }[]
}
interface Page<T> {
  list: T[]
  total: number
  count: number
}

const cookie = (locale: string) => ({ headers: { cookie: `locale=${locale}` } })
const CYRILLIC = /[\u0400-\u04ff]/
const CJK = /[\u4e00-\u9fff]/

async function svgAt(url: string): Promise<string> {
  const key = decodeURIComponent(new URL(url, 'http://shop.test').pathname.replace(/^\/media\//, ''))
  const [row] = await api.handle.db.select({ bytes: media.bytes }).from(media).where(eq(media.key, key))
  expect(row, `media ${key}`).toBeDefined()
  return Buffer.from(row.bytes, 'base64').toString('utf8')
}

describe('search suggestions', () => {
  it('suggests product names that lead to results, categories and stores, in the request locale', async () => {
    const en = ok(await api.get<Suggestions>('/api/front/search/suggest?keyword=earbuds'))
    expect(en.keywords.length).toBeGreaterThan(0)
    expect(en.keywords.length).toBeLessThanOrEqual(6)
    expect(new Set(en.keywords).size).toBe(en.keywords.length)
    // Base category names carry the Chinese name in parentheses, as CRMEB shops do.
    expect(en.categories.map((c) => c.name)).toContain('Earbuds (无线耳机)')
    // Every suggested name finds goods (the same match as K4).
    const found = ok(
      await api.get<Page<unknown>>(`/api/front/product/list?keyword=${encodeURIComponent('earbuds')}&page=1&limit=1`),
    )
    expect(found.total).toBeGreaterThan(0)

    const ru = ok(await api.get<Suggestions>('/api/front/search/suggest?keyword=earbuds', cookie('ru')))
    expect(ru.keywords.every((k) => CYRILLIC.test(k))).toBe(true)
    expect(ru.categories.length).toBeGreaterThan(0)
    expect(ru.categories.every((c) => CYRILLIC.test(c.name))).toBe(true)
    const zh = ok(
      await api.get<Suggestions>(`/api/front/search/suggest?keyword=${encodeURIComponent('耳机')}`, cookie('zh-CN')),
    )
    expect(zh.keywords.length).toBeGreaterThan(0)
    expect(zh.keywords.every((k) => CJK.test(k))).toBe(true)
  })

  it('suggests stores by name, answers empty lists for no keyword, and refuses an overlong one with a 400', async () => {
    const street = ok(await api.get<Page<{ id: number; name: string }>>('/api/front/merchant/street?page=1&limit=1'))
    const store = street.list[0]
    const word = store.name.split(/\s+/)[0]
    const found = ok(await api.get<Suggestions>(`/api/front/search/suggest?keyword=${encodeURIComponent(word)}`))
    expect(found.stores.map((s) => s.id)).toContain(store.id)
    expect(found.stores[0].avatar).toMatch(/^https?:\/\//)
    expect(ok(await api.get<Suggestions>('/api/front/search/suggest'))).toEqual({
      keywords: [],
      categories: [],
      stores: [],
    })
    expect(ok(await api.get<Suggestions>('/api/front/search/suggest?keyword=%25%5F'))).toEqual({
      keywords: [],
      categories: [],
      stores: [],
    })
    expectCode(await api.get(`/api/front/search/suggest?keyword=${'a'.repeat(500)}`), 400)
  })
})

describe('stores of the chosen category (M2 cid/pid)', () => {
  it('lists only stores selling goods of the category, at any level', async () => {
    const all = ok(await api.get<Page<{ id: number }>>('/api/front/merchant/search/list?page=1&limit=100'))
    const leaf = ok(await api.get<Page<{ id: number }>>('/api/front/merchant/search/list?page=1&limit=100&cid=1008'))
    expect(leaf.total).toBeGreaterThan(0)
    expect(leaf.total).toBeLessThan(all.total)
    expect(leaf.count).toBe(leaf.total)
    const sellers = ok(await api.get<Page<{ merId: number }>>('/api/front/product/list?cid=1008&page=1&limit=100'))
    const expected = [...new Set(sellers.list.map((p) => p.merId))].sort((a, b) => a - b)
    expect(leaf.list.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected)
    // A first-level category holds its leaves' stores.
    const tree = ok(
      await api.get<{ id: number; childList: { id: number; childList: { id: number }[] }[] }[]>(
        '/api/front/product/category',
      ),
    )
    const root = tree.find((r) => r.childList.some((g) => g.childList.some((l) => l.id === 1008)))!
    const rootStores = ok(
      await api.get<Page<{ id: number }>>(`/api/front/merchant/search/list?page=1&limit=100&pid=${root.id}`),
    )
    expect(rootStores.list.map((m) => m.id)).toEqual(expect.arrayContaining(expected))
    expect(ok(await api.get<Page<unknown>>('/api/front/merchant/search/list?page=1&limit=10&cid=999999')).total).toBe(0)
    expectCode(await api.get('/api/front/merchant/search/list?cid=abc'), 400)
  })
})

describe('banners', () => {
  it('gives AC1 each activity its banners, drawn without text (the page draws the localized name)', async () => {
    const activities = ok(
      await api.get<{ id: number; name: string; banner: string }[]>('/api/front/activity/index/list', cookie('ru')),
    )
    expect(activities.length).toBeGreaterThan(1)
    for (const activity of activities) {
      const urls = JSON.parse(activity.banner) as string[]
      expect(urls.length).toBeGreaterThan(0)
      for (const url of urls) expect(await svgAt(url)).not.toContain('<text')
    }
  })

  it('draws the shop street, store headers and home slides without text, and gives the slides words in the request locale', async () => {
    type Slide = { pic: string; headline?: string; cta?: string }
    const home = ok(await api.get<{ shopStreetHeaderImag: string; banner: Slide[] }>('/api/pc/home/index'))
    expect(await svgAt(home.shopStreetHeaderImag)).not.toContain('<text')
    const store = ok(await api.get<{ pcBackImage: string }>('/api/front/merchant/index/info/1'))
    expect(await svgAt(store.pcBackImage)).not.toContain('<text')

    // The page draws a slide's words over its picture, in the shopper's fonts (decision 51).
    expect(await svgAt(home.banner[0].pic)).not.toContain('<text')
    expect(home.banner[0].headline).toContain('Factory prices')
    const ru = ok(await api.get<{ banner: Slide[] }>('/api/pc/home/index', cookie('ru')))
    expect(ru.banner).toHaveLength(home.banner.length)
    expect(`${ru.banner[0].headline} ${ru.banner[0].cta}`).toMatch(CYRILLIC)
    expect(ru.banner[0].headline).not.toContain('Factory prices')
    const zh = ok(await api.get<{ banner: Slide[] }>('/api/pc/home/index', cookie('zh-CN')))
    expect(zh.banner[1].headline).toMatch(CJK)
  })
})

describe('seeded notices', () => {
  it('shows the broadcasts and the demo shopper’s own notices in the reader’s locale', async () => {
    const shopper = await api.demoShopper()
    const list = async (locale: string) =>
      ok(
        await api.get<Page<{ title: string; content: string }>>('/api/front/notice/list?page=1&limit=50', {
          as: shopper.cookie,
          headers: { 'accept-language': locale },
        }),
      ).list
    const ru = await list('ru')
    expect(ru.length).toBeGreaterThan(10)
    for (const notice of ru) {
      expect(notice.title, notice.title).toMatch(CYRILLIC)
      expect(notice.content, notice.content).toMatch(CYRILLIC)
    }
    const zh = await list('zh-CN')
    for (const notice of zh) expect(notice.title, notice.title).toMatch(CJK)
    const en = await list('en')
    expect(en.map((n) => n.title)).toContain('Security reminder')
  })
})
