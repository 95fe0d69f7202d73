// @database-sensitive: concurrency: a double click gives one intent and one payment row
/**
 * PY1 pay methods, PY2 start payment (card, cash on delivery, bank transfer), PY6 result with reconcile and
 * PY7 Stripe webhook, against a local fake Stripe (docs/api.md "Pay", decision 0008).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PayMethods, PayResult } from '~/contract'
import { resetConfig } from '../../app.config'
import { orders, paymentEvents, payments, products, productSkus } from '~/server/db/schema'
import { readSetting, writeSetting } from '~/server/db/settings'
import { expireOverdueOrders } from '~/server/orders/expire'
import { type FakeIntent, type FakeStripe, startFakeStripe, useStripeEnv } from './support/fake-stripe'
import { expectCode, ok, ORIGIN, type Shopper, useApiHarness } from './support/harness'

const uploadDir = mkdtempSync(path.join(tmpdir(), 'payments-test-'))
process.env.UPLOAD_DIR = uploadDir
resetConfig()

const api = useApiHarness()
const db = () => api.handle.db
const WEBHOOK_SECRET = 'whsec_test'

let fake: FakeStripe
let restoreEnv: () => void
let a: Shopper
let b: Shopper

beforeAll(async () => {
  fake = await startFakeStripe()
  restoreEnv = useStripeEnv(fake, WEBHOOK_SECRET)
  resetConfig()
  a = await api.demoShopper()
  b = await api.createShopper('payments-b@shop.example')
})

afterAll(async () => {
  restoreEnv?.()
  delete process.env.UPLOAD_DIR
  resetConfig()
  await fake?.close()
  rmSync(uploadDir, { recursive: true, force: true })
})

const get = <T>(path: string, shopper?: Shopper) => api.get<T>(path, { as: shopper })
const post = <T = unknown>(path: string, shopper: Shopper | undefined, json: unknown) =>
  api.post<T>(path, json, { as: shopper })
const pay = (shopper: Shopper, json: Record<string, unknown>) =>
  post<{ stripeClientSecret?: string; redirect: string }>('/api/front/pay/payment', shopper, {
    payChannel: 'pc',
    ...json,
  })
const result = async (shopper: Shopper, orderNo: string) => {
  return ok(await get<PayResult>(`/api/front/pay/result/${orderNo}`, shopper))
}

// ---------------------------------------------------------------------------------------------------------------
// Orders through the real checkout API: an address, O1 buy now, O4 create.

interface Sku {
  skuId: number
  productId: number
}
const addressIds = new Map<number, number>()

async function addressOf(shopper: Shopper): Promise<number> {
  const known = addressIds.get(shopper.id)
  if (known) return known
  const { body } = await post<{ id: number }>('/api/front/address/edit', shopper, {
    realName: 'Anna Payer',
    email: 'anna@example.com',
    phone: '9001234567',
    countryCode: 7,
    country: 'Russia',
    detail: 'Tverskaya 1',
    postCode: '125009',
    isDefault: true,
  })
  expect(body.code, body.message).toBe(200)
  addressIds.set(shopper.id, body.data.id)
  return body.data.id
}

let skuOffset = 0
/** A different on-sale SKU with plenty of stock for each order, so orders never compete for stock. */
async function freshSku(): Promise<Sku> {
  const rows = await db()
    .select({
      skuId: productSkus.id,
      productId: productSkus.productId,
      stock: productSkus.stock,
      minBuy: products.minBuy,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(products.isShow, true), eq(products.minBuy, 1)))
    .orderBy(productSkus.id)
  const usable = rows.filter((r) => r.stock >= 5)
  const sku = usable[skuOffset++ * 7]
  expect(sku).toBeDefined()
  return sku
}

interface Placed {
  orderNo: string
  payPrice: string
  sku: Sku
  quantity: number
}

async function placeOrder(shopper: Shopper, quantity = 2): Promise<Placed> {
  const sku = await freshSku()
  const addressId = await addressOf(shopper)
  const pre = await post<{ preOrderNo: string }>('/api/front/order/pre/order', shopper, {
    preOrderType: 'buyNow',
    orderDetails: [{ attrValueId: sku.skuId, productId: sku.productId, productNum: quantity }],
  })
  expect(pre.body.code, pre.body.message).toBe(200)
  const created = await post<{ orderNo: string }>('/api/front/order/create', shopper, {
    preOrderNo: pre.body.data.preOrderNo,
    addressId,
    payType: 'stripe',
    payChannel: 'pc',
  })
  expect(created.body.code, created.body.message).toBe(200)
  const orderNo = created.body.data.orderNo
  return { orderNo, payPrice: (await orderRow(orderNo)).payPrice, sku, quantity }
}

