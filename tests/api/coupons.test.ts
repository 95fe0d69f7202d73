// @database-sensitive: concurrency: receiving the last coupons in parallel
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '~/contract'
import { DEMO_SHOPPER } from '~/server/db/seed'
import { coupons, products, userCoupons } from '~/server/db/schema'
import { useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db

interface ReceivableCoupon {
  id: number
  name: string
  merId: number
  useType: number
  money: string
  minPrice: string
  day: number
  useStartTimeStr: string
  useEndTimeStr: string
  isUse: boolean
}

let serial = 0
/** A second shopper, created directly in the database, logged in through the API. */
const newShopper = () => api.createShopper(`coupon-shopper-${++serial}-${Date.now()}@shop.example`)

const DAY = 24 * 60 * 60 * 1000
async function newCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db()
    .insert(coupons)
    .values({
      merId: 0,
      name: 'Test coupon',
      useType: 1,
      money: '4.00',
      minPrice: '20.00',
      day: 10,
      receiveEndTime: new Date(Date.now() + 30 * DAY),
      total: 100,
      remaining: 100,
      ...values,
    })
    .returning()
  return row
}

const list = (qs: string, cookie?: string) =>
  api.call<Page<ReceivableCoupon>>(`/api/front/coupons?${qs}`, cookie ? { headers: { cookie } } : {})
const receive = (couponId: unknown, cookie?: string) =>
  api.post('/api/front/coupon/receive', { couponId }, { as: cookie })

let demo: string
beforeAll(async () => {
  demo = await api.login(DEMO_SHOPPER.email, DEMO_SHOPPER.password)
})

