/**
 * The sign-in flow (decision 28), clicked as a new shopper: the action that opened the login dialog (Buy now, follow)
 * runs after signing in or entering as a tourist there; closing the dialog (X, Esc, the overlay) leaves the page as it
 * was and forgets the action. Add to cart kept through registration, the top bar's Register and the phone country
 * picker are walked by auth.spec.ts's registration journeys.
 */
import { expect, type Locator, test } from '@playwright/test'
import { AGREEMENT, buyableProducts, cartProductIds, DEMO, freshPhone, gotoHydrated, unique } from './support'

async function enterAsTourist(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continue as a tourist' }).click()
  await expect(dialog.getByTestId('tourist-form')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`tourist${unique()}@e2e.example`)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(freshPhone())
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('button', { name: 'Continue as a tourist' }).click()
}

test('a guest clicks Buy now, signs in, and goes on to the order confirmation', async ({ page }) => {
  const [product] = await buyableProducts(page.request, 1, 2)
  await gotoHydrated(page, `/goods_detail/${product.productId}`)
  await page.getByTestId('buy-now').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email)
  await dialog.getByRole('textbox', { name: 'Password' }).fill(DEMO.password)
  await dialog.getByLabel(AGREEMENT).check()
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  // The machine running the suite may be busy: the sign-in, the pre-order and the navigation get time.
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/, { timeout: 30_000 })
  await expect(page.getByTestId('user-menu')).toBeVisible()
})

test('a guest clicks Follow on a store, enters as a tourist, and the store is followed', async ({ page }) => {
  const [product] = await buyableProducts(page.request, 1)
  await gotoHydrated(page, `/merchant/merchant/home?id=${product.merId}`)
  const follow = page.getByTestId('follow-button')
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.click()
  const dialog = page.getByRole('dialog')
  await enterAsTourist(dialog)
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${product.merId}$`))
  await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true')
})

test('closing the dialog (X, Esc, overlay) keeps the page and its scroll, and forgets the action', async ({ page }) => {
  // A short window: the buy buttons are below the fold, so the page is scrolled when they are clicked.
  await page.setViewportSize({ width: 1280, height: 560 })
  const [product] = await buyableProducts(page.request, 1, 3)
  await gotoHydrated(page, `/goods_detail/${product.productId}`)
  const url = page.url()
  const dialog = page.getByRole('dialog')
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY))

  const closeWays: [string, () => Promise<void>][] = [
    ['the X', () => dialog.getByRole('button', { name: 'Close' }).click()],
    ['Esc', () => page.keyboard.press('Escape')],
    ['the overlay', () => page.mouse.click(8, 550)],
  ]
  for (const [way, close] of closeWays) {
    await page.getByTestId('add-to-cart').click()
    await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    const scrolled = await scrollY()
    expect(scrolled, way).toBeGreaterThan(0)
    await close()
    await expect(dialog, way).toHaveCount(0)
    expect(page.url(), way).toBe(url)
    expect(await scrollY(), way).toBe(scrolled)
  }

  // The closed dialog's action is gone: entering as a tourist from the top bar afterwards adds nothing.
  await page.getByRole('button', { name: 'Sign in' }).first().click()
  await enterAsTourist(dialog)
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 })
  expect(page.url()).toBe(url)
  expect(await cartProductIds(page)).toEqual([])
})
