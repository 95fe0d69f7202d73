import { expect, type Page, test } from '@playwright/test'
import { signInNewShopper } from './fixtures'
import { DEMO, expectSignedIn } from './support'

// Decision 42: a shopper who clicks while the page is still loading is not ignored (ui/early-clicks.ts).

/**
 * Holds the page's scripts back until `release` is called, as on a slow connection: a click before it lands on the
 * server's HTML, before any handler exists. Page errors are collected.
 */
async function holdScripts(page: Page) {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await held
    await route.continue()
  })
  return { release, errors }
}

test('a button clicked before the page hydrated does its work once the page has', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/goods_detail/5', { waitUntil: 'commit' })
  const quantity = page.getByTestId('quantity')
  await expect(quantity).toBeVisible()
  const before = Number(await quantity.inputValue())
  await page.getByRole('button', { name: /^Increase quantity/ }).click()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
  await expect(quantity).toHaveValue(String(before))

  scripts.release()
  await expect(page.locator('[data-page-frame]:not([data-interactive])')).toHaveCount(0)
  await expect(quantity).toHaveValue(String(before + 1))
  // Once the page is interactive, a click is the page's own at once.
  await page.getByRole('button', { name: /^Increase quantity/ }).click()
  await expect(quantity).toHaveValue(String(before + 2))
  expect(scripts.errors).toEqual([])
})

test("a signed-in shopper's Buy now, clicked on the member page before it hydrated, goes on to the order confirmation", async ({
  page,
}) => {
  await signInNewShopper(page)
  const scripts = await holdScripts(page)
  await page.goto('/goods_detail/2', { waitUntil: 'commit' })
  const buyNow = page.getByTestId('buy-now')
  await expect(buyNow).toBeVisible()
  await buyNow.click()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
  // React renders a part anew instead of hydrating it when it cannot hydrate it as the server rendered it: the
  // server's HTML, the held button with it, is replaced (on a starved CPU the member page's reads for the shopper once
  // came first). Done here every time: the click goes to the button that took its place.
  await page.getByTestId('product-detail').evaluate((frame) => frame.replaceWith(frame.cloneNode(true)))
  await expect(buyNow).toBeVisible()

  // Each step in turn, as a starved CPU takes them: the page hydrates, the held click is replayed and its pre-order
  // answered, then the order confirmation loads.
  const preOrder = page.waitForResponse((response) => response.url().endsWith('/api/front/order/pre/order'))
  scripts.release()
  await expect(page.locator('[data-page-frame]:not([data-interactive])')).toHaveCount(0)
  expect((await preOrder).ok()).toBe(true)
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\w+/)
  await expect(page.getByTestId('order-confirm').getByTestId('order-item')).toHaveCount(1)
  expect(scripts.errors).toEqual([])
})

test('words typed before the page hydrated are kept: the sign-in form sends them, the header search searches them', async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  // Typed into the server's HTML (~/ui/early-input): React keeps the text on screen, and the fields adopt it.
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email)
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password)
  const search = page.getByTestId('search-input')
  await search.fill('lamp')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)

  scripts.release()
  await expect(page.locator('[data-page-frame]:not([data-interactive])')).toHaveCount(0)
  // "Sign in" renders every field again (the attempt count): without the adoption the e-mail was wiped here.
  await form.getByRole('checkbox', { name: /I have read and agree to the\s+privacy agreement/ }).check()
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expectSignedIn(page)
  await expect(search).toHaveValue('lamp')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/goods\/goods_search\?title=lamp$/)
  expect(scripts.errors).toEqual([])
})
