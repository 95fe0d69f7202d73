/**
 * The shops' packing fee and shipping insurance (decision 49, docs/spec.md §3.19 (#spec-3-19)): set by the operator
 * (`merchant-fees`), priced by the server in O2, O3 and O4 whatever the client sends, kept on the orders, answered
 * by the order details, given back by refunds (with the last units) and settled by `merchant-statement`.
 * Figures are computed by hand in the comments.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { ComputedPrice, OrderDetail, PreOrder } from '~/contract'
import { merchantCategories, merchants, orders } from '~/server/db/schema'
import { OpsCommand, runOpsCommand } from '~/server/ops/commands'
import { commandOf } from '../../scripts/ops'
import type { Buyer, TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

/** The CLI's argv, parsed and validated as scripts/ops.ts does, then run. */
const cli = (...argv: string[]) => runOpsCommand(db(), v.parse(OpsCommand, commandOf(argv)))

let a1: TestSku, a2: TestSku, b1: TestSku

beforeAll(async () => {
  ;[[a1, a2], [b1]] = await fx.pickSkus(2, 2)
  await fx.setSku(a1, { price: '20.00', stock: 100 })
  await fx.setSku(a2, { price: '10.00', stock: 100 })
  await fx.setSku(b1, { price: '7.25', stock: 100 })
  await fx.setFreight(a1.merId, '5.00', null)
  await fx.setFreight(b1.merId, '3.00', null)
  // Shop A: 2.00 packing per order, insurance 1.25 % of the goods; shop B charges neither. A's commission: 5 %.
  await cli('merchant-fees', String(a1.merId), '--packing-fee', '2.00', '--insurance-rate', '0.0125')
  const [shopA] = await db().select().from(merchants).where(eq(merchants.id, a1.merId))
  await db().update(merchantCategories).set({ handlingFee: '5.00' }).where(eq(merchantCategories.id, shopA.categoryId))
})

/** A cart of a1 × 2 + a2 × 1 (shop A: 50.00) and b1 × 1 (shop B: 7.25), as a pre-order. */
async function cartPreOrder(buyer: Buyer) {
  const ids = [
    await fx.addToCart(buyer.id, a1, 2),
    await fx.addToCart(buyer.id, a2, 1),
    await fx.addToCart(buyer.id, b1, 1),
  ]
  return fx.preOrder(buyer.cookie, {
    preOrderType: 'shoppingCart',
    orderDetails: ids.map((shoppingCartId) => ({ shoppingCartId })),
  })
}

describe('the operator sets a shop’s fees', () => {
  it('shows and changes them, and refuses amounts and rates that are not', async () => {
    expect(await cli('merchant-fees', String(a1.merId))).toMatchObject({
      merId: a1.merId,
      packingFee: '2.00',
      insuranceRate: '0.0125',
    })
    expect(await cli('merchant-fees', String(b1.merId))).toMatchObject({ packingFee: '0.00', insuranceRate: '0.0000' })
    for (const argv of [
      ['merchant-fees', '1', '--packing-fee=-1'],
      ['merchant-fees', '1', '--packing-fee', '2.005'],
      ['merchant-fees', '1', '--insurance-rate', '1.5'],
      ['merchant-fees', '1', '--insurance-rate', '5%'],
      ['merchant-fees', 'x'],
      ['merchant-statement'],
    ])
      expect(v.safeParse(OpsCommand, commandOf(argv)).success, argv.join(' ')).toBe(false)
    await expect(cli('merchant-fees', '99999', '--packing-fee', '1.00')).rejects.toThrow('Store not found')
  })
})

