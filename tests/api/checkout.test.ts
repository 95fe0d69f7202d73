// @database-sensitive: concurrency: a repeated create, sequential and concurrent, takes stock once
/**
 * Checkout: O1 pre-order, O2 load, CP2 coupons, O3 price, O4 create (happy path, idempotency, tampering).
 * Figures are computed by hand in the comments; every refused request must leave the database as it was.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ComputedPrice, OrderCoupon, PreOrder } from '~/contract'
import { merchantOrders, orderItems, orders, pointsRecords, preOrders } from '~/server/db/schema'
import { type Buyer, checkoutFixtures, type TestSku } from './support/checkout-fixtures'
import { expectCode, ok, useApiHarness } from './support/harness'

const api = useApiHarness()
const fx = checkoutFixtures(api)
const db = () => api.handle.db

let a1: TestSku, a2: TestSku, b1: TestSku, b2: TestSku, c1: TestSku
let buyer: Buyer
let other: Buyer

beforeAll(async () => {
  ;[[a1, a2], [b1, b2], [c1]] = await fx.pickSkus(3, 2).then((m) => [m[0], m[1], [m[2][0]]])
  await fx.setSku(a1, { price: '20.00', stock: 50 })
  await fx.setSku(a2, { price: '12.00', stock: 5 }, 3)
  await fx.setSku(b1, { price: '30.00', stock: 40 })
  await fx.setSku(b2, { price: '15.50', stock: 40 })
  await fx.setSku(c1, { price: '9.00', stock: 40 })
  await fx.setFreight(a1.merId, '5.00', '99.00')
  await fx.setFreight(b1.merId, '8.00', null)
  await fx.setFreight(c1.merId, '4.00', '10.00')
  buyer = await fx.newBuyer('buyer', 5000)
  other = await fx.newBuyer('other', 100)
})

/** Buyer's cart: a1 × 2 (40.00), b1 × 1 (30.00), b2 × 1 (15.50). */
async function cartPreOrder(user: Buyer): Promise<{ preOrderNo: string; cartIds: number[] }> {
  const cartIds = [
    await fx.addToCart(user.id, a1, 2),
    await fx.addToCart(user.id, b1, 1),
    await fx.addToCart(user.id, b2, 1),
  ]
  const preOrderNo = await fx.preOrder(user.cookie, {
    preOrderType: 'shoppingCart',
    orderDetails: cartIds.map((shoppingCartId) => ({ shoppingCartId })),
  })
  return { preOrderNo, cartIds }
}

describe('O1 pre-order', () => {
  it('requires a session', async () => {
    const { body } = await api.post('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [] })
    expect(body.code).toBe(401)
  })

  it('snapshots a buy-now line', async () => {
    const preOrderNo = await fx.buyNow(buyer.cookie, a1, 3)
    expect(preOrderNo).toMatch(/^PRE\d{20}$/)
    const [row] = await db().select().from(preOrders).where(eq(preOrders.preOrderNo, preOrderNo))
    expect(row.userId).toBe(buyer.id)
    expect(row.lines).toEqual([
      expect.objectContaining({
        productId: a1.productId,
        skuId: a1.skuId,
        merId: a1.merId,
        quantity: 3,
        price: '20.00',
      }),
    ])
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000)
  })

  it('refuses a foreign cart line, the minimum purchase, over-stock and malformed bodies', async () => {
    const foreign = await fx.addToCart(other.id, c1, 1)
    const cases: [unknown, RegExp][] = [
      [{ preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: foreign }] }, /not in your cart/],
      [
        { preOrderType: 'buyNow', orderDetails: [{ attrValueId: a2.skuId, productId: a2.productId, productNum: 2 }] },
        /minimum purchase .* is 3/,
      ],
      [
        { preOrderType: 'buyNow', orderDetails: [{ attrValueId: a2.skuId, productId: a2.productId, productNum: 6 }] },
        /Only 5 of/,
      ],
      [
        { preOrderType: 'buyNow', orderDetails: [{ attrValueId: a2.skuId, productId: a1.productId, productNum: 3 }] },
        /no longer available/,
      ],
      [
        {
          preOrderType: 'buyNow',
          orderDetails: [
            { attrValueId: a1.skuId, productId: a1.productId, productNum: 1 },
            { attrValueId: b1.skuId, productId: b1.productId, productNum: 1 },
          ],
        },
        /exactly one/,
      ],
      [{ preOrderType: 'later', orderDetails: [] }, /^The order type /],
    ]
    const before = await db().select().from(preOrders).where(eq(preOrders.userId, buyer.id))
    for (const [json, message] of cases) {
      const { body } = await fx.post('/api/front/order/pre/order', buyer.cookie, json)
      expect(body.code, JSON.stringify(json)).toBe(400)
      expect(body.message).toMatch(message)
    }
    expect(await db().select().from(preOrders).where(eq(preOrders.userId, buyer.id))).toHaveLength(before.length)
    // The minimum purchase met: accepted.
    await fx.buyNow(buyer.cookie, a2, 3)
  })
})

