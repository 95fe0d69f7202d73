/**
 * Keyboard only: the skip link, the mega menu, the login dialog (focus trap, Esc, focus returned), the
 * spec picker and quantity on the product page, the cart stepper and the support chat; and low-vision mode outlives
 * a logout. Walks on the same page share its load: the shell's three on one light page, the cart reached inside the
 * app from the product page, low-vision mode on the chat's signed-in page (issue 25, decision 124).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { ProductDetail } from '../../src/contract'
import { attrRows } from '../../src/features/catalog/sku'
import { expect, test } from './fixtures'
import { visitInApp } from './page-tour'
import { call, gotoHydrated, LIGHT_PAGE } from './support'

// Many single key presses, each a round trip to the browser: generous on a loaded machine.
test.describe.configure({ timeout: 180_000 })

/** A product with a specification row of two or more values, and an SKU in stock with room to add one more. */
async function productWithChoices(request: APIRequestContext) {
  const list = await call<{ list: { id: number }[] }>(request, 'GET', '/api/front/product/list?page=1&limit=30')
  for (const card of list.list) {
    const detail = await call<ProductDetail>(request, 'GET', `/api/front/product/detail/${card.id}`)
    const inStock = Object.values(detail.productValue ?? {}).find((sku) => Number(sku.stock) >= 5)
    if (attrRows(detail.productAttr).some((row) => row.values.length > 1) && inStock && detail.productInfo.minBuy <= 1)
      return { id: card.id, name: detail.productInfo.storeName, attrValueId: inStock.id }
  }
  throw new Error('no product with a choice of specifications in the seed')
}

/**
 * Tabs (or `key`, Shift+Tab backwards) until `target` has focus (at most `limit` presses): proves it is reachable in
 * the tab order.
 */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60, key = 'Tab') {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

test('the skip link comes first and lands on the content; the mega menu opens, moves and closes by keyboard; the login dialog keeps focus inside, closes with Esc and gives focus back to its opener', async ({
  page,
}) => {
  // A light page, loaded once for the three walks: the skip link, the menu and the dialog are the shell's, the same on
  // every page. It carries only the shell's part of the category tree (decision 86).
  await gotoHydrated(page, LIGHT_PAGE)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#content')).toBeFocused()

  // Back up from the content, Shift+Tab reaches the catalogue button. Enter waits for the whole category tree and
  // still lands on the first category.
  const button = page.getByTestId('catalogue-button')
  await tabTo(page, button, 60, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const menu = page.getByTestId('mega-menu')
  await expect(menu).toBeVisible()
  const roots = menu.getByRole('menuitem')
  await expect(roots.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(roots.nth(1)).toBeFocused()
  await expect(roots.nth(1)).toHaveAttribute('data-active', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(roots.first()).toBeFocused()
  // Focus stays inside while it is open: Tab walks into the groups' links, not out to the page.
  await page.keyboard.press('Tab')
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  // ArrowDown on the button opens it again, on the first category: a link to its search.
  await page.keyboard.press('ArrowDown')
  await expect(roots.first()).toBeFocused()
  await expect(roots.first()).toHaveAttribute('href', /\/goods\/goods_search\?pid=\d+/)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  // The login dialog: its opener, further along the header's row, is reached by Tab.
  const opener = page.getByTestId('sign-in')
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  // The dialog's code loads on first open.
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus after ${i + 1} Tab presses`).toBe(
      true,
    )
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the spec picker and quantity work by keyboard on the product page; the cart stepper: labelled − and + by keyboard, and a typed quantity', async ({
  shopperPage: page,
}) => {
  const product = await productWithChoices(page.request)
  // The cart line the stepper walk uses, put in before any page is loaded: the cart is then reached inside the app.
  await call(page.request, 'POST', '/api/front/cart/save', [
    { productId: product.id, cartNum: 1, productAttrUnique: product.attrValueId },
  ])
  await gotoHydrated(page, `/goods_detail/${product.id}`)
  const row = page
    .getByTestId('spec-row')
    .filter({ has: page.locator('button[aria-pressed="false"]:enabled') })
    .first()
  // Pinned by its text: once pressed it no longer matches aria-pressed="false".
  const label = (await row.locator('button[aria-pressed="false"]:enabled').first().innerText()).trim()
  const choice = row.getByRole('button', { name: label, exact: true })
  await tabTo(page, choice, 120)
  await page.keyboard.press('Enter')
  await expect(choice).toHaveAttribute('aria-pressed', 'true')
  await expect(row.locator('button[aria-pressed="true"]')).toHaveCount(1)

  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true })
  await expect(quantity).toHaveValue('1')
  await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).focus()
  await page.keyboard.press('Enter')
  await expect(quantity).toHaveValue('2')
  await page.keyboard.press('Shift+Tab')
  await expect(quantity).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('3')
  await page.keyboard.press('Tab')
  await expect(quantity).toHaveValue('3')

  // The cart, as the header's cart link opens it (decision 73's in-app visit; its full load is the screens gate's).
  await visitInApp(page, '/order/shopping_cart')
  const input = page.getByRole('textbox', { name: `Quantity of ${product.name}` }).first()
  const start = Number(await input.inputValue())
  await page
    .getByRole('button', { name: `Increase quantity of ${product.name}` })
    .first()
    .focus()
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue(String(start + 1))
  await page
    .getByRole('button', { name: `Decrease quantity of ${product.name}` })
    .first()
    .focus()
  await page.keyboard.press('Space')
  await expect(input).toHaveValue(String(start))
  await input.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('4')
  // Leaving the field saves the quantity at once (CA4), not after the typing pause.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/front/cart/num') && r.request().postData()?.includes('"number":4') === true,
  )
  await page.keyboard.press('Tab')
  await expect(input).toHaveValue('4')
  // The shop took it; that the line keeps it is tests/api/cart-manage.test.ts's (CA4 cart quantity).
  expect(((await (await saved).json()) as { code: number }).code).toBe(200)
})

test('the support chat opens by keyboard, sends with Enter and Esc hides it with focus back on the launcher; low-vision mode stays on after logout', async ({
  signedInPage: page,
}) => {
  const launcher = page.getByTestId('chat-launcher')
  await launcher.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('region', { name: 'Support chat' })
  const input = panel.getByRole('textbox', { name: 'Your message' })
  await expect(panel.getByTestId('chat-greeting')).toBeVisible({ timeout: 30_000 })
  await expect(input).toBeFocused()
  await page.keyboard.type('Keyboard only, hello')
  await page.keyboard.press('Enter')
  await expect(panel.getByTestId('chat-message-user').filter({ hasText: 'Keyboard only, hello' })).toBeVisible()
  await expect(input).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(launcher).toBeFocused()

  // The same signed-in page: low-vision mode on, then a logout and a new load keep it.
  await page.getByRole('button', { name: 'Low-vision mode' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-low-vision', 'true')
  await page.getByTestId('user-menu').hover()
  await page.getByTestId('logout').click()
  await expect(page.getByTestId('sign-in')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-low-vision', 'true')
  await gotoHydrated(page, LIGHT_PAGE)
  await expect(page.locator('html')).toHaveAttribute('data-low-vision', 'true')
  await expect(page.getByRole('button', { name: 'Standard view' })).toHaveAttribute('aria-pressed', 'true')
})
