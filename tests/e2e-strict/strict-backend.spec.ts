/**
 * Our storefront on a strict CRMEB backend (tests/support/strict-crmeb: only what the CRMEB client reference in docs/api.md documents). The server
 * finds out by itself (API_EXTENSIONS=auto) that the extensions are missing: the shopper signs in, browses, fills the
 * cart, checks out with the contract's single coupon and no points, pays cash on delivery and finds the order — and
 * no page shows what the backend cannot do (notices, points, bank transfer).
 */
import { expect, test } from '@playwright/test'
import { badgeCount, chooseCountry, gotoHydrated, summaryTotal } from '../e2e/support'

const SHOPPER = { email: 'strict@crmeb.example', password: 'Strict12345!' }

test('a shopper buys on a strict CRMEB backend: one coupon, no points, cash on delivery', async ({ page }) => {
  const login = await page.request.post('/api/front/login/email', { headers: { 'Form-type': 'pc' }, data: SHOPPER })
  expect((await login.json()).code).toBe(200)

  await gotoHydrated(page, '/')
  await expect(page.getByText('Strict Rain Jacket').first()).toBeVisible()
  await expect(page.getByTestId('notice-bell')).toHaveCount(0)

  for (const id of [101, 201]) {
    await gotoHydrated(page, `/goods_detail/${id}`)
    await page.getByTestId('add-to-cart').click()
  }
  await expect.poll(() => badgeCount(page)).toBe(2)

  await page.getByTestId('cart-link').click()
  await expect(page).toHaveURL(/\/order\/shopping_cart$/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await page.getByTestId('select-all').check()
  // Rain jacket M 40.00 + kettle (steel) 19.90.
  await expect(page.getByTestId('selection-total')).toContainText('59.90')
  await page.getByTestId('checkout').click()

  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/)
  const confirm = page.getByTestId('order-confirm')
  await expect(confirm.getByTestId('order-item')).toHaveCount(2)
  await expect(confirm.getByTestId('sum-goods')).toHaveText('€59.90')
  // The contract gives freight for the whole order (5.00 + 3.50): no made-up per-shop shipping line.
  await expect(confirm.getByTestId('sum-freight')).toHaveText('€8.50')
  await expect(confirm.getByText(/^Shipping: /)).toHaveCount(0)
  // No points offer and no bank transfer on the bare contract.
  await expect(confirm.getByRole('switch', { name: /points/ })).toHaveCount(0)
  await expect(confirm.getByRole('radio', { name: 'Bank transfer' })).toHaveCount(0)

  await expect(confirm.getByTestId('no-address')).toBeVisible()
  await confirm.getByTestId('add-address').click()
  const dialog = page.getByRole('dialog', { name: 'Add address' })
  await dialog.getByLabel('Receiver name').fill('Strict Receiver')
  await dialog.getByLabel('E-mail').fill('receiver@crmeb.example')
  await dialog.getByLabel('Phone').fill('9001234567')
  await chooseCountry(page, dialog, 'Kazakhstan')
  await dialog.getByLabel('Detailed address').fill('Abay Avenue 10, Almaty')
  await dialog.getByLabel('Post code').fill('050000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(confirm.getByTestId('address-tile')).toHaveAttribute('data-selected', 'true')

  // The contract's single coupon: 5.00 off over 30.00.
  await confirm.getByText('−€5.00').first().click()
  await expect(confirm.getByTestId('sum-coupons')).toHaveText('−€5.00')
  const total = await summaryTotal(confirm)
  // 59.90 goods + 5.00 + 3.50 freight − 5.00 coupon.
  expect(total).toBe('€63.40')
  await confirm.getByRole('radio', { name: 'Cash on delivery' }).click()
  await confirm.getByTestId('place-order').click()
  const prompt = page.getByRole('dialog', { name: 'Place the order?' })
  await prompt.getByRole('button', { name: 'Confirm' }).click()

  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT\d+/)
  const result = page.getByTestId('payment-result')
  await expect(result).toHaveAttribute('data-state', 'cod')
  await expect(result).toContainText('€63.40')

  await expect.poll(() => badgeCount(page)).toBe(0)
  await gotoHydrated(page, '/users/order_list?orderStatus=1')
  await expect(page.getByTestId('order-card')).toHaveCount(2)
  await expect(page.getByTestId('points-balance')).toHaveCount(0)
})