const orderRow = async (orderNo: string) => (await db().select().from(orders).where(eq(orders.orderNo, orderNo)))[0]
const paymentRows = (orderNo: string) =>
  db().select().from(payments).where(eq(payments.orderNo, orderNo)).orderBy(payments.id)
const skuStock = async (skuId: number) =>
  (await db().select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0].stock

/** The order row and its payment rows now, to compare after a refused request. */
async function snapshot(orderNo: string) {
  const { updatedAt: _ignored, ...order } = await orderRow(orderNo)
  return { order, payments: await paymentRows(orderNo) }
}

/** A 1×1 PNG (the upload API checks the content). */
const tinyPng = () =>
  new Uint8Array(
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e1d1b5d50000000049454e44ae426082',
      'hex',
    ),
  )
async function uploadImage(shopper: Shopper): Promise<string> {
  const form = new FormData()
  form.append('multipart', new File([tinyPng() as BlobPart], 'proof.png', { type: 'image/png' }))
  const { body } = await api.call<{ url: string }>('/api/front/upload/image?model=product&pid=1', {
    method: 'POST',
    body: form,
    headers: { cookie: shopper.cookie },
  })
  expect(body.code, body.message).toBe(200)
  return body.data.url
}

/** Sends a signed event to PY7 as Stripe would (no session, no client header). */
async function deliver(event: { payload: string; header: string } | { payload: string; header?: undefined }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (event.header !== undefined) headers['stripe-signature'] = event.header
  const { response, body } = await api.call('/api/front/pay/stripe/webhook', {
    method: 'POST',
    body: event.payload,
    headers,
    clientHeader: false,
  })
  return { status: response.status, body }
}

/** PY2 with stripe for the order; answers the fake intent behind the client secret. */
async function startCard(shopper: Shopper, orderNo: string): Promise<FakeIntent> {
  const { body } = await pay(shopper, { orderNo, payType: 'stripe' })
  expect(body.code, body.message).toBe(200)
  const secret = body.data.stripeClientSecret!
  const intent = [...fake.intents.values()].find((i) => i.client_secret === secret)
  expect(intent).toBeDefined()
  return intent!
}

// ---------------------------------------------------------------------------------------------------------------

// On PGlite only what the first line names runs: the card payment's intents (the double click). The methods, the
// refusals, the webhook, reconciliation and late payments are the same code on either database: once, on PostgreSQL.
const onPostgres = process.env.TEST_DATABASE === 'postgres'

describe.runIf(onPostgres)('PY1 pay methods', () => {
  it('offers card, cash on delivery and bank transfer with the configured keys and settings, without a session', async () => {
    const { body } = await get<PayMethods>('/api/front/pay/method')
    expect(body.code, body.message).toBe(200)
    const checkout = (await readSetting(db(), 'checkout'))!
    // The translations of the instructions stay on the server: the answer holds the request's locale only.
    const { enabled: _enabled, i18n: _i18n, ...bankDetails } = checkout.bankTransfer
    expect(body.data).toEqual({
      stripeStatus: true,
      paypalStatus: false,
      wechatPaySwitch: false,
      codSwitch: true,
      upiSwitch: false,
      bankTransferSwitch: true,
      bankTransfer: bankDetails,
    })
    expect(body.data.bankTransfer?.accountNumber).toBe('DE89 3704 0044 0532 0130 00')
  })

  it('turns the card off without Stripe keys, and COD / bank transfer off with the settings', async () => {
    const checkout = (await readSetting(db(), 'checkout'))!
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_PUBLISHABLE_KEY
    resetConfig()
    await writeSetting(db(), 'checkout', {
      ...checkout,
      cod: { enabled: false },
      bankTransfer: { ...checkout.bankTransfer, enabled: false },
    })
    try {
      const { body } = await get<PayMethods>('/api/front/pay/method')
      expect(body.data).toMatchObject({
        stripeStatus: false,
        codSwitch: false,
        bankTransferSwitch: false,
        bankTransfer: null,
      })
    } finally {
      await writeSetting(db(), 'checkout', checkout)
      restoreEnv()
      restoreEnv = useStripeEnv(fake, WEBHOOK_SECRET)
      resetConfig()
    }
    expect((await get<PayMethods>('/api/front/pay/method')).body.data.stripeStatus).toBe(true)
  })
})

