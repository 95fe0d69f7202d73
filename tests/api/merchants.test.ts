import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MerchantSearchCard, Page, ProductCard } from '~/contract'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { categories, merchantCategories, merchantFollows, merchants, products } from '~/server/db/schema'
import { fieldLabel } from '~/server/http/field-labels'
import { ORIGIN, sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()

/** The embedded API always sends the category and the follower count. */
type MerchantCard = Required<MerchantSearchCard>

let cookie: string
beforeAll(async () => {
  const { response, body } = await api.post('/api/front/login/email', {
    email: DEMO_SHOPPER.email,
    password: DEMO_SHOPPER.password,
  })
  expect(body.code).toBe(200)
  cookie = sessionCookie(response)
})

const db = () => api.handle.db

async function merchantWithMostProducts() {
  const [row] = await db()
    .select({ merId: products.merId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.isShow, true))
    .groupBy(products.merId)
    .orderBy(sql`count(*) desc`, products.merId)
    .limit(1)
  return row
}

describe('M2 merchant search', () => {
  it('answers a page of merchant cards with total and count, 10 by default', async () => {
    const { body } = await api.call<Page<MerchantCard>>('/api/front/merchant/search/list')
    expect(body.code).toBe(200)
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(merchants)
      .where(eq(merchants.isShow, true))
    expect(body.data.total).toBe(n)
    expect(body.data.count).toBe(n)
    expect(body.data.limit).toBe(10)
    expect(body.data.list.length).toBe(Math.min(10, n))
    const card = body.data.list[0]
    expect(typeof card.starLevel).toBe('number')
    expect(card.avatar.startsWith(ORIGIN)).toBe(true)
    expect(card.backImage.startsWith(ORIGIN)).toBe(true)
    expect(typeof card.isSelf).toBe('boolean')
    expect(typeof card.followerCount).toBe('number')
    expect(card.proList.length).toBeLessThanOrEqual(3)
    expect(body.data.list.some((m) => m.proList.length === 3)).toBe(true)
    const all = await api.call<Page<MerchantCard>>('/api/front/merchant/search/list?limit=100')
    const follows = await db().select({ merId: merchantFollows.merId }).from(merchantFollows)
    for (const m of all.body.data.list)
      expect(m.followerCount, m.name).toBe(follows.filter((f) => f.merId === m.id).length)
    expect(all.body.data.list.find((m) => m.id === 3)!.followerCount).toBeGreaterThanOrEqual(1)
  })

  it('matches the name or the keywords, case-insensitively, with either parameter spelling', async () => {
    const [target] = await db()
      .select()
      .from(merchants)
      .where(eq(merchants.isShow, true))
      .orderBy(merchants.id)
      .limit(1)
    const part = target.name.slice(0, Math.min(5, target.name.length)).toUpperCase()
    const { body } = await api.call<Page<MerchantCard>>(
      `/api/front/merchant/search/list?keywords=${encodeURIComponent(part)}&page=1&limit=20`,
    )
    expect(body.code).toBe(200)
    expect(body.data.list.map((m) => m.id)).toContain(target.id)
    const keyword = target.keywords
      .split(/[,\s]+/)
      .find((w) => w.length >= 3 && !target.name.toLowerCase().includes(w.toLowerCase()))
    if (keyword) {
      const byKeyword = await api.call<Page<MerchantCard>>(
        `/api/front/merchant/search/list?keyword=${encodeURIComponent(keyword)}&limit=99`,
      )
      expect(byKeyword.body.data.list.map((m) => m.id)).toContain(target.id)
    }
    // The keywords in another language match too: «инструмент» and 工具 find the hand-tool factory.
    for (const word of ['инструмент', '手动工具']) {
      const found = await api.call<Page<MerchantCard>>(
        `/api/front/merchant/search/list?keyword=${encodeURIComponent(word)}&limit=99`,
      )
      expect(
        found.body.data.list.map((m) => m.id),
        word,
      ).toContain(7)
    }
    const none = await api.call<Page<MerchantCard>>('/api/front/merchant/search/list?keyword=zzqqxx-no-such-shop')
    expect(none.body.data.total).toBe(0)
    expect(none.body.data.count).toBe(0)
    expect(none.body.data.list).toEqual([])
  })

  it('treats % and _ literally', async () => {
    for (const wildcard of ['%', '_', '\\']) {
      const { body } = await api.call<Page<MerchantCard>>(
        `/api/front/merchant/search/list?keyword=${encodeURIComponent(wildcard)}`,
      )
      expect(body.code).toBe(200)
      expect(body.data.total).toBe(0)
    }
  })

  it('filters by type and category; empty values mean all', async () => {
    const [target] = await db().select().from(merchants).orderBy(merchants.id).limit(1)
    const byType = await api.call<Page<MerchantCard>>(
      `/api/front/merchant/search/list?pages=1&typeId=${target.typeId}&categoryId=&keywords=`,
    )
    expect(byType.body.code).toBe(200)
    expect(byType.body.data.list.length).toBeGreaterThan(0)
    expect(byType.body.data.list.every((m) => m.typeId === target.typeId)).toBe(true)
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(merchants)
      .where(and(eq(merchants.isShow, true), eq(merchants.typeId, target.typeId)))
    expect(byType.body.data.total).toBe(n)
    const both = await api.call<Page<MerchantCard>>(
      `/api/front/merchant/search/list?page=1&limit=99&keyword=&typeId=${target.typeId}&categoryId=${target.categoryId}`,
    )
    expect(both.body.data.list.map((m) => m.id)).toContain(target.id)
    expect(both.body.data.list.every((m) => m.typeId === target.typeId && m.categoryId === target.categoryId)).toBe(
      true,
    )
  })

  it('pages: `pages` is an alias of `page`, a page past the end is empty', async () => {
    const first = await api.call<Page<MerchantCard>>('/api/front/merchant/search/list?page=1&limit=3')
    const second = await api.call<Page<MerchantCard>>('/api/front/merchant/search/list?pages=2&limit=3')
    expect(second.body.data.page).toBe(2)
    expect(second.body.data.list.length).toBeGreaterThan(0)
    const firstIds = new Set(first.body.data.list.map((m) => m.id))
    expect(second.body.data.list.some((m) => firstIds.has(m.id))).toBe(false)
    const past = await api.call<Page<MerchantCard>>('/api/front/merchant/search/list?page=999&limit=10')
    expect(past.body.data.list).toEqual([])
    expect(past.body.data.total).toBe(first.body.data.total)
  })

  it('rejects bad input with a 400 naming the field', async () => {
    for (const [qs, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=abc', 'page'],
      ['typeId=x', 'typeId'],
      ['categoryId=-1', 'categoryId'],
    ]) {
      const { body } = await api.call(`/api/front/merchant/search/list?${qs}`)
      expect(body.code, qs).toBe(400)
      expect(body.message, qs).toContain(`The ${fieldLabel(field)} `)
    }
  })

  it('leaves hidden merchants out', async () => {
    const [target] = await db().select().from(merchants).orderBy(merchants.id).limit(1)
    await db().update(merchants).set({ isShow: false }).where(eq(merchants.id, target.id))
    try {
      const { body } = await api.call<Page<MerchantCard>>(
        `/api/front/merchant/search/list?keyword=${encodeURIComponent(target.name)}`,
      )
      expect(body.data.list.map((m) => m.id)).not.toContain(target.id)
    } finally {
      await db().update(merchants).set({ isShow: true }).where(eq(merchants.id, target.id))
    }
  })
})

describe('M3 M4 M5 shop pages', () => {
  it('M3 answers the shop header with pcBanner as a JSON string and isCollect false for visitors', async () => {
    const { body } = await api.call<Record<string, unknown>>('/api/front/merchant/index/info/3')
    expect(body.code).toBe(200)
    const d = body.data
    expect(d.id).toBe(3)
    expect(typeof d.pcBanner).toBe('string')
    const banner = JSON.parse(d.pcBanner as string) as { sattDir: string }[]
    expect(Array.isArray(banner)).toBe(true)
    for (const b of banner) expect(b.sattDir.startsWith(ORIGIN)).toBe(true)
    expect(d.isCollect).toBe(false)
    expect(typeof d.starLevel).toBe('number')
    expect(typeof d.typeName).toBe('string')
    // Its classification, by name (docs/spec.md §3.28 (#spec-3-28) merchant "classification").
    const [{ category }] = await db()
      .select({ category: merchantCategories.name })
      .from(merchants)
      .innerJoin(merchantCategories, eq(merchantCategories.id, merchants.categoryId))
      .where(eq(merchants.id, 3))
    expect(d.categoryName).toBe(category)
    expect((d.avatar as string).startsWith(ORIGIN)).toBe(true)
    expect((d.pcBackImage as string).startsWith(ORIGIN)).toBe(true)
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.merId, 3), eq(products.isShow, true)))
    expect(d.productCount).toBe(n)
    for (const key of [
      'name',
      'backImage',
      'isSelf',
      'typeId',
      'categoryId',
      'followerCount',
      'openingHours',
      'intro',
    ]) {
      expect(d, key).toHaveProperty(key)
    }
  })

  it('M3 says isCollect for a shop the shopper follows, and a stale token is not a 401', async () => {
    const followed = await api.get<{ isCollect: boolean; followerCount: number }>('/api/front/merchant/index/info/3', {
      as: cookie,
    })
    expect(followed.body.data.isCollect).toBe(true)
    expect(followed.body.data.followerCount).toBeGreaterThanOrEqual(1)
    const other = await api.get<{ isCollect: boolean }>('/api/front/merchant/index/info/4', { as: cookie })
    expect(other.body.data.isCollect).toBe(false)
    const stale = await api.get<{ isCollect: boolean }>('/api/front/merchant/index/info/3', { token: 'stale-token' })
    expect(stale.body.code).toBe(200)
    expect(stale.body.data.isCollect).toBe(false)
  })

  it('M3 answers "[]" for a shop without banners', async () => {
    const [before] = await db().select({ pcBanner: merchants.pcBanner }).from(merchants).where(eq(merchants.id, 5))
    await db().update(merchants).set({ pcBanner: [] }).where(eq(merchants.id, 5))
    try {
      const { body } = await api.call<{ pcBanner: string }>('/api/front/merchant/index/info/5')
      expect(body.data.pcBanner).toBe('[]')
    } finally {
      await db().update(merchants).set({ pcBanner: before.pcBanner }).where(eq(merchants.id, 5))
    }
  })

  it('M4 answers the qualification page', async () => {
    const { body } = await api.call<Record<string, unknown>>('/api/front/merchant/detail/3')
    expect(body.code).toBe(200)
    const [m] = await db().select().from(merchants).where(eq(merchants.id, 3))
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantFollows)
      .where(eq(merchantFollows.merId, 3))
    expect(body.data.collectNum).toBe(n)
    expect(body.data.realName).toBe(m.realName)
    expect(body.data.address).toBe(m.address)
    expect(body.data.phone).toBe(m.phone)
    expect(body.data.email).toBe(m.email)
    expect(body.data.country).toBe(m.country)
    expect(body.data.keywords).toBe(m.keywords)
    expect(body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(typeof body.data.qualificationPicture).toBe('string')
    const pictures = JSON.parse(body.data.qualificationPicture as string) as string[]
    expect(pictures.length).toBe(m.qualificationPicture.length)
    for (const p of pictures) expect(p.startsWith(ORIGIN) || /^https?:/.test(p)).toBe(true)
    for (const key of ['intro', 'openingHours']) expect(body.data).toHaveProperty(key)
  })

  it('M5 answers the contact settings', async () => {
    const { body } = await api.call<Record<string, string>>('/api/front/merchant/customer/service/info/3')
    expect(body.code).toBe(200)
    expect(Object.keys(body.data).sort()).toEqual([
      'serviceEmail',
      'serviceLink',
      'serviceMessage',
      'servicePhone',
      'serviceType',
    ])
    const [m] = await db().select().from(merchants).where(eq(merchants.id, 3))
    expect(body.data.serviceType).toBe(m.serviceType)
  })

  it('answers 404 (never 401) for an unknown or hidden shop, 400 for a bad id', async () => {
    for (const path of [
      '/api/front/merchant/index/info/',
      '/api/front/merchant/detail/',
      '/api/front/merchant/customer/service/info/',
    ]) {
      const unknown = await api.get(`${path}999999`, { as: 'token=stale' })
      expect(unknown.body.code, path).toBe(404)
      const bad = await api.call(`${path}abc`)
      expect(bad.body.code, path).toBe(400)
      expect(bad.body.message).toMatch(/^The ID /)
    }
    await db().update(merchants).set({ isShow: false }).where(eq(merchants.id, 6))
    try {
      const hidden = await api.call('/api/front/merchant/index/info/6')
      expect(hidden.body.code).toBe(404)
      const hiddenProducts = await api.call('/api/front/product/merchant/pro/list?merId=6')
      expect(hiddenProducts.body.code).toBe(404)
    } finally {
      await db().update(merchants).set({ isShow: true }).where(eq(merchants.id, 6))
    }
  })
})

