import type { APIRequestContext } from '@playwright/test'
import type { ProductDetail } from '../../src/contract'
import { attrRows, defaultSelection, findSku } from '../../src/features/catalog/sku'
import { expect, test } from './fixtures'
import { badgeCount, call, type Envelope, gotoHydrated, PC } from './support'

interface Pick {
  id: number
  name: string
  merId: number
  price: string
}

/** Two products of two merchants whose default specification is in stock and whose minimum purchase is 1. */
async function twoProductsOfTwoMerchants(request: APIRequestContext): Promise<[Pick, Pick]> {
  const picks: Pick[] = []
  for (let page = 1; page <= 5 && picks.length < 2; page++) {
    const list = await call<{ list: { id: number }[] }>(request, 'GET', `/api/front/product/list?page=${page}&limit=20`)
    for (const card of list.list) {
      if (picks.length === 2) break
      const body = (await (
        await request.get(`/api/front/product/detail/${card.id}`, { headers: PC })
      ).json()) as Envelope<ProductDetail>
      if (body.code !== 200) continue
      const info = body.data.productInfo
      if (info.minBuy > 1 || picks.some((p) => p.merId === info.merId)) continue
      const sku = findSku(
        body.data.productValue,
        defaultSelection(attrRows(body.data.productAttr), body.data.productValue),
      )
      if (!sku || Number(sku.stock) < 5) continue
      picks.push({ id: info.id, name: info.storeName, merId: info.merId, price: String(sku.price) })
    }
  }
  expect(picks, 'two buyable products of two merchants').toHaveLength(2)
  return [picks[0], picks[1]]
}