describe('O2 load pre-order', () => {
  it('answers the documented shape, grouped by merchant, with the default address and points', async () => {
    const user = await fx.newBuyer('o2', 700)
    const { preOrderNo } = await cartPreOrder(user)
    const data = ok(await fx.get<PreOrder>(`/api/front/order/load/pre/${preOrderNo}`, user.cookie))
    expect(data).toMatchObject({
      preOrderNo,
      preOrderType: 'shoppingCart',
      proTotalFee: '85.50',
      freightFee: '13.00',
      couponFee: '0.00',
      deductionPrice: '0.00',
      payFee: '98.50',
      totalNum: 4,
      userIntegral: 700,
      integralDeductionSwitch: true,
      integralRatio: '0.01',
      integralMaxRatio: '0.5',
      addressId: user.addressId,
    })
    expect(data.orderList.map((g) => [g.merId, g.proTotalFee, g.freightFee, g.orderInfoList.length])).toEqual([
      [a1.merId, '40.00', '5.00', 1],
      [b1.merId, '45.50', '8.00', 2],
    ])
    expect(data.orderList[0].merName).not.toBe('')
    expect(data.orderList[0].orderInfoList[0]).toMatchObject({
      productId: a1.productId,
      attrValueId: a1.skuId,
      price: '20.00',
      payNum: 2,
    })
    expect(data.orderList[0].orderInfoList[0].image).toMatch(/^http:\/\/shop\.test\//)
  })

  it('is owner-scoped (404) and refuses an expired pre-order', async () => {
    const preOrderNo = await fx.buyNow(buyer.cookie, b1, 1)
    expect((await fx.get(`/api/front/order/load/pre/${preOrderNo}`, other.cookie)).body.code).toBe(404)
    await db()
      .update(preOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(preOrders.preOrderNo, preOrderNo))
    expectCode(await fx.get(`/api/front/order/load/pre/${preOrderNo}`, buyer.cookie), 400, /expired/)
  })
})

describe('CP2 coupons for a pre-order', () => {
  it('lists the usable coupons touching the order with their reasons', async () => {
    const user = await fx.newBuyer('cp2')
    const fine = await fx.ownCoupon(user.id, { merId: a1.merId, money: '3.00', minPrice: '30.00' })
    const tooSmall = await fx.ownCoupon(user.id, { merId: a1.merId, money: '5.00', minPrice: '40.01' })
    const later = await fx.ownCoupon(user.id, {
      merId: b1.merId,
      money: '2.00',
      startTime: new Date(Date.now() + 86_400_000),
    })
    const wrongGoods = await fx.ownCoupon(user.id, {
      merId: b1.merId,
      money: '2.00',
      useType: 2,
      productIds: [a1.productId],
    })
    const platform = await fx.ownCoupon(user.id, { merId: 0, money: '10.00', minPrice: '50.00' })
    // Not listed: another shop's coupon, a used one, an expired one.
    await fx.ownCoupon(user.id, { merId: c1.merId, money: '1.00' })
    await fx.ownCoupon(user.id, { merId: a1.merId, money: '1.00', status: 1 })
    await fx.ownCoupon(user.id, { merId: 0, money: '1.00', endTime: new Date(Date.now() - 1000) })
    const { preOrderNo } = await cartPreOrder(user)

    const { body } = await fx.get<OrderCoupon[]>(`/api/front/coupons/order/${preOrderNo}`, user.cookie)
    expect(body.code, body.message).toBe(200)
    const byId = new Map(body.data.map((c) => [c.id, c]))
    expect([...byId.keys()].sort((x, y) => x - y)).toEqual(
      [fine, tooSmall, later, wrongGoods, platform].sort((x, y) => x - y),
    )
    expect(byId.get(fine)).toMatchObject({
      disabled: false,
      disabledReason: '',
      merId: a1.merId,
      useType: 1,
      money: '3.00',
      minPrice: '30.00',
    })
    expect(byId.get(tooSmall)).toMatchObject({ disabled: true, disabledReason: 'min_price' })
    expect(byId.get(later)).toMatchObject({ disabled: true, disabledReason: 'not_started' })
    expect(byId.get(wrongGoods)).toMatchObject({ disabled: true, disabledReason: 'no_products', useType: 2 })
    expect(byId.get(platform)).toMatchObject({ disabled: false, merId: 0, merName: '' })
    expect(byId.get(fine)?.merName).not.toBe('')
    expect(byId.get(fine)?.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect((await fx.get(`/api/front/coupons/order/${preOrderNo}`, other.cookie)).body.code).toBe(404)
  })
})

describe('O3 price', () => {
  it('prices a merchant coupon, a platform coupon and points exactly', async () => {
    const user = await fx.newBuyer('o3', 5000)
    const merchantCoupon = await fx.ownCoupon(user.id, { merId: a1.merId, money: '3.00', minPrice: '30.00' })
    const platformCoupon = await fx.ownCoupon(user.id, { merId: 0, money: '10.00', minPrice: '50.00' })
    const { preOrderNo } = await cartPreOrder(user)
    const { body } = await fx.post<ComputedPrice>('/api/front/order/computed/price', user.cookie, {
      preOrderNo,
      addressId: user.addressId,
      couponId: merchantCoupon,
      couponIds: [platformCoupon],
      isUseIntegral: true,
    })
    expect(body.code, body.message).toBe(200)
    // Goods 40.00 + 45.50; freight 5.00 + 8.00. Merchant coupon 3.00 → 37.00 : 45.50; platform 10.00 → 4.48 / 5.52.
    // Points: floor(0.5 × 72.50 / 0.01) = 3625 = 36.25 → 16.25 / 20.00. Pay 21.27 + 27.98 = 49.25.
    // These shops charge no packing fee nor insurance (decision 49): both "0.00".
    expect(body.data).toEqual({
      proTotalFee: '85.50',
      freightFee: '13.00',
      packingFee: '0.00',
      insuranceFee: '0.00',
      couponFee: '13.00',
      deductionPrice: '36.25',
      usedIntegral: 3625,
      surplusIntegral: 1375,
      payFee: '49.25',
      merchantList: [
        {
          merId: a1.merId,
          proTotalFee: '40.00',
          freightFee: '5.00',
          packingFee: '0.00',
          insuranceFee: '0.00',
          couponFee: '3.00',
          platformCouponFee: '4.48',
          deductionPrice: '16.25',
          payFee: '21.27',
          couponId: merchantCoupon,
        },
        {
          merId: b1.merId,
          proTotalFee: '45.50',
          freightFee: '8.00',
          packingFee: '0.00',
          insuranceFee: '0.00',
          couponFee: '0.00',
          platformCouponFee: '5.52',
          deductionPrice: '20.00',
          payFee: '27.98',
          couponId: null,
        },
      ],
    })
    // Deselected coupon ("") and no points: the plain price.
    const plain = await fx.post<ComputedPrice>('/api/front/order/computed/price', user.cookie, {
      preOrderNo,
      couponId: '',
    })
    expect(plain.body.data).toMatchObject({
      couponFee: '0.00',
      usedIntegral: 0,
      surplusIntegral: 5000,
      payFee: '98.50',
    })
  })

  it('refuses foreign, duplicate, disabled and out-of-order coupons and foreign addresses', async () => {
    const user = await fx.newBuyer('o3bad', 100)
    const a = await fx.ownCoupon(user.id, { merId: a1.merId, money: '1.00' })
    const a2nd = await fx.ownCoupon(user.id, { merId: a1.merId, money: '2.00' })
    const tooSmall = await fx.ownCoupon(user.id, { merId: b1.merId, money: '2.00', minPrice: '100.00' })
    const elsewhere = await fx.ownCoupon(user.id, { merId: c1.merId, money: '1.00' })
    const foreign = await fx.ownCoupon(other.id, { merId: a1.merId, money: '1.00' })
    const { preOrderNo } = await cartPreOrder(user)
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ couponId: foreign }, /Coupon not found/],
      [{ couponIds: [a, a2nd] }, /one coupon per shop/],
      [{ couponIds: [tooSmall] }, /minimum spend/],
      [{ couponIds: [elsewhere] }, /not for a shop in this order/],
      [{ addressId: other.addressId }, /shipping addresses/],
    ]
    for (const [extra, message] of cases) {
      const { body } = await fx.post('/api/front/order/computed/price', user.cookie, { preOrderNo, ...extra })
      expect(body.code, JSON.stringify(extra)).toBe(400)
      expect(body.message).toMatch(message)
    }
    expect((await fx.post('/api/front/order/computed/price', other.cookie, { preOrderNo })).body.code).toBe(400)
  })
})

