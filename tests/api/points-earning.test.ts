/**
 * Points earned by orders (decision 17): a received order earns frozen points, they thaw when due (lazily on the
 * shopper's reads, or by `ops points-unfreeze`), refunds take their share back (from the frozen points, or from
 * the balance but never below zero), and every balance equals the sum of its ledger (`ops points-check`).
 */
import Decimal from 'decimal.js'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PointsEntry, PointsSummary } from '~/contract'
import { pointsEarnings, users } from '~/server/db/schema'
import { checkPointsLedger, spendPoints } from '~/server/points/service'
import type { Buyer, TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

let sku: TestSku

beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '25.00', stock: 500 })
  await fx.setFreight(sku.merId, '0.00', null)
})

const summary = (buyer: Buyer) => fx.ok(fx.get<PointsSummary>('/api/front/integral/user', buyer.cookie))
const ledger = (buyer: Buyer, type = 'all') =>
  fx.ok(
    fx.get<{ list: PointsEntry[]; total: number }>(
      `/api/front/integral/list?page=1&limit=50&type=${type}`,
      buyer.cookie,
    ),
  )

/** A cash-on-delivery order of `units`, shipped by the operator and received by the buyer. */
async function receivedOrder(buyer: Buyer, units: number) {
  const { parts } = await fx.paidOrder(buyer, [[sku, units]], 'cod')
  const order = parts[0]
  await fx.ops({ command: 'ship', orderNo: order.orderNo, delivery: { type: 'virtual' } })
  await fx.ok(fx.post(`/api/front/order/take/${order.orderNo}`, buyer.cookie))
  return fx.merchantOrder(order.orderNo)
}

async function refund(buyer: Buyer, orderNo: string, units: number) {
  const [item] = await fx.itemsOf((await fx.merchantOrder(orderNo)).id)
  const { refundOrderNo } = await fx.ok(
    fx.post<{ refundOrderNo: string }>('/api/front/order/refund', buyer.cookie, {
      orderNo,
      text: 'Changed my mind',
      items: [{ orderInfoId: item.id, num: units }],
    }),
  )
  await fx.ops({ command: 'refund-approve', refundOrderNo })
  return refundOrderNo
}

