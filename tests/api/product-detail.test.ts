/** K5 product detail, K6 review list and K7 review summary. */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page, ProductCard, ProductDetail, Reply, ReplyConfig } from '~/contract'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { productAttrs, productCollects, productReviews, products, users } from '~/server/db/schema'
import { fieldLabel } from '~/server/http/field-labels'
import { sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()

/** A product with attributes, one without, one with several reviews in every class, and a hidden one. */
let withAttrs: number
let withoutAttrs: number | undefined
let reviewed: number
let hidden: number

beforeAll(async () => {
  const db = api.handle.db
  const attrCounts = await db
    .select({
      id: products.id,
      n: sql<number>`(select count(*)::int from ${productAttrs} a where a.product_id = ${products.id})`,
    })
    .from(products)
    .orderBy(products.id)
  withAttrs = attrCounts.find((r) => r.n >= 2)?.id ?? attrCounts.find((r) => r.n >= 1)!.id
  withoutAttrs = attrCounts.find((r) => r.n === 0)?.id
  const classes = await db
    .select({
      id: productReviews.productId,
      good: sql<number>`(count(*) filter (where ${productReviews.productScore} >= 4))::int`,
      mid: sql<number>`(count(*) filter (where ${productReviews.productScore} = 3))::int`,
      poor: sql<number>`(count(*) filter (where ${productReviews.productScore} <= 2))::int`,
    })
    .from(productReviews)
    .groupBy(productReviews.productId)
    .orderBy(sql`count(*) desc`)
  reviewed = (classes.find((c) => c.good > 0 && c.mid > 0 && c.poor > 0) ?? classes[0]).id
  // A product taken off sale: not shown, not found.
  const [last] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(sql`${products.id} desc`)
    .limit(1)
  hidden = last.id
  await db.update(products).set({ isShow: false }).where(eq(products.id, hidden))
})

const detail = async (id: number | string, headers?: HeadersInit) =>
  (await api.call<ProductDetail>(`/api/front/product/detail/${id}`, { headers })).body

describe('GET /api/front/product/detail/{id} (K5)', () => {
  it('answers productInfo with a JSON-string gallery, a non-null storeInfo and absolute images', async () => {
    const body = await detail(withAttrs)
    expect(body.code).toBe(200)
    const info = body.data.productInfo
    expect(info.id).toBe(withAttrs)
    expect(typeof info.sliderImage).toBe('string')
    const gallery = JSON.parse(info.sliderImage) as string[]
    expect(Array.isArray(gallery)).toBe(true)
    expect(gallery.length).toBeGreaterThan(0)
    for (const url of gallery) expect(url).toMatch(/^http:\/\/shop\.test\//)
    expect(info.image).toMatch(/^http:\/\/shop\.test\//)
    expect(typeof info.storeInfo).toBe('string')
    expect(info.content.length).toBeGreaterThan(0)
    expect(info.price).toMatch(/^\d+\.\d{2}$/)
    expect(info.otPrice).toMatch(/^\d+\.\d{2}$/)
    for (const key of ['stock', 'sales', 'ficti', 'minBuy', 'merId', 'categoryId'] as const)
      expect(typeof info[key]).toBe('number')
    expect(info.unitName).toBeTruthy()
    const [row] = await api.handle.db.select().from(products).where(eq(products.id, withAttrs))
    expect(info.storeName).toBe(row.storeName)
    expect(info.price).toBe(row.price)
  })

  it('keys productValue by attribute values joined with "," in productAttr order', async () => {
    const { data } = await detail(withAttrs)
    const attrs = data.productAttr
    expect(attrs.length).toBeGreaterThan(0)
    expect(attrs.map((a) => a.id)).toEqual([...attrs.map((a) => a.id)].sort((a, b) => a - b))
    const options = attrs.map((a) => a.attrValues.split(','))
    const keys = Object.keys(data.productValue)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.length).toBeLessThanOrEqual(options.reduce((n, o) => n * o.length, 1))
    for (const key of keys) {
      const values = key.split(',')
      expect(values).toHaveLength(attrs.length)
      values.forEach((value, i) => expect(options[i]).toContain(value))
      const sku = data.productValue[key]
      expect(sku.sku).toBe(key)
      expect(typeof sku.id).toBe('number')
      expect(sku.unique).toBe(String(sku.id))
      expect(sku.price).toMatch(/^\d+\.\d{2}$/)
      expect(sku.image).toMatch(/^http:\/\/shop\.test\//)
      expect(sku.stock).toBeGreaterThanOrEqual(0)
    }
    // The cheapest SKU's price is the product's price.
    const cheapest = Math.min(...keys.map((k) => Number(data.productValue[k].price)))
    expect(Number(data.productInfo.price)).toBe(cheapest)
  })

  it('uses the empty key for a product without attributes', async () => {
    if (withoutAttrs === undefined) return expect(withoutAttrs).toBeUndefined()
    const { data } = await detail(withoutAttrs)
    expect(data.productAttr).toEqual([])
    expect(Object.keys(data.productValue)).toEqual([''])
  })

  it('describes the merchant with six other products of theirs, and platform guarantees', async () => {
    const { data } = await detail(withAttrs)
    const m = data.merchantInfo
    expect(m.id).toBe(data.productInfo.merId)
    expect(m.name).toBeTruthy()
    expect(m.avatar).toMatch(/^http:\/\/shop\.test\//)
    expect(typeof m.starLevel).toBe('number')
    expect(typeof m.isSelf).toBe('boolean')
    expect(typeof m.typeId).toBe('number')
    expect(typeof m.followerCount).toBe('number')
    expect(m.proList.length).toBeGreaterThan(0)
    expect(m.proList.length).toBeLessThanOrEqual(6)
    for (const card of m.proList) {
      expect(card.merId).toBe(m.id)
      expect(card.id).not.toBe(withAttrs)
      expect(card.image).toMatch(/^http:\/\/shop\.test\//)
    }
    const guarantees = data.guaranteeList ?? []
    expect(guarantees.length).toBeGreaterThanOrEqual(3)
    for (const g of guarantees) expect(Object.keys(g).sort()).toEqual(['content', 'id', 'name'])
  })

  it('tells a guest nothing is collected, and a shopper their favourite and followed-merchant state', async () => {
    const guest = await detail(withAttrs)
    expect(guest.data.userCollect).toBe(false)
    expect(guest.data.merchantInfo.isCollect).toBe(false)

    const login = await api.post('/api/front/login/email', {
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    })
    const cookie = sessionCookie(login.response)
    const [user] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email))
    await api.handle.db.delete(productCollects).where(eq(productCollects.userId, user.id))
    expect((await detail(withAttrs, { cookie })).data.userCollect).toBe(false)
    await api.handle.db.insert(productCollects).values({ userId: user.id, productId: withAttrs })
    const shopper = await detail(withAttrs, { cookie })
    expect(shopper.code).toBe(200)
    expect(shopper.data.userCollect).toBe(true)
    // Still false for guests: the state belongs to the session's user.
    expect((await detail(withAttrs)).data.userCollect).toBe(false)
  })

  it('answers 404 for unknown and hidden products, and 400 for a malformed id', async () => {
    for (const id of [999999, hidden]) {
      const body = await detail(id)
      expect(body.code).toBe(404)
      expect(body.message).toMatch(/not found/i)
      expect(body.data).toBeNull()
    }
    const bad = await detail('abc')
    expect(bad.code).toBe(400)
    expect(bad.message).toMatch(/^The ID /)
  })

  it('leaves hidden products out of search and of merchant recommendations', async () => {
    const [row] = await api.handle.db.select().from(products).where(eq(products.id, hidden))
    const { body } = await api.call<Page<ProductCard>>(`/api/front/product/list?merId=${row.merId}&limit=100`)
    expect(body.data.list.some((c) => c.id === hidden)).toBe(false)
    const visible = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.merId} = ${row.merId} and ${products.isShow}`)
    expect(body.data.total).toBe(visible.length)
  })
})

const replies = async (id: number, query = '') =>
  (await api.call<Page<Reply>>(`/api/front/product/reply/list/${id}?${query}`)).body
const config = async (id: number) => (await api.call<ReplyConfig>(`/api/front/product/reply/config/${id}`)).body

describe('product reviews (K6 list, K7 summary)', () => {
  it('counts agree between the summary and each filtered list', async () => {
    const summary = (await config(reviewed)).data
    expect(summary.sumCount).toBeGreaterThan(0)
    expect(summary.goodCount + summary.inCount + summary.poorCount).toBe(summary.sumCount)
    const totals = await Promise.all(
      ['0', '1', '2', '3'].map(async (type) => (await replies(reviewed, `type=${type}&limit=1`)).data.total),
    )
    expect(totals).toEqual([summary.sumCount, summary.goodCount, summary.inCount, summary.poorCount])
    expect((await replies(reviewed, 'type=&page=&limit=')).data.total).toBe(summary.sumCount)
  })

  it('filters by product score: good ≥ 4, medium 3, poor ≤ 2', async () => {
    const ranges: Record<string, [number, number]> = { '1': [4, 5], '2': [3, 3], '3': [1, 2] }
    for (const [type, [low, high]] of Object.entries(ranges)) {
      const { data } = await replies(reviewed, `type=${type}&limit=100`)
      for (const r of data.list) {
        expect(r.productScore).toBeGreaterThanOrEqual(low)
        expect(r.productScore).toBeLessThanOrEqual(high)
        expect(r.star).toBe(r.productScore)
      }
    }
  })

  it('computes stars and the good share from the reviews themselves', async () => {
    const summary = (await config(reviewed)).data
    const all = (await replies(reviewed, 'limit=100')).data.list
    expect(all.length).toBe(summary.sumCount)
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(summary.replyStar).toBeCloseTo(Number(avg(all.map((r) => r.productScore)).toFixed(1)), 5)
    expect(summary.serviceStar).toBeCloseTo(Number(avg(all.map((r) => r.serviceScore)).toFixed(1)), 5)
    expect(summary.replyChance).toBeCloseTo(Number((summary.goodCount / summary.sumCount).toFixed(2)), 5)
    expect(summary.replyChance).toBeGreaterThanOrEqual(0)
    expect(summary.replyChance).toBeLessThanOrEqual(1)
  })

  it('lists review objects newest first with real arrays of absolute picture URLs', async () => {
    const { data } = await replies(reviewed, 'limit=100')
    const r = data.list[0]
    for (const key of [
      'id',
      'reply_id',
      'avatar',
      'nickname',
      'star',
      'productScore',
      'serviceScore',
      'createTime',
      'comment',
      'pics',
      'sku',
      'merchantReplyContent',
    ]) {
      expect(r).toHaveProperty(key)
    }
    expect(r.reply_id).toBe(r.id)
    expect(r.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const times = data.list.map((x) => x.createTime)
    expect(times).toEqual([...times].sort().reverse())
    for (const x of data.list) {
      expect(Array.isArray(x.pics)).toBe(true)
      for (const pic of x.pics) expect(pic).toMatch(/^http:\/\/shop\.test\//)
    }
    const withPics = await api.handle.db
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(sql`jsonb_array_length(${productReviews.pics}) > 0`)
      .limit(1)
    if (withPics.length) {
      const [review] = await api.handle.db.select().from(productReviews).where(eq(productReviews.id, withPics[0].id))
      const page = await replies(review.productId, 'limit=100')
      const served = page.data.list.find((x) => x.id === review.id)!
      expect(served.pics).toHaveLength(review.pics.length)
    }
  })

  it('pages reviews: a short last page and an empty page beyond it', async () => {
    const total = (await config(reviewed)).data.sumCount
    const limit = 2
    const lastPage = Math.ceil(total / limit)
    const last = await replies(reviewed, `page=${lastPage}&limit=${limit}`)
    expect(last.data.list.length).toBe(total - (lastPage - 1) * limit)
    expect((await replies(reviewed, `page=${lastPage + 1}&limit=${limit}`)).data.list).toEqual([])
  })

  it('answers zero counts for a product without reviews', async () => {
    const none = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.isShow} and not exists (select 1 from ${productReviews} r where r.product_id = ${products.id})`,
      )
      .limit(1)
    if (none.length === 0) return
    expect((await config(none[0].id)).data).toEqual({
      sumCount: 0,
      goodCount: 0,
      inCount: 0,
      poorCount: 0,
      replyStar: 0,
      serviceStar: 0,
      replyChance: 0,
    })
    expect((await replies(none[0].id)).data.list).toEqual([])
  })

  it('rejects a bad type or limit with 400, and unknown products with 404', async () => {
    for (const [query, field] of [
      ['type=4', 'type'],
      ['type=good', 'type'],
      ['limit=101', 'limit'],
      ['page=-1', 'page'],
    ]) {
      const body = await replies(reviewed, query)
      expect(body.code).toBe(400)
      expect(body.message, query).toContain(`The ${fieldLabel(field)} `)
    }
    expect((await replies(999999)).code).toBe(404)
    expect((await config(999999)).code).toBe(404)
    expect((await config(hidden)).code).toBe(404)
    expect((await api.call('/api/front/product/reply/config/x1')).body.code).toBe(400)
  })
})