describe('CP1 receivable coupons', () => {
  it('lists receivable coupons in the receivable form: no startTime, number useType, date strings', async () => {
    const { body } = await list('page=1&limit=100')
    expect(body.code).toBe(200)
    expect(body.data.total).toBeGreaterThan(0)
    expect(body.data.count).toBe(body.data.total)
    for (const c of body.data.list) {
      expect(c).not.toHaveProperty('startTime')
      expect(c).not.toHaveProperty('endTime')
      expect(typeof c.useType).toBe('number')
      expect(c.isUse).toBe(false)
      expect(c.money).toMatch(/^\d+\.\d{2}$/)
      for (const d of [c.useStartTimeStr, c.useEndTimeStr])
        expect(d === '' || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(d)).toBe(true)
      if (c.day) expect(c.useStartTimeStr).toBe('')
    }
    expect(body.data.list.some((c) => c.day > 0)).toBe(true)
    expect(body.data.list.some((c) => c.useEndTimeStr !== '')).toBe(true)
  })

  it('filters by merchant (0 = platform) and useType', async () => {
    const platform = await list('merId=0&limit=100')
    expect(platform.body.data.list.length).toBeGreaterThan(0)
    expect(platform.body.data.list.every((c) => c.merId === 0)).toBe(true)
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(sql`${coupons.merId} = 0 and ${coupons.isShow} and (${coupons.remaining} is null or ${coupons.remaining} > 0)
        and (${coupons.receiveEndTime} is null or ${coupons.receiveEndTime} > now())
        and (${coupons.useEndTime} is null or ${coupons.useEndTime} > now())`)
    expect(platform.body.data.total).toBe(n)
    const [goods] = await db().select().from(coupons).where(eq(coupons.useType, 2)).limit(1)
    const shopGoods = await list(`merId=${goods.merId}&useType=2&limit=100`)
    expect(shopGoods.body.data.list.map((c) => c.id)).toContain(goods.id)
    expect(shopGoods.body.data.list.every((c) => c.merId === goods.merId && c.useType === 2)).toBe(true)
    const paged = await list(`merId=${goods.merId}&limit=1&page=999`)
    expect(paged.body.data.list).toEqual([])
  })

  it('with productId, lists exactly the coupons usable for that product', async () => {
    const [goods] = await db().select().from(coupons).where(eq(coupons.useType, 2)).limit(1)
    const productId = goods.productIds[0]
    const [product] = await db().select().from(products).where(eq(products.id, productId))
    const otherGoods = await db().select().from(coupons).where(eq(coupons.useType, 2))
    const { body } = await list(`productId=${productId}&useType=2&merId=${product.merId}&limit=100`)
    expect(body.code).toBe(200)
    const ids = body.data.list.map((c) => c.id)
    expect(ids).toContain(goods.id)
    expect(body.data.list.some((c) => c.merId === 0)).toBe(true)
    for (const c of body.data.list) {
      expect([0, product.merId]).toContain(c.merId)
      if (c.useType === 2) expect(otherGoods.find((g) => g.id === c.id)!.productIds).toContain(productId)
    }
    const [shopWide] = await db()
      .select()
      .from(coupons)
      .where(and(eq(coupons.merId, product.merId), eq(coupons.useType, 1)))
    if (shopWide && (shopWide.remaining ?? 1) > 0) expect(ids).toContain(shopWide.id)
    const notListing = otherGoods.find((g) => !g.productIds.includes(productId))
    if (notListing) expect(ids).not.toContain(notListing.id)
  })

  it("with productId, includes category coupons of the product's category and its ancestors", async () => {
    const [category] = await db().select().from(coupons).where(eq(coupons.useType, 3)).limit(1)
    const [product] = await db()
      .select()
      .from(products)
      .where(
        and(
          eq(products.categoryId, category.categoryId!),
          eq(products.merId, category.merId),
          eq(products.isShow, true),
        ),
      )
      .limit(1)
    const { body } = await list(`productId=${product.id}&limit=100`)
    expect(body.data.list.map((c) => c.id)).toContain(category.id)
    const [elsewhere] = await db()
      .select()
      .from(products)
      .where(and(sql`${products.categoryId} <> ${category.categoryId}`, eq(products.merId, category.merId)))
      .limit(1)
    if (elsewhere) {
      const other = await list(`productId=${elsewhere.id}&limit=100`)
      expect(other.body.data.list.map((c) => c.id)).not.toContain(category.id)
    }
    const platformCategory = await newCoupon({
      useType: 3,
      categoryId: (await parentOf(product.categoryId)) ?? product.categoryId,
      name: 'Platform category',
    })
    const withParent = await list(`productId=${product.id}&limit=100`)
    expect(withParent.body.data.list.map((c) => c.id)).toContain(platformCategory.id)
    await db().update(coupons).set({ isShow: false }).where(eq(coupons.id, platformCategory.id))
  })

  it('leaves out hidden, exhausted and closed coupons', async () => {
    const hidden = await newCoupon({ isShow: false, name: 'hidden' })
    const exhausted = await newCoupon({ remaining: 0, name: 'exhausted' })
    const closed = await newCoupon({ receiveEndTime: new Date(Date.now() - DAY), name: 'closed' })
    const over = await newCoupon({
      day: null,
      useStartTime: new Date(Date.now() - 9 * DAY),
      useEndTime: new Date(Date.now() - DAY),
      name: 'over',
    })
    const unlimited = await newCoupon({ total: null, remaining: null, name: 'unlimited' })
    const { body } = await list('merId=0&limit=100')
    const ids = body.data.list.map((c) => c.id)
    for (const c of [hidden, exhausted, closed, over]) expect(ids, c.name).not.toContain(c.id)
    expect(ids).toContain(unlimited.id)
    await db()
      .update(coupons)
      .set({ isShow: false })
      .where(inArray(coupons.id, [unlimited.id]))
  })

  it('rejects bad input with a 400 naming the field, 404 for an unknown product', async () => {
    for (const [qs, field] of [
      ['useType=4', 'The coupon type '],
      ['merId=x', 'The store '],
      ['productId=0', 'The product '],
      ['limit=101', 'The page size '],
      ['page=0', 'The page number '],
    ]) {
      const { body } = await list(qs)
      expect(body.code, qs).toBe(400)
      expect(body.message).toContain(field)
    }
    expect((await list('productId=99999999')).body.code).toBe(404)
  })
})

async function parentOf(categoryId: number) {
  const rows = await db().execute(sql`select pid from categories where id = ${categoryId}`)
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { pid: number }[] }).rows) as { pid: number }[]
  return list[0]?.pid
}