describe('earning points', () => {
  it('a received order earns frozen points that thaw only when due or when the operator ends the period', async () => {
    const buyer = await fx.newBuyer('earn')
    const order = await receivedOrder(buyer, 2)
    const earned = new Decimal(order.payPrice).floor().toNumber()
    expect(earned).toBe(50)
    expect(await summary(buyer)).toEqual({ integral: 0, frozenIntegral: 50, totalIntegral: 50, spentIntegral: 0 })
    const [freeze] = (await ledger(buyer)).list
    expect(freeze).toMatchObject({
      kind: 'freeze',
      type: 1,
      linkType: 'earn',
      linkId: order.orderNo,
      points: 50,
      balance: 0,
      frozenBalance: 50,
    })
    expect(freeze.thawTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    // Receiving twice (a retried receipt) earns nothing more.
    await fx.refused(fx.post(`/api/front/order/take/${order.orderNo}`, buyer.cookie), 'received')

    // Not due: nothing thaws; the operator's --all thaws it now.
    expect(await fx.ops({ command: 'points-unfreeze', shopper: undefined, all: false })).toEqual({ unfrozen: 0 })
    const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.id))
    expect(await fx.ops({ command: 'points-unfreeze', shopper: user.email ?? '', all: true })).toEqual({ unfrozen: 1 })
    expect(await summary(buyer)).toEqual({ integral: 50, frozenIntegral: 0, totalIntegral: 50, spentIntegral: 0 })
    const entries = (await ledger(buyer)).list
    expect(entries.map((e) => e.kind)).toEqual(['unfreeze', 'freeze'])
    expect(entries[0]).toMatchObject({ points: 50, balance: 50, frozenBalance: 0, thawTime: null })
    expect((await ledger(buyer, 'earned')).list.map((e) => e.kind)).toEqual(['freeze'])
    expect(await fx.ops({ command: 'points-check' })).toEqual({ ok: true })
  })

  it('thaws due points lazily before the shopper reads them', async () => {
    const buyer = await fx.newBuyer('lazy')
    const order = await receivedOrder(buyer, 1)
    await db()
      .update(pointsEarnings)
      .set({ thawAt: new Date(Date.now() - 1000) })
      .where(eq(pointsEarnings.merchantOrderId, order.id))
    expect(await summary(buyer)).toMatchObject({ integral: 25, frozenIntegral: 0 })
    expect(
      (await db().select().from(pointsEarnings).where(eq(pointsEarnings.merchantOrderId, order.id)))[0].status,
    ).toBe('unfrozen')
  })

  it('refunds take their share of frozen points back, and the last refund takes the rest', async () => {
    const buyer = await fx.newBuyer('reverse-frozen')
    const order = await receivedOrder(buyer, 4)
    expect(await summary(buyer)).toMatchObject({ frozenIntegral: 100 })
    const first = await refund(buyer, order.orderNo, 1)
    expect(await summary(buyer)).toEqual({ integral: 0, frozenIntegral: 75, totalIntegral: 75, spentIntegral: 0 })
    expect((await ledger(buyer)).list[0]).toMatchObject({
      kind: 'reverse',
      type: 2,
      linkType: 'refund',
      linkId: first,
      points: 25,
      frozenBalance: 75,
    })
    await refund(buyer, order.orderNo, 3)
    expect(await summary(buyer)).toEqual({ integral: 0, frozenIntegral: 0, totalIntegral: 0, spentIntegral: 0 })
    const [earning] = await db().select().from(pointsEarnings).where(eq(pointsEarnings.merchantOrderId, order.id))
    expect(earning).toMatchObject({ status: 'reversed', reversed: 100 })
    // Nothing left to thaw.
    expect(await fx.ops({ command: 'points-unfreeze', all: true })).toMatchObject({ unfrozen: expect.any(Number) })
    expect(await summary(buyer)).toMatchObject({ integral: 0, frozenIntegral: 0 })
    expect(await checkPointsLedger(db())).toEqual([])
  })

  it('a refund after the points thawed takes them from the balance, but never below zero', async () => {
    const buyer = await fx.newBuyer('reverse-spent')
    const order = await receivedOrder(buyer, 2)
    await db()
      .update(pointsEarnings)
      .set({ thawAt: new Date(Date.now() - 1000) })
      .where(eq(pointsEarnings.merchantOrderId, order.id))
    expect(await summary(buyer)).toMatchObject({ integral: 50 })
    // The shopper spends 40 of the 50; a full refund can only take back the 10 left.
    expect(await spendPoints(db(), buyer.id, 40, { linkType: 'order', title: 'Spent elsewhere' })).toBe(10)
    await refund(buyer, order.orderNo, 2)
    expect(await summary(buyer)).toEqual({ integral: 0, frozenIntegral: 0, totalIntegral: 40, spentIntegral: 40 })
    expect((await ledger(buyer)).list[0]).toMatchObject({ kind: 'reverse', points: 10, balance: 0 })
    expect(await checkPointsLedger(db())).toEqual([])
  })

  it('the points spent on an order come back when it is cancelled, and the summary says so', async () => {
    const buyer = await fx.newBuyer('spend-cancel', 1000)
    const { master } = await fx.paidOrder(buyer, [[sku, 4]], 'none', { points: true })
    expect(master.useIntegral).toBeGreaterThan(0)
    expect(await summary(buyer)).toMatchObject({
      integral: 1000 - master.useIntegral,
      spentIntegral: master.useIntegral,
      totalIntegral: 1000,
    })
    await fx.ok(fx.post(`/api/front/order/cancel/${master.orderNo}`, buyer.cookie))
    expect(await summary(buyer)).toEqual({ integral: 1000, frozenIntegral: 0, totalIntegral: 1000, spentIntegral: 0 })
  })

  it('refuses a bad ledger tab with a 400', async () => {
    const buyer = await fx.newBuyer('tab')
    await fx.refused(fx.get('/api/front/integral/list?type=frozen', buyer.cookie), 'type')
  })
})