describe('checkout prices the fees on the server', () => {
  it('O2 and O3 add each shop’s packing fee and insurance, ignoring any figure the client sends', async () => {
    const buyer = await fx.newBuyer('fees-price')
    const preOrderNo = await cartPreOrder(buyer)
    const loaded = await fx.ok(fx.get<PreOrder>(`/api/front/order/load/pre/${preOrderNo}`, buyer.cookie))
    // A: 50.00 goods, 5.00 freight, 2.00 packing, 50.00 × 1.25 % = 0.625 → 0.63 insurance. B: 7.25 + 3.00.
    expect(loaded.orderList.map((m) => [m.merId, m.freightFee, m.packingFee, m.insuranceFee])).toEqual([
      [a1.merId, '5.00', '2.00', '0.63'],
      [b1.merId, '3.00', '0.00', '0.00'],
    ])
    expect(loaded).toMatchObject({ packingFee: '2.00', insuranceFee: '0.63', payFee: '67.88' })
    const priced = await fx.ok(
      fx.post<ComputedPrice>('/api/front/order/computed/price', buyer.cookie, {
        preOrderNo,
        addressId: buyer.addressId,
        packingFee: '0.00',
        insuranceFee: '0.00',
        payFee: '1.00',
        merchantList: [{ merId: a1.merId, packingFee: '0.00', insuranceFee: '0.00' }],
      }),
    )
    expect(priced).toMatchObject({ freightFee: '8.00', packingFee: '2.00', insuranceFee: '0.63', payFee: '67.88' })
    expect(priced.merchantList.map((m) => [m.packingFee, m.insuranceFee, m.payFee])).toEqual([
      ['2.00', '0.63', '57.63'],
      ['0.00', '0.00', '10.25'],
    ])
  })

  it('a change of the shop’s fees reaches the next price; coupons and points do not lower them', async () => {
    const buyer = await fx.newBuyer('fees-change', 100_000)
    await cli('merchant-fees', String(a1.merId), '--packing-fee', '3.50')
    const coupon = await fx.ownCoupon(buyer.id, { merId: a1.merId, money: '500.00' })
    const preOrderNo = await fx.buyNow(buyer.cookie, a1, 1)
    const priced = await fx.ok(
      fx.post<ComputedPrice>('/api/front/order/computed/price', buyer.cookie, {
        preOrderNo,
        couponIds: [coupon],
        isUseIntegral: true,
      }),
    )
    // 20.00 goods all taken by the coupon; still 5.00 freight + 3.50 packing + 0.25 insurance (20.00 × 1.25 %).
    expect(priced).toMatchObject({ couponFee: '20.00', packingFee: '3.50', insuranceFee: '0.25', payFee: '8.75' })
    await cli('merchant-fees', String(a1.merId), '--packing-fee', '2.00')
  })

  it('O4 keeps the server’s fees on the master and merchant orders, whatever the body says', async () => {
    const buyer = await fx.newBuyer('fees-create')
    const preOrderNo = await cartPreOrder(buyer)
    const { orderNo } = await fx.ok(
      fx.post<{ orderNo: string }>('/api/front/order/create', buyer.cookie, {
        preOrderNo,
        addressId: buyer.addressId,
        payType: 'cod',
        payChannel: 'pc',
        packingFee: '0.00',
        insuranceFee: '0.00',
        packingPrice: '0.00',
        insurancePrice: '0.00',
        payFee: '1.00',
      }),
    )
    const { master, parts } = await fx.reload(orderNo)
    expect(master).toMatchObject({ packingPrice: '2.00', insurancePrice: '0.63', payPrice: '67.88' })
    expect(parts.map((p) => [p.merId, p.packingPrice, p.insurancePrice, p.payPrice])).toEqual([
      [a1.merId, '2.00', '0.63', '57.63'],
      [b1.merId, '0.00', '0.00', '10.25'],
    ])
  })
})

