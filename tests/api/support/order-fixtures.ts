/**
 * Orders after checkout, for the lifecycle, refund and operator tests: place an order through the API (cart →
 * pre-order → create), pay it by cash on delivery or by a confirmed bank transfer, upload images, read orders.
 * The merchant's side runs through `runOpsCommand`, the function behind the operator CLI and /api/ops/run.
 */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { merchantOrders, orderItems, orders } from '~/server/db/schema'
import { type OpsCommand, runOpsCommand } from '~/server/ops/commands'
import { type Buyer, checkoutFixtures, type TestSku } from './checkout-fixtures'
import type { ApiHarness } from './harness'
import { tinyPng } from './idor-owner'

export function orderFixtures(api: ApiHarness) {
  const fx = checkoutFixtures(api)
  const db = () => api.handle.db

  /** Asks for code 200 and answers `data`. */
  async function ok<T = unknown>(promise: Promise<{ body: { code: number; message: string; data: T } }>): Promise<T> {
    const { body } = await promise
    expect(body.code, body.message).toBe(200)
    return body.data
  }

  /** Asks for a refusal with `code` whose message contains `message`. */
  async function refused(promise: Promise<{ body: { code: number; message: string } }>, message: string, code = 400) {
    const { body } = await promise
    expect(body.message).toContain(message)
    expect(body.code).toBe(code)
  }

  /** An upload of this buyer (`model` chooses its purpose: `refund`, `avatar`…); answers its absolute URL. */
  async function upload(buyer: Buyer, model = 'refund'): Promise<string> {
    const form = new FormData()
    form.append('multipart', new File([tinyPng() as BlobPart], 'photo.png', { type: 'image/png' }))
    const data = await ok(
      api.call<{ url: string }>(`/api/front/upload/image?model=${model}`, {
        method: 'POST',
        body: form,
        headers: { cookie: buyer.cookie },
      }),
    )
    return data.url
  }

  /**
   * Places an order of `lines` (one merchant order per merchant) and pays it: `cod`, `bank` (proof sent, then the
   * operator confirms it), or `none` (left unpaid). Answers the master row and its merchant orders.
   */
  async function paidOrder(
    buyer: Buyer,
    lines: [TestSku, number][],
    pay: 'cod' | 'bank' | 'none',
    options: { couponIds?: number[]; points?: boolean } = {},
  ) {
    const cartIds = []
    for (const [sku, n] of lines) cartIds.push(await fx.addToCart(buyer.id, sku, n))
    const preOrderNo = await fx.preOrder(buyer.cookie, {
      preOrderType: 'shoppingCart',
      orderDetails: cartIds.map((shoppingCartId) => ({ shoppingCartId })),
    })
    const { orderNo } = await ok(
      fx.post<{ orderNo: string }>('/api/front/order/create', buyer.cookie, {
        preOrderNo,
        addressId: buyer.addressId,
        couponIds: options.couponIds ?? [],
        isUseIntegral: options.points === true,
        payType: pay === 'none' ? 'cod' : pay,
        payChannel: 'pc',
      }),
    )
    if (pay === 'cod')
      await ok(fx.post('/api/front/pay/payment', buyer.cookie, { orderNo, payType: 'cod', payChannel: 'pc' }))
    if (pay === 'bank') {
      const proof = await upload(buyer, 'pay_voucher')
      await ok(
        fx.post('/api/front/pay/payment', buyer.cookie, {
          orderNo,
          payType: 'bank',
          payChannel: 'pc',
          payVoucher: proof,
          payVoucherNote: 'Sent',
        }),
      )
      await ops({ command: 'confirm-transfer', orderNo })
    }
    return reload(orderNo)
  }

  async function reload(orderNo: string) {
    const [master] = await db().select().from(orders).where(eq(orders.orderNo, orderNo))
    const parts = await db()
      .select()
      .from(merchantOrders)
      .where(eq(merchantOrders.masterId, master.id))
      .orderBy(merchantOrders.id)
    return { master, parts }
  }

  const merchantOrder = async (orderNo: string) =>
    (await db().select().from(merchantOrders).where(eq(merchantOrders.orderNo, orderNo)))[0]
  const itemsOf = (merchantOrderId: number) =>
    db().select().from(orderItems).where(eq(orderItems.merchantOrderId, merchantOrderId)).orderBy(orderItems.id)

  /** The operator's command, as the CLI runs it. */
  const ops = (command: Partial<OpsCommand> & { command: OpsCommand['command'] }) =>
    runOpsCommand(db(), { limit: 50, ...command } as OpsCommand)

  /** Two stores' SKUs the order journeys share: 20.00 with 5.00 freight and 7.25 with 3.00, 100 in stock each. */
  async function twoStoreSkus(): Promise<[TestSku, TestSku]> {
    const [[a1], [b1]] = await fx.pickSkus(2, 1)
    await fx.setSku(a1, { price: '20.00', stock: 100 })
    await fx.setSku(b1, { price: '7.25', stock: 100 })
    await fx.setFreight(a1.merId, '5.00', null)
    await fx.setFreight(b1.merId, '3.00', null)
    return [a1, b1]
  }

  return { ...fx, ok, refused, upload, paidOrder, reload, merchantOrder, itemsOf, ops, twoStoreSkus }
}
