// @database-sensitive: concurrency: concurrent spends never overdraw
/**
 * Points: PY8 balance and ledger, the welcome bonus of every new account (e-mail and tourist), the demo
 * shopper's seeded wallet, and spending that can never overdraw the balance.
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { pointsRecords, userCoupons, users } from '~/server/db/schema'
import { readSetting, writeSetting } from '~/server/db/settings'
import { grantPoints, spendPoints } from '~/server/points/service'
import { checkoutFixtures } from './support/checkout-fixtures'
import { sessionCookie, useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)
const db = () => api.handle.db

interface Ledger {
  list: {
    id: number
    type: number
    title: string
    points: number
    balance: number
    linkType: string
    linkId: string
    createTime: string
  }[]
  total: number
}

let ipCounter = 0
const post = <T = unknown>(path: string, json: unknown) => api.post<T>(path, json, { ip: `10.9.0.${++ipCounter}` })

describe('PY8 points', () => {
  it('requires a session', async () => {
    expect((await api.call('/api/front/integral/user')).body.code).toBe(401)
    expect((await api.call('/api/front/integral/list')).body.code).toBe(401)
  })

  it('seeds the demo shopper with 2000 points, a ledger row and usable coupons', async () => {
    const demo = await api.demoShopper()
    const balance = await fx.get<{ integral: number }>('/api/front/integral/user', demo.cookie)
    expect(balance.body).toMatchObject({ code: 200, data: { integral: 2000 } })
    const ledger = await fx.get<Ledger>('/api/front/integral/list?page=1&limit=10', demo.cookie)
    expect(ledger.body.data.total).toBe(1)
    expect(ledger.body.data.list[0]).toMatchObject({ type: 1, points: 2000, balance: 2000, linkType: 'register' })
    const held = await db()
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, demo.id), eq(userCoupons.status, 0)))
    expect(held.length).toBeGreaterThanOrEqual(2)
    expect(held.some((c) => c.merId === 0)).toBe(true)
    expect(held.some((c) => c.merId > 0 && c.useType === 1)).toBe(true)
    for (const c of held) expect(c.endTime.getTime()).toBeGreaterThan(Date.now())
  })

  it('gives every new account the welcome bonus with a ledger row (tourist entry)', async () => {
    const login = await readSetting(db(), 'login')
    await writeSetting(db(), 'login', { loginLeftImage: '', agreement: '', ...login, visitorOpen: true })
    const checkout = await readSetting(db(), 'checkout')
    expect(checkout?.points.registerBonus).toBe(500)
    const { body, response } = await post('/api/front/login/register/visitor', {
      countryCode: 7,
      email: 'points-tourist@example.com',
      phone: '9035556677',
    })
    expect(body.code, body.message).toBe(200)
    const cookie = sessionCookie(response)
    expect((await fx.get<{ integral: number }>('/api/front/integral/user', cookie)).body.data.integral).toBe(500)
    const ledger = await fx.get<Ledger>('/api/front/integral/list', cookie)
    expect(ledger.body.data.list).toEqual([
      expect.objectContaining({ type: 1, points: 500, balance: 500, linkType: 'register', title: 'Welcome bonus' }),
    ])
    expect(ledger.body.data.list[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('lists the ledger newest first, paged, for the owner only', async () => {
    const user = await fx.newBuyer('ledger', 100)
    const other = await fx.newBuyer('ledger-other', 7)
    await grantPoints(db(), user.id, 50, { linkType: 'cancel', linkId: 'PT1', title: 'Refund' })
    expect(await spendPoints(db(), user.id, 120, { linkType: 'order', linkId: 'PT2', title: 'Spent' })).toBe(30)
    const page1 = await fx.get<Ledger>('/api/front/integral/list?page=1&limit=2', user.cookie)
    expect(page1.body.data.total).toBe(3)
    expect(page1.body.data.list.map((r) => [r.type, r.points, r.balance, r.linkType])).toEqual([
      [2, 120, 30, 'order'],
      [1, 50, 150, 'cancel'],
    ])
    const page2 = await fx.get<Ledger>('/api/front/integral/list?page=2&limit=2', user.cookie)
    expect(page2.body.data.list.map((r) => r.points)).toEqual([100])
    expect((await fx.get<Ledger>('/api/front/integral/list', other.cookie)).body.data.total).toBe(1)
  })

  it('never overdraws the balance, even with concurrent spends', async () => {
    const user = await fx.newBuyer('spender', 100)
    expect(await spendPoints(db(), user.id, 101, { linkType: 'order', title: 'Too much' })).toBeNull()
    const results = await Promise.all(
      Array.from({ length: 8 }, () => spendPoints(db(), user.id, 30, { linkType: 'order', title: 'Race' })),
    )
    expect(results.filter((r) => r !== null)).toHaveLength(3)
    const [row] = await db().select({ integral: users.integral }).from(users).where(eq(users.id, user.id))
    expect(row.integral).toBe(10)
    const spent = await db()
      .select()
      .from(pointsRecords)
      .where(and(eq(pointsRecords.userId, user.id), eq(pointsRecords.type, 2)))
    expect(spent).toHaveLength(3)
  })

  it('does not give the bonus when points are disabled', async () => {
    const checkout = (await readSetting(db(), 'checkout'))!
    await writeSetting(db(), 'checkout', { ...checkout, points: { ...checkout.points, enabled: false } })
    try {
      const { body, response } = await post('/api/front/login/register/visitor', {
        countryCode: 7,
        email: 'no-points@example.com',
        phone: '9035556688',
      })
      expect(body.code, body.message).toBe(200)
      expect(
        (await fx.get<{ integral: number }>('/api/front/integral/user', sessionCookie(response))).body.data.integral,
      ).toBe(0)
    } finally {
      await writeSetting(db(), 'checkout', checkout)
    }
  })
})
