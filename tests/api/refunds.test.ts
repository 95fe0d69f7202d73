/**
 * Refunds R1–R5 and the merchant's approve / refuse / done: every transition allowed and refused, amounts never
 * above what was paid, stock, points and coupons back on approval, vouchers only the requester's private uploads,
 * and a card refund through Stripe's refund API (the fake Stripe).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Decimal from 'decimal.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { REFUND_REASON_CODES } from '~/contract/refund-reasons'
import { refundOrders, users } from '~/server/db/schema'
import type { Buyer, TestSku } from './support/checkout-fixtures'
import { type FakeStripe, startFakeStripe, useStripeEnv } from './support/fake-stripe'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'refunds-test-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

let a1: TestSku, a2: TestSku
let fake: FakeStripe
let restoreEnv: () => void

beforeAll(async () => {
  ;[[a1, a2]] = await fx.pickSkus(1, 2)
  await fx.setSku(a1, { price: '20.00', stock: 100 })
  await fx.setSku(a2, { price: '10.00', stock: 100 })
  await fx.setFreight(a1.merId, '5.00', null)
  fake = await startFakeStripe()
  restoreEnv = useStripeEnv(fake)
  resetConfig()
})

afterAll(async () => {
  restoreEnv?.()
  delete process.env.UPLOAD_DIR
  resetConfig()
  await fake?.close()
  rmSync(uploadDir, { recursive: true, force: true })
})

interface ApplyInfo {
  orderInfoList: { id: number; payNum: number; refundableNum: number }[]
  totalNum: number
  payPrice: string
  refundIntegral: number
}
interface RefundOrder {
  refundOrderNo: string
  merOrderNo: string
  refundStatus: number
  refundReason: string
  refundPrice: string
  totalNum: number
  refundReasonWap: string
  refundReasonWapExplain: string
  refundReasonWapImg: string
  orderInfoList: { id: number; payNum: number }[]
}

const get = <T>(buyer: Buyer, path: string) => fx.get<T>(path, buyer.cookie)
const post = <T = unknown>(buyer: Buyer, path: string, json?: unknown) => fx.post<T>(path, buyer.cookie, json)
const request = (buyer: Buyer, json: Record<string, unknown>) =>
  post<{ refundOrderNo: string }>(buyer, '/api/front/order/refund', { text: 'damaged', ...json })
const refundRows = (merchantOrderId: number) =>
  db().select().from(refundOrders).where(eq(refundOrders.merchantOrderId, merchantOrderId))
const points = async (userId: number) =>
  (await db().select({ integral: users.integral }).from(users).where(eq(users.id, userId)))[0].integral

describe('refund requests (R1–R5)', () => {
  it('refuses unpaid orders and bad input with a 400 that changes nothing', async () => {
    const buyer = await fx.newBuyer('refund-input')
    const other = await fx.newBuyer('refund-other')
    const unpaid = await fx.paidOrder(buyer, [[a1, 1]], 'none')
    await fx.refused(request(buyer, { orderNo: unpaid.parts[0].orderNo }), 'Only paid orders can be refunded')
    const cod = await fx.paidOrder(buyer, [[a1, 1]], 'cod')
    await fx.refused(
      get(buyer, `/api/front/order/apply/refund/${cod.parts[0].orderNo}`),
      'Only paid orders can be refunded',
    )

    const { parts } = await fx.paidOrder(buyer, [[a1, 2]], 'bank')
    const orderNo = parts[0].orderNo
    const mine = await fx.upload(buyer)
    const public_ = await fx.upload(buyer, 'avatar')
    const theirs = await fx.upload(other)
    const [item] = await fx.itemsOf(parts[0].id)
    const before = await fx.snapshot(buyer.id, [a1])
    await fx.refused(request(buyer, { orderNo, text: '' }), 'Please choose a reason for the refund')
    await fx.refused(
      request(buyer, { orderNo, refund_reason_wap_explain: 'x'.repeat(101) }),
      'Remarks must be at most 100 characters',
    )
    await fx.refused(
      request(buyer, { orderNo, refund_reason_wap_img: Array(6).fill(mine).join(',') }),
      'At most 5 voucher images',
    )
    await fx.refused(
      request(buyer, { orderNo, refund_reason_wap_img: theirs }),
      'Voucher images must be images you uploaded',
    )
    await fx.refused(
      request(buyer, { orderNo, refund_reason_wap_img: public_ }),
      'Voucher images must be images you uploaded',
    )
    await fx.refused(
      request(buyer, { orderNo, refund_reason_wap_img: 'https://evil.example/x.png' }),
      'Voucher images must be images you uploaded',
    )
    await fx.refused(
      request(buyer, { orderNo, items: [{ orderInfoId: item.id, num: 3 }] }),
      'Only 2 unit(s) of this item can still be returned',
    )
    await fx.refused(
      request(buyer, { orderNo, items: [{ orderInfoId: item.id + 99999, num: 1 }] }),
      'not part of this order',
    )
    await fx.refused(request(other, { orderNo }), 'Order not found')
    expect((await get(other, `/api/front/order/apply/refund/${orderNo}`)).body.code).toBe(404)
    expect(await refundRows(parts[0].id)).toEqual([])
    expect(await fx.snapshot(buyer.id, [a1])).toEqual(before)
    expect(await fx.ok(get<string[]>(buyer, '/api/front/order/refund/reason'))).toEqual([...REFUND_REASON_CODES])
  })

  it('refuses with a reason, lets the shopper ask again, then approves: stock, points and coupon come back', async () => {
    const buyer = await fx.newBuyer('refund-walk', 1000)
    const coupon = await fx.ownCoupon(buyer.id, { merId: a1.merId, money: '3.00' })
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 2],
        [a2, 1],
      ],
      'bank',
      { couponIds: [coupon], points: true },
    )
    const order = parts[0]
    expect(order.useIntegral).toBeGreaterThan(0)
    expect(order.couponId).toBe(coupon)
    expect((await fx.userCoupon(coupon)).status).toBe(1)
    const info = await fx.ok(get<ApplyInfo>(buyer, `/api/front/order/apply/refund/${order.orderNo}`))
    expect(info).toMatchObject({ totalNum: 3, payPrice: order.payPrice, refundIntegral: order.useIntegral })
    const [itemA, itemB] = await fx.itemsOf(order.id)

    // A partial request for one unit of A with a voucher: its share of what was paid, never more.
    const voucher = await fx.upload(buyer)
    const first = await fx.ok(
      request(buyer, {
        orderNo: order.orderNo,
        refund_reason_wap_explain: 'Cracked',
        refund_reason_wap_img: voucher,
        items: [{ orderInfoId: itemA.id, num: 1 }],
      }),
    )
    const goodsPaid = new Decimal(order.payPrice).minus(order.freightPrice)
    expect(await fx.ok(get<RefundOrder>(buyer, `/api/front/order/refund/detail/${first.refundOrderNo}`))).toMatchObject(
      {
        merOrderNo: order.orderNo,
        refundStatus: 0,
        totalNum: 1,
        refundPrice: goodsPaid.times(20).div(50).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
        refundReasonWap: 'damaged',
        refundReasonWapExplain: 'Cracked',
        refundReasonWapImg: voucher,
        orderInfoList: [{ id: itemA.id, payNum: 1 }],
      },
    )
    // The voucher stays private: the requester sees it, another shopper does not.
    expect((await api.call(new URL(voucher).pathname, { headers: { cookie: buyer.cookie } })).response.status).toBe(200)
    expect((await api.call(new URL(voucher).pathname)).response.status).toBe(404)
    await fx.refused(request(buyer, { orderNo: order.orderNo }), 'A refund of this order is already under review')
    await expect(fx.ops({ command: 'ship', orderNo: order.orderNo, delivery: { type: 'virtual' } })).rejects.toThrow(
      'under review',
    )
    await expect(fx.ops({ command: 'refund-done', refundOrderNo: first.refundOrderNo })).rejects.toThrow(
      'A refund that is awaiting review cannot be marked as refunded',
    )

    // Refused: the reason shows, the units are free again, and nothing came back.
    const before = await fx.snapshot(buyer.id, [a1, a2])
    await fx.ops({ command: 'refund-refuse', refundOrderNo: first.refundOrderNo, reason: 'Photos show no damage' })
    const list = await fx.ok(get<{ list: RefundOrder[] }>(buyer, '/api/front/order/refund/list'))
    expect(list.list[0]).toMatchObject({
      refundOrderNo: first.refundOrderNo,
      refundStatus: 1,
      refundReason: 'Photos show no damage',
    })
    expect(await fx.snapshot(buyer.id, [a1, a2])).toEqual(before)
    expect(await fx.merchantOrder(order.orderNo)).toMatchObject({ refundStatus: 0 })
    expect((await fx.itemsOf(order.id)).map((i) => i.refundNum)).toEqual([0, 0])
    await expect(fx.ops({ command: 'refund-approve', refundOrderNo: first.refundOrderNo })).rejects.toThrow(
      'A refund that is refused cannot be approved',
    )
    await expect(
      fx.ops({ command: 'refund-refuse', refundOrderNo: first.refundOrderNo, reason: 'Again' }),
    ).rejects.toThrow('A refund that is refused cannot be refused')

    // Asked again for everything, approved: stock, all points and the coupon come back; bank transfer waits in
    // "accepted" until the operator has paid the money back.
    const second = await fx.ok(request(buyer, { orderNo: order.orderNo, text: 'changed_mind' }))
    const pointsBefore = await points(buyer.id)
    const approved = await fx.ops({ command: 'refund-approve', refundOrderNo: second.refundOrderNo })
    expect(approved).toMatchObject({ refundStatus: 2, refundPrice: order.payPrice })
    const after = await fx.snapshot(buyer.id, [a1, a2])
    expect(after.skus.map((s) => s.stock)).toEqual(
      before.skus.map((s) => s.stock + (s.id === itemA.skuId ? itemA.payNum : itemB.payNum)),
    )
    expect(after.products.map((p) => p.stock)).toEqual(
      before.products.map((p) => p.stock + (p.id === a1.productId ? 2 : 1)),
    )
    expect(await points(buyer.id)).toBe(pointsBefore + order.useIntegral)
    expect((await fx.userCoupon(coupon)).status).toBe(0)
    expect(await fx.merchantOrder(order.orderNo)).toMatchObject({ refundStatus: 3, refundPrice: order.payPrice })
    expect(await fx.ok(get<ApplyInfo>(buyer, `/api/front/order/detail/${order.orderNo}`))).toMatchObject({
      refundStatus: 3,
    })
    await fx.ops({ command: 'refund-done', refundOrderNo: second.refundOrderNo })
    expect(
      await fx.ok(get<RefundOrder>(buyer, `/api/front/order/refund/detail/${second.refundOrderNo}`)),
    ).toMatchObject({ refundStatus: 3, refundReasonWapImg: '' })
    await expect(fx.ops({ command: 'refund-done', refundOrderNo: second.refundOrderNo })).rejects.toThrow(
      'A refund that is refunded cannot be marked as refunded',
    )

    // Nothing left: no new request, no shipping, and the sum of refunds is what was paid.
    await fx.refused(request(buyer, { orderNo: order.orderNo }), 'This order was fully refunded')
    await expect(fx.ops({ command: 'ship', orderNo: order.orderNo, delivery: { type: 'virtual' } })).rejects.toThrow(
      'fully refunded',
    )
    const granted = (await refundRows(order.id)).filter((r) => r.refundStatus !== 1)
    expect(granted.reduce((sum, r) => sum.plus(r.refundPrice), new Decimal(0)).toFixed(2)).toBe(order.payPrice)
    expect(await fx.ok(get<Record<string, number>>(buyer, '/api/front/order/data'))).toMatchObject({ refundCount: 1 })
    expect(master.orderNo).toMatch(/^PT/)
  })

  it('refunds the last units with everything left, so partial refunds never add up to more than was paid', async () => {
    const buyer = await fx.newBuyer('refund-parts')
    const { parts } = await fx.paidOrder(buyer, [[a1, 3]], 'bank')
    const [item] = await fx.itemsOf(parts[0].id)
    for (let i = 0; i < 3; i++) {
      const { refundOrderNo } = await fx.ok(
        request(buyer, { orderNo: parts[0].orderNo, items: [{ orderInfoId: item.id, num: 1 }] }),
      )
      await fx.ops({ command: 'refund-approve', refundOrderNo })
      expect((await fx.merchantOrder(parts[0].orderNo)).refundStatus).toBe(i < 2 ? 2 : 3)
    }
    const rows = await refundRows(parts[0].id)
    expect(rows.reduce((sum, r) => sum.plus(r.refundPrice), new Decimal(0)).toFixed(2)).toBe(parts[0].payPrice)
    expect(new Decimal(rows[2].refundPrice).gte(rows[0].refundPrice)).toBe(true)
  })
})

describe('refunds and the rest of the order', () => {
  it('completes a received order once its other items are refunded, and blocks receipt while a refund is under review', async () => {
    const buyer = await fx.newBuyer('refund-complete')
    const { parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 1],
        [a2, 1],
      ],
      'cod',
    )
    const order = parts[0]
    await fx.refused(get(buyer, `/api/front/order/apply/refund/${order.orderNo}`), 'Only paid orders can be refunded')
    await fx.ops({ command: 'ship', orderNo: order.orderNo, delivery: { type: 'virtual' } })
    await fx.ok(post(buyer, `/api/front/order/take/${order.orderNo}`))
    const [itemA, itemB] = await fx.itemsOf(order.id)
    await fx.ok(
      post(buyer, '/api/front/order/comment', {
        orderInfoId: itemA.id,
        orderNo: order.orderNo,
        star: 5,
        comment: 'Good',
      }),
    )
    expect((await fx.merchantOrder(order.orderNo)).status).toBe(2)
    const { refundOrderNo } = await fx.ok(
      request(buyer, { orderNo: order.orderNo, items: [{ orderInfoId: itemB.id, num: 1 }] }),
    )
    expect((await fx.ok(get<{ list: { id: number }[] }>(buyer, '/api/front/order/reply/list'))).list).toEqual([])
    await fx.refused(
      post(buyer, '/api/front/order/comment', {
        orderInfoId: itemB.id,
        orderNo: order.orderNo,
        star: 5,
        comment: 'Good',
      }),
      'A refunded item cannot be reviewed',
    )
    expect(await fx.ops({ command: 'refund-approve', refundOrderNo })).toMatchObject({ refundStatus: 2 })
    expect(await fx.merchantOrder(order.orderNo)).toMatchObject({ status: 3, refundStatus: 2 })

    // A shipped order with a refund under review cannot be received until the merchant decides.
    const bank = (await fx.paidOrder(buyer, [[a1, 1]], 'bank')).parts[0]
    await fx.ops({ command: 'ship', orderNo: bank.orderNo, delivery: { type: 'virtual' } })
    const pending = await fx.ok(request(buyer, { orderNo: bank.orderNo }))
    await fx.refused(post(buyer, `/api/front/order/take/${bank.orderNo}`), 'under review')
    await fx.ops({ command: 'refund-refuse', refundOrderNo: pending.refundOrderNo, reason: 'Wait for the parcel' })
    await fx.ok(post(buyer, `/api/front/order/take/${bank.orderNo}`))
  })
})

describe('card refunds', () => {
  it('refunds a card payment through Stripe on approval, for the refund amount, once', async () => {
    const buyer = await fx.newBuyer('refund-card')
    const { master, parts } = await fx.paidOrder(buyer, [[a2, 2]], 'none')
    const { body } = await post<{ stripeClientSecret: string }>(buyer, '/api/front/pay/payment', {
      orderNo: master.orderNo,
      payType: 'stripe',
      payChannel: 'pc',
    })
    expect(body.code, body.message).toBe(200)
    const intent = [...fake.intents.values()].find((i) => i.client_secret === body.data.stripeClientSecret)!
    fake.succeed(intent.id)
    await fx.ok(get(buyer, `/api/front/pay/result/${master.orderNo}`))
    expect((await fx.reload(master.orderNo)).master).toMatchObject({ status: 'paid', payType: 'stripe' })

    const [item] = await fx.itemsOf(parts[0].id)
    const { refundOrderNo } = await fx.ok(
      request(buyer, { orderNo: parts[0].orderNo, items: [{ orderInfoId: item.id, num: 1 }] }),
    )
    const refundsBefore = fake.refunds.length
    const approved = (await fx.ops({ command: 'refund-approve', refundOrderNo })) as {
      refundStatus: number
      refundPrice: string
    }
    expect(approved.refundStatus).toBe(3)
    expect(fake.refunds.length).toBe(refundsBefore + 1)
    const refund = fake.refunds.at(-1)!
    expect(refund).toMatchObject({
      payment_intent: intent.id,
      amount: new Decimal(approved.refundPrice).times(100).toNumber(),
    })
    expect(refund.metadata.refundOrderNo).toBe(refundOrderNo)
    const [row] = await db().select().from(refundOrders).where(eq(refundOrders.refundOrderNo, refundOrderNo))
    expect(row).toMatchObject({ refundStatus: 3, providerRef: refund.id })
    await expect(fx.ops({ command: 'refund-approve', refundOrderNo })).rejects.toThrow(
      'A refund that is refunded cannot be approved',
    )
  })

  it('keeps an approved card refund accepted while Stripe is down, and `refund done` retries it', async () => {
    const buyer = await fx.newBuyer('refund-down')
    const { master, parts } = await fx.paidOrder(buyer, [[a2, 1]], 'none')
    const { body } = await post<{ stripeClientSecret: string }>(buyer, '/api/front/pay/payment', {
      orderNo: master.orderNo,
      payType: 'stripe',
      payChannel: 'pc',
    })
    const intent = [...fake.intents.values()].find((i) => i.client_secret === body.data.stripeClientSecret)!
    fake.succeed(intent.id)
    await fx.ok(get(buyer, `/api/front/pay/result/${master.orderNo}`))
    const { refundOrderNo } = await fx.ok(request(buyer, { orderNo: parts[0].orderNo }))
    fake.down = true
    try {
      await expect(fx.ops({ command: 'refund-approve', refundOrderNo })).rejects.toThrow('Payment service unavailable')
    } finally {
      fake.down = false
    }
    expect(
      (await db().select().from(refundOrders).where(eq(refundOrders.refundOrderNo, refundOrderNo)))[0].refundStatus,
    ).toBe(2)
    expect(await fx.ops({ command: 'refund-done', refundOrderNo })).toMatchObject({ refundStatus: 3 })
    expect(fake.refunds.filter((r) => r.metadata.refundOrderNo === refundOrderNo)).toHaveLength(1)
  })
})