describe.runIf(onPostgres)('PY2 refusals change nothing', () => {
  let order: Placed
  beforeAll(async () => {
    order = await placeOrder(a)
  })

  async function expectRefused(
    shopper: Shopper | undefined,
    json: Record<string, unknown>,
    code: number,
    message: string | RegExp,
  ) {
    const before = await snapshot(order.orderNo)
    const answer = await post('/api/front/pay/payment', shopper, { payChannel: 'pc', orderNo: order.orderNo, ...json })
    expect(answer.response.status).toBe(200)
    expectCode(answer, code, message)
    expect(await snapshot(order.orderNo)).toEqual(before)
  }

  it('needs a session', async () => {
    await expectRefused(undefined, { payType: 'cod' }, 401, /log in/i)
  })

  it('refuses an empty, unknown or non-integrated pay type', async () => {
    await expectRefused(a, { payType: '' }, 400, 'Please choose a payment method')
    await expectRefused(a, { payType: undefined }, 400, 'Please choose a payment method')
    await expectRefused(a, { payType: 'bitcoin' }, 400, 'Unsupported payment method')
    for (const payType of ['paypal', 'wechat', 'upi'])
      await expectRefused(a, { payType }, 400, 'This payment method is not available')
  })

  it('refuses a disabled method', async () => {
    const checkout = (await readSetting(db(), 'checkout'))!
    await writeSetting(db(), 'checkout', {
      ...checkout,
      cod: { enabled: false },
      bankTransfer: { ...checkout.bankTransfer, enabled: false },
    })
    try {
      await expectRefused(a, { payType: 'cod' }, 400, 'This payment method is not available')
      await expectRefused(
        a,
        { payType: 'bank', payVoucher: await uploadImage(a), payVoucherNote: 'Sent' },
        400,
        'This payment method is not available',
      )
    } finally {
      await writeSetting(db(), 'checkout', checkout)
    }
    delete process.env.STRIPE_SECRET_KEY
    resetConfig()
    try {
      await expectRefused(a, { payType: 'stripe' }, 400, 'This payment method is not available')
    } finally {
      process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
      resetConfig()
    }
  })

  it("refuses someone else's order and an unknown order", async () => {
    for (const payType of ['cod', 'stripe']) await expectRefused(b, { payType }, 400, 'Order not found')
    const { body } = await pay(a, { orderNo: 'PT20990101000000123456', payType: 'cod' })
    expect(body).toMatchObject({ code: 400, message: 'Order not found' })
  })

  it('refuses a bank transfer without a proof of this user, or without a note', async () => {
    const own = await uploadImage(a)
    const others = await uploadImage(b)
    await expectRefused(
      a,
      { payType: 'bank', payVoucherNote: 'Paid today' },
      400,
      'Please upload a screenshot of the payment',
    )
    await expectRefused(
      a,
      { payType: 'bank', payVoucher: others, payVoucherNote: 'Paid today' },
      400,
      'The payment screenshot must be an image you uploaded',
    )
    await expectRefused(
      a,
      { payType: 'bank', payVoucher: own.replace(ORIGIN, 'https://evil.example'), payVoucherNote: 'Paid today' },
      400,
      'The payment screenshot must be an image you uploaded',
    )
    await expectRefused(
      a,
      { payType: 'bank', payVoucher: '/media/uploads/2026/01/notarealkeyatall00000000.png', payVoucherNote: 'x' },
      400,
      'The payment screenshot must be an image you uploaded',
    )
    await expectRefused(a, { payType: 'bank', payVoucher: own }, 400, 'Please add a note about the transfer')
    await expectRefused(
      a,
      { payType: 'bank', payVoucher: own, payVoucherNote: '   ' },
      400,
      'Please add a note about the transfer',
    )
    await expectRefused(
      a,
      { payType: 'bank', payVoucher: own, payVoucherNote: 'x'.repeat(201) },
      400,
      'The note must be at most 200 characters',
    )
  })

  it('refuses an order whose payment deadline has passed', async () => {
    const overdue = await placeOrder(a)
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, overdue.orderNo))
    const before = await snapshot(overdue.orderNo)
    for (const payType of ['cod', 'stripe']) {
      expect((await pay(a, { orderNo: overdue.orderNo, payType })).body).toMatchObject({
        code: 400,
        message: 'This order has expired',
      })
    }
    expect(await snapshot(overdue.orderNo)).toEqual(before)
  })
})

