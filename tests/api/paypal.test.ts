/**
 * PayPal by redirect (decision 0008): PY1 flag, PY2 approval URL, PY5 capture on return, PY9 webhook verified by
 * PayPal's verify-webhook-signature call, PY6 reconcile, refunds through PayPal, PY3/PY4 refusals — against a
 * local fake of PayPal's REST API (tests/api/support/fake-paypal.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PayMethods, PayResult } from '~/contract'
import { resetConfig } from '../../app.config'
import { paymentEvents, payments, refundOrders } from '~/server/db/schema'
import { resetPaypalToken } from '~/server/payments/paypal-client'
import type { Buyer, TestSku } from './support/checkout-fixtures'
import { type FakePaypal, startFakePaypal, usePaypalEnv } from './support/fake-paypal'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'paypal-test-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

let sku: TestSku
let fake: FakePaypal
let restoreEnv: () => void

beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '12.50', stock: 500 })
  fake = await startFakePaypal()
  restoreEnv = usePaypalEnv(fake)
  resetConfig()
  resetPaypalToken()
})

afterAll(async () => {
  restoreEnv?.()
  delete process.env.UPLOAD_DIR
  resetConfig()
  resetPaypalToken()
  await fake?.close()
  rmSync(uploadDir, { recursive: true, force: true })
})

const get = <T>(buyer: Buyer, path: string) => fx.get<T>(path, buyer.cookie)
const post = <T = unknown>(buyer: Buyer, path: string, json?: unknown) => fx.post<T>(path, buyer.cookie, json)
const pay = (buyer: Buyer, orderNo: string) =>
  post<{ redirect: string; stripeClientSecret?: string }>(buyer, '/api/front/pay/payment', {
    orderNo,
    payType: 'paypal',
    payChannel: 'pc',
  })
const back = (buyer: Buyer, token: string, locale?: string) =>
  api.post<PayResult>(
    '/api/front/pay/paypal/success',
    { payerID: 'PAYER1', token },
    { as: buyer.cookie, headers: locale ? { 'accept-language': locale } : {} },
  )
const result = async (buyer: Buyer, orderNo: string) => fx.ok(get<PayResult>(buyer, `/api/front/pay/result/${orderNo}`))
const rows = (orderNo: string) => db().select().from(payments).where(eq(payments.orderNo, orderNo)).orderBy(payments.id)

async function deliver(event: { body: string; headers: Record<string, string> }) {
  const { response, body } = await api.call('/api/front/pay/paypal/webhook', {
    method: 'POST',
    body: event.body,
    headers: event.headers,
    clientHeader: false,
  })
  return { status: response.status, body }
}

/** An unpaid order of the buyer and PY2 with PayPal: the order number and the PayPal order behind the approval URL. */
async function startPaypal(buyer: Buyer, units = 2) {
  const { master } = await fx.paidOrder(buyer, [[sku, units]], 'none')
  const data = await fx.ok(pay(buyer, master.orderNo))
  const token = new URL(data.redirect).searchParams.get('token')!
  const order = fake.orders.get(token)
  expect(order, data.redirect).toBeDefined()
  return { orderNo: master.orderNo, payPrice: master.payPrice, redirect: data.redirect, paypal: order! }
}

