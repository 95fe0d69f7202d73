/**
 * The gateway in front of a strict CRMEB backend (the fake of tests/support/strict-crmeb, only what docs/api.md
 * documents): it detects the missing extensions (API_EXTENSIONS=auto) or is told (none), sends the contract's single
 * `couponId`, never an extension field, answers the extension-only reads itself and completes the answers the
 * screens read.
 */
import type { Server } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import { apiHasExtensions, resetApiExtensionsProbe } from '~/shared/api-extensions'
import { handleGatewayRequest } from '~/server/gateway'
import { SHOPPER } from '../support/strict-crmeb/catalogue.ts'
import { createStrictCrmeb } from '../support/strict-crmeb/server.ts'

let fake: Server
let base = ''

beforeAll(async () => {
  fake = createStrictCrmeb()
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(fake.address() as { port: number }).port}`
  process.env.API_BASE_URL = base
  resetConfig()
  resetApiExtensionsProbe()
})
afterEach(() => {
  delete process.env.API_EXTENSIONS
  resetConfig()
  resetApiExtensionsProbe()
})
afterAll(async () => {
  delete process.env.API_BASE_URL
  resetConfig()
  resetApiExtensionsProbe()
  await new Promise((resolve) => fake.close(resolve))
})

interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
}
const SAME_ORIGIN = {
  'form-type': 'pc',
  origin: 'http://shop.test',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
}

async function call<T>(path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { ...SAME_ORIGIN }
  if (init.cookie) headers.cookie = init.cookie
  const response = await handleGatewayRequest(
    new Request(`http://shop.test${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    }),
  )
  return { body: (await response.json()) as Envelope<T>, response }
}

async function signIn() {
  const { response } = await call('/api/front/login/email', {
    method: 'POST',
    json: { email: SHOPPER.email, password: SHOPPER.password },
  })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('token='))
  expect(cookie).toBeDefined()
  return (cookie as string).split(';')[0]
}

/** A pre-order of one rain jacket (40.00), over the coupon's 30.00 threshold. */
async function preOrder(cookie: string) {
  const { body } = await call<{ preOrderNo: string }>('/api/front/order/pre/order', {
    method: 'POST',
    cookie,
    json: { preOrderType: 'buyNow', orderDetails: [{ productId: 101, attrValueId: 1011, productNum: 1 }] },
  })
  expect(body.code, body.message).toBe(200)
  return body.data.preOrderNo
}

