// @database-sensitive: locking: the expiry sweeper (SKIP LOCKED) and lazy expiry
/**
 * Orders: O5 counters, O6 awaiting payment, O7 merchant orders by tab, O8/O9 details, O12 cancel, expiry of
 * unpaid orders (sweeper and lazy), and the lifecycle functions the payments domain calls.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '~/contract'
import type { MasterOrder, MerchantOrder } from '~/features/orders/queries'
import { merchants, orders, pointsRecords, productSkus } from '~/server/db/schema'
import { expireOverdueOrders } from '~/server/orders/expire'
import {
  cancelMasterOrder,
  lockMasterOrder,
  markMasterOrderAwaitingConfirmation,
  markMasterOrderCod,
  markMasterOrderPaid,
  reviveCancelledOrder,
} from '~/server/orders/lifecycle'
import { type Buyer, checkoutFixtures, type TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)
const db = () => api.handle.db

let a1: TestSku, b1: TestSku

beforeAll(async () => {
  ;[[a1], [b1]] = await fx.pickSkus(2, 1)
  await fx.setSku(a1, { price: '20.00', stock: 100 })
  await fx.setSku(b1, { price: '7.25', stock: 100 })
  await fx.setFreight(a1.merId, '5.00', '99.00')
  await fx.setFreight(b1.merId, '3.00', null)
})

/** Cart a1 × 2 + b1 × 4 (40.00 + 29.00, freight 8.00), with a merchant coupon and points; returns the order. */
async function placeOrder(user: Buyer, options: { coupon?: boolean; points?: boolean; payType?: string } = {}) {
  const couponIds = options.coupon ? [await fx.ownCoupon(user.id, { merId: a1.merId, money: '4.00' })] : []
  const cartIds = [await fx.addToCart(user.id, a1, 2), await fx.addToCart(user.id, b1, 4)]
  const preOrderNo = await fx.preOrder(user.cookie, {
    preOrderType: 'shoppingCart',
    orderDetails: cartIds.map((shoppingCartId) => ({ shoppingCartId })),
  })
  const { body } = await fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, {
    preOrderNo,
    addressId: user.addressId,
    couponIds,
    isUseIntegral: options.points === true,
    payType: options.payType ?? 'cod',
  })
  expect(body.code, body.message).toBe(200)
  const [row] = await db().select().from(orders).where(eq(orders.orderNo, body.data.orderNo))
  return row
}

describe('order reads', () => {
  it('lists unpaid master orders, then merchant orders once paid, with details and counters', async () => {
    const user = await fx.newBuyer('reads', 0)
    const order = await placeOrder(user)

    const counters = await fx.get<Record<string, number>>('/api/front/order/data', user.cookie)
    expect(counters.body.data).toEqual({
      unPaidCount: 1,
      unShippedCount: 0,
      receivedCount: 0,
      completeCount: 0,
      // Extensions: "all" counts the merchant orders of every checkout, unpaid ones included.
      allCount: 2,
      toEvaluateCount: 0,
      refundCount: 0,
      completedCount: 0,
      cancelledCount: 0,
    })

    const awaiting = await fx.get<Page<MasterOrder>>('/api/front/order/await/pay/list?page=1&limit=10', user.cookie)
    expect(awaiting.body.code).toBe(200)
    expect(awaiting.body.data.total).toBe(1)
    const listed = awaiting.body.data.list[0]
    expect(listed).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      paid: false,
      payType: 'cod',
      payStatus: 'unpaid',
      redirect: '',
      totalNum: 6,
      payPrice: '77.00',
    })
    expect(listed.expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(
      listed.orderList.map((m) => [m.merId, m.orderInfoList.map((i) => [i.attrValueId, i.price, i.payNum])]),
    ).toEqual([
      [a1.merId, [[a1.skuId, '20.00', 2]]],
      [b1.merId, [[b1.skuId, '7.25', 4]]],
    ])
    expect(listed.orderList[0].orderNo).toMatch(/^SH/)
    expect((await fx.get<Page<MerchantOrder>>('/api/front/order/list?type=1', user.cookie)).body.data.total).toBe(0)

    const master = await fx.get<MasterOrder & Record<string, unknown>>(
      `/api/front/order/master/detail/${order.orderNo}`,
      user.cookie,
    )
    expect(master.body.code).toBe(200)
    expect(master.body.data).toMatchObject({
      orderNo: order.orderNo,
      payStatus: 'unpaid',
      status: 0,
      proTotalPrice: '69.00',
      payPostage: '8.00',
      couponPrice: '0.00',
      couponId: 0,
      integralPrice: '0.00',
      useIntegral: 0,
      refundStatus: 0,
      refundTime: '',
      payTime: '',
      realName: 'reads Receiver',
      userAddress: 'Russia Tverskaya 1 125009',
      payVoucher: '',
      cancelReason: '',
    })

    // Cash on delivery confirmed: the merchant orders move to "to ship".
    await db().transaction((tx) => markMasterOrderCod(tx, order.id))
    expect((await fx.get<Record<string, number>>('/api/front/order/data', user.cookie)).body.data).toEqual({
      unPaidCount: 0,
      unShippedCount: 2,
      receivedCount: 0,
      completeCount: 0,
      allCount: 2,
      toEvaluateCount: 0,
      refundCount: 0,
      completedCount: 0,
      cancelledCount: 0,
    })
    const toShip = await fx.get<Page<MerchantOrder>>('/api/front/order/list?page=1&limit=10&type=1', user.cookie)
    expect(toShip.body.data.total).toBe(2)
    const part = toShip.body.data.list.find((m) => m.merId === b1.merId)!
    expect(part).toMatchObject({ paid: false, payType: 'cod', status: 0, totalNum: 4, payPrice: '32.00', redirect: '' })
    expect(part.merName).not.toBe('')
    expect((await fx.get<Page<MerchantOrder>>('/api/front/order/list?type=2', user.cookie)).body.data.total).toBe(0)

    const detail = await fx.get<MerchantOrder & Record<string, unknown>>(
      `/api/front/order/detail/${part.orderNo}`,
      user.cookie,
    )
    expect(detail.body.data).toMatchObject({
      orderNo: part.orderNo,
      status: 0,
      payStatus: 'cod',
      proTotalPrice: '29.00',
      payPostage: '3.00',
      payPrice: '32.00',
      refundStatus: 0,
    })
    expect(detail.body.data.orderInfoList).toHaveLength(1)
    // The sender's phone (the shop's) and the parcel: each item's shipping weight and volume times the units bought.
    const [shop] = await db().select({ phone: merchants.phone }).from(merchants).where(eq(merchants.id, b1.merId))
    const bought = detail.body.data.orderInfoList as { attrValueId: number; payNum: number }[]
    const [sku] = await db()
      .select({ weight: productSkus.weight, volume: productSkus.volume })
      .from(productSkus)
      .where(eq(productSkus.id, bought[0].attrValueId))
    expect(detail.body.data).toMatchObject({
      senderPhone: shop.phone,
      mass: (Number(sku.weight) * bought[0].payNum).toFixed(3),
      volume: (Number(sku.volume) * bought[0].payNum).toFixed(3),
    })

    // Another user sees none of it.
    const stranger = await fx.newBuyer('stranger')
    expect((await fx.get(`/api/front/order/master/detail/${order.orderNo}`, stranger.cookie)).body.code).toBe(404)
    expect((await fx.get(`/api/front/order/detail/${part.orderNo}`, stranger.cookie)).body.code).toBe(404)
    expect((await fx.get<Page<MerchantOrder>>('/api/front/order/list?type=1', stranger.cookie)).body.data.total).toBe(0)
    expect((await fx.get('/api/front/order/data', '')).body.code).toBe(401)
  })
})

