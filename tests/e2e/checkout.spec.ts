import { expect, test } from '@playwright/test'
import { chooseCountry, DEMO, gotoHydrated, summaryTotal } from './support'

/** The seeded TIG welder ($45.99, merchant 7): the demo shopper's $5 platform coupon (orders over $30) applies. */
const PRODUCT_ID = 2

test('Buy now → confirm with a new address, a coupon and points → cash on delivery → result page', async ({ page }) => {
  // Sign in, and come back to the product page.
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent(`/goods_detail/${PRODUCT_ID}`)}`)
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email)
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await form.getByRole('checkbox', { name: /I have read and agree to the\s+privacy agreement/ }).check()
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${PRODUCT_ID}$`))
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)

  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)
  const confirm = page.getByTestId('order-confirm')
  await expect(confirm.getByRole('heading', { name: 'Confirm your order' })).toBeVisible()
  await expect(confirm.getByTestId('order-item')).toHaveCount(1)
  await expect(confirm.getByTestId('order-item')).toContainText('×1')
  const goods = await confirm.getByTestId('sum-goods').textContent()
  expect(goods).toBe('$45.99')

  // Add an address in the dialog (other journeys may have saved some already): the new one becomes the
  // highlighted tile, and the highlighted tile is the one submitted.
  await confirm.getByTestId('add-address').click()
  const dialog = page.getByRole('dialog', { name: 'Add address' })
  await dialog.getByLabel('Receiver name').fill('Demo Receiver')
  await dialog.getByLabel('E-mail').fill('receiver@shop.example')
  await dialog.getByLabel('Phone').fill('9001234567')
  await chooseCountry(page, dialog, 'Russia')
  await dialog.getByLabel('Detailed address').fill('Tverskaya 1')
  await dialog.getByLabel('Post code').fill('125009')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const tile = confirm.locator('[data-testid="address-tile"][data-selected="true"]')
  await expect(tile).toHaveCount(1)
  await expect(tile).toContainText('Demo Receiver')

  // The platform coupon: the server re-prices and the summary shows its figures.
  const totalBefore = await summaryTotal(confirm)
  await confirm
    .getByTestId('coupons-platform')
    .getByText(/New shopper gift/)
    .click()
  await expect(confirm.getByTestId('sum-coupons')).toHaveText('−$5.00')
  await expect(confirm.getByTestId('sum-total')).not.toHaveText(totalBefore)

  // Points: 2000 in the wallet, at most half of $40.99 → 2000 points = $20.00.
  const points = confirm.getByRole('switch', { name: /Use 2,000 points, −\$20\.00/ })
  await expect(points).toBeVisible()
  await expect(confirm.getByText('Your balance: 2,000 points')).toBeVisible()
  await points.click()
  await expect(points).toBeChecked()
  await expect(confirm.getByTestId('sum-points')).toHaveText('−$20.00')
  const total = await summaryTotal(confirm)
  expect(total).toMatch(/^\$\d+\.\d{2}$/)
  expect(total).not.toBe(totalBefore)

  await confirm.getByRole('textbox', { name: 'Remark' }).fill('Please call before delivery')
  await confirm.getByRole('radio', { name: 'Cash on delivery' }).click()
  await expect(confirm.getByRole('radio', { name: 'Cash on delivery' })).toHaveAttribute('aria-checked', 'true')

  await confirm.getByTestId('place-order').click()
  const prompt = page.getByRole('dialog', { name: 'Place the order?' })
  await expect(prompt).toContainText(`Pay ${total} by Cash on delivery?`)
  await prompt.getByRole('button', { name: 'Confirm' }).click()

  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=\w+/)
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? ''
  const result = page.getByTestId('payment-result')
  await expect(result.getByRole('heading', { name: 'Order placed, pay on delivery' })).toBeVisible()
  await expect(result).toHaveAttribute('data-state', 'cod')
  await expect(result.getByTestId('result-order-no')).toHaveText(orderNo)
  await expect(result).toContainText('Cash on delivery')
  await expect(result).toContainText(total)
  await expect(result.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    `/order/order_detail?orderNo=${orderNo}`,
  )
})