describe('detecting the extensions', () => {
  it('finds them missing on the strict backend (auto), and believes API_EXTENSIONS=none without asking', async () => {
    expect(await apiHasExtensions()).toBe(false)
    process.env.API_EXTENSIONS = 'none'
    resetConfig()
    expect(await apiHasExtensions()).toBe(false)
  })

  it('the strict fake really refuses extension fields (so the adapter is what makes checkout work)', async () => {
    const cookie = await signIn()
    const token = cookie.slice('token='.length)
    const direct = await fetch(`${base}/api/front/order/computed/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'authori-zation': token },
      body: JSON.stringify({ preOrderNo: await preOrder(cookie), couponIds: [7] }),
    })
    expect(((await direct.json()) as Envelope).code).toBe(400)
  })
})

describe('checkout on the bare contract', () => {
  it('sends one coupon as couponId and drops isUseIntegral; refuses two coupons here', async () => {
    const cookie = await signIn()
    const preOrderNo = await preOrder(cookie)
    const one = await call<{ couponFee: string; payFee: string; deductionPrice: string }>(
      '/api/front/order/computed/price',
      {
        method: 'POST',
        cookie,
        json: { preOrderNo, couponIds: [7], isUseIntegral: true },
      },
    )
    expect(one.body.code, one.body.message).toBe(200)
    expect(one.body.data).toMatchObject({ couponFee: '5.00', payFee: '40.00', deductionPrice: '0.00' })
    const two = await call('/api/front/order/computed/price', {
      method: 'POST',
      cookie,
      json: { preOrderNo, couponIds: [7, 8] },
    })
    expect(two.body).toMatchObject({ code: 400, message: 'This shop accepts one coupon per order' })
  })

  it('completes the pre-order, coupons and pay methods with "not available" extension values', async () => {
    const cookie = await signIn()
    const preOrderNo = await preOrder(cookie)
    const pre = await call<Record<string, unknown>>(`/api/front/order/load/pre/${preOrderNo}`, { cookie })
    expect(pre.body.data).toMatchObject({
      preOrderNo,
      userIntegral: 0,
      integralDeductionSwitch: false,
      deductionPrice: '0.00',
      totalNum: 1,
      proTotalFee: '40.00',
    })
    // One shop carries the order's freight.
    expect(pre.body.data.orderList).toMatchObject([{ proTotalFee: '40.00', freightFee: '5.00' }])
    const coupons = await call<{ id: number; merId: number }[]>(`/api/front/coupons/order/${preOrderNo}`, { cookie })
    expect(coupons.body.data.map((c) => c.merId)).toEqual([0])
    const methods = await call<Record<string, unknown>>('/api/front/pay/method')
    expect(methods.body.data).toMatchObject({ codSwitch: true, bankTransferSwitch: false, bankTransfer: null })
    const bank = await call('/api/front/pay/payment', {
      method: 'POST',
      cookie,
      json: { orderNo: 'PT1', payType: 'bank', payChannel: 'pc' },
    })
    expect(bank.body).toMatchObject({ code: 400, message: 'This payment method is not available' })
  })

  it('creates, pays cash on delivery, and reads the payment result (PY6) from the master order', async () => {
    const cookie = await signIn()
    await call('/api/front/address/edit', {
      method: 'POST',
      cookie,
      json: {
        realName: 'Strict',
        email: 'r@crmeb.example',
        phone: '9001234567',
        countryCode: 7,
        country: 'KZ',
        detail: 'Abay 1',
        postCode: '050000',
        isDefault: true,
      },
    })
    const [address] = (await call<{ id: number }[]>('/api/pc/address/all/list', { cookie })).body.data
    const created = await call<{ orderNo: string }>('/api/front/order/create', {
      method: 'POST',
      cookie,
      json: {
        preOrderNo: await preOrder(cookie),
        addressId: address.id,
        couponIds: [],
        isUseIntegral: false,
        payType: 'cod',
        payChannel: 'pc',
        mark: '',
      },
    })
    expect(created.body.code, created.body.message).toBe(200)
    const { orderNo } = created.body.data
    expect(
      (
        await call('/api/front/pay/payment', {
          method: 'POST',
          cookie,
          json: { orderNo, payType: 'cod', payChannel: 'pc' },
        })
      ).body.code,
    ).toBe(200)
    const result = await call<Record<string, unknown>>(`/api/front/pay/result/${orderNo}`, { cookie })
    expect(result.body.data).toMatchObject({
      orderNo,
      payStatus: 'cod',
      paid: false,
      payType: 'cod',
      payPrice: '45.00',
    })
    const list = await call<{ list: { payStatus: string }[] }>('/api/front/order/list?page=1&limit=10&type=1', {
      cookie,
    })
    expect(list.body.data.list.map((o) => o.payStatus)).toContain('cod')
  })
})

describe('extension-only calls', () => {
  it('answers notices, featured tiles, points and the (empty) points shop here, and logs out through the contract’s GET', async () => {
    const cookie = await signIn()
    expect((await call<{ total: number }>('/api/front/notice/list?page=1&limit=5', { cookie })).body.data.total).toBe(0)
    expect((await call<unknown[]>('/api/front/product/adCategory')).body.data).toEqual([])
    expect((await call<{ integral: number }>('/api/front/integral/user', { cookie })).body.data).toEqual({
      integral: 0,
      frozenIntegral: 0,
      totalIntegral: 0,
      spentIntegral: 0,
    })
    expect(
      (await call<{ total: number }>('/api/front/integral/product/list?page=1&limit=12', { cookie })).body.data.total,
    ).toBe(0)
    expect(
      (await call<{ total: number }>('/api/front/integral/order/list?page=1&limit=10', { cookie })).body.data.total,
    ).toBe(0)
    const shop = await call('/api/front/integral/order/create', {
      method: 'POST',
      cookie,
      json: { productId: 1, num: 1, addressId: 1 },
    })
    expect(shop.body).toMatchObject({ code: 400, message: 'The points shop is not available in this shop' })
    const out = await call('/api/front/login/logout', { method: 'POST', cookie })
    expect(out.body.code).toBe(200)
    expect(out.response.headers.getSetCookie().some((c) => c.startsWith('token=;'))).toBe(true)
  })
})
