import { expect, test } from '@playwright/test'
import { JOURNEY_TIMEOUT } from './after-purchase-support'
import { signInNewShopper } from './fixtures'
import { gotoHydrated } from './support'

/** The seeded Timecraft watch shop charges a 2.00 packing fee and 1 % shipping insurance (decision 49). */
const TIMECRAFT = 15

test('a French shopper buying from the seeded Timecraft shop sees its classification, then its packing fee and insurance at checkout and on the order', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await signInNewShopper(page)
  await page.context().addCookies([{ name: 'locale', value: 'fr', url: baseURL! }])
  // The store classifications, each with its icon by position (docs/spec.md §3.9 (#spec-3-9)).
  await gotoHydrated(page, '/merchant/merchant_more')
  await expect(page.locator('label:has(svg[data-icon="cate1"])')).toHaveText('Électronique et gadgets')
  await expect(page.locator('label:has(svg[data-icon="cate9"])')).toHaveText('Bijoux et accessoires')
  await gotoHydrated(page, `/merchant/merchant/home?id=${TIMECRAFT}`)
  // The store's classification (docs/spec.md §3.28 (#spec-3-28)) heads its pages in the shopper's language.
  await expect(page.getByTestId('store-category')).toHaveText('Bijoux et accessoires')
  await page.getByTestId('product-card').first().click()
  await expect(page).toHaveURL(/\/goods_detail\/\d+/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.getByTestId('buy-now').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)

  // The shop's lines and the summary's, in French, from the server's figures.
  const confirm = page.getByTestId('order-confirm')
  await expect(confirm.getByTestId(`packing-${TIMECRAFT}`)).toContainText('Frais d’emballage')
  await expect(confirm.getByTestId(`insurance-${TIMECRAFT}`)).toContainText('Assurance du colis')
  const summary = confirm.getByTestId('order-summary')
  await expect(summary).toContainText('Frais d’emballage')
  await expect(summary).toContainText('Assurance du colis')
  await expect(confirm.getByTestId('sum-packing')).toContainText(/2[.,]00/)
  const insurance = (await confirm.getByTestId('sum-insurance').textContent()) ?? ''
  expect(insurance).toMatch(/\d+[.,]\d{2}/)

  await confirm.getByTestId('pay-method-cod').click()
  await confirm.getByTestId('place-order').click()
  await page.getByTestId('place-order-confirm-button').click()
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=\w+/)
  await page.getByTestId('view-order').click()
  await expect(page).toHaveURL(/\/order\/order_detail\?orderNo=\w+/)
  await expect(page.getByTestId('detail-packing')).toContainText('Frais d’emballage')
  await expect(page.getByTestId('detail-packing')).toContainText(/2[.,]00/)
  await expect(page.getByTestId('detail-insurance')).toContainText('Assurance du colis')
  await expect(page.getByTestId('detail-insurance')).toContainText(insurance.match(/\d+[.,]\d{2}/)![0])
})
