/**
 * The cart beyond filling it (purchase.spec.ts adds by clicks, edits quantities and selects by store): checking out a
 * selection leaves the rest in the cart; manage mode moves a line to favourites and deletes one after confirming; the
 * empty cart recommends best sellers.
 */
import type { APIRequestContext } from '@playwright/test'
import type { ProductDetail } from '../../src/contract'
import { attrRows, defaultSelection, findSku } from '../../src/features/catalog/sku'
import { expect, test } from './fixtures'
import { badgeCount, call, type Envelope, gotoHydrated, PC } from './support'

interface Pick {
  id: number
  merId: number
  price: string
  /** The default specification's id (the cart's `productAttrUnique`). */
  attrValueId: number
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
      picks.push({ id: info.id, merId: info.merId, price: String(sku.price), attrValueId: sku.id })
    }
  }
  expect(picks, 'two buyable products of two merchants').toHaveLength(2)
  return [picks[0], picks[1]]
}

/** Money as the page shows it, computed in cents (prices have two decimals). */
const cents = (price: string) => Math.round(Number(price) * 100)
const dollars = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`

test('a shopper checks out a selection of the cart, then moves a line to favourites and deletes the other', async ({
  shopperPage: page,
}) => {
  const request = page.request
  const [a, b] = await twoProductsOfTwoMerchants(request)
  // The cart filled through the API: adding by a click, the groups, quantities, totals and the selection by store are
  // walked by purchase.spec.ts's first journey.
  await call(request, 'POST', '/api/front/cart/save', [
    { productId: a.id, cartNum: 2, productAttrUnique: a.attrValueId },
    { productId: b.id, cartNum: 1, productAttrUnique: b.attrValueId },
  ])
  await gotoHydrated(page, '/order/shopping_cart')
  const groups = page.getByTestId('merchant-group')
  await expect(groups).toHaveCount(2)
  await expect.poll(() => badgeCount(page)).toBe(3)
  const lineA = page.locator(`[data-testid="cart-line"][data-product-id="${a.id}"]`)
  const lineB = page.locator(`[data-testid="cart-line"][data-product-id="${b.id}"]`)

  // Checkout with A's store selected: a pre-order of the selection, then the order confirmation; the cart keeps both.
  await page.locator(`[data-testid="merchant-group"][data-mer-id="${b.merId}"]`).getByTestId('select-merchant').click()
  await expect(page.getByTestId('selection-total')).toContainText(dollars(cents(a.price) * 2))
  await page.getByTestId('checkout').click()
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=[^&]+/)
  await expect(page.getByTestId('order-confirm').getByTestId('order-item')).toHaveCount(1)
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
