/**
 * Deep links (decision 22): a campaign link's first touch reaches the registration, the order and the operator's
 * report; a `?locale=` link renders in that language and leaves the URL without a history entry; bad values leave
 * the same way; "copy link" reproduces the screen in another browser; and the server's HTML (JavaScript off) shows
 * the same main content as a client-side navigation to the same link.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import type { ProductDetail } from '../../src/contract'
import { attrRows, defaultSelection, findSku } from '../../src/features/catalog/sku'
import { buy, ops } from './after-purchase-support'
import {
  attributeIn,
  buyableProducts,
  call,
  DEMO,
  gotoHydrated,
  LIGHT_PAGE,
  registerByEmail,
  serverPage,
  SHOPPER_ADDRESS,
  unique,
} from './support'

/** A product with stock, minimum purchase 1 and a default specification. */
async function productInStock(request: APIRequestContext): Promise<number> {
  const list = await call<{ list: { id: number }[] }>(request, 'GET', '/api/front/product/list?page=1&limit=20')
  for (const card of list.list) {
    const detail = await call<ProductDetail>(request, 'GET', `/api/front/product/detail/${card.id}`)
    const sku = findSku(detail.productValue, defaultSelection(attrRows(detail.productAttr), detail.productValue))
    if (detail.productInfo.minBuy <= 1 && sku && Number(sku.stock) >= 5) return card.id
  }
  throw new Error('no product in stock')
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length)

test('a campaign link: browse, register and buy cash on delivery; the order and the report carry the campaign', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const campaign = `spring-${unique()}`
  const landing = `/goods/goods_search?sort=price_asc&utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`
  await gotoHydrated(page, landing)
  // Campaign params are never invalid and never dropped, and stay out of the canonical link.
  await expect(page).toHaveURL(landing)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/goods\/goods_search\?sort=price_asc$/)

  // Registered and buying in this browser, with the first-touch cookie the landing set: through the API, as the
  // registration form (auth.spec.ts) and the checkout with a new address and cash on delivery (purchase.spec.ts) are
  // walked there. What the server stores with each is tests/api/attribution.test.ts's; here the cookie a real page
  // load set reaches the operator's report.
  await registerByEmail(page, 'Campaign-pass-1')
  await call(page.request, 'POST', '/api/front/address/edit', SHOPPER_ADDRESS)
  const [product] = await buyableProducts(page.request, 1)
  const { masterOrderNo } = await buy(page.request, product!, 'cod')
  const { payPrice: total } = await call<{ payPrice: string }>(
    page.request,
    'GET',
    `/api/front/order/master/detail/${masterOrderNo}`,
  )

  const report = await ops<
    {
      campaign: string
      source: string
      medium: string
      orders: number
      paidOrders: number
      revenue: string
      registrations: number
    }[]
  >('report', 'campaigns')
  const line = report.find((l) => l.campaign === campaign)
  expect(line).toMatchObject({ source: 'newsletter', medium: 'email', orders: 1, paidOrders: 1, registrations: 1 })
  expect(Number(line!.revenue)).toBeCloseTo(Number(total), 2)
  const today = new Date().toISOString().slice(0, 10)
  expect(
    (await ops<{ campaign: string }[]>('report', 'campaigns', '--to', today)).find((l) => l.campaign === campaign),
  ).toBeUndefined()
})