describe.runIf(onPostgres)('PY2 cash on delivery and bank transfer', () => {
  it('cash on delivery: the order becomes cod and cannot be paid again', async () => {
    const order = await placeOrder(a)
    const { body } = await pay(a, { orderNo: order.orderNo, payType: 'cod' })
    expect(body).toMatchObject({ code: 200, data: { redirect: '' } })
    expect(body.data.stripeClientSecret).toBeUndefined()
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'cod', payType: 'cod', paid: false })
    expect(await paymentRows(order.orderNo)).toMatchObject([
      { provider: 'cod', status: 'created', amount: order.payPrice, userId: a.id },
    ])

    const before = await snapshot(order.orderNo)
    for (const payType of ['cod', 'stripe']) {
      expect((await pay(a, { orderNo: order.orderNo, payType })).body).toMatchObject({
        code: 400,
        message: 'This order is not awaiting payment',
      })
    }
    expect(await snapshot(order.orderNo)).toEqual(before)
    expect(await result(a, order.orderNo)).toMatchObject({
      payStatus: 'cod',
      paid: false,
      payType: 'cod',
      payPrice: order.payPrice,
      failureReason: '',
    })
  })

  it('bank transfer: stores the proof as a site path with the note and waits for confirmation', async () => {
    const order = await placeOrder(a)
    const url = await uploadImage(a)
    expect(url.startsWith(`${ORIGIN}/media/uploads/`)).toBe(true)
    const { body } = await pay(a, {
      orderNo: order.orderNo,
      payType: 'bank',
      payVoucher: url,
      payVoucherNote: '  Transfer ref 42  ',
    })
    expect(body).toMatchObject({ code: 200, data: { redirect: '' } })
    expect(await orderRow(order.orderNo)).toMatchObject({
      status: 'awaiting_confirmation',
      payType: 'bank',
      paid: false,
      payVoucher: url.slice(ORIGIN.length),
      payVoucherNote: 'Transfer ref 42',
    })
    expect(await paymentRows(order.orderNo)).toMatchObject([
      { provider: 'bank', status: 'submitted', amount: order.payPrice },
    ])
    expect((await pay(a, { orderNo: order.orderNo, payType: 'cod' })).body.code).toBe(400)
    expect((await result(a, order.orderNo)).payStatus).toBe('awaiting_confirmation')
  })

  it('bank transfer accepts the site-relative upload path too', async () => {
    const order = await placeOrder(b)
    const relative = (await uploadImage(b)).slice(ORIGIN.length)
    expect(
      (await pay(b, { orderNo: order.orderNo, payType: 'bank', payVoucher: relative, payVoucherNote: 'Done' })).body
        .code,
    ).toBe(200)
    expect((await orderRow(order.orderNo)).payVoucher).toBe(relative)
  })
})

