import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '~/contract'
import { merchantFollows, merchants, productCollects, products } from '~/server/db/schema'
import { ORIGIN, type Shopper, useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db

interface CollectedProduct {
  id: number
  productId: number
  image: string
  storeName: string
  price: string
  otPrice: string
  sales: number
  ficti: number
}
interface FollowedMerchant {
  merId: number
  merName: string
  merAvatar: string
}

let demo: Shopper
let other: Shopper

beforeAll(async () => {
  demo = await api.demoShopper()
  other = await api.createShopper('favourites-b@shop.example')
})

const post = (path: string, cookie?: string, json?: unknown) => api.post(path, json, { as: cookie })
const productList = (cookie: string, qs = 'page=1&limit=50') =>
  api.get<Page<CollectedProduct>>(`/api/front/collect/product/list?${qs}`, { as: cookie })
const merchantList = (cookie: string, qs = 'page=1&limit=50') =>
  api.get<Page<FollowedMerchant>>(`/api/front/collect/merchant/list?${qs}`, { as: cookie })

async function someProducts(n: number) {
  return db().select({ id: products.id }).from(products).where(eq(products.isShow, true)).orderBy(products.id).limit(n)
}

describe('favourite products (F1, F2, F5)', () => {
  it('lists the seeded favourites of the demo shopper, in the F5 shape', async () => {
    const { body } = await productList(demo.cookie)
    expect(body.code).toBe(200)
    const rows = await db().select().from(productCollects).where(eq(productCollects.userId, demo.id))
    expect(body.data.total).toBe(rows.length)
    expect(body.data.count).toBe(rows.length)
    const item = body.data.list[0]
    for (const key of ['id', 'productId', 'image', 'storeName', 'price', 'otPrice', 'sales', 'ficti'])
      expect(item, key).toHaveProperty(key)
    expect(item.id).toBe(item.productId)
    expect(item.image.startsWith(ORIGIN)).toBe(true)
  })

  it('adds idempotently, lists newest first, and cancels by product id', async () => {
    const [p1, p2] = await someProducts(2)
    const b = other.cookie
    const first = await post('/api/front/collect/add/product', b, { id: p1.id, category: 'store' })
    expect(first.body.code).toBe(200)
    expect((await post('/api/front/collect/add/product', b, { id: String(p1.id), category: 'store' })).body.code).toBe(
      200,
    )
    await new Promise((r) => setTimeout(r, 5))
    expect((await post('/api/front/collect/add/product', b, { id: p2.id, category: 'store' })).body.code).toBe(200)
    const listed = await productList(b)
    expect(listed.body.data.total).toBe(2)
    expect(listed.body.data.list.map((p) => p.productId)).toEqual([p2.id, p1.id])
    expect((await post(`/api/front/collect/cancel/${p1.id}`, b)).body.code).toBe(200)
    expect((await post(`/api/front/collect/cancel/${p1.id}`, b)).body.code).toBe(200)
    const after = await productList(b)
    expect(after.body.data.list.map((p) => p.productId)).toEqual([p2.id])
    await post(`/api/front/collect/cancel/${p2.id}`, b)
  })

  it('pages the list', async () => {
    const picks = await someProducts(5)
    for (const p of picks) await post('/api/front/collect/add/product', other.cookie, { id: p.id, category: 'store' })
    const first = await productList(other.cookie, 'page=1&limit=2')
    const third = await productList(other.cookie, 'page=3&limit=2')
    const past = await productList(other.cookie, 'page=4&limit=2')
    expect(first.body.data.total).toBe(5)
    expect(first.body.data.list).toHaveLength(2)
    expect(third.body.data.list).toHaveLength(1)
    expect(past.body.data.list).toEqual([])
    for (const p of picks) await post(`/api/front/collect/cancel/${p.id}`, other.cookie)
  })

  it("keeps each shopper's favourites apart", async () => {
    const demoBefore = await db().select().from(productCollects).where(eq(productCollects.userId, demo.id))
    const target = demoBefore[0].productId
    // B cancelling A's favourite changes nothing for A.
    expect((await post(`/api/front/collect/cancel/${target}`, other.cookie)).body.code).toBe(200)
    const demoAfter = await db().select().from(productCollects).where(eq(productCollects.userId, demo.id))
    expect(demoAfter).toHaveLength(demoBefore.length)
    // B never sees A's favourites.
    const bList = await productList(other.cookie)
    expect(bList.body.data.list.map((p) => p.productId)).not.toContain(target)
    const [p] = await someProducts(1)
    await post('/api/front/collect/add/product', other.cookie, { id: p.id, category: 'store' })
    const demoList = await productList(demo.cookie)
    expect(demoList.body.data.total).toBe(demoBefore.length)
    await post(`/api/front/collect/cancel/${p.id}`, other.cookie)
  })

  it('answers 404 for an unknown or hidden product and 400 for bad input', async () => {
    expect(
      (await post('/api/front/collect/add/product', other.cookie, { id: 99999999, category: 'store' })).body.code,
    ).toBe(404)
    const [p] = await someProducts(1)
    await db().update(products).set({ isShow: false }).where(eq(products.id, p.id))
    try {
      expect(
        (await post('/api/front/collect/add/product', other.cookie, { id: p.id, category: 'store' })).body.code,
      ).toBe(404)
    } finally {
      await db().update(products).set({ isShow: true }).where(eq(products.id, p.id))
    }
    for (const json of [{}, { id: 'abc' }, { id: -3 }, { id: 1.5 }]) {
      const { body } = await post('/api/front/collect/add/product', other.cookie, json)
      expect(body.code, JSON.stringify(json)).toBe(400)
      expect(body.message).toMatch(/^The ID /)
    }
    const badPath = await post('/api/front/collect/cancel/abc', other.cookie)
    expect(badPath.body.code).toBe(400)
    expect(badPath.body.message).toMatch(/^The product /)
    const badLimit = await api.get('/api/front/collect/product/list?limit=1000', { as: other })
    expect(badLimit.body.code).toBe(400)
  })
})

describe('followed shops (F3, F4, F6)', () => {
  it('lists the shops the demo shopper follows in the F6 shape', async () => {
    const { body } = await merchantList(demo.cookie)
    expect(body.code).toBe(200)
    expect(body.data.list.map((m) => m.merId).sort((a, b) => a - b)).toEqual([3, 9])
    const [m3] = await db().select().from(merchants).where(eq(merchants.id, 3))
    const item = body.data.list.find((m) => m.merId === 3)!
    expect(item.merName).toBe(m3.name)
    expect(item.merAvatar.startsWith(ORIGIN)).toBe(true)
  })

  it('follows idempotently, shows on the shop header, and unfollows', async () => {
    const b = other.cookie
    expect((await post('/api/front/collect/add/merchant/4', b)).body.code).toBe(200)
    expect((await post('/api/front/collect/add/merchant/4', b)).body.code).toBe(200)
    const rows = await db()
      .select()
      .from(merchantFollows)
      .where(and(eq(merchantFollows.userId, other.id), eq(merchantFollows.merId, 4)))
    expect(rows).toHaveLength(1)
    const info = await api.get<{ isCollect: boolean }>('/api/front/merchant/index/info/4', { as: b })
    expect(info.body.data.isCollect).toBe(true)
    const list = await merchantList(b)
    expect(list.body.data.list.map((m) => m.merId)).toEqual([4])
    expect((await post('/api/front/collect/cancel/merchant/4', b)).body.code).toBe(200)
    expect((await post('/api/front/collect/cancel/merchant/4', b)).body.code).toBe(200)
    const after = await api.get<{ isCollect: boolean }>('/api/front/merchant/index/info/4', { as: b })
    expect(after.body.data.isCollect).toBe(false)
    expect((await merchantList(b)).body.data.total).toBe(0)
  })

  it("keeps each shopper's follows apart", async () => {
    expect((await post('/api/front/collect/cancel/merchant/3', other.cookie)).body.code).toBe(200)
    const demoList = await merchantList(demo.cookie)
    expect(demoList.body.data.list.map((m) => m.merId)).toContain(3)
    expect((await merchantList(other.cookie)).body.data.list.map((m) => m.merId)).not.toContain(3)
  })

  it('answers 404 for an unknown or hidden shop and 400 for a bad id', async () => {
    expect((await post('/api/front/collect/add/merchant/999999', other.cookie)).body.code).toBe(404)
    await db().update(merchants).set({ isShow: false }).where(eq(merchants.id, 7))
    try {
      expect((await post('/api/front/collect/add/merchant/7', other.cookie)).body.code).toBe(404)
    } finally {
      await db().update(merchants).set({ isShow: true }).where(eq(merchants.id, 7))
    }
    const bad = await post('/api/front/collect/add/merchant/x', other.cookie)
    expect(bad.body.code).toBe(400)
    expect(bad.body.message).toMatch(/^The store /)
  })
})

describe('guests', () => {
  it('get 401 from every favourite endpoint and change nothing', async () => {
    const before = await db().select().from(productCollects)
    const [p] = await someProducts(1)
    const calls: [string, string][] = [
      ['POST', '/api/front/collect/add/product'],
      ['POST', `/api/front/collect/cancel/${before[0].productId}`],
      ['POST', '/api/front/collect/add/merchant/3'],
      ['POST', '/api/front/collect/cancel/merchant/3'],
      ['GET', '/api/front/collect/product/list'],
      ['GET', '/api/front/collect/merchant/list'],
    ]
    for (const [method, path] of calls) {
      const { body } = await api.call(path, method === 'POST' ? { method, json: { id: p.id, category: 'store' } } : {})
      expect(body.code, path).toBe(401)
    }
    // A cookie without the client header (a foreign page's POST) is refused by the origin rule.
    const forged = await api.call('/api/front/collect/cancel/merchant/3', {
      method: 'POST',
      headers: { cookie: demo.cookie },
      clientHeader: false,
    })
    expect(forged.body.code).toBe(403)
    const after = await db().select().from(productCollects)
    expect(after).toHaveLength(before.length)
    expect((await merchantList(demo.cookie)).body.data.list.map((m) => m.merId)).toContain(3)
  })
})
