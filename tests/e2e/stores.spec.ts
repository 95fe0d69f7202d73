import { expect, type Page, test } from '@playwright/test'
import { signInNewShopper } from './fixtures'
import { call, gotoHydrated, serverPage } from './support'

/*
 * Store pages, shop street, top products and an activity page. Texts new in this change may not be in the
 * compiled catalogues yet, so the journeys find controls by test id, role state and URL.
 */

const followers = async (page: Page) => Number(await page.getByTestId('store-followers').getAttribute('data-count'))

test('an activity page opens from a home "More" link and lists its products; from the home shop street into a store: tabs, categories, coupons, qualification, follow', async ({
  page,
}) => {
  // Two journeys' worth of steps: more than the default minute on a busy machine.
  test.setTimeout(120_000)
  // Home, the heaviest page, loaded once for both ways out of it (issue 25): the activity's "More", then back.
  await gotoHydrated(page, '/')
  const more = page.locator('a[href*="/goods/activity_list"]').first()
  await more.click()
  await expect(page).toHaveURL(/\/goods\/activity_list\?id=\d+/)
  await expect(page.getByTestId('activity-title')).not.toBeEmpty()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)

  const card = page.getByTestId('home-shop-street').getByTestId('merchant-card').first()
  await card.click()
  await expect(page).toHaveURL(/\/merchant\/merchant\/home\?id=\d+/)
  const merId = new URL(page.url()).searchParams.get('id')
  await expect(page.getByTestId('store-name')).toBeVisible()
  await expect(page.getByTestId('store-home-section').first().getByTestId('product-card').first()).toBeVisible()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)

  // Category tab: pick a leaf of the store's own tree → the URL carries cid and products are listed.
  await page.getByTestId('store-tab-category').click()
  await expect(page).toHaveURL(/\/merchant\/merchant\/category\?id=\d+/)
  await page.getByTestId('store-category-leaf').first().click()
  await expect(page).toHaveURL(/cid=\d+/)
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.getByTestId('sort-price').click()
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(page.getByTestId('product-card').first()).toBeVisible()

  // Coupons tab: cards or the empty state, for both kinds.
  await page.getByTestId('store-tab-coupon').click()
  await expect(page).toHaveURL(/\/merchant\/merchant\/coupon\?id=\d+/)
  await expect(page.getByTestId('coupon-card').or(page.getByTestId('coupons-empty')).first()).toBeVisible()
  await page.getByTestId('coupon-tab-goods').click()
  await expect(page).toHaveURL(/type=2/)
  await expect(page.getByTestId('coupon-card').or(page.getByTestId('coupons-empty')).first()).toBeVisible()

  // Qualification tab: pictures, and one opens enlarged.
  await page.getByTestId('store-tab-qualification').click()
  await expect(page).toHaveURL(/\/merchant\/merchant\/qualification\?id=\d+/)
  await expect(page.getByTestId('store-info')).toBeVisible()
  const picture = page.getByTestId('qualification-picture').first()
  await expect(picture).toBeVisible()
  await picture.click()
  await expect(page.getByRole('dialog').locator('img')).toBeVisible()
  await page.keyboard.press('Escape')

  // Follow as a new shopper, then unfollow.
  await signInNewShopper(page)
  await page.goto(`/merchant/merchant/home?id=${merId}`)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.getByTestId('user-menu')).toBeVisible()
  const follow = page.getByTestId('follow-button')
  let before = await followers(page)
  if ((await follow.getAttribute('aria-pressed')) === 'true') {
    // Left followed by an earlier run: start from "not following".
    await follow.click()
    await expect(follow).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => followers(page)).toBe(before - 1)
    before -= 1
  }
  await follow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => followers(page)).toBe(before + 1)
  // The server kept it: the store read a new load of the page makes (M3, this browser's session), not a reload in
  // Chromium; that M3 reports a followed store is tests/api/merchants.test.ts's ("M3 says isCollect").
  const store = await call<{ isCollect: boolean; followerCount: number }>(
    page.request,
    'GET',
    `/api/front/merchant/index/info/${merId}`,
  )
  expect(store).toMatchObject({ isCollect: true, followerCount: before + 1 })
  await follow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(() => followers(page)).toBe(before)
})

test('/merchant/merchant?id= opens the store home', async ({ request }) => {
  // A redirect of the server's (decision 96): the store's page in the HTML it ends on.
  const answer = await serverPage(request, '/merchant/merchant?id=3')
  expect(answer.status).toBe(200)
  expect(`${answer.url.pathname}${answer.url.search}`).toBe('/merchant/merchant/home?id=3')
  expect(answer.html).toContain('data-testid="store-name"')
})

test('the shop street pages through stores', async ({ page, request }) => {
  const { data } = await (await request.get('/api/front/merchant/street?page=2&limit=10')).json()
  await gotoHydrated(page, '/merchant/merchant_street')
  await expect(page.getByTestId('merchant-row')).toHaveCount(10)
  const firstOnPage1 = await page.getByTestId('merchant-row').first().textContent()
  await page.getByTestId('street-pagination').getByRole('button', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByTestId('merchant-row').first()).toContainText(data.list[0].name)
  expect(await page.getByTestId('merchant-row').first().textContent()).not.toBe(firstOnPage1)
})

test('top products lists the leaderboard with links to products', async ({ page }) => {
  await gotoHydrated(page, '/goods/top_one')
  const rows = page.getByTestId('top-product')
  await expect(rows.first()).toBeVisible()
  expect(await rows.count()).toBeGreaterThan(3)
  await expect(rows.first()).toHaveAttribute('href', /\/goods_detail\/\d+/)
  await expect(rows.first().locator('[data-rank="1"]')).toBeVisible()
})

test('/merchant/merchant without an id goes to the shop street, not a 404', async ({ request }) => {
  for (const url of ['/merchant/merchant', '/merchant/merchant/home', '/merchant/merchant?id=abc']) {
    const answer = await serverPage(request, url)
    expect(answer.status, url).toBe(200)
    expect(`${answer.url.pathname}${answer.url.search}`, url).toBe('/merchant/merchant_street')
    expect(answer.html, url).toContain('data-testid="shop-street-page"')
  }
})

test('/goods/activity_list without an id lists every activity, each banner with its localized name, linking to it', async ({
  page,
  request,
  baseURL,
}) => {
  const activities = (
    await (await request.get('/api/front/activity/index/list', { headers: { 'Accept-Language': 'ru' } })).json()
  ).data as {
    id: number
    name: string
    banner: string
  }[]
  expect(activities.length).toBeGreaterThan(1)
  await page.context().addCookies([{ name: 'locale', value: 'ru', url: baseURL! }])
  const response = await page.goto('/goods/activity_list')
  expect(response?.status()).toBe(200)
  const cards = page.getByTestId('activity-card')
  await expect(cards).toHaveCount(activities.length)
  for (const [index, activity] of activities.entries()) {
    const card = cards.nth(index)
    // One headline per banner: the page's, in the shopper's locale (the banner art carries no text).
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(activity.name)
    await expect(card.locator('img')).toHaveAttribute('src', JSON.parse(activity.banner)[0])
    const svg = await (await request.get(JSON.parse(activity.banner)[0])).text()
    expect(svg).not.toContain('<text')
  }
  await cards.first().click()
  await expect(page).toHaveURL(new RegExp(`/goods/activity_list\\?id=${activities[0].id}`))
  await expect(page.getByTestId('activity-title')).toHaveText(activities[0].name)
})