describe('O12 cancel and expiry', () => {
  it('cancels an unpaid order, returning stock, coupons and points, once', async () => {
    const user = await fx.newBuyer('cancel', 1000)
    const before = await fx.snapshot(user.id, [a1, b1])
    const order = await placeOrder(user, { coupon: true, points: true })
    expect(order.useIntegral).toBe(1000)
    const placed = await fx.snapshot(user.id, [a1, b1])
    expect(placed.integral).toBe(0)
    expect(placed.skus[0].stock).toBe(before.skus[0].stock - 2)

    const stranger = await fx.newBuyer('cancel-stranger')
    expect((await fx.post(`/api/front/order/cancel/${order.orderNo}`, stranger.cookie)).body.code).toBe(400)

    const { body } = await fx.post(`/api/front/order/cancel/${order.orderNo}`, user.cookie)
    expect(body.code, body.message).toBe(200)
    const after = await fx.snapshot(user.id, [a1, b1])
    expect(after.skus).toEqual(before.skus)
    expect(after.products).toEqual(before.products)
    expect(after.integral).toBe(1000)
    expect(after.coupons.map((c) => [c.status, c.orderNo])).toEqual([[0, null]])
    const [refund] = await db()
      .select()
      .from(pointsRecords)
      .where(and(eq(pointsRecords.userId, user.id), eq(pointsRecords.linkType, 'cancel')))
    expect(refund).toMatchObject({ type: 1, points: 1000, balance: 1000, linkId: order.orderNo })
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelled by the shopper' })
    expect(row.cancelledAt).toBeInstanceOf(Date)

    // A second cancel is refused and a direct second cancel does nothing.
    const again = await fx.post(`/api/front/order/cancel/${order.orderNo}`, user.cookie)
    expect(again.body.code).toBe(400)
    expect(await db().transaction((tx) => cancelMasterOrder(tx, order.id, 'again'))).toBe(false)
    expect(await fx.snapshot(user.id, [a1, b1])).toEqual(after)
  })

  it('only cancels orders awaiting payment', async () => {
    const user = await fx.newBuyer('paid', 0)
    const order = await placeOrder(user)
    await db().transaction((tx) => markMasterOrderPaid(tx, order.id, 'stripe'))
    const { body } = await fx.post(`/api/front/order/cancel/${order.orderNo}`, user.cookie)
    expect(body.code).toBe(400)
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'paid', paid: true, payType: 'stripe' })
    expect(row.payTime).toBeInstanceOf(Date)

    const bank = await placeOrder(user, { payType: 'bank' })
    await db().transaction((tx) =>
      markMasterOrderAwaitingConfirmation(tx, bank.id, '/media/uploads/proof.png', 'Paid from my account'),
    )
    const awaiting = await fx.get<MasterOrder & { payVoucher: string }>(
      `/api/front/order/master/detail/${bank.orderNo}`,
      user.cookie,
    )
    expect(awaiting.body.data).toMatchObject({
      payStatus: 'awaiting_confirmation',
      payType: 'bank',
      payVoucher: 'http://shop.test/media/uploads/proof.png',
      expireTime: '',
    })
    expect((await fx.post(`/api/front/order/cancel/${bank.orderNo}`, user.cookie)).body.code).toBe(200)
  })

  it('expires overdue unpaid orders (sweeper and lazily), but never cash-on-delivery or bank orders', async () => {
    const user = await fx.newBuyer('expiry', 500)
    const before = await fx.snapshot(user.id, [a1, b1])
    const overdue = await placeOrder(user, { coupon: true, points: true })
    const cod = await placeOrder(user)
    await db().transaction((tx) => markMasterOrderCod(tx, cod.id))
    const past = new Date(Date.now() - 60_000)
    await db().update(orders).set({ expiresAt: past }).where(eq(orders.userId, user.id))

    const cancelled = await expireOverdueOrders(db())
    expect(cancelled).toBeGreaterThanOrEqual(1)
    const [row] = await db().select().from(orders).where(eq(orders.id, overdue.id))
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Not paid in time' })
    const [codRow] = await db().select().from(orders).where(eq(orders.id, cod.id))
    expect(codRow.status).toBe('cod')
    const after = await fx.snapshot(user.id, [a1, b1])
    // Only the cash-on-delivery order still holds stock; coupons and points are back.
    expect(after.skus[0].stock).toBe(before.skus[0].stock - 2)
    expect(after.integral).toBe(500)
    expect(after.coupons.every((c) => c.status === 0)).toBe(true)
    expect(await expireOverdueOrders(db())).toBe(0)

    // Lazy: the next read of the user's orders cancels an overdue one first.
    const lazy = await placeOrder(user)
    await db().update(orders).set({ expiresAt: past }).where(eq(orders.id, lazy.id))
    const awaiting = await fx.get<Page<MasterOrder>>('/api/front/order/await/pay/list', user.cookie)
    expect(awaiting.body.data.list.map((o) => o.orderNo)).not.toContain(lazy.orderNo)
    const [lazyRow] = await db().select().from(orders).where(eq(orders.id, lazy.id))
    expect(lazyRow.status).toBe('cancelled')

    // The counters are read in the look's own statement (decision 97): when the look cancels an order, they are read
    // again after it, so the order counts as cancelled, not as unpaid.
    const counted = await placeOrder(user)
    const counts = (await fx.get<Record<string, number>>('/api/front/order/data', user.cookie)).body.data
    expect(counts.unPaidCount).toBeGreaterThan(0)
    await db().update(orders).set({ expiresAt: past }).where(eq(orders.id, counted.id))
    const recounted = (await fx.get<Record<string, number>>('/api/front/order/data', user.cookie)).body.data
    expect(recounted.unPaidCount).toBe(counts.unPaidCount - 1)
    expect(recounted.cancelledCount).toBeGreaterThan(counts.cancelledCount)
  })
})

