/** The rows a fuzz run points its requests at (a shopper with an order, a pre-order, a cart line, …), made once per file. */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { media, users } from '~/server/db/schema'
import type { checkoutFixtures } from './checkout-fixtures'
import type { FuzzFixtures } from './fuzz-requests'
import type { ApiHarness } from './harness'

export async function fuzzFixtures(api: ApiHarness, fx: ReturnType<typeof checkoutFixtures>): Promise<FuzzFixtures> {
  const buyer = await fx.newBuyer('fuzz', 100)
  const token = buyer.cookie.replace(/^token=/, '')
  const [user] = await api.handle.db.select({ email: users.email }).from(users).where(eq(users.id, buyer.id))
  const [[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { stock: 500 })
  const call = async <T>(path: string, json?: unknown) => {
    const { body } = await api.call<T>(
      path,
      json === undefined
        ? { headers: { cookie: buyer.cookie } }
        : { method: 'POST', json, headers: { cookie: buyer.cookie } },
    )
    expect(body.code, `${path}: ${body.message}`).toBe(200)
    return body.data
  }
  const preOrder = () =>
    call<{ preOrderNo: string }>('/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ attrValueId: sku.skuId, productId: sku.productId, productNum: 1 }],
    })
  const ordered = await call<{ orderNo: string }>('/api/front/order/create', {
    preOrderNo: (await preOrder()).preOrderNo,
    addressId: buyer.addressId,
    payType: 'cod',
    payChannel: 'pc',
  })
  await call('/api/front/cart/save', [{ productId: sku.productId, cartNum: 1, productAttrUnique: sku.skuId }])
  const [line] = (await call<{ cartInfoList: { id: number }[] }[]>('/api/front/cart/list'))[0].cartInfoList
  const coupons = await call<{ list: { id: number }[] }>('/api/front/coupons?limit=1')
  const [seeded] = await api.handle.db.select({ key: media.key }).from(media).limit(1)
  return {
    email: user.email!,
    token,
    address: buyer.addressId,
    preOrder: (await preOrder()).preOrderNo,
    order: ordered.orderNo,
    product: sku.productId,
    sku: sku.skuId,
    cartLine: line.id,
    coupon: coupons.list[0]?.id ?? 1,
    mediaKey: seeded ? encodeURIComponent(seeded.key).replace(/%2F/g, '/') : 'none.png',
  }
}
