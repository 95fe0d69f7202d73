// @database-sensitive: concurrency: parallel points orders that would overspend
/**
 * The points shop (decision 17): products, an order that takes stock and points together, refusals that change
 * nothing (too few points, sold out, someone else's address, bad input), parallel orders that would overspend
 * (exactly the affordable ones succeed, the balance never goes below zero, the ledger adds up), and the order's
 * life: shipped by the operator, received by the shopper.
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PointsOrder, PointsProduct, PointsSummary } from '~/contract'
import { pointsOrders, pointsProducts, pointsRecords, users } from '~/server/db/schema'
import { checkPointsLedger } from '~/server/points/service'
import type { Buyer } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

let productId: number

beforeAll(async () => {
  const [row] = await db()
    .insert(pointsProducts)
    .values({ name: 'Test mug', image: '/media/test-mug.png', description: 'A mug', price: 30, stock: 100 })
    .returning({ id: pointsProducts.id })
  productId = row.id
})

const order = (buyer: Buyer, json: Record<string, unknown>) =>
  fx.post<{ orderNo: string; totalPoints: number }>('/api/front/integral/order/create', buyer.cookie, {
    productId,
    num: 1,
    addressId: buyer.addressId,
    ...json,
  })
const balance = async (userId: number) =>
  (await db().select({ integral: users.integral }).from(users).where(eq(users.id, userId)))[0].integral
const stock = async (id = productId) =>
  (await db().select({ stock: pointsProducts.stock }).from(pointsProducts).where(eq(pointsProducts.id, id)))[0].stock

async function state(userId: number) {
  const [{ records }] = await db()
    .select({ records: sql<number>`count(*)::int` })
    .from(pointsRecords)
    .where(eq(pointsRecords.userId, userId))
  const [{ placed }] = await db()
    .select({ placed: sql<number>`count(*)::int` })
    .from(pointsOrders)
    .where(eq(pointsOrders.userId, userId))
  return { balance: await balance(userId), stock: await stock(), records, placed }
}

describe('points shop products', () => {
  it('lists the seeded shop, sorted as asked, with absolute images', async () => {
    const buyer = await fx.newBuyer('shop-list')
    const page = await fx.ok(
      fx.get<{ list: PointsProduct[]; total: number }>(
        '/api/front/integral/product/list?page=1&limit=20&sort=price_asc',
        buyer.cookie,
      ),
    )
    expect(page.total).toBeGreaterThanOrEqual(10)
    const prices = page.list.map((p) => p.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(page.list[0].image).toMatch(/^https?:\/\//)
    expect(page.list.some((p) => p.stock === 0)).toBe(true)
    expect(await fx.ok(fx.get<PointsProduct>(`/api/front/integral/product/${productId}`, buyer.cookie))).toMatchObject({
      name: 'Test mug',
      price: 30,
      stock: 100,
    })
    await fx.refused(fx.get('/api/front/integral/product/999999', buyer.cookie), 'does not exist')
    await fx.refused(fx.get('/api/front/integral/product/list?sort=cheap', buyer.cookie), 'sort')
    expect((await api.call('/api/front/integral/product/list')).body.code).toBe(401)
  })
})

describe('points shop orders', () => {
  it('takes stock and points together; ships, then the shopper receives it', async () => {
    const buyer = await fx.newBuyer('shop-order', 100)
    const before = await stock()
    const placed = await fx.ok(order(buyer, { num: 2 }))
    expect(placed).toMatchObject({ totalPoints: 60, orderNo: expect.stringMatching(/^JF\d{20}$/) })
    expect(await balance(buyer.id)).toBe(40)
    expect(await stock()).toBe(before - 2)
    const summary = await fx.ok(fx.get<PointsSummary>('/api/front/integral/user', buyer.cookie))
    expect(summary).toEqual({ integral: 40, frozenIntegral: 0, totalIntegral: 100, spentIntegral: 60 })

    const list = await fx.ok(
      fx.get<{ list: PointsOrder[]; total: number }>('/api/front/integral/order/list?page=1&limit=10', buyer.cookie),
    )
    expect(list.total).toBe(1)
    expect(list.list[0]).toMatchObject({
      orderNo: placed.orderNo,
      productName: 'Test mug',
      num: 2,
      price: 30,
      totalPoints: 60,
      status: 0,
      realName: 'shop-order Receiver',
    })
    expect(list.list[0].userAddress).toContain('Tverskaya 1')

    const detailPath = `/api/front/integral/order/detail/${placed.orderNo}`
    await fx.refused(
      fx.post(`/api/front/integral/order/take/${placed.orderNo}`, buyer.cookie),
      'Only a shipped points order',
    )
    expect(
      await fx.ops({ command: 'ship-points-order', orderNo: placed.orderNo, expName: 'DHL', expNo: 'JD0042' }),
    ).toMatchObject({ status: 1 })
    await expect(
      fx.ops({ command: 'ship-points-order', orderNo: placed.orderNo, expName: 'DHL', expNo: 'JD0042' }),
    ).rejects.toThrow('awaiting shipment')
    expect(await fx.ok(fx.get<PointsOrder>(detailPath, buyer.cookie))).toMatchObject({
      status: 1,
      expName: 'DHL',
      expNo: 'JD0042',
    })
    await fx.ok(fx.post(`/api/front/integral/order/take/${placed.orderNo}`, buyer.cookie))
    const detail = await fx.ok(fx.get<PointsOrder>(detailPath, buyer.cookie))
    expect(detail.status).toBe(2)
    expect(detail.receiveTime).not.toBeNull()
    await fx.refused(
      fx.get('/api/front/integral/order/detail/JF00000000000000000000', buyer.cookie),
      'Points order not found',
    )
    await fx.refused(fx.get('/api/front/integral/order/detail/PT123', buyer.cookie), 'Points order not found')
    await fx.refused(fx.get('/api/front/integral/order/detail/JF%2B1', buyer.cookie), 'is not an order number')
  })

  it('refuses too few points, sold out, a stranger’s address and bad input with a 400 that changes nothing', async () => {
    const buyer = await fx.newBuyer('shop-refuse', 50)
    const stranger = await fx.newBuyer('shop-stranger')
    const before = await state(buyer.id)
    await fx.refused(order(buyer, { num: 2 }), 'Not enough points: this needs 60 and you have 50')
    await fx.refused(order(buyer, { addressId: stranger.addressId }), 'delivery addresses')
    await fx.refused(order(buyer, { num: 0 }), 'quantity must be a whole number from 1 to 10')
    await fx.refused(order(buyer, { num: 11 }), 'quantity must be a whole number from 1 to 10')
    await fx.refused(order(buyer, { num: '1' }), 'quantity must be a whole number from 1 to 10')
    await fx.refused(order(buyer, { productId: 999999 }), 'does not exist')
    const [soldOut] = await db()
      .insert(pointsProducts)
      .values({ name: 'Gone', image: '/media/x.png', price: 10, stock: 0 })
      .returning({ id: pointsProducts.id })
    await fx.refused(order(buyer, { productId: soldOut.id }), 'sold out')
    const [few] = await db()
      .insert(pointsProducts)
      .values({ name: 'Few', image: '/media/x.png', price: 10, stock: 2 })
      .returning({ id: pointsProducts.id })
    await fx.refused(order(buyer, { productId: few.id, num: 3 }), 'Only 2 left')
    expect(await stock(few.id)).toBe(2)
    expect(await state(buyer.id)).toEqual(before)
  })

  it('parallel orders that would overspend: exactly the affordable ones succeed and the ledger adds up', async () => {
    const buyer = await fx.newBuyer('shop-race', 100)
    const before = await stock()
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(buyer, { num: 1 })))
    const codes = answers.map((a) => a.body.code)
    expect(codes.filter((c) => c === 200)).toHaveLength(3)
    expect(codes.filter((c) => c === 400)).toHaveLength(5)
    for (const a of answers.filter((x) => x.body.code === 400)) expect(a.body.message).toContain('Not enough points')
    expect(await balance(buyer.id)).toBe(10)
    expect(await stock()).toBe(before - 3)
    const [{ placed }] = await db()
      .select({ placed: sql<number>`count(*)::int` })
      .from(pointsOrders)
      .where(eq(pointsOrders.userId, buyer.id))
    expect(placed).toBe(3)
    const [{ sum }] = await db()
      .select({ sum: sql<number>`sum(${pointsRecords.availableDelta})::int` })
      .from(pointsRecords)
      .where(eq(pointsRecords.userId, buyer.id))
    expect(sum).toBe(10)
    expect(await checkPointsLedger(db())).toEqual([])
  })
})