test('a ?locale=zh-CN link renders in Chinese and leaves the URL without a history entry; bad values leave too', async ({
  page,
}) => {
  await gotoHydrated(page, LIGHT_PAGE)
  const start = await historyLength(page)
  await gotoHydrated(page, '/goods/goods_search?sort=price_asc&locale=zh-CN&utm_source=qa')
  await expect(page).toHaveURL(/\/goods\/goods_search\?sort=price_asc&utm_source=qa$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByTestId('copy-link')).toHaveText('复制链接')
  expect(await historyLength(page)).toBe(start + 1)
  // The language stays for the visit (the cookie); an unknown locale is only removed.
  await gotoHydrated(page, '/goods/goods_search?locale=xx')
  await expect(page).toHaveURL(/\/goods\/goods_search$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // Bad values and spelled-out defaults leave the URL; the route's params come first in a stable order.
  await gotoHydrated(page, '/merchant/merchant_street?utm_campaign=x&page=abc&zzz=1')
  await expect(page).toHaveURL(/\/merchant\/merchant_street\?utm_campaign=x&zzz=1$/)
  expect(await historyLength(page)).toBe(start + 3)
  // A client-side navigation to such a link is canonicalized by the router with a replace.
  await page.evaluate(() =>
    (window as unknown as { __TSR_ROUTER__: { navigate: (o: object) => Promise<void> } }).__TSR_ROUTER__.navigate({
      href: '/goods/goods_search?locale=ru&sort=nope&title=tea',
    }),
  )
  await expect(page).toHaveURL(/\/goods\/goods_search\?title=tea$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  expect(await historyLength(page)).toBe(start + 4)
})

/**
 * The main content's text, times masked. Blocks marked `data-client-only` (the product page's delivery estimate: a
 * shopper's own destination, loaded in the browser) are left out: the server never renders them.
 */
const mainText = async (page: Page) =>
  (
    await page.locator('#content').evaluate((main) => {
      const hidden = [...main.querySelectorAll<HTMLElement>('[data-client-only]')]
      for (const el of hidden) el.style.display = 'none'
      const text = (main as HTMLElement).innerText
      for (const el of hidden) el.style.display = ''
      return text
    })
  )
    .replace(/\d{1,2}:\d{2}(:\d{2})?/g, '#:#')
    .replace(/\s+/g, ' ')
    .trim()

test('"copy link" reproduces the screen in a new browser', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/goods/goods_search?sort=price_asc&utm_source=qa')
  await page.getByTestId('tab-store').click()
  await expect(page).toHaveURL(/tab=store/)
  await page.getByTestId('copy-link').click()
  await expect(page.getByText('Link copied: it opens this screen as you see it')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/goods\/goods_search\?/)
  expect(copied).toContain('tab=store')
  expect(copied).not.toContain('utm_source')
  const other = await browser.newContext()
  const fresh = await other.newPage()
  await gotoHydrated(fresh, copied)
  expect(await mainText(fresh)).toBe(await mainText(page))
  await other.close()
})

/** The deep links whose server HTML must equal the client-rendered screen. */
async function deepLinks(request: APIRequestContext, page: Page): Promise<string[]> {
  const productId = await productInStock(request)
  const detail = await call<ProductDetail>(request, 'GET', `/api/front/product/detail/${productId}`)
  // The client is hydrated on a light page; the home page's first activity link is read from its server HTML.
  await gotoHydrated(page, LIGHT_PAGE)
  const { html } = await serverPage(request, '/')
  const activity = attributeIn(html, 'a', 'href', '[^"]*/goods/activity_list[^"]*', 'href')
  return [
    '/goods/goods_search?sort=price_asc&minPrice=1&maxPrice=100000',
    `/merchant/merchant/category?id=${detail.productInfo.merId}`,
    `/goods_detail/${productId}`,
    ...(activity ? [activity] : []),
    '/users/order_list?orderStatus=1',
  ]
}

async function signedInContext(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled })
  await call(context.request, 'POST', '/api/front/login/email', { email: DEMO.email, password: DEMO.password })
  return context
}

test('the server renders the same main content (JavaScript off) as a client-side navigation', async ({ browser }) => {
  test.setTimeout(180_000)
  const noJs = await signedInContext(browser, false)
  const js = await signedInContext(browser, true)
  const server = await noJs.newPage()
  const client = await js.newPage()
  const links = await deepLinks(js.request, client)
  expect(links.length).toBeGreaterThanOrEqual(5)
  // The client (hydrated on a light page by deepLinks) goes from link to link inside the app, as a shopper clicking
  // through: one document, hydrated once.
  for (const link of links) {
    await server.goto(link)
    const serverText = await mainText(server)
    // Not two empty screens: the server rendered the page itself (not an error or a sign-in screen).
    expect(serverText.length, link).toBeGreaterThan(80)
    expect(serverText, link).not.toMatch(/Page not found|Something went wrong|Sign in to continue/)
    await client.evaluate(
      (href) =>
        (window as unknown as { __TSR_ROUTER__: { navigate: (o: object) => Promise<void> } }).__TSR_ROUTER__.navigate({
          href,
        }),
      link,
    )
    await expect(client).toHaveURL(link)
    await expect.poll(() => mainText(client), { message: link }).toBe(serverText)
  }
  await noJs.close()
  await js.close()
})