describe('PayPal by redirect', () => {
  it('PY1 shows PayPal only when configured; PY2 answers the approval URL of an order for the server total', async () => {
    const buyer = await fx.newBuyer('paypal-approve')
    expect((await fx.ok(api.get<PayMethods>('/api/front/pay/method'))).paypalStatus).toBe(true)
    const { orderNo, payPrice, redirect, paypal } = await startPaypal(buyer)
    expect(redirect).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/)
    expect(paypal.intent).toBe('CAPTURE')
    expect(paypal.purchase_units[0]).toMatchObject({
      custom_id: orderNo,
      amount: { currency_code: 'USD', value: payPrice },
    })
    expect(paypal.returnUrl).toBe(`http://shop.test/order/payment_result?orderNo=${orderNo}&status=1`)
    expect(paypal.cancelUrl).toBe(`http://shop.test/order/payment_result?orderNo=${orderNo}&status=cancelled`)
    expect(await rows(orderNo)).toMatchObject([
      { provider: 'paypal', providerRef: paypal.id, status: 'created', amount: payPrice },
    ])
    // The order list and detail carry the approval page for an unpaid PayPal order (docs/api.md §8 item 13, #ref-8).
    const list = await fx.ok(
      get<{ list: { orderNo: string; redirect: string }[] }>(buyer, '/api/front/order/await/pay/list?page=1&limit=20'),
    )
    expect(list.list.find((o) => o.orderNo === orderNo)?.redirect).toBe(redirect)
    const detail = await fx.ok(get<{ redirect: string }>(buyer, `/api/front/order/detail/${orderNo}`))
    expect(detail.redirect).toBe(redirect)

    // Pressing "Pay" again while PayPal still waits for the shopper reuses the same PayPal order.
    const again = await fx.ok(pay(buyer, orderNo))
    expect(again.redirect).toBe(redirect)
    expect(await rows(orderNo)).toHaveLength(1)

    // Approved at PayPal, back on the result page: PY5 captures, the order is paid by PayPal.
    fake.approve(paypal.id)
    const paid = await fx.ok(back(buyer, paypal.id))
    expect(paid).toMatchObject({ orderNo, paid: true, payStatus: 'paid', payType: 'paypal' })
    expect(await rows(orderNo)).toMatchObject([{ status: 'succeeded', captureRef: fake.captureOf(paypal.id)!.id }])
    await fx.refused(pay(buyer, orderNo), 'This order has already been paid')
    expect((await fx.ok(get<{ redirect: string }>(buyer, `/api/front/order/detail/${orderNo}`))).redirect).toBe('')

    // Someone else's return with this token finds nothing.
    const other = await fx.newBuyer('paypal-other')
    await fx.refused(back(other, paypal.id), 'This PayPal payment was not found')

    // Without credentials the method is hidden and refused.
    const saved = process.env.PAYPAL_CLIENT_SECRET
    process.env.PAYPAL_CLIENT_SECRET = ''
    resetConfig()
    try {
      expect((await fx.ok(api.get<PayMethods>('/api/front/pay/method'))).paypalStatus).toBe(false)
      const { master } = await fx.paidOrder(buyer, [[sku, 1]], 'none')
      await fx.refused(pay(buyer, master.orderNo), 'This payment method is not available')
    } finally {
      process.env.PAYPAL_CLIENT_SECRET = saved
      resetConfig()
    }
  })

  it('a cancel at PayPal leaves the order unpaid and payable again', async () => {
    const buyer = await fx.newBuyer('paypal-cancel')
    const { orderNo, paypal } = await startPaypal(buyer)
    const captures = () => fake.calls['POST /v2/checkout/orders/:id/capture'] ?? 0
    const capturesBefore = captures()
    // PayPal sends the shopper to the cancel URL: nothing captured; PY6 says unpaid.
    expect(await result(buyer, orderNo)).toMatchObject({ paid: false, payStatus: 'unpaid', failureReason: '' })
    expect(captures()).toBe(capturesBefore)
    expect((await fx.reload(orderNo)).master).toMatchObject({ status: 'unpaid', paid: false })
    // Paying again works, and this time the shopper approves.
    const again = await fx.ok(pay(buyer, orderNo))
    expect(again.redirect).toContain(paypal.id)
    fake.approve(paypal.id)
    expect(await fx.ok(back(buyer, paypal.id))).toMatchObject({ paid: true, payType: 'paypal' })
  })

  it('a declined capture says so in the shopper language and leaves the order payable', async () => {
    const buyer = await fx.newBuyer('paypal-decline')
    const { orderNo, paypal } = await startPaypal(buyer)
    fake.approve(paypal.id)
    fake.declineNextCapture(paypal.id)
    const { body } = await back(buyer, paypal.id, 'es')
    expect(body.code).toBe(400)
    expect(body.message).toMatch(/PayPal/)
    expect(body.message).not.toMatch(/declined the payment/)
    const english = await fx.ok(get<PayResult>(buyer, `/api/front/pay/result/${orderNo}`))
    expect(english).toMatchObject({ paid: false, payStatus: 'unpaid' })
    expect(english.failureReason).toMatch(/^PayPal declined the payment/)
    const spanish = await fx.ok(
      api.get<PayResult>(`/api/front/pay/result/${orderNo}`, {
        as: buyer.cookie,
        headers: { 'accept-language': 'es' },
      }),
    )
    expect(spanish.failureReason).toBe(body.message)
    expect(await rows(orderNo)).toMatchObject([{ status: 'failed' }])
    // Payable again: a new PayPal order.
    const again = await fx.ok(pay(buyer, orderNo))
    const token = new URL(again.redirect).searchParams.get('token')!
    expect(token).not.toBe(paypal.id)
    fake.approve(token)
    expect(await fx.ok(back(buyer, token))).toMatchObject({ paid: true })
  })

  it('the return and a late webhook reach one paid state; a double return is idempotent', async () => {
    const buyer = await fx.newBuyer('paypal-late-webhook')
    const { orderNo, paypal } = await startPaypal(buyer)
    fake.approve(paypal.id)
    const first = await fx.ok(back(buyer, paypal.id))
    const paidAt = first.payTime
    const second = await fx.ok(back(buyer, paypal.id))
    expect(second).toMatchObject({ paid: true, payTime: paidAt })
    const capture = fake.captureOf(paypal.id)!
    const approved = await deliver(fake.event('CHECKOUT.ORDER.APPROVED', { id: paypal.id, status: 'APPROVED' }))
    expect(approved.status).toBe(200)
    const late = fake.event('PAYMENT.CAPTURE.COMPLETED', capture)
    expect((await deliver(late)).status).toBe(200)
    expect((await deliver(late)).body).toMatchObject({ message: 'Already processed' })
    expect(await rows(orderNo)).toMatchObject([{ status: 'succeeded' }])
    expect((await result(buyer, orderNo)).payTime).toBe(paidAt)
    expect(fake.refunds).toEqual([])
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo))
    expect(events.map((e) => e.type).sort()).toEqual(['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'])
  })

  it('the webhook alone pays an order whose shopper never came back', async () => {
    const buyer = await fx.newBuyer('paypal-webhook-only')
    const { orderNo, paypal } = await startPaypal(buyer)
    fake.approve(paypal.id)
    expect((await deliver(fake.event('CHECKOUT.ORDER.APPROVED', { id: paypal.id, status: 'APPROVED' }))).status).toBe(
      200,
    )
    expect((await fx.reload(orderNo)).master).toMatchObject({ status: 'paid', payType: 'paypal' })
    // The return arriving afterwards changes nothing.
    expect(await fx.ok(back(buyer, paypal.id))).toMatchObject({ paid: true })
    expect(await rows(orderNo)).toHaveLength(1)
  })

  it('refuses a webhook with a bad signature, changing nothing', async () => {
    const buyer = await fx.newBuyer('paypal-forged')
    const { orderNo, paypal } = await startPaypal(buyer)
    fake.approve(paypal.id)
    const forged = fake.event('CHECKOUT.ORDER.APPROVED', { id: paypal.id, status: 'APPROVED' }, { forge: true })
    expect((await deliver(forged)).status).toBe(400)
    const { 'paypal-transmission-sig': _sig, ...unsigned } = forged.headers
    expect((await deliver({ body: forged.body, headers: unsigned })).status).toBe(400)
    expect((await fx.reload(orderNo)).master).toMatchObject({ status: 'unpaid' })
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, forged.id))).toEqual([])
  })

  it('refunds a PayPal payment through PayPal on approval of a refund, for the refund amount', async () => {
    const buyer = await fx.newBuyer('paypal-refund')
    const { orderNo, paypal } = await startPaypal(buyer)
    fake.approve(paypal.id)
    await fx.ok(back(buyer, paypal.id))
    const { parts } = await fx.reload(orderNo)
    const [item] = await fx.itemsOf(parts[0].id)
    const { refundOrderNo } = await fx.ok(
      post<{ refundOrderNo: string }>(buyer, '/api/front/order/refund', {
        text: 'Item damaged or defective',
        orderNo: parts[0].orderNo,
        items: [{ orderInfoId: item.id, num: 1 }],
      }),
    )
    const approved = (await fx.ops({ command: 'refund-approve', refundOrderNo })) as {
      refundStatus: number
      refundPrice: string
    }
    expect(approved.refundStatus).toBe(3)
    expect(fake.refunds).toHaveLength(1)
    expect(fake.refunds[0]).toMatchObject({
      captureId: fake.captureOf(paypal.id)!.id,
      amount: { currency_code: 'USD', value: approved.refundPrice },
    })
    const [row] = await db().select().from(refundOrders).where(eq(refundOrders.refundOrderNo, refundOrderNo))
    expect(row).toMatchObject({ refundStatus: 3, providerRef: fake.refunds[0].id })
  })

  it('PY3 and PY4 refuse clearly while WeChat Pay and UPI are not integrated', async () => {
    const buyer = await fx.newBuyer('paypal-wechat')
    const { master } = await fx.paidOrder(buyer, [[sku, 1]], 'none')
    await fx.refused(
      get(buyer, `/api/front/pay/query/wechat/pay/result/${master.orderNo}`),
      'WeChat Pay is not available in this shop',
    )
    await fx.refused(
      get(buyer, `/api/front/pay/query/upi/pay/result/${master.orderNo}`),
      'UPI payments are not available in this shop',
    )
    await fx.refused(
      post(buyer, '/api/front/pay/payment', { orderNo: master.orderNo, payType: 'wechat', payChannel: 'pc' }),
      'This payment method is not available',
    )
  })
})
