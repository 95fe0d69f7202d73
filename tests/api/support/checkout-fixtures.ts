/**
 * Shared set-up for the checkout and order API tests: buyers with an address and points, SKUs with known prices
 * and stock, owned coupons, and a snapshot of everything an order touches (to assert that a refused request
 * changed nothing).
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { createSession } from '~/server/auth/sessions'
import {
  cartLines,
  coupons,
  merchants,
  orders,
  pointsRecords,
  products,
  productSkus,
  userAddresses,
  userCoupons,
  users,
} from '~/server/db/schema'
import { settleProductTotals } from '~/server/orders/product-totals'
import { grantPoints } from '~/server/points/service'
import type { ApiHarness } from './harness'

/** A valid AD3 (address edit) body: tests vary one field of it. */
export const ADDRESS_INPUT = {
  realName: 'Ivan Petrov',
  email: 'ivan@example.com',
  phone: '9001234567',
  countryCode: '+7',
  country: 'Russia',
  detail: 'Tverskaya 1',
  postCode: '125009',
}

export interface Buyer {
  id: number
  cookie: string
  addressId: number
}

export interface TestSku {
  skuId: number
  productId: number
  merId: number
}

export function checkoutFixtures(api: ApiHarness) {
  const db = () => api.handle.db

  const get = <T>(path: string, cookie: string) => api.get<T>(path, { as: cookie })
  const post = <T = unknown>(path: string, cookie: string, json?: unknown) => api.post<T>(path, json, { as: cookie })

  /** A shopper with a default address and (optionally) points, logged in with a fresh session. */
  async function newBuyer(label: string, points = 0): Promise<Buyer> {
    const [user] = await db()
      .insert(users)
      .values({
        email: `${label}-${randomBytes(3).toString('hex')}@shop.example`,
        nickname: label,
        inviteCode: randomBytes(5).toString('hex'),
        userType: 'email',
      })
      .returning({ id: users.id })
    if (points > 0) await grantPoints(db(), user.id, points, { linkType: 'register', title: 'Test points' })
    const [address] = await db()
      .insert(userAddresses)
      .values({
        userId: user.id,
        realName: `${label} Receiver`,
        email: `${label}@mail.example`,
        phone: '9001234567',
        countryCode: '7',
        country: 'Russia',
        detail: 'Tverskaya 1',
        postCode: '125009',
        isDefault: true,
      })
      .returning({ id: userAddresses.id })
    return { id: user.id, cookie: `token=${await createSession(db(), user.id)}`, addressId: address.id }
  }

  /** `count` on-sale products of each of `merchantCount` merchants, one SKU each (the first). */
  async function pickSkus(merchantCount: number, perMerchant: number, skip: number[] = []): Promise<TestSku[][]> {
    const rows = await db()
      .select({ skuId: sql<number>`min(${productSkus.id})::int`, productId: products.id, merId: products.merId })
      .from(products)
      .innerJoin(productSkus, eq(productSkus.productId, products.id))
      .where(eq(products.isShow, true))
      .groupBy(products.id, products.merId)
      .orderBy(asc(products.merId), asc(products.id))
    const byMerchant = new Map<number, TestSku[]>()
    for (const row of rows) {
      if (skip.includes(row.merId)) continue
      const list = byMerchant.get(row.merId) ?? []
      list.push(row)
      byMerchant.set(row.merId, list)
    }
    const picked = [...byMerchant.values()].filter((l) => l.length >= perMerchant).slice(0, merchantCount)
    expect(picked.length).toBe(merchantCount)
    return picked.map((l) => l.slice(0, perMerchant))
  }

  /** Sets a SKU's price and stock; the product's stock becomes the sum of its SKUs (minimum purchase 1, on sale). */
  async function setSku(sku: TestSku, values: { price?: string; stock?: number }, minBuy = 1) {
    await db()
      .update(productSkus)
      .set({
        ...(values.price ? { price: values.price } : {}),
        ...(values.stock !== undefined ? { stock: values.stock } : {}),
      })
      .where(eq(productSkus.id, sku.skuId))
    await db()
      .update(products)
      .set({
        minBuy,
        isShow: true,
        stock: sql`(select coalesce(sum(s.stock), 0) from ${productSkus} s where s.product_id = ${products.id})`,
      })
      .where(eq(products.id, sku.productId))
  }

  async function setFreight(merId: number, freightFee: string, freeShippingOver: string | null) {
    await db().update(merchants).set({ freightFee, freeShippingOver }).where(eq(merchants.id, merId))
  }

  /** An owned coupon (a template plus the user's copy); returns the user_coupons id. */
  async function ownCoupon(
    userId: number,
    terms: {
      merId: number
      money: string
      minPrice?: string
      useType?: number
      productIds?: number[]
      startTime?: Date
      endTime?: Date
      status?: number
    },
  ): Promise<number> {
    const [template] = await db()
      .insert(coupons)
      .values({
        merId: terms.merId,
        name: `Test ${terms.money} off`,
        useType: terms.useType ?? 1,
        money: terms.money,
        minPrice: terms.minPrice ?? '0.00',
        productIds: terms.productIds ?? [],
      })
      .returning({ id: coupons.id })
    const [held] = await db()
      .insert(userCoupons)
      .values({
        userId,
        couponId: template.id,
        merId: terms.merId,
        name: `Test ${terms.money} off`,
        useType: terms.useType ?? 1,
        money: terms.money,
        minPrice: terms.minPrice ?? '0.00',
        productIds: terms.productIds ?? [],
        startTime: terms.startTime ?? new Date(Date.now() - 86_400_000),
        endTime: terms.endTime ?? new Date(Date.now() + 30 * 86_400_000),
        status: terms.status ?? 0,
      })
      .returning({ id: userCoupons.id })
    return held.id
  }

  async function addToCart(userId: number, sku: TestSku, cartNum: number): Promise<number> {
    const [row] = await db()
      .insert(cartLines)
      .values({ userId, productId: sku.productId, skuId: sku.skuId, cartNum })
      .returning({ id: cartLines.id })
    return row.id
  }

  /**
   * Everything an order create or cancel touches, for "nothing changed" assertions; the products' totals settled
   * first, as the sweeper does within a second (decision 82).
   */
  async function snapshot(userId: number, skus: TestSku[]) {
    await settleProductTotals(db())
    const skuIds = skus.map((s) => s.skuId)
    const productIds = [...new Set(skus.map((s) => s.productId))]
    const [skuRows, productRows, [user], couponRows, cartRows, orderRows, ledger] = await Promise.all([
      db()
        .select({ id: productSkus.id, stock: productSkus.stock, sales: productSkus.sales })
        .from(productSkus)
        .where(inArray(productSkus.id, skuIds))
        .orderBy(productSkus.id),
      db()
        .select({ id: products.id, stock: products.stock, sales: products.sales })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(products.id),
      db().select({ integral: users.integral }).from(users).where(eq(users.id, userId)),
      db()
        .select({ id: userCoupons.id, status: userCoupons.status, orderNo: userCoupons.orderNo })
        .from(userCoupons)
        .where(eq(userCoupons.userId, userId))
        .orderBy(userCoupons.id),
      db()
        .select({ id: cartLines.id, cartNum: cartLines.cartNum })
        .from(cartLines)
        .where(eq(cartLines.userId, userId))
        .orderBy(cartLines.id),
      db()
        .select({ orderNo: orders.orderNo, status: orders.status })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(orders.id),
      db().select({ id: pointsRecords.id }).from(pointsRecords).where(eq(pointsRecords.userId, userId)),
    ])
    return {
      skus: skuRows,
      products: productRows,
      integral: user.integral,
      coupons: couponRows,
      cart: cartRows,
      orders: orderRows,
      ledgerRows: ledger.length,
    }
  }

  async function preOrder(cookie: string, json: unknown): Promise<string> {
    const { body } = await post<{ preOrderNo: string }>('/api/front/order/pre/order', cookie, json)
    expect(body.code, body.message).toBe(200)
    return body.data.preOrderNo
  }

  const buyNow = (cookie: string, sku: TestSku, productNum: number) =>
    preOrder(cookie, {
      preOrderType: 'buyNow',
      orderDetails: [{ attrValueId: sku.skuId, productId: sku.productId, productNum }],
    })

  const userCoupon = async (id: number) =>
    (
      await db()
        .select()
        .from(userCoupons)
        .where(and(eq(userCoupons.id, id)))
    )[0]

  return {
    db,
    get,
    post,
    newBuyer,
    pickSkus,
    setSku,
    setFreight,
    ownCoupon,
    addToCart,
    snapshot,
    preOrder,
    buyNow,
    userCoupon,
  }
}
