/**
 * Favourites as a new shopper uses them: favourite a product and follow its store, find both in
 * /users/collection_list, open each and come back, cancel both there; the heart and the follow button read the
 * change after navigating back to their pages (no stale cache).
 */
import { expect, test } from '@playwright/test'
import { JOURNEY_TIMEOUT, newShopper } from './after-purchase-support'
import { buyableProducts, call, gotoHydrated } from './support'

test('favourite a product and a store, see and cancel both in the list, pages agree after navigation', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT)
  await newShopper(page)
  const [product] = await buyableProducts(page.request, 1)
  const detail = await call<{ productInfo: { merId: number } }>(
    page.request,
    'GET',
    `/api/front/product/detail/${product.productId}`,
  )
  const merId = detail.productInfo.merId

  await gotoHydrated(page, `/goods_detail/${product.productId}`)
  const heart = page.getByTestId('favourite-toggle')
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  const added = page.waitForResponse((r) => r.url().includes('/api/front/collect/add/product'))
  await heart.click()
  await added
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await gotoHydrated(page, `/merchant/merchant/home?id=${merId}`)
  const follow = page.getByTestId('follow-button').first()
  const followed = page.waitForResponse((r) => r.url().includes(`/api/front/collect/add/merchant/${merId}`))
  await follow.click()
  await followed
  await expect(follow).toHaveAttribute('aria-pressed', 'true')

  // The header's heart opens the list (client-side); the product is there and opens its page.
  await page.getByTestId('site-header').getByRole('link', { name: 'Favourites' }).click()
  await expect(page).toHaveURL(/\/users\/collection_list$/)
  const item = page.locator(`[data-testid="favourite-product"][data-product-id="${product.productId}"]`)
  await item.getByTestId('favourite-product-link').click()
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${product.productId}$`))
  await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await item.getByTestId('favourite-cancel').click()
  await expect(item).toHaveCount(0)
  await expect(page.getByTestId('favourites-empty')).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${product.productId}$`))
  await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false')
  await page.goBack()

  // The shops tab: the store is there, opens its page, and is unfollowed.
  await page.getByTestId('collection-tab-shops').click()
  await expect(page).toHaveURL(/\/users\/collection_list\?tab=shops$/)
  const shop = page.locator(`[data-testid="followed-shop"][data-mer-id="${merId}"]`)
  await shop.getByTestId('followed-shop-link').click()
  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${merId}$`))
  await expect(page.getByTestId('follow-button').first()).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await shop.getByTestId('followed-cancel').click()
  await expect(shop).toHaveCount(0)
  await expect(page.getByTestId('followed-empty')).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${merId}$`))
  await expect(page.getByTestId('follow-button').first()).toHaveAttribute('aria-pressed', 'false')
})
