import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Page } from '~/contract'
import { activities, activityProducts, products } from '~/server/db/schema'
import { ORIGIN, useApiHarness } from './support/harness'

const api = useApiHarness()
const db = () => api.handle.db

interface ActivityItem {
  proId: number
  image: string
  storeName: string
  price: string
  otPrice: string
  title: string
}

async function biggestActivity() {
  const [row] = await db()
    .select({ id: activityProducts.activityId, n: sql<number>`count(*)::int` })
    .from(activityProducts)
    .innerJoin(products, eq(products.id, activityProducts.productId))
    .where(eq(products.isShow, true))
    .groupBy(activityProducts.activityId)
    .orderBy(sql`count(*) desc`)
    .limit(1)
  return row
}

describe('AC2 activity products', () => {
  it('answers a page of activity products, 10 by default', async () => {
    const { id, n } = await biggestActivity()
    const { body } = await api.call<Page<ActivityItem>>(`/api/front/activity/list/${id}`)
    expect(body.code).toBe(200)
    expect(body.data.total).toBe(n)
    expect(body.data.limit).toBe(10)
    expect(body.data.list.length).toBe(Math.min(10, n))
    const item = body.data.list[0]
    expect(Object.keys(item).sort()).toEqual(['image', 'otPrice', 'price', 'proId', 'storeName', 'title'])
    expect(item.image.startsWith(ORIGIN)).toBe(true)
    expect(item.title.length).toBeGreaterThan(0)
    const members = await db()
      .select({ productId: activityProducts.productId })
      .from(activityProducts)
      .where(eq(activityProducts.activityId, id))
    const ids = new Set(members.map((m) => m.productId))
    expect(body.data.list.every((p) => ids.has(p.proId))).toBe(true)
  })

  it('pages without overlap, and a page past the end is empty', async () => {
    const { id, n } = await biggestActivity()
    const first = await api.call<Page<ActivityItem>>(`/api/front/activity/list/${id}?page=1&limit=2`)
    const second = await api.call<Page<ActivityItem>>(`/api/front/activity/list/${id}?page=2&limit=2`)
    expect(first.body.data.list.length).toBe(Math.min(2, n))
    const seen = new Set(first.body.data.list.map((p) => p.proId))
    expect(second.body.data.list.some((p) => seen.has(p.proId))).toBe(false)
    const past = await api.call<Page<ActivityItem>>(`/api/front/activity/list/${id}?page=999&limit=10`)
    expect(past.body.data.list).toEqual([])
    expect(past.body.data.total).toBe(n)
  })

  it('leaves out products taken off sale', async () => {
    const { id, n } = await biggestActivity()
    const [member] = await db()
      .select({ productId: activityProducts.productId })
      .from(activityProducts)
      .innerJoin(products, eq(products.id, activityProducts.productId))
      .where(and(eq(activityProducts.activityId, id), eq(products.isShow, true)))
      .limit(1)
    await db().update(products).set({ isShow: false }).where(eq(products.id, member.productId))
    try {
      const { body } = await api.call<Page<ActivityItem>>(`/api/front/activity/list/${id}?limit=100`)
      expect(body.data.total).toBe(n - 1)
      expect(body.data.list.map((p) => p.proId)).not.toContain(member.productId)
    } finally {
      await db().update(products).set({ isShow: true }).where(eq(products.id, member.productId))
    }
  })

  it('answers 404 for an unknown or hidden activity and 400 for bad input', async () => {
    expect((await api.call('/api/front/activity/list/999999')).body.code).toBe(404)
    const bad = await api.call('/api/front/activity/list/abc')
    expect(bad.body.code).toBe(400)
    expect(bad.body.message).toMatch(/^The ID /)
    const { id } = await biggestActivity()
    const badLimit = await api.call(`/api/front/activity/list/${id}?limit=1000`)
    expect(badLimit.body.code).toBe(400)
    expect(badLimit.body.message).toMatch(/^The page size /)
    await db().update(activities).set({ isShow: false }).where(eq(activities.id, id))
    try {
      expect((await api.call(`/api/front/activity/list/${id}`)).body.code).toBe(404)
      expect((await api.call(`/api/pc/activity/detail/${id}`)).body.code).toBe(404)
    } finally {
      await db().update(activities).set({ isShow: true }).where(eq(activities.id, id))
    }
  })
})

describe('P4 activity detail', () => {
  it('answers the header with banner as a JSON string of absolute URLs; type and aid are tolerated', async () => {
    const [activity] = await db().select().from(activities).orderBy(activities.id).limit(1)
    await db()
      .update(activities)
      .set({ banner: ['/media/seed/banner/a.svg', 'https://cdn.example/b.png'] })
      .where(eq(activities.id, activity.id))
    try {
      const { body } = await api.call<{ id: number; type: number; name: string; instruction: string; banner: string }>(
        `/api/pc/activity/detail/${activity.id}?type=${activity.type}&aid=${activity.id}`,
      )
      expect(body.code).toBe(200)
      expect(body.data.id).toBe(activity.id)
      expect(body.data.type).toBe(activity.type)
      expect(typeof body.data.type).toBe('number')
      expect(body.data.name).toBe(activity.name)
      expect(body.data.instruction).toBe(activity.instruction)
      expect(typeof body.data.banner).toBe('string')
      expect(JSON.parse(body.data.banner)).toEqual([`${ORIGIN}/media/seed/banner/a.svg`, 'https://cdn.example/b.png'])
    } finally {
      await db().update(activities).set({ banner: activity.banner }).where(eq(activities.id, activity.id))
    }
    const empty = await api.call<{ banner: string }>(`/api/pc/activity/detail/${activity.id}`)
    expect(typeof empty.body.data.banner).toBe('string')
    expect(Array.isArray(JSON.parse(empty.body.data.banner))).toBe(true)
  })

  it('answers 404 for an unknown activity and 400 for a bad id', async () => {
    expect((await api.call('/api/pc/activity/detail/999999?type=1&aid=999999')).body.code).toBe(404)
    expect((await api.call('/api/pc/activity/detail/x1')).body.code).toBe(400)
  })
})
