/**
 * PayPal by redirect and Google sign-in, as a shopper meets them, against the local fakes this server is configured
 * with (fake-providers.ts, playwright.providers.config.ts): the shop's own code runs unchanged, PayPal's approval page
 * and Google's prompt are the fakes'.
 */
import { expect, type Page, test } from '@playwright/test'
import { GOOGLE_SDK_URL } from '../../src/features/auth/provider-sdk'
import { JOURNEY_TIMEOUT, newShopper } from '../e2e/after-purchase-support'
import {
  buyableProducts,
  call,
  expectSignedIn,
  gotoHydrated,
  openLoginDialog,
  summaryTotal,
  unique,
} from '../e2e/support'

const port = Number(process.env.E2E_PORT ?? 4317) + 200
const PAYPAL = `http://127.0.0.1:${port + 1}`
const GOOGLE = `http://127.0.0.1:${port + 2}`

/** Buy Now on a product, PayPal chosen, the order placed: the browser is at PayPal's approval page. */
async function checkoutWithPaypal(page: Page, productId: number) {
  await gotoHydrated(page, `/goods_detail/${productId}`)
  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)
  const confirm = page.getByTestId('order-confirm')
  await expect(confirm.getByTestId('address-tile')).toHaveAttribute('data-selected', 'true')
  await confirm.getByRole('radio', { name: 'PayPal' }).click()
  const total = await summaryTotal(confirm)
  await confirm.getByTestId('place-order').click()
  const prompt = page.getByRole('dialog', { name: 'Place the order?' })
  await expect(prompt).toContainText(`Pay ${total} by PayPal?`)
  await prompt.getByRole('button', { name: 'Confirm' }).click()
  await page.waitForURL((url) => url.origin === PAYPAL && url.pathname === '/checkoutnow')
  // What PayPal asks the shopper to pay is the charged total, in the shop's currency.
  await expect(page.getByTestId('paypal-amount')).toHaveText(`${total.replace(/[^\d.]/g, '')} USD`)
  return total
}

test('a shopper pays by PayPal: approves at PayPal, comes back to a paid order; a cancel at PayPal leaves it to pay', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  const [product] = await buyableProducts(page.request, 1, 3)
  await newShopper(page)

  const total = await checkoutWithPaypal(page, product.productId)
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT\d+/)
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? ''
  const result = page.getByTestId('payment-result')
  await expect(result).toHaveAttribute('data-state', 'success')
  await expect(result.getByTestId('result-order-no')).toHaveText(orderNo)
  await expect(result).toContainText('PayPal')
  await expect(result).toContainText(total)
  // Captured once: the order waits for shipment; coming back again (a reload) changes nothing.
  await page.reload()
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'success')
  await gotoHydrated(page, '/users/order_list?orderStatus=1')
  await expect(page.getByTestId('order-card').first()).toContainText(product.name)

  // Second order: cancelled at PayPal, back on the shop, still to pay.
  await checkoutWithPaypal(page, product.productId)
  await page.getByRole('button', { name: 'Cancel and return' }).click()
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT\d+/)
  const cancelled = new URL(page.url()).searchParams.get('orderNo') ?? ''
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'failure')
  await expect(page.getByTestId('failure-reason')).toHaveText(/You cancelled the payment at PayPal/)
  await gotoHydrated(page, '/users/order_list?orderStatus=0')
  await expect(page.locator(`[data-testid="order-card"][data-order-no="${cancelled}"]`)).toBeVisible()
})

test('a shopper signs in with Google: the account is made on the first sign-in and found again on the next', async ({
  browser,
}) => {
  const sub = `1${unique()}`
  const name = `Grace ${unique().slice(-4)}`
  const response = await fetch(
    `${GOOGLE}/test/id-token?sub=${sub}&email=${encodeURIComponent(`grace${sub}@gmail.example`)}&name=${encodeURIComponent(name)}`,
  )
  const { idToken } = (await response.json()) as { idToken: string }

  const accounts: number[] = []
  for (let visit = 0; visit < 2; visit++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    // Google Identity Services, as the shopper's browser gets it: the prompt answers with Google's id token.
    let prompted = 0
    await page.route(GOOGLE_SDK_URL, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { id: {
          initialize(options) { this.options = options },
          prompt() { setTimeout(() => this.options.callback({ credential: ${JSON.stringify(idToken)} }), 0) },
        } } }`,
      }),
    )
    page.on('request', (request) => {
      if (request.url() === GOOGLE_SDK_URL) prompted++
    })
    const dialog = await openLoginDialog(page)
    expect(prompted, 'the script loads only when the icon is clicked').toBe(0)
    await dialog.getByRole('button', { name: 'Sign in with Google' }).click()
    await expectSignedIn(page)
    expect(prompted).toBe(1)
    await gotoHydrated(page, '/users/user_info')
    await expect(page.getByRole('textbox', { name: 'Nickname' })).toHaveValue(name)
    accounts.push((await call<{ id: number }>(page.request, 'GET', '/api/front/user/info')).id)
    await context.close()
  }
  expect(accounts[1]).toBe(accounts[0])
})