describe('PY2 card payment (Stripe PaymentIntent)', () => {
  it('creates a PaymentIntent for payPrice in the shop currency with the order number, and reuses it', async () => {
    const order = await placeOrder(a, 3)
    fake.resetCalls()
    const intent = await startCard(a, order.orderNo)
    expect(String(intent.amount)).toBe(order.payPrice.replace('.', '').replace(/^0+/, ''))
    expect(intent.currency).toBe('usd')
    expect(intent.metadata).toEqual({ orderNo: order.orderNo })
    expect(fake.calls['POST /v1/payment_intents']).toBe(1)
    expect(await paymentRows(order.orderNo)).toMatchObject([
      {
        provider: 'stripe',
        providerRef: intent.id,
        status: 'created',
        amount: order.payPrice,
        currency: 'usd',
        userId: a.id,
      },
    ])
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid', paid: false })

    // Pay again (the shopper came back): the same intent, no second one.
    const again = await pay(a, { orderNo: order.orderNo, payType: 'stripe' })
    expect(again.body.data.stripeClientSecret).toBe(intent.client_secret)
    expect(fake.calls['POST /v1/payment_intents']).toBe(1)
    expect(fake.calls['GET /v1/payment_intents/:id']).toBe(1)
    expect(await paymentRows(order.orderNo)).toHaveLength(1)
  })

  it('gives a double click one intent and one payment row', async () => {
    const order = await placeOrder(a)
    fake.resetCalls()
    const [first, second] = await Promise.all([
      pay(a, { orderNo: order.orderNo, payType: 'stripe' }),
      pay(a, { orderNo: order.orderNo, payType: 'stripe' }),
    ])
    expect(first.body.code, first.body.message).toBe(200)
    expect(second.body.data.stripeClientSecret).toBe(first.body.data.stripeClientSecret)
    expect([...fake.intents.values()].filter((i) => i.metadata.orderNo === order.orderNo)).toHaveLength(1)
    expect(await paymentRows(order.orderNo)).toHaveLength(1)
  })

  it('makes a new intent when the old one can no longer be paid, with a new idempotency key', async () => {
    const order = await placeOrder(a)
    const first = await startCard(a, order.orderNo)
    first.status = 'canceled'
    const second = await startCard(a, order.orderNo)
    expect(second.id).not.toBe(first.id)
    expect((await paymentRows(order.orderNo)).map((p) => p.providerRef)).toEqual([first.id, second.id])
  })

  it('answers "Payment service unavailable" when Stripe is down, and changes nothing', async () => {
    const order = await placeOrder(a)
    const before = await snapshot(order.orderNo)
    fake.down = true
    try {
      const { body } = await pay(a, { orderNo: order.orderNo, payType: 'stripe' })
      expect(body).toMatchObject({ code: 500, message: 'Payment service unavailable, try again' })
    } finally {
      fake.down = false
    }
    expect(await snapshot(order.orderNo)).toEqual(before)
    expect(before.payments).toEqual([])
    // Once Stripe is back the payment starts normally.
    expect((await startCard(a, order.orderNo)).amount).toBeGreaterThan(0)
  })
})