describe('K8 K9 the shop catalogue', () => {
  it("K8 lists only the shop's products on sale, paged", async () => {
    const { merId, n } = await merchantWithMostProducts()
    const { body } = await api.call<Page<ProductCard>>(
      `/api/front/product/merchant/pro/list?merId=${merId}&page=1&limit=8&cid=&keyword=&minPrice=&maxPrice=&priceOrder=&salesOrder=`,
    )
    expect(body.code).toBe(200)
    expect(body.data.total).toBe(n)
    expect(body.data.list.length).toBe(Math.min(8, n))
    const card = body.data.list[0]
    for (const key of ['id', 'merId', 'image', 'storeName', 'price', 'otPrice', 'sales', 'ficti', 'stock', 'minBuy']) {
      expect(card, key).toHaveProperty(key)
    }
    expect(card.image.startsWith(ORIGIN)).toBe(true)
    expect(body.data.list.every((p) => p.merId === merId)).toBe(true)
    const past = await api.call<Page<ProductCard>>(
      `/api/front/product/merchant/pro/list?merId=${merId}&page=500&limit=8`,
    )
    expect(past.body.data.list).toEqual([])
    expect(past.body.data.total).toBe(n)
  })

  it('K8 sorts by price and by sales, and filters by price range and keyword', async () => {
    const { merId } = await merchantWithMostProducts()
    const base = `/api/front/product/merchant/pro/list?merId=${merId}&limit=100`
    const asc = await api.call<Page<ProductCard>>(`${base}&priceOrder=asc`)
    const prices = asc.body.data.list.map((p) => Number(p.price))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = await api.call<Page<ProductCard>>(`${base}&priceOrder=desc`)
    expect(desc.body.data.list[0].price).toBe(asc.body.data.list.at(-1)!.price)
    const sales = await api.call<Page<ProductCard>>(`${base}&salesOrder=desc`)
    const volumes = sales.body.data.list.map((p) => p.sales + p.ficti)
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a))
    const mid = prices[Math.floor(prices.length / 2)]
    const range = await api.call<Page<ProductCard>>(`${base}&minPrice=${mid}&maxPrice=${mid}`)
    expect(range.body.data.list.length).toBeGreaterThan(0)
    expect(range.body.data.list.every((p) => Number(p.price) === mid)).toBe(true)
    const name = asc.body.data.list[0].storeName
    const word = name.split(/\s+/).find((w) => w.length >= 4) ?? name
    const byKeyword = await api.call<Page<ProductCard>>(`${base}&keyword=${encodeURIComponent(word.toLowerCase())}`)
    expect(byKeyword.body.data.list.map((p) => p.id)).toContain(asc.body.data.list[0].id)
  })

  it('K9 derives the shop categories, and K8 accepts their ids as cid', async () => {
    const { merId } = await merchantWithMostProducts()
    const tree = await api.call<{ id: number; name: string; childList: { id: number; name: string }[] }[]>(
      `/api/front/product/merchant/${merId}/category/list`,
    )
    expect(tree.body.code).toBe(200)
    expect(Array.isArray(tree.body.data)).toBe(true)
    expect(tree.body.data.length).toBeGreaterThan(0)
    const used = await db()
      .selectDistinct({ categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.merId, merId), eq(products.isShow, true)))
    const leafIds = tree.body.data.flatMap((n) => n.childList.map((c) => c.id)).sort((a, b) => a - b)
    expect(leafIds).toEqual(used.map((u) => u.categoryId).sort((a, b) => a - b))
    for (const node of tree.body.data) {
      const [row] = await db().select().from(categories).where(eq(categories.id, node.id))
      expect(row.level).toBe(2)
    }
    const group = tree.body.data[0]
    const groupIds = new Set(group.childList.map((c) => c.id))
    const byGroup = await api.call<Page<ProductCard>>(
      `/api/front/product/merchant/pro/list?merId=${merId}&cid=${group.id}&limit=100`,
    )
    expect(byGroup.body.data.list.length).toBeGreaterThan(0)
    const rows = await db()
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.merId, merId))
    const categoryOf = new Map(rows.map((r) => [r.id, r.categoryId]))
    expect(byGroup.body.data.list.every((p) => groupIds.has(categoryOf.get(p.id)!))).toBe(true)
    const leaf = group.childList[0]
    const byLeaf = await api.call<Page<ProductCard>>(
      `/api/front/product/merchant/pro/list?merId=${merId}&cid=${leaf.id}&limit=100`,
    )
    expect(byLeaf.body.data.list.length).toBeGreaterThan(0)
    expect(byLeaf.body.data.list.every((p) => categoryOf.get(p.id) === leaf.id)).toBe(true)
    expect(byLeaf.body.data.total).toBeLessThanOrEqual(byGroup.body.data.total)
  })

  it('K8 and K9 reject bad input and unknown shops', async () => {
    for (const [qs, field] of [
      ['', 'merId'],
      ['merId=abc', 'merId'],
      ['merId=1&priceOrder=up', 'priceOrder'],
      ['merId=1&minPrice=cheap', 'minPrice'],
      ['merId=1&cid=x', 'cid'],
      ['merId=1&limit=500', 'limit'],
    ]) {
      const { body } = await api.call(`/api/front/product/merchant/pro/list?${qs}`)
      expect(body.code, qs).toBe(400)
      expect(body.message, qs).toContain(`The ${fieldLabel(field)} `)
    }
    expect((await api.call('/api/front/product/merchant/pro/list?merId=999999')).body.code).toBe(404)
    expect((await api.call('/api/front/product/merchant/999999/category/list')).body.code).toBe(404)
    expect((await api.call('/api/front/product/merchant/abc/category/list')).body.code).toBe(400)
  })
})