describe('the order details answer the fees', () => {
  it('O8 sums them, O9 gives the shop’s with the sender’s phone and the parcel', async () => {
    const buyer = await fx.newBuyer('fees-detail')
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 2],
        [a2, 1],
        [b1, 1],
      ],
      'cod',
    )
    const whole = await fx.ok(fx.get<OrderDetail>(`/api/front/order/master/detail/${master.orderNo}`, buyer.cookie))
    expect(whole).toMatchObject({ packingPrice: '2.00', insurancePrice: '0.63', payPostage: '8.00', payPrice: '67.88' })
    const [shopA] = await db().select({ phone: merchants.phone }).from(merchants).where(eq(merchants.id, a1.merId))
    const partA = await fx.ok(fx.get<OrderDetail>(`/api/front/order/detail/${parts[0].orderNo}`, buyer.cookie))
    expect(partA).toMatchObject({
      packingPrice: '2.00',
      insurancePrice: '0.63',
      payPostage: '5.00',
      payPrice: '57.63',
      senderPhone: shopA.phone,
    })
    expect(partA.mass).toMatch(/^\d+\.\d{3}$/)
    expect(partA.volume).toMatch(/^\d+\.\d{3}$/)
    const partB = await fx.ok(fx.get<OrderDetail>(`/api/front/order/detail/${parts[1].orderNo}`, buyer.cookie))
    expect(partB).toMatchObject({ packingPrice: '0.00', insurancePrice: '0.00', payPrice: '10.25' })
  })
})

describe('refunds and the shop’s statement carry the fees', () => {
  it('a partial refund returns goods only; the last returns the fees; the statement follows', async () => {
    const buyer = await fx.newBuyer('fees-refund')
    const before = await cli('merchant-statement', String(a1.merId))
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 2],
        [a2, 1],
      ],
      'bank',
    )
    const order = parts[0]
    expect(order).toMatchObject({ payPrice: '57.63', packingPrice: '2.00', insurancePrice: '0.63' })
    const [itemA, itemB] = await fx.itemsOf(order.id)

    // a2 × 1: its goods' share of what was paid for goods: (57.63 − 5.00 − 2.00 − 0.63) × 10/50 = 10.00.
    const first = await fx.ok(
      fx.post<{ refundOrderNo: string }>('/api/front/order/refund', buyer.cookie, {
        orderNo: order.orderNo,
        text: 'damaged',
        items: [{ orderInfoId: itemB.id, num: 1 }],
      }),
    )
    expect(await fx.ops({ command: 'refund-approve', refundOrderNo: first.refundOrderNo })).toMatchObject({
      refundPrice: '10.00',
    })
    // The statement: the order's 57.63 paid, 10.00 refunded, the fees kept whole and free of commission;
    // 5 % of the 40.00 goods kept = 2.00 commission; payout 57.63 − 10.00 − 2.00 = 45.63.
    const partly = (await cli('merchant-statement', String(a1.merId))) as Record<string, unknown>
    const grew = (key: string) => (Number(partly[key]) - Number((before as Record<string, unknown>)[key])).toFixed(2)
    expect([
      grew('paid'),
      grew('refunded'),
      grew('goods'),
      grew('freight'),
      grew('packing'),
      grew('insurance'),
      grew('commission'),
      grew('payout'),
    ]).toEqual(['57.63', '10.00', '40.00', '5.00', '2.00', '0.63', '2.00', '45.63'])

    // The rest: everything not yet given back, freight, packing and insurance included: 57.63 − 10.00 = 47.63.
    const rest = await fx.ok(
      fx.post<{ refundOrderNo: string }>('/api/front/order/refund', buyer.cookie, {
        orderNo: order.orderNo,
        text: 'damaged',
        items: [{ orderInfoId: itemA.id, num: 2 }],
      }),
    )
    expect(await fx.ops({ command: 'refund-approve', refundOrderNo: rest.refundOrderNo })).toMatchObject({
      refundPrice: '47.63',
    })
    expect(await fx.merchantOrder(order.orderNo)).toMatchObject({ refundStatus: 3, refundPrice: '57.63' })
    const [{ payPrice }] = await db().select({ payPrice: orders.payPrice }).from(orders).where(eq(orders.id, master.id))
    expect(payPrice).toBe('57.63')
    // Fully refunded: the shop keeps nothing of it, fees included, and pays no commission on it.
    const after = (await cli('merchant-statement', String(a1.merId))) as Record<string, unknown>
    for (const key of ['goods', 'freight', 'packing', 'insurance', 'commission', 'payout'])
      expect(after[key], key).toBe((before as Record<string, unknown>)[key])
    expect(after).toMatchObject({ orders: (before as { orders: number }).orders + 1, commissionPercent: '5.00' })
  })
})