describe.runIf(onPostgres)('PY7 Stripe webhook', () => {
  it('payment_intent.succeeded marks the order paid; a replay of the event is acknowledged and ignored', async () => {
    const order = await placeOrder(a)
    const intent = await startCard(a, order.orderNo)
    fake.succeed(intent.id)
    const event = fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET)
    const first = await deliver(event)
    expect(first).toMatchObject({ status: 200, body: { code: 200 } })
    const paid = await orderRow(order.orderNo)
    expect(paid).toMatchObject({ status: 'paid', paid: true, payType: 'stripe' })
    expect(paid.payTime).toBeInstanceOf(Date)
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'succeeded', providerRef: intent.id }])
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toMatchObject([
      { provider: 'stripe', type: 'payment_intent.succeeded', orderNo: order.orderNo },
    ])

    const replay = await deliver(event)
    expect(replay).toMatchObject({ status: 200, body: { code: 200, message: 'Already processed' } })
    expect((await orderRow(order.orderNo)).payTime).toEqual(paid.payTime)
    expect(await result(a, order.orderNo)).toMatchObject({
      payStatus: 'paid',
      paid: true,
      payType: 'stripe',
      payPrice: order.payPrice,
      failureReason: '',
    })
    expect((await result(a, order.orderNo)).payTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    // Paid orders cannot be paid again by any method.
    for (const payType of ['stripe', 'cod']) {
      expect((await pay(a, { orderNo: order.orderNo, payType })).body).toMatchObject({
        code: 400,
        message: 'This order has already been paid',
      })
    }
  })

  it('applies each event id once: a replayed failure does not overwrite a newer state', async () => {
    const order = await placeOrder(a)
    const intent = await startCard(a, order.orderNo)
    fake.fail(intent.id, 'Your card was declined.')
    const failed = fake.event('payment_intent.payment_failed', intent, WEBHOOK_SECRET)
    expect((await deliver(failed)).status).toBe(200)
    expect(await paymentRows(order.orderNo)).toMatchObject([
      { status: 'failed', failureReason: 'Your card was declined.' },
    ])
    // The shopper tries again with the same intent: the row is open again.
    expect((await startCard(a, order.orderNo)).id).toBe(intent.id)
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'created', failureReason: '' }])
    expect((await deliver(failed)).body).toMatchObject({ code: 200, message: 'Already processed' })
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'created', failureReason: '' }])
  })

  it('refuses a forged, tampered, unsigned or stale event and applies nothing', async () => {
    const order = await placeOrder(a)
    const intent = await startCard(a, order.orderNo)
    fake.succeed(intent.id)
    const forged = fake.event('payment_intent.succeeded', intent, 'whsec_wrong')
    const genuine = fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET)
    const tampered = {
      payload: genuine.payload.replace(order.orderNo, 'PT00000000000000000000'),
      header: genuine.header,
    }
    const stale = fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    })
    for (const event of [forged, tampered, { payload: genuine.payload }, stale]) {
      const answer = await deliver(event)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 400, message: 'Invalid signature' })
    }
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid', paid: false })
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'created' }])
    for (const id of [forged.id, stale.id])
      expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, id))).toEqual([])
    // The genuine one still works afterwards.
    expect((await deliver(genuine)).status).toBe(200)
    expect((await orderRow(order.orderNo)).status).toBe('paid')
  })

  it('payment_intent.payment_failed records the reason; the order stays unpaid and PY6 shows it', async () => {
    const order = await placeOrder(a)
    const intent = await startCard(a, order.orderNo)
    fake.fail(intent.id, 'Your card has insufficient funds.')
    expect((await deliver(fake.event('payment_intent.payment_failed', intent, WEBHOOK_SECRET))).status).toBe(200)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid', paid: false })
    expect(await paymentRows(order.orderNo)).toMatchObject([
      { status: 'failed', failureReason: 'Your card has insufficient funds.' },
    ])
    expect(await result(a, order.orderNo)).toMatchObject({
      orderNo: order.orderNo,
      payStatus: 'unpaid',
      paid: false,
      payTime: '',
      failureReason: 'Your card has insufficient funds.',
    })
  })

  it('acknowledges event types it does not handle', async () => {
    const order = await placeOrder(a)
    const intent = await startCard(a, order.orderNo)
    const event = fake.event('payment_intent.created', intent, WEBHOOK_SECRET)
    expect((await deliver(event)).status).toBe(200)
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'created' }])
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1)
  })

  it('does not mark an order paid when the amount or currency differs, and refunds that payment', async () => {
    const order = await placeOrder(a)
    const intent = await startCard(a, order.orderNo)
    intent.amount -= 1
    fake.succeed(intent.id)
    fake.resetCalls()
    expect((await deliver(fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET))).status).toBe(200)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'unpaid', paid: false })
    const [row] = await paymentRows(order.orderNo)
    expect(row.status).toBe('refunded')
    expect(row.failureReason).toMatch(/^Amount mismatch/)
    expect(fake.calls['POST /v1/refunds']).toBe(1)
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: intent.id, amount: intent.amount })

    const other = await placeOrder(a)
    const euro = await startCard(a, other.orderNo)
    euro.currency = 'eur'
    fake.succeed(euro.id)
    expect((await deliver(fake.event('payment_intent.succeeded', euro, WEBHOOK_SECRET))).status).toBe(200)
    expect(await orderRow(other.orderNo)).toMatchObject({ status: 'unpaid', paid: false })
    expect((await paymentRows(other.orderNo))[0].status).toBe('refunded')
  })
})

