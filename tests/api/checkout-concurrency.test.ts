// @database-sensitive: concurrency: 200 buyers race for 10 units (row locks)
/**
 * The stock race: 200 distinct buyers each buy one unit of a SKU holding 10, all at once. Exactly 10 orders are
 * created, the 190 others get a clean 400, and stock never goes below zero (SKU and product alike).
 */
import { randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '~/server/auth/sessions'
import { orders, products, productSkus, userAddresses, users } from '~/server/db/schema'
import { settleProductTotals } from '~/server/orders/product-totals'
import { checkoutFixtures, type TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)
const db = () => api.handle.db

const BUYERS = 200
const STOCK = 10

let sku: TestSku

beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '9.90', stock: STOCK })
})

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((x, y) => x - y)
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`
}

describe('stock race', () => {
  it(`sells exactly ${STOCK} units to ${BUYERS} simultaneous buyers`, { timeout: 180_000 }, async () => {
    const setupStarted = performance.now()
    const tag = randomBytes(3).toString('hex')
    const created = await db()
      .insert(users)
      .values(
        Array.from({ length: BUYERS }, (_, i) => ({
          email: `race-${tag}-${i}@shop.example`,
          nickname: `Racer ${i}`,
          inviteCode: `R${tag}${i}`.toUpperCase(),
          userType: 'email',
        })),
      )
      .returning({ id: users.id })
    const addresses = await db()
      .insert(userAddresses)
      .values(
        created.map((u, i) => ({
          userId: u.id,
          realName: `Racer ${i}`,
          phone: '9001234567',
          country: 'Russia',
          detail: 'Tverskaya 1',
          postCode: '125009',
          isDefault: true,
        })),
      )
      .returning({ id: userAddresses.id, userId: userAddresses.userId })
    const buyers = await Promise.all(
      created.map(async (u) => ({
        id: u.id,
        cookie: `token=${await createSession(db(), u.id)}`,
        addressId: addresses.find((a) => a.userId === u.id)!.id,
      })),
    )
    const setupMs = performance.now() - setupStarted

    const preStarted = performance.now()
    const preOrderNos = await Promise.all(buyers.map((b) => fx.buyNow(b.cookie, sku, 1)))
    const preMs = performance.now() - preStarted

    const [productBefore] = await db()
      .select({ stock: products.stock, sales: products.sales })
      .from(products)
      .where(eq(products.id, sku.productId))
    const latencies: number[] = []
    const raceStarted = performance.now()
    const results = await Promise.all(
      buyers.map(async (b, i) => {
        const started = performance.now()
        const r = await fx.post<{ orderNo: string } | null>('/api/front/order/create', b.cookie, {
          preOrderNo: preOrderNos[i],
          addressId: b.addressId,
          payType: 'cod',
        })
        latencies.push(performance.now() - started)
        return r.body
      }),
    )
    const raceMs = performance.now() - raceStarted

    const won = results.filter((r) => r.code === 200)
    const lost = results.filter((r) => r.code !== 200)
    expect(won).toHaveLength(STOCK)
    expect(lost).toHaveLength(BUYERS - STOCK)
    for (const r of lost) {
      expect(r.code).toBe(400)
      expect(r.message).toMatch(/sold out|Only \d+ of/)
    }
    const [skuAfter] = await db()
      .select({ stock: productSkus.stock, sales: productSkus.sales })
      .from(productSkus)
      .where(eq(productSkus.id, sku.skuId))
    expect(skuAfter.stock).toBe(0)
    // The product's totals: settled after the commits, as the sweeper does within a second (decision 82).
    await settleProductTotals(db())
    const [productAfter] = await db()
      .select({ stock: products.stock, sales: products.sales })
      .from(products)
      .where(eq(products.id, sku.productId))
    expect(productAfter.stock).toBe(productBefore.stock - STOCK)
    expect(productAfter.sales).toBe(productBefore.sales + STOCK)
    const placed = await db()
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((b) => b.id),
        ),
      )
    expect(placed).toHaveLength(STOCK)
    expect(new Set(placed.map((o) => o.orderNo)).size).toBe(STOCK)

    console.info(
      `[checkout race, ${process.env.TEST_DATABASE}] ${BUYERS} buyers, stock ${STOCK}: setup ${setupMs.toFixed(0)} ms; ` +
        `${BUYERS} parallel pre-orders ${preMs.toFixed(0)} ms; ${BUYERS} parallel creates ${raceMs.toFixed(0)} ms ` +
        `(${((BUYERS / raceMs) * 1000).toFixed(0)} creates/s; per create ${summary(latencies)})`,
    )
  })
})
