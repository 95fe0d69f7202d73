/**
 * After checkout, the checkout-level order (O8) speaks for no merchant order: it lists each one with its own state.
 * A cash-on-delivery order can be cancelled (O12) while none of its merchant orders has shipped, returning stock,
 * coupons and points as an unpaid cancel does; `cancellable` (O6–O9) says whether O12 accepts it now.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '~/server/db/schema'
import type { Buyer, TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

let a1: TestSku, b1: TestSku

beforeAll(async () => {
  ;[a1, b1] = await fx.twoStoreSkus()
})

interface Part {
  orderNo: string
  status: number
  paid: boolean
  refundStatus: number
}
interface Detail {
  orderNo: string
  orderKind: string
  payStatus: string
  cancellable: boolean
  orderList?: Part[]
}

const detail = (buyer: Buyer, orderNo: string) =>
  fx.ok(fx.get<Detail>(`/api/front/order/detail/${orderNo}`, buyer.cookie))
const cancel = (buyer: Buyer, orderNo: string) => fx.post(`/api/front/order/cancel/${orderNo}`, buyer.cookie)
const listed = async (buyer: Buyer, type: number) =>
  (
    await fx.ok(
      fx.get<{ list: { orderNo: string; cancellable: boolean }[] }>(
        `/api/front/order/list?type=${type}&limit=50`,
        buyer.cookie,
      ),
    )
  ).list

describe('the checkout-level order after payment', () => {
  it('lists each merchant order with its own live state, never one state for all', async () => {
    const buyer = await fx.newBuyer('master-states')
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 1],
        [b1, 1],
      ],
      'cod',
    )
    await fx.ops({
      command: 'ship',
      orderNo: parts[0].orderNo,
      delivery: { type: 'express', expName: 'DHL', expNo: 'JD0100' },
    })

    const shown = await detail(buyer, master.orderNo)
    expect(shown.orderKind).toBe('master')
    expect(shown.orderList).toEqual([
      expect.objectContaining({ orderNo: parts[0].orderNo, status: 1, paid: false, refundStatus: 0 }),
      expect.objectContaining({ orderNo: parts[1].orderNo, status: 0, paid: false, refundStatus: 0 }),
    ])

    await fx.ok(fx.post(`/api/front/order/take/${parts[0].orderNo}`, buyer.cookie))
    const received = await detail(buyer, master.orderNo)
    // Cash on delivery: the received order is paid at the door, the other one not yet.
    expect(received.orderList?.map((p) => [p.status, p.paid])).toEqual([
      [2, true],
      [0, false],
    ])
  })
})

describe('O12 on a cash-on-delivery order', () => {
  it('cancels it while awaiting shipment, returning stock, coupons and points, and the merchant can no longer ship it', async () => {
    const buyer = await fx.newBuyer('cod-cancel', 1000)
    const couponId = await fx.ownCoupon(buyer.id, { merId: a1.merId, money: '4.00' })
    const before = await fx.snapshot(buyer.id, [a1, b1])
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 2],
        [b1, 1],
      ],
      'cod',
      { couponIds: [couponId], points: true },
    )
    expect(master.status).toBe('cod')
    expect(master.useIntegral).toBeGreaterThan(0)
    const placed = await fx.snapshot(buyer.id, [a1, b1])
    expect(placed.skus[0].stock).toBe(before.skus[0].stock - 2)
    expect(placed.coupons.map((c) => c.status)).toEqual([1])

    // Every view says it can be cancelled: the checkout, each merchant order, its list row.
    expect((await detail(buyer, master.orderNo)).cancellable).toBe(true)
    expect((await detail(buyer, parts[0].orderNo)).cancellable).toBe(true)
    expect((await listed(buyer, 1)).map((o) => o.cancellable)).toEqual([true, true])

    const stranger = await fx.newBuyer('cod-cancel-stranger')
    expect((await cancel(stranger, master.orderNo)).body.code).toBe(400)

    await fx.ok(cancel(buyer, master.orderNo))
    const after = await fx.snapshot(buyer.id, [a1, b1])
    expect(after.skus).toEqual(before.skus)
    expect(after.products).toEqual(before.products)
    expect(after.integral).toBe(1000)
    expect(after.coupons.map((c) => [c.status, c.orderNo])).toEqual([[0, null]])
    const [row] = await db().select().from(orders).where(eq(orders.id, master.id))
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelled by the shopper', paid: false })
    expect(await detail(buyer, parts[0].orderNo)).toMatchObject({ payStatus: 'cancelled', cancellable: false })
    expect((await listed(buyer, 7)).map((o) => o.orderNo).sort()).toEqual(parts.map((p) => p.orderNo).sort())

    await expect(fx.ops({ command: 'ship', orderNo: parts[0].orderNo, delivery: { type: 'virtual' } })).rejects.toThrow(
      'Only paid or cash-on-delivery orders can be shipped',
    )
    await fx.refused(cancel(buyer, master.orderNo), 'This order is already cancelled')
    expect(await fx.snapshot(buyer.id, [a1, b1])).toEqual(after)
  })

  it('refuses once one of its merchant orders has shipped, and changes nothing', async () => {
    const buyer = await fx.newBuyer('cod-shipped', 500)
    const { master, parts } = await fx.paidOrder(
      buyer,
      [
        [a1, 1],
        [b1, 1],
      ],
      'cod',
      { points: true },
    )
    await fx.ops({
      command: 'ship',
      orderNo: parts[1].orderNo,
      delivery: { type: 'person', name: 'Ivan Petrov', phone: '+79001234567' },
    })
    expect((await detail(buyer, master.orderNo)).cancellable).toBe(false)
    expect((await detail(buyer, parts[0].orderNo)).cancellable).toBe(false)
    const held = await fx.snapshot(buyer.id, [a1, b1])

    await fx.refused(cancel(buyer, master.orderNo), 'A cash-on-delivery order can only be cancelled before it ships')
    expect(await fx.snapshot(buyer.id, [a1, b1])).toEqual(held)
  })

  it('still refuses a paid order: it is refunded, not cancelled', async () => {
    const buyer = await fx.newBuyer('bank-paid')
    const { master } = await fx.paidOrder(buyer, [[a1, 1]], 'none')
    await db().update(orders).set({ status: 'paid', paid: true, payType: 'stripe' }).where(eq(orders.id, master.id))
    expect((await detail(buyer, master.orderNo)).cancellable).toBe(false)
    await fx.refused(cancel(buyer, master.orderNo), 'An order that is paid cannot be cancelled')
  })
})