describe('lifecycle for payments', () => {
  it("locks only the owner's order and revives a cancelled order when stock allows", async () => {
    const user = await fx.newBuyer('revive', 400)
    const order = await placeOrder(user, { coupon: true, points: true })
    expect(await db().transaction((tx) => lockMasterOrder(tx, order.orderNo, user.id + 999))).toBeNull()
    expect((await db().transaction((tx) => lockMasterOrder(tx, order.orderNo, user.id)))?.id).toBe(order.id)
    const held = await fx.snapshot(user.id, [a1, b1])
    await db().transaction((tx) => cancelMasterOrder(tx, order.id, 'Not paid in time'))

    expect(await db().transaction((tx) => reviveCancelledOrder(tx, order.id))).toBe(true)
    const revived = await fx.snapshot(user.id, [a1, b1])
    expect(revived.skus).toEqual(held.skus)
    expect(revived.products).toEqual(held.products)
    expect(revived.integral).toBe(held.integral)
    expect(revived.coupons).toEqual(held.coupons)
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ status: 'unpaid', cancelReason: '' })
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now())

    // Cancelled again, then the b1 SKU runs short: nothing is re-taken.
    await db().transaction((tx) => cancelMasterOrder(tx, order.id, 'Not paid in time'))
    await fx.setSku(b1, { stock: 3 })
    const released = await fx.snapshot(user.id, [a1, b1])
    expect(await db().transaction((tx) => reviveCancelledOrder(tx, order.id))).toBe(false)
    expect(await fx.snapshot(user.id, [a1, b1])).toEqual(released)
    const [still] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(still.status).toBe('cancelled')
    await fx.setSku(b1, { stock: 100 })
  })
})
