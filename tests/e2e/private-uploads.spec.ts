/**
 * A bank-transfer proof is private: the shopper who uploaded it sees it in the pay dialog and on the order detail
 * (the token cookie rides along on the same-origin <img>), while another shopper's browser and a guest get 404.
 */
import type { APIRequestContext, Locator } from '@playwright/test'
import type { ProductDetail } from '../../src/contract'
import { expect, test } from './fixtures'
import { call, type Envelope, freshPhone, gotoHydrated, PC, unique } from './support'

/** The smallest valid PNG (1×1): the upload checks the file's bytes, not its name. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Buy Now of the first product with stock, with a fresh default address: the new unpaid order's number. */
async function placeBankOrder(request: APIRequestContext) {
  await call(request, 'POST', '/api/front/address/edit', {
    realName: 'Olga Private',
    email: 'olga@shop.example',
    phone: '9001234567',
    countryCode: 7,
    country: 'Russia',
    detail: 'Nevsky 5',
    postCode: '191186',
    isDefault: true,
  })
  const list = await call<{ list: { id: number }[] }>(request, 'GET', '/api/front/product/list?page=1&limit=20')
  for (const card of list.list) {
    const response = await request.get(`/api/front/product/detail/${card.id}`, { headers: PC })
    const body = (await response.json()) as Envelope<ProductDetail>
    if (body.code !== 200) continue
    const productNum = Math.max(1, body.data.productInfo.minBuy || 1)
    const sku = Object.values(body.data.productValue ?? {}).find((s) => Number(s.stock) >= productNum)
    if (!sku) continue
    const { preOrderNo } = await call<{ preOrderNo: string }>(request, 'POST', '/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ attrValueId: sku.id, productId: body.data.productInfo.id, productNum }],
    })
    const preOrder = await call<{ addressId: number }>(request, 'GET', `/api/front/order/load/pre/${preOrderNo}`)
    const { orderNo } = await call<{ orderNo: string }>(request, 'POST', '/api/front/order/create', {
      preOrderNo,
      addressId: preOrder.addressId,
      payType: 'bank',
      payChannel: 'pc',
      mark: '',
    })
    return orderNo
  }
  throw new Error('no product with stock in the seed')
}

/** 1 once the image has loaded (the 1×1 PNG), 0 when the browser could not load it. */
const loadedWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))

test('a bank-transfer proof shows for its owner, and is a 404 for another shopper and a guest', async ({
  shopperPage: page,
  browser,
  baseURL,
}) => {
  const orderNo = await placeBankOrder(page.request)

  // The pay dialog: upload the proof; its preview loads from /media/uploads/… with the owner's cookie.
  await gotoHydrated(page, '/users/order_list?orderStatus=0')
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`)
  await card.getByRole('button', { name: 'Pay' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pay for order' })
  await dialog.getByRole('radio', { name: 'Bank transfer' }).click()
  await dialog
    .getByTestId('proof-input')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PROOF_PNG })
  const preview = dialog.getByTestId('proof-preview')
  await expect.poll(() => loadedWidth(preview)).toBe(1)
  const proofUrl = (await preview.getAttribute('src')) ?? ''
  expect(new URL(proofUrl).pathname).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[\w-]+\.png$/)
  await dialog.getByRole('textbox', { name: /Transfer note/ }).fill('Paid by Olga, ref 77')
  await dialog.getByTestId('pay-submit').click()
  await dialog.getByTestId('pay-confirm-button').click()
  await expect(page).toHaveURL(/\/order\/payment_result/)

  // The order detail shows the screenshot to its owner; the answer is never stored by a cache.
  await gotoHydrated(page, `/order/order_detail?orderNo=${orderNo}`)
  const voucher = page.getByTestId('detail-voucher').getByRole('img', { name: 'Payment screenshot' })
  await expect.poll(() => loadedWidth(voucher)).toBe(1)
  const own = await page.request.get(proofUrl)
  expect(own.status()).toBe(200)
  expect(own.headers()['cache-control']).toBe('private, no-store')

  // Another shopper (a tourist in a browser of their own) and a guest get 404, even inside an <img>. The server's rule
  // (404 for anyone but the uploader, as for a key that does not exist) is tests/api/uploads.test.ts's; here each
  // browser asks for the URL as a navigation and as an <img> on a page of the shop (the 404 page the navigation left
  // it on: the same origin, so the browser's own cookies ride along), with no page loaded and hydrated for it.
  const other = await browser.newContext({ baseURL })
  await call(other.request, 'POST', '/api/front/login/register/visitor', {
    countryCode: 7,
    email: `tourist${unique()}@e2e.example`,
    phone: freshPhone(),
  })
  const guest = await browser.newContext({ baseURL })
  for (const context of [other, guest]) {
    const stranger = await context.newPage()
    const response = await stranger.goto(proofUrl)
    expect(response?.status()).toBe(404)
    await stranger.evaluate((src) => {
      const img = document.createElement('img')
      img.src = src
      img.alt = 'probe'
      document.body.append(img)
    }, proofUrl)
    await expect.poll(() => loadedWidth(stranger.getByRole('img', { name: 'probe' }))).toBe(0)
  }
  await other.close()
  await guest.close()
})
