/**
 * What the after-purchase journeys share: a brand-new shopper (a tourist account with an address), products with
 * stock, orders placed through the API as the checkout would, and the operator's commands (`npm run ops`) sent to the
 * e2e server for the merchant's side.
 */
import { readFileSync } from 'node:fs'
import { type APIRequestContext, type Page, test } from '@playwright/test'
import { commandOf } from '../../scripts/ops'
import type { ProductDetail } from '../../src/contract'
import { OPS_SECRET_HEADER } from '../../src/server/ops/state'
import { type Buyable, call, type Envelope, freshPhone, PC, unique } from './support'

/**
 * Runs an operator command on this worker's e2e server (each worker has its own: playwright.config.ts), as `npm run ops -- …args` does while a server runs: the CLI's own
 * parser (scripts/ops.ts) turns the arguments into the command, which goes to the server's loopback-only
 * POST /api/ops/run with the secret of the ops-server.json it wrote beside its data folder. One HTTP call instead of
 * a tsx process per step; tests/api/ops.test.ts proves the CLI process itself.
 */
export async function ops<T = unknown>(...args: string[]): Promise<T> {
  const port = new URL(test.info().project.use.baseURL!).port
  const state = JSON.parse(readFileSync(`.data/e2e-${port}/ops-server.json`, 'utf8')) as {
    port: number
    secret: string
  }
  const response = await fetch(`http://127.0.0.1:${state.port}/api/ops/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: state.secret },
    body: JSON.stringify(commandOf(args)),
  })
  const body = (await response.json()) as Envelope<T>
  if (body.code !== 200) throw new Error(`ops ${args.join(' ')}: ${body.message}`)
  return body.data
}

/** Journeys with several operator steps take longer than the default minute on a busy machine. */
export const JOURNEY_TIMEOUT = 180_000

/** A 1×1 PNG for uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

/** A new shopper in this page's browser (a tourist account, signed in) with a default address. */
export async function newShopper(page: Page) {
  const email = `after${unique()}@e2e.example`
  await call(page.request, 'POST', '/api/front/login/register/visitor', { countryCode: 7, email, phone: freshPhone() })
  await call(page.request, 'POST', '/api/front/address/edit', {
    realName: 'Anna Smirnova',
    email,
    phone: '9001234567',
    countryCode: 7,
    country: 'Russia',
    detail: 'Nevsky Prospekt 28',
    postCode: '191186',
    isDefault: true,
  })
  return email
}

/** The stock of one SKU as the product page reads it (K5). */
export async function skuStock(request: APIRequestContext, product: Buyable) {
  const detail = await call<ProductDetail>(request, 'GET', `/api/front/product/detail/${product.productId}`)
  return Number(Object.values(detail.productValue).find((s) => s.id === product.attrValueId)?.stock)
}

/** Buy Now → pre-order → create (O1, O2, O4), then pay (PY2): the master and merchant order numbers. */
export async function buy(request: APIRequestContext, product: Buyable, payType: 'cod' | 'bank') {
  const { preOrderNo } = await call<{ preOrderNo: string }>(request, 'POST', '/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: [{ attrValueId: product.attrValueId, productId: product.productId, productNum: product.productNum }],
  })
  const preOrder = await call<{ addressId: number }>(request, 'GET', `/api/front/order/load/pre/${preOrderNo}`)
  const { orderNo } = await call<{ orderNo: string }>(request, 'POST', '/api/front/order/create', {
    preOrderNo,
    addressId: preOrder.addressId,
    payType,
    payChannel: 'pc',
  })
  if (payType === 'cod') {
    await call(request, 'POST', '/api/front/pay/payment', { orderNo, payType: 'cod', payChannel: 'pc' })
  } else {
    const upload = await request.post('/api/front/upload/image?model=pay_voucher&pid=1', {
      headers: PC,
      multipart: { multipart: png('transfer.png') },
    })
    const { url } = ((await upload.json()) as Envelope<{ url: string }>).data
    await call(request, 'POST', '/api/front/pay/payment', {
      orderNo,
      payType: 'bank',
      payChannel: 'pc',
      payVoucher: url,
      payVoucherNote: 'Sent from Sberbank',
    })
    await ops('confirm-transfer', orderNo)
  }
  const master = await call<{ orderList: { orderNo: string }[] }>(
    request,
    'GET',
    `/api/front/order/master/detail/${orderNo}`,
  )
  return { masterOrderNo: orderNo, orderNo: master.orderList[0]!.orderNo }
}
