import { expect, test } from '@playwright/test'

// Issue 28: a shopper who clicks while the page is still loading is not ignored (ui/early-clicks.ts).
test('a button clicked before the page hydrated does its work once the page has', async ({ page }) => {
  // The page's scripts are held back until the click is done, as on a slow connection: the click lands on the
  // server's HTML, before any handler exists.
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  let releaseScripts!: () => void
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve
  })
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/goods_detail/5', { waitUntil: 'commit' })
  const quantity = page.getByTestId('quantity')
  await expect(quantity).toBeVisible()
  const before = Number(await quantity.inputValue())
  await page.getByRole('button', { name: /^Increase quantity/ }).click()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
  await expect(quantity).toHaveValue(String(before))

  releaseScripts()
  await expect(page.locator('[data-page-frame]:not([data-interactive])')).toHaveCount(0)
  await expect(quantity).toHaveValue(String(before + 1))
  // Once the page is interactive, a click is the page's own at once.
  await page.getByRole('button', { name: /^Increase quantity/ }).click()
  await expect(quantity).toHaveValue(String(before + 2))
  expect(errors).toEqual([])
})
