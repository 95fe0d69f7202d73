// @database-sensitive: dialect: a unique violation from the driver makes the draw retry
/**
 * Order numbers are a second stamp plus 6 random digits, so two checkouts in the same second can draw the same
 * one (the crash gate met it as a 500 on O1 under load). Every insert that draws a number must draw again on a
 * collision. The draws are scripted here: the next number handed out is one already taken.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { orders, preOrders } from '~/server/db/schema'
import { type Buyer, checkoutFixtures, type TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'

const scripted: string[] = []
vi.mock('~/server/kit/numbers', async (importOriginal) => {
  const real = await importOriginal<typeof import('~/server/kit/numbers')>()
  return {
    ...real,
    orderNumber: (...args: Parameters<typeof real.orderNumber>) => scripted.shift() ?? real.orderNumber(...args),
  }
})

const api = useApiHarness()
const fx = checkoutFixtures(api)

let sku: TestSku
let buyer: Buyer

beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '10.00', stock: 100 })
  buyer = await fx.newBuyer('numbers')
})

describe('a drawn number that is already taken', () => {
  it('O1: the pre-order draws another number instead of failing', async () => {
    const first = await fx.buyNow(buyer.cookie, sku, 1)
    scripted.push(first)
    const { body } = await fx.post<{ preOrderNo: string }>('/api/front/order/pre/order', buyer.cookie, {
      preOrderType: 'buyNow',
      orderDetails: [{ attrValueId: sku.skuId, productId: sku.productId, productNum: 2 }],
    })
    expect(body.code, body.message).toBe(200)
    expect(body.data.preOrderNo).not.toBe(first)
    expect(scripted).toEqual([])
    const [row] = await fx.db().select().from(preOrders).where(eq(preOrders.preOrderNo, body.data.preOrderNo))
    expect(row.lines.map((l) => l.quantity)).toEqual([2])
  })

  it('O4: the master order draws another number instead of failing', async () => {
    const create = (preOrderNo: string) =>
      fx.post<{ orderNo: string }>('/api/front/order/create', buyer.cookie, {
        preOrderNo,
        addressId: buyer.addressId,
        payType: 'cod',
      })
    const first = await create(await fx.buyNow(buyer.cookie, sku, 1))
    expect(first.body.code, first.body.message).toBe(200)
    const preOrderNo = await fx.buyNow(buyer.cookie, sku, 1)
    scripted.push(first.body.data.orderNo)
    const second = await create(preOrderNo)
    expect(second.body.code, second.body.message).toBe(200)
    expect(second.body.data.orderNo).not.toBe(first.body.data.orderNo)
    expect(await fx.db().select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(2)
  })
})