describe.runIf(onPostgres)('PY6 result and reconcile', () => {
  it('confirms a card payment with Stripe when the webhook has not arrived', async () => {
    const order = await placeOrder(a)
    const intent = await startCard(a, order.orderNo)
    expect(await result(a, order.orderNo)).toMatchObject({ payStatus: 'unpaid', paid: false })
    fake.succeed(intent.id)
    fake.resetCalls()
    const answer = await result(a, order.orderNo)
    expect(fake.calls['GET /v1/payment_intents/:id']).toBe(1)
    expect(answer).toMatchObject({
      orderNo: order.orderNo,
      payStatus: 'paid',
      paid: true,
      payType: 'stripe',
      payPrice: order.payPrice,
    })
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'succeeded' }])
    // The webhook arriving afterwards changes nothing.
    const paidAt = (await orderRow(order.orderNo)).payTime
    expect((await deliver(fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET))).status).toBe(200)
    expect((await orderRow(order.orderNo)).payTime).toEqual(paidAt)
    // A paid order is not looked up again.
    fake.resetCalls()
    await result(a, order.orderNo)
    expect(fake.calls['GET /v1/payment_intents/:id']).toBeUndefined()
  })

  it('answers the stored state when Stripe is down', async () => {
    const order = await placeOrder(a)
    await startCard(a, order.orderNo)
    fake.down = true
    try {
      expect(await result(a, order.orderNo)).toMatchObject({ payStatus: 'unpaid', paid: false })
    } finally {
      fake.down = false
    }
  })

  it('cancels an unpaid order past its deadline instead of showing it payable', async () => {
    const order = await placeOrder(a)
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, order.orderNo))
    expect(await result(a, order.orderNo)).toMatchObject({ payStatus: 'cancelled', paid: false })
    expect((await orderRow(order.orderNo)).status).toBe('cancelled')
  })

  it("is the owner's only", async () => {
    const order = await placeOrder(a)
    expect((await get(`/api/front/pay/result/${order.orderNo}`, b)).body).toMatchObject({
      code: 404,
      message: 'Order not found',
    })
    expect((await get(`/api/front/pay/result/${order.orderNo}`)).body.code).toBe(401)
  })
})

describe.runIf(onPostgres)('a card payment that arrives after the order was cancelled', () => {
  async function cancelledCardOrder() {
    const order = await placeOrder(a, 2)
    const intent = await startCard(a, order.orderNo)
    const stockBefore = await skuStock(order.sku.skuId)
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, order.orderNo))
    expect(await expireOverdueOrders(db())).toBeGreaterThanOrEqual(1)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'cancelled' })
    expect(await skuStock(order.sku.skuId)).toBe(stockBefore + order.quantity)
    return { order, intent }
  }

  it('revives the order, taking the stock again, and marks it paid', async () => {
    const { order, intent } = await cancelledCardOrder()
    const stockCancelled = await skuStock(order.sku.skuId)
    fake.succeed(intent.id)
    fake.resetCalls()
    expect((await deliver(fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET))).status).toBe(200)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'paid', paid: true, cancelReason: '' })
    expect(await skuStock(order.sku.skuId)).toBe(stockCancelled - order.quantity)
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'succeeded' }])
    expect(fake.calls['POST /v1/refunds']).toBeUndefined()
  })

  it('refunds through Stripe when the stock is gone, and the order stays cancelled', async () => {
    const { order, intent } = await cancelledCardOrder()
    await db().update(productSkus).set({ stock: 1 }).where(eq(productSkus.id, order.sku.skuId))
    fake.succeed(intent.id)
    fake.resetCalls()
    const event = fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET)
    expect((await deliver(event)).status).toBe(200)
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'cancelled', paid: false })
    expect(await skuStock(order.sku.skuId)).toBe(1)
    const [row] = await paymentRows(order.orderNo)
    expect(row).toMatchObject({ status: 'refunded' })
    expect(row.failureReason).toMatch(/no longer in stock/)
    expect(fake.calls['POST /v1/refunds']).toBe(1)
    expect(fake.lastBody['POST /v1/refunds']).toMatchObject({
      payment_intent: intent.id,
      'metadata[orderNo]': order.orderNo,
    })
    expect(fake.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1)
    expect(await result(a, order.orderNo)).toMatchObject({
      payStatus: 'cancelled',
      paid: false,
      failureReason: row.failureReason,
    })

    // Another delivery of the same payment (new event id) refunds nothing more.
    expect((await deliver(fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET))).status).toBe(200)
    expect(fake.calls['POST /v1/refunds']).toBe(1)
  })

  it('retries later when the refund cannot be made: the event is not recorded and Stripe gets a 500', async () => {
    const { order, intent } = await cancelledCardOrder()
    await db().update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, order.sku.skuId))
    fake.succeed(intent.id)
    const event = fake.event('payment_intent.succeeded', intent, WEBHOOK_SECRET)
    fake.down = true
    try {
      expect((await deliver(event)).status).toBe(500)
    } finally {
      fake.down = false
    }
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([])
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'created' }])
    expect((await deliver(event)).status).toBe(200)
    expect(await paymentRows(order.orderNo)).toMatchObject([{ status: 'refunded' }])
  })
})