describe('CP3 receiving a coupon', () => {
  it('requires a session', async () => {
    const coupon = await newCoupon()
    const { body } = await receive(coupon.id)
    expect(body.code).toBe(401)
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row.remaining).toBe(100)
  })

  it('copies the terms, takes one from remaining and shows isUse for that user only', async () => {
    const coupon = await newCoupon({ day: 7, name: 'Seven days' })
    const a = await newShopper()
    const b = await newShopper()
    const before = Date.now()
    const { body } = await receive(coupon.id, a.cookie)
    expect(body.code).toBe(200)
    expect(body.message).toBe('Received successfully')
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row.remaining).toBe(99)
    const [held] = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, a.id), eq(userCoupons.couponId, coupon.id)))
    expect(held).toMatchObject({
      name: 'Seven days',
      money: '4.00',
      minPrice: '20.00',
      useType: 1,
      merId: 0,
      status: 0,
    })
    expect(held.startTime.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(held.endTime.getTime() - held.startTime.getTime()).toBe(7 * DAY)
    const seenByA = await list('merId=0&limit=100', a.cookie)
    expect(seenByA.body.data.list.find((c) => c.id === coupon.id)?.isUse).toBe(true)
    const seenByB = await list('merId=0&limit=100', b.cookie)
    expect(seenByB.body.data.list.find((c) => c.id === coupon.id)?.isUse).toBe(false)
    const seenByGuest = await list('merId=0&limit=100')
    expect(seenByGuest.body.data.list.find((c) => c.id === coupon.id)?.isUse).toBe(false)
  })

  it('copies the fixed use window when the coupon has no day count', async () => {
    const useStartTime = new Date(Date.now() - 2 * DAY)
    const useEndTime = new Date(Date.now() + 20 * DAY)
    const coupon = await newCoupon({ day: null, useStartTime, useEndTime })
    const a = await newShopper()
    expect((await receive(String(coupon.id), a.cookie)).body.code).toBe(200)
    const [held] = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, a.id), eq(userCoupons.couponId, coupon.id)))
    expect(held.startTime.getTime()).toBe(useStartTime.getTime())
    expect(held.endTime.getTime()).toBe(useEndTime.getTime())
  })

  it('refuses a second receive, an exhausted coupon, a closed one and an unknown one', async () => {
    const coupon = await newCoupon({ remaining: 1, total: 1 })
    const a = await newShopper()
    const b = await newShopper()
    expect((await receive(coupon.id, a.cookie)).body.code).toBe(200)
    const again = await receive(coupon.id, a.cookie)
    expect(again.body.code).toBe(400)
    expect(again.body.message).toBe('You have already received this coupon')
    const none = await receive(coupon.id, b.cookie)
    expect(none.body.code).toBe(400)
    expect(none.body.message).toMatch(/claimed/)
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row.remaining).toBe(0)
    const closed = await newCoupon({ receiveEndTime: new Date(Date.now() - DAY) })
    expect((await receive(closed.id, b.cookie)).body.code).toBe(400)
    expect((await receive(99999999, b.cookie)).body.code).toBe(404)
    const hidden = await newCoupon({ isShow: false })
    expect((await receive(hidden.id, b.cookie)).body.code).toBe(404)
    const held = await db().select().from(userCoupons).where(eq(userCoupons.userId, b.id))
    expect(held).toEqual([])
  })

  it('validates the body', async () => {
    for (const json of [{}, { couponId: 'abc' }, { couponId: 0 }, { couponId: 1.5 }]) {
      const { body } = await api.post('/api/front/coupon/receive', json, { as: demo })
      expect(body.code, JSON.stringify(json)).toBe(400)
      expect(body.message).toMatch(/^The coupon /)
    }
    const notJson = await api.call('/api/front/coupon/receive', {
      method: 'POST',
      body: 'couponId=1',
      headers: { cookie: demo, 'content-type': 'application/json' },
    })
    expect(notJson.body.code).toBe(400)
  })

  it('never overdraws under concurrency: 20 shoppers, 5 coupons left, exactly 5 succeed', async () => {
    const coupon = await newCoupon({ total: 5, remaining: 5 })
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper()))
    const results = await Promise.all(shoppers.map((s) => receive(coupon.id, s.cookie)))
    const codes = results.map((r) => r.body.code)
    expect(codes.filter((c) => c === 200)).toHaveLength(5)
    expect(codes.filter((c) => c === 400)).toHaveLength(15)
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row.remaining).toBe(0)
    const held = await db().select().from(userCoupons).where(eq(userCoupons.couponId, coupon.id))
    expect(held).toHaveLength(5)
  })

  it('lets one shopper receive a coupon once even when asking in parallel', async () => {
    const coupon = await newCoupon({ total: 10, remaining: 10 })
    const a = await newShopper()
    const results = await Promise.all(Array.from({ length: 6 }, () => receive(coupon.id, a.cookie)))
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.body.code !== 200))
      expect(r.body.message).toBe('You have already received this coupon')
    const [row] = await db().select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row.remaining).toBe(9)
  })
})