/** Counts are read from data attributes (the wording is the catalogues' business). */
/** Money as the page shows it, computed in cents (prices have two decimals). */
const cents = (price: string) => Math.round(Number(price) * 100)
const dollars = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`

/** Starts from an empty cart (the fixture's shopper is new; this keeps the journey right for any shopper). */
async function emptyCart(request: APIRequestContext) {
  const ids: number[] = []
  for (const valid of [true, false]) {
    const groups = await call<{ cartInfoList: { id: number }[] }[]>(
      request,
      'GET',
      `/api/front/cart/list?isValid=${valid}`,
    )
    ids.push(...groups.flatMap((group) => group.cartInfoList.map((line) => line.id)))
  }
  if (ids.length > 0) await call(request, 'POST', '/api/front/cart/delete', { ids })
}

test('a shopper fills the cart from two stores, edits, selects, checks out, favourites and deletes', async ({
  signedInPage: page,
}) => {
  const request = page.request
  const { nickname } = await call<{ nickname: string }>(request, 'GET', '/api/front/user/info')
  await expect(page.getByTestId('user-menu')).toContainText(nickname)
  await emptyCart(request)
  const [a, b] = await twoProductsOfTwoMerchants(request)
  await call(request, 'POST', `/api/front/collect/cancel/${b.id}`)

  // Add each product from its page with a real click; the badge follows.
  for (const [index, product] of [a, b].entries()) {
    await gotoHydrated(page, `/goods_detail/${product.id}`)
    await expect.poll(() => badgeCount(page)).toBe(index)
    await page.getByTestId('add-to-cart').click()
    await expect.poll(() => badgeCount(page)).toBe(index + 1)
  }

  // The header link opens the cart: one group per store, the newest store first.
  await page.getByTestId('cart-link').click()
  await expect(page).toHaveURL(/\/order\/shopping_cart$/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const groups = page.getByTestId('merchant-group')
  await expect(groups).toHaveCount(2)
  await expect(groups.nth(0)).toHaveAttribute('data-mer-id', String(b.merId))
  const lineA = page.locator(`[data-testid="cart-line"][data-product-id="${a.id}"]`)
  const lineB = page.locator(`[data-testid="cart-line"][data-product-id="${b.id}"]`)
  await expect(lineA.getByTestId('line-name')).toHaveText(a.name)
  // Lines start selected: checkout is ready for the whole cart.
  await expect(page.getByTestId('select-all')).toBeChecked()
  await expect(page.getByTestId('selection-total')).toContainText(dollars(cents(a.price) + cents(b.price)))
  await expect(page.getByTestId('checkout')).toBeEnabled()

  // Quantity of A: 1 → 2; the line total follows at once and the server keeps it (a reload shows it).
  const saved = page.waitForResponse((r) => r.url().includes('/api/front/cart/num') && r.request().method() === 'POST')
  await lineA.getByTestId('quantity-plus').click()
  await expect(lineA.getByTestId('quantity-input')).toHaveValue('2')
  await expect(lineA.getByTestId('line-total')).toContainText(dollars(cents(a.price) * 2))
  await expect(page.getByTestId('selection-total')).toContainText(dollars(cents(a.price) * 2 + cents(b.price)))
  expect(((await (await saved).json()) as Envelope<null>).code).toBe(200)
  await expect.poll(() => badgeCount(page)).toBe(3)
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(lineA.getByTestId('quantity-input')).toHaveValue('2')
  await expect.poll(() => badgeCount(page)).toBe(3)

  // Select by store: untick both stores (nothing to check out), then A's store again; the total is exact.
  const groupA = page.locator(`[data-testid="merchant-group"][data-mer-id="${a.merId}"]`)
  const groupB = page.locator(`[data-testid="merchant-group"][data-mer-id="${b.merId}"]`)
  await groupA.getByTestId('select-merchant').click()
  await groupB.getByTestId('select-merchant').click()
  await expect(page.getByTestId('checkout')).toBeDisabled()
  await expect(page.getByTestId('checkout-hint')).toBeVisible()
  await groupA.getByTestId('select-merchant').click()
  await expect(page.getByTestId('selection-total')).toContainText(dollars(cents(a.price) * 2))
  await expect(page.getByTestId('selected-count')).toHaveAttribute('data-pieces', '2')
  await groupB.getByTestId('select-merchant').click()
  await expect(page.getByTestId('selection-total')).toContainText(dollars(cents(a.price) * 2 + cents(b.price)))
  await expect(page.getByTestId('select-all')).toBeChecked()
  await groupB.getByTestId('select-merchant').click()
  await expect(page.getByTestId('selection-total')).toContainText(dollars(cents(a.price) * 2))

  // Checkout with A selected: a pre-order of the cart, then the order confirmation.
  await page.getByTestId('checkout').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=[^&]+/)
  await gotoHydrated(page, '/order/shopping_cart')
  await expect(groups).toHaveCount(2)

  // Manage mode: move B to favourites (after confirming); every line starts selected, so A is unticked first.
  await page.getByTestId('manage-toggle').click()
  await lineA.getByTestId('select-line').click()
  await page.getByTestId('move-to-favourites').click()
  const confirm = page.getByTestId('confirm-modal')
  await expect(confirm).toHaveAttribute('data-kind', 'favourite')
  await expect(confirm).toHaveAttribute('data-count', '1')
  await confirm.getByTestId('confirm-action').click()
  await expect(lineB).toHaveCount(0)
  await expect(groups).toHaveCount(1)
  await expect.poll(() => badgeCount(page)).toBe(2)
  const favourites = await call<{ list: { productId: number }[] }>(
    request,
    'GET',
    '/api/front/collect/product/list?page=1&limit=100',
  )
  expect(favourites.list.map((f) => f.productId)).toContain(b.id)

  // Delete A: cancelling keeps it, confirming removes it; the cart is then empty and so is the badge.
  await lineA.getByTestId('select-line').click()
  await page.getByTestId('delete-selected').click()
  await expect(confirm).toHaveAttribute('data-kind', 'delete')
  await expect(confirm).toHaveAttribute('data-count', '1')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(lineA).toHaveCount(1)
  await page.getByTestId('delete-selected').click()
  await confirm.getByTestId('confirm-action').click()
  await expect(page.getByTestId('cart-empty')).toBeVisible()
  await expect.poll(() => badgeCount(page)).toBe(0)
  expect(await call(request, 'GET', '/api/front/cart/list?isValid=true')).toEqual([])
  // The empty cart recommends best sellers, server-rendered, each a link to its product.
  await page.goto('/order/shopping_cart')
  const recommended = page.getByTestId('cart-recommended')
  await expect(recommended).toBeVisible()
  await expect(recommended.locator('a[href^="/goods_detail/"]').first()).toBeVisible()
})