describe('O4 create', () => {
  it('creates one master order and one merchant order per merchant, taking stock, coupons, points and cart lines', async () => {
    const user = await fx.newBuyer('o4', 5000)
    const merchantCoupon = await fx.ownCoupon(user.id, { merId: a1.merId, money: '3.00', minPrice: '30.00' })
    const platformCoupon = await fx.ownCoupon(user.id, { merId: 0, money: '10.00', minPrice: '50.00' })
    const { preOrderNo, cartIds } = await cartPreOrder(user)
    const untouched = await fx.addToCart(user.id, c1, 1)
    const skus = [a1, b1, b2]
    const before = await fx.snapshot(user.id, skus)

    const { body } = await fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, {
      preOrderNo,
      addressId: user.addressId,
      couponId: merchantCoupon,
      couponIds: [platformCoupon],
      isUseIntegral: true,
      payType: 'cod',
      payChannel: 'pc',
      mark: 'Please ring twice',
      // Ignored: the server never trusts prices, points or receivers from the body.
      payPrice: '0.01',
      useIntegral: 999999,
      realName: 'Somebody Else',
      phone: '0000000000',
    })
    expect(body.code, body.message).toBe(200)
    const orderNo = body.data.orderNo
    expect(orderNo).toMatch(/^PT\d{20}$/)

    const after = await fx.snapshot(user.id, skus)
    const stock = (s: typeof before, id: number) => s.skus.find((r) => r.id === id)!
    expect(stock(after, a1.skuId).stock).toBe(stock(before, a1.skuId).stock - 2)
    expect(stock(after, a1.skuId).sales).toBe(stock(before, a1.skuId).sales + 2)
    expect(stock(after, b1.skuId).stock).toBe(stock(before, b1.skuId).stock - 1)
    expect(stock(after, b2.skuId).stock).toBe(stock(before, b2.skuId).stock - 1)
    const product = (s: typeof before, id: number) => s.products.find((r) => r.id === id)!
    expect(product(after, a1.productId).stock).toBe(product(before, a1.productId).stock - 2)
    expect(product(after, b2.productId).sales).toBe(product(before, b2.productId).sales + 1)
    expect(after.coupons.filter((c) => c.status === 1).map((c) => [c.id, c.orderNo])).toEqual([
      [merchantCoupon, orderNo],
      [platformCoupon, orderNo],
    ])
    expect(after.integral).toBe(5000 - 3625)
    const [spent] = await db()
      .select()
      .from(pointsRecords)
      .where(and(eq(pointsRecords.userId, user.id), eq(pointsRecords.type, 2)))
    expect(spent).toMatchObject({ points: 3625, balance: 1375, linkType: 'order', linkId: orderNo })
    expect(after.cart.map((c) => c.id)).toEqual([untouched])
    expect(cartIds.every((id) => !after.cart.some((c) => c.id === id))).toBe(true)

    const [master] = await db().select().from(orders).where(eq(orders.orderNo, orderNo))
    expect(master).toMatchObject({
      userId: user.id,
      preOrderNo,
      totalNum: 4,
      proTotalPrice: '85.50',
      freightPrice: '13.00',
      couponPrice: '13.00',
      platformCouponId: platformCoupon,
      integralPrice: '36.25',
      useIntegral: 3625,
      payPrice: '49.25',
      payType: 'cod',
      paid: false,
      status: 'unpaid',
      realName: 'o4 Receiver',
      userPhone: '+7 9001234567',
      userEmail: 'o4@mail.example',
      userAddress: 'Russia Tverskaya 1 125009',
      userRemark: 'Please ring twice',
    })
    expect(master.expiresAt.getTime() - master.createdAt.getTime()).toBe(30 * 60_000)
    const parts = await db()
      .select()
      .from(merchantOrders)
      .where(eq(merchantOrders.masterId, master.id))
      .orderBy(merchantOrders.id)
    expect(
      parts.map((p) => [
        p.merId,
        p.proTotalPrice,
        p.freightPrice,
        p.couponId,
        p.couponPrice,
        p.platformCouponPrice,
        p.integralPrice,
        p.useIntegral,
        p.payPrice,
        p.status,
      ]),
    ).toEqual([
      [a1.merId, '40.00', '5.00', merchantCoupon, '3.00', '4.48', '16.25', 1625, '21.27', 0],
      [b1.merId, '45.50', '8.00', null, '0.00', '5.52', '20.00', 2000, '27.98', 0],
    ])
    for (const p of parts) expect(p.orderNo).toMatch(/^SH\d{20}$/)
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.merchantOrderId, parts[1].id))
      .orderBy(orderItems.id)
    expect(items.map((i) => [i.skuId, i.price, i.payNum])).toEqual([
      [b1.skuId, '30.00', 1],
      [b2.skuId, '15.50', 1],
    ])
    const [pre] = await db().select().from(preOrders).where(eq(preOrders.preOrderNo, preOrderNo))
    expect(pre.orderNo).toBe(orderNo)
  })

  it('returns the first order for a repeated create, sequential or concurrent, and takes stock once', async () => {
    const user = await fx.newBuyer('idem', 0)
    const preOrderNo = await fx.buyNow(user.cookie, b1, 2)
    const json = { preOrderNo, addressId: user.addressId, payType: 'cod' }
    const before = await fx.snapshot(user.id, [b1])
    const first = await fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, json)
    const second = await fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, json)
    expect(first.body.code, first.body.message).toBe(200)
    expect(second.body.data.orderNo).toBe(first.body.data.orderNo)
    const after = await fx.snapshot(user.id, [b1])
    expect(after.skus[0].stock).toBe(before.skus[0].stock - 2)
    expect(after.orders).toHaveLength(1)

    const again = await fx.buyNow(user.cookie, b2, 1)
    const b2Before = (await fx.snapshot(user.id, [b2])).skus[0].stock
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, { ...json, preOrderNo: again }),
      ),
    )
    for (const r of racing) expect(r.body.code, r.body.message).toBe(200)
    expect(new Set(racing.map((r) => r.body.data.orderNo)).size).toBe(1)
    const raced = await fx.snapshot(user.id, [b1, b2])
    expect(raced.orders).toHaveLength(2)
    expect(raced.skus.find((s) => s.id === b2.skuId)!.stock).toBe(b2Before - 1)
  })

  it('refuses every tampered create and changes nothing', async () => {
    const user = await fx.newBuyer('tamper', 300)
    const own = await fx.ownCoupon(user.id, { merId: a1.merId, money: '1.00' })
    const own2 = await fx.ownCoupon(user.id, { merId: a1.merId, money: '2.00' })
    const elsewhere = await fx.ownCoupon(user.id, { merId: c1.merId, money: '1.00' })
    const foreignCoupon = await fx.ownCoupon(other.id, { merId: a1.merId, money: '1.00' })
    const { preOrderNo } = await cartPreOrder(user)
    const othersPreOrder = await fx.buyNow(other.cookie, a1, 1)
    const base = { preOrderNo, addressId: user.addressId, payType: 'cod', couponIds: [own], isUseIntegral: true }
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, addressId: other.addressId }, /shipping addresses/],
      [{ ...base, addressId: undefined }, /shipping address/],
      [{ ...base, addressId: 'abc' }, /^The address /],
      [{ ...base, preOrderNo: othersPreOrder }, /not found/],
      [{ ...base, couponIds: [foreignCoupon] }, /Coupon not found/],
      [{ ...base, couponIds: [elsewhere] }, /not for a shop in this order/],
      [{ ...base, couponIds: [own, own2] }, /one coupon per shop/],
      [{ ...base, mark: 'x'.repeat(150) }, /150 characters/],
      [{ ...base, payType: '' }, /choose a payment method/],
      [{ ...base, payType: 'stripe' }, /not available/],
      [{ ...base, payType: 'paypal' }, /not available/],
    ]
    const before = await fx.snapshot(user.id, [a1, b1, b2])
    const othersBefore = await fx.snapshot(other.id, [a1])
    for (const [json, message] of cases) {
      const { body } = await fx.post('/api/front/order/create', user.cookie, json)
      expect(body.code, JSON.stringify(json)).toBe(400)
      expect(body.message, JSON.stringify(json)).toMatch(message)
    }
    expect(await fx.snapshot(user.id, [a1, b1, b2])).toEqual(before)
    expect(await fx.snapshot(other.id, [a1])).toEqual(othersBefore)
    // The untampered request still works; points are capped by the balance (300), never by the body.
    const { body } = await fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, base)
    expect(body.code, body.message).toBe(200)
    const [master] = await db().select().from(orders).where(eq(orders.orderNo, body.data.orderNo))
    expect(master.useIntegral).toBe(300)
  })

  it('refuses a SKU that ran short after the pre-order, writing nothing', async () => {
    const user = await fx.newBuyer('short', 1000)
    const coupon = await fx.ownCoupon(user.id, { merId: c1.merId, money: '1.00' })
    const preOrderNo = await fx.buyNow(user.cookie, c1, 3)
    await fx.setSku(c1, { stock: 2 })
    const before = await fx.snapshot(user.id, [c1])
    const create = { preOrderNo, addressId: user.addressId, payType: 'bank', couponIds: [coupon], isUseIntegral: true }
    expectCode(await fx.post('/api/front/order/create', user.cookie, create), 400, /Only 2 of .* left/)
    expect(await fx.snapshot(user.id, [c1])).toEqual(before)
    await fx.setSku(c1, { stock: 40 })
  })

  it('answers a repeated create whose first took the last units with that order, not "sold out"', async () => {
    // O4 writes in one statement that claims the pre-order only when every line fits (decision 91): a create that
    // finds the stock gone must still answer the order of the create that took it.
    const user = await fx.newBuyer('last-units', 0)
    const preOrderNo = await fx.buyNow(user.cookie, c1, 2)
    await fx.setSku(c1, { stock: 2 })
    const json = { preOrderNo, addressId: user.addressId, payType: 'cod' }
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => fx.post<{ orderNo: string }>('/api/front/order/create', user.cookie, json)),
    )
    const numbers = racing.map((answer) => expectCode(answer, 200).orderNo)
    expect(new Set(numbers).size).toBe(1)
    const after = await fx.snapshot(user.id, [c1])
    expect(after.skus[0].stock).toBe(0)
    expect(after.orders).toHaveLength(1)
    await fx.setSku(c1, { stock: 40 })
  })
})
