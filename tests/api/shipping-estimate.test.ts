/** GET /api/front/product/shipping/{id} (extension): "Ships from", the freight by the checkout's rule, the delivery window. */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SHIP_TO, type ShippingEstimate } from '~/contract'
import { deliveryWindow, transitDays } from '~/server/checkout/shipping-estimate'
import { merchants, merchantShippingOrigins, products, productSkus, userAddresses } from '~/server/db/schema'
import { expectCode, ok, useApiHarness } from './support/harness'

const api = useApiHarness()

const estimate = (id: number, search = '', options: Parameters<typeof api.get>[1] = {}) =>
  api.get<ShippingEstimate>(`/api/front/product/shipping/${id}${search}`, options)

/** A product of a Chinese merchant that charges freight and ships free over a threshold. */
let product: { id: number; merId: number; price: string; minBuy: number }
let rule: { freightFee: string; freeShippingOver: string | null }
let origin: { countryCode: string; city: string; dispatchDays: number }

beforeAll(async () => {
  const db = api.handle.db
  const rows = await db
    .select({
      id: products.id,
      merId: products.merId,
      price: products.price,
      minBuy: products.minBuy,
      fee: merchants.freightFee,
      over: merchants.freeShippingOver,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merId))
    .innerJoin(merchantShippingOrigins, eq(merchantShippingOrigins.merId, merchants.id))
    .where(
      sql`${merchants.freightFee} > 0 and ${merchants.freeShippingOver} is not null and ${merchantShippingOrigins.countryCode} = 'CN' and ${products.price} * ${products.minBuy} < ${merchants.freeShippingOver} / 2`,
    )
    .orderBy(products.id)
    .limit(1)
  const row = rows[0]
  product = { id: row.id, merId: row.merId, price: row.price, minBuy: row.minBuy }
  rule = { freightFee: row.fee, freeShippingOver: row.over }
  const [o] = await db.select().from(merchantShippingOrigins).where(eq(merchantShippingOrigins.merId, row.merId))
  origin = o
})

describe('GET /api/front/product/shipping/{id}', () => {
  it('gives a guest the shop default destination, the merchant origin and the checkout freight for the minimum purchase', async () => {
    const data = ok(await estimate(product.id))
    expect(data.shipTo).toEqual({ countryCode: DEFAULT_SHIP_TO, source: 'default' })
    expect(data.shipsFrom).toEqual({ countryCode: 'CN', city: origin.city })
    expect(data.quantity).toBe(product.minBuy)
    expect(data.goodsTotal).toBe((Number(product.price) * product.minBuy).toFixed(2))
    expect(data.freightFee).toBe(rule.freightFee)
    expect(data.freeShippingOver).toBe(rule.freeShippingOver)
    // China to Russia: a neighbouring route, 7–14 days in transit after dispatch.
    expect([data.minDays, data.maxDays]).toEqual([origin.dispatchDays + 7, origin.dispatchDays + 14])
    const days = (iso: string) =>
      Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000)
    expect(days(data.arriveFrom)).toBe(data.minDays)
    expect(days(data.arriveTo)).toBe(data.maxDays)
  })

  it('ships free once the goods reach the threshold, as the checkout does', async () => {
    const quantity = Math.ceil(Number(rule.freeShippingOver) / Number(product.price)) + 1
    const data = ok(await estimate(product.id, `?quantity=${quantity}`))
    expect(data.quantity).toBe(Math.max(quantity, product.minBuy))
    expect(data.freightFee).toBe('0.00')
  })

  it('prices a chosen specification', async () => {
    const [sku] = await api.handle.db
      .select()
      .from(productSkus)
      .where(eq(productSkus.productId, product.id))
      .orderBy(sql`${productSkus.price} desc`)
      .limit(1)
    const data = ok(await estimate(product.id, `?attrValueId=${sku.id}&quantity=${product.minBuy}`))
    expect(data.goodsTotal).toBe((Number(sku.price) * product.minBuy).toFixed(2))
  })

  it('takes a destination from the picker, and a signed-in shopper’s default address otherwise', async () => {
    const domestic = ok(await estimate(product.id, '?country=cn'))
    expect(domestic.shipTo).toEqual({ countryCode: 'CN', source: 'query' })
    expect([domestic.minDays, domestic.maxDays]).toEqual([origin.dispatchDays + 2, origin.dispatchDays + 5])
    const overseas = ok(await estimate(product.id, '?country=US'))
    expect([overseas.minDays, overseas.maxDays]).toEqual([origin.dispatchDays + 10, origin.dispatchDays + 20])

    const shopper = await api.createShopper('shipping-estimate@example.com')
    const none = ok(await estimate(product.id, '', { as: shopper }))
    expect(none.shipTo.source).toBe('default')
    await api.handle.db.insert(userAddresses).values([
      {
        userId: shopper.id,
        realName: 'A',
        phone: '700000000',
        country: 'Kazakhstan',
        detail: 'Abay 1, Almaty',
        postCode: '050000',
        isDefault: true,
      },
      {
        userId: shopper.id,
        realName: 'B',
        phone: '700000001',
        country: 'Россия',
        detail: 'Tverskaya 1',
        postCode: '101000',
        isDefault: false,
      },
    ])
    const fromAddress = ok(await estimate(product.id, '', { as: shopper }))
    expect(fromAddress.shipTo).toEqual({ countryCode: 'KZ', source: 'address' })
    // The picker still wins over the address.
    expect(ok(await estimate(product.id, '?country=RU', { as: shopper })).shipTo).toEqual({
      countryCode: 'RU',
      source: 'query',
    })
  })

  it('names the city in the shopper’s language', async () => {
    const data = ok(await estimate(product.id, '', { headers: { cookie: 'locale=ru' } }))
    const [o] = await api.handle.db
      .select({ i18n: merchantShippingOrigins.i18n })
      .from(merchantShippingOrigins)
      .where(eq(merchantShippingOrigins.merId, product.merId))
    expect(data.shipsFrom.city).toBe(o.i18n.ru?.city)
    expect(data.shipsFrom.city).not.toBe(origin.city)
  })

  it('refuses bad input with a 400 and an unknown product with a 404', async () => {
    expectCode(await estimate(product.id, '?country=XX'), 400, /country/)
    expectCode(await estimate(product.id, '?country=Russia'), 400, /country/)
    expectCode(await estimate(product.id, '?quantity=0'), 400, /quantity/)
    expectCode(await estimate(product.id, '?quantity=abc'), 400, /quantity/)
    expectCode(
      await estimate(product.id, '?attrValueId=999999'),
      400,
      /^This specification is not one of the product’s$/,
    )
    expectCode(await estimate(999_999), 404)
    expectCode(await estimate(product.id, '?country=%00A'), 400)
  })
})

describe('delivery zones', () => {
  it('orders domestic < regional < neighbouring < overseas', () => {
    expect(transitDays('RU', 'RU')).toEqual([2, 5])
    expect(transitDays('KZ', 'RU')).toEqual([4, 9])
    expect(transitDays('CN', 'KZ')).toEqual([7, 14])
    expect(transitDays('RU', 'CN')).toEqual([7, 14])
    expect(transitDays('CN', 'US')).toEqual([10, 20])
    const now = new Date('2026-11-25T23:30:00Z')
    expect(deliveryWindow('CN', 'RU', 2, now)).toEqual({
      minDays: 9,
      maxDays: 16,
      arriveFrom: '2026-12-04',
      arriveTo: '2026-12-11',
    })
  })
})
