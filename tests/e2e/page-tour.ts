/**
 * The page types a shopper meets, with real ids from the seed, for the accessibility and layout checks.
 * The signed-in tour places one unpaid order and one pre-order through the API, so the order detail and the
 * confirm page have something to show.
 */
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import { settle } from './mantine-styles'
import { buyableProducts, call, freshPhone, SHOPPER_ADDRESS, STILL_SERVER_HTML, unique } from './support'

export type TourLocale = 'en' | 'ru' | 'zh-CN'

export interface TourStop {
  /** A short name for the summary table. */
  name: string
  path: string
}

/** The first activity the home page links to, from its server-rendered HTML. */
async function firstActivity(request: APIRequestContext): Promise<string | null> {
  const html = await (await request.get('/')).text()
  const href = html.match(/href="([^"]*\/goods\/activity_list[^"]*)"/)?.[1]
  return href ? href.replaceAll('&amp;', '&') : null
}

/** The pages everyone can open. */
export async function publicTour(request: APIRequestContext): Promise<TourStop[]> {
  const [product] = await buyableProducts(request, 1)
  const activity = await firstActivity(request)
  return [
    { name: 'home', path: '/' },
    { name: 'search goods', path: '/goods/goods_search?title=a' },
    { name: 'search stores', path: '/goods/goods_search?tab=store' },
    { name: 'product detail', path: `/goods_detail/${product.productId}` },
    { name: 'store home', path: `/merchant/merchant/home?id=${product.merId}` },
    { name: 'store category', path: `/merchant/merchant/category?id=${product.merId}` },
    { name: 'store coupons', path: `/merchant/merchant/coupon?id=${product.merId}` },
    { name: 'store qualification', path: `/merchant/merchant/qualification?id=${product.merId}` },
    { name: 'shop street', path: '/merchant/merchant_street' },
    { name: 'stores by type', path: '/merchant/merchant_more' },
    ...(activity ? [{ name: 'activity', path: activity }] : []),
    { name: 'top list', path: '/goods/top_one' },
    { name: 'privacy agreement', path: '/middlewares/privacy_agreement' },
    { name: 'about us', path: '/about_us' },
    { name: 'not found', path: '/no-such-page' },
  ]
}

/**
 * A shopper of the tour's own (a tourist account with a fresh e-mail and phone): the tour's address, order and cart
 * line never show up in another spec's demo account.
 */
export async function signIn(context: BrowserContext) {
  await call(context.request, 'POST', '/api/front/login/register/visitor', {
    countryCode: 7,
    email: `tour${unique()}@e2e.example`,
    phone: freshPhone(),
  })
}

async function ensureAddress(request: APIRequestContext) {
  const list = await call<{ list: unknown[] }>(request, 'GET', '/api/front/address/list')
  if (list.list.length) return
  await call(request, 'POST', '/api/front/address/edit', SHOPPER_ADDRESS)
}

/** The member pages, with an unpaid order and a fresh pre-order of the signed-in shopper. */
export async function memberTour(request: APIRequestContext): Promise<TourStop[]> {
  await ensureAddress(request)
  const [product] = await buyableProducts(request, 1)
  const details = [{ attrValueId: product.attrValueId, productId: product.productId, productNum: product.productNum }]
  const { preOrderNo } = await call<{ preOrderNo: string }>(request, 'POST', '/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: details,
  })
  const preOrder = await call<{ addressId: number }>(request, 'GET', `/api/front/order/load/pre/${preOrderNo}`)
  const { orderNo } = await call<{ orderNo: string }>(request, 'POST', '/api/front/order/create', {
    preOrderNo,
    addressId: preOrder.addressId,
    payType: 'bank',
    payChannel: 'pc',
  })
  const confirm = await call<{ preOrderNo: string }>(request, 'POST', '/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: details,
  })
  await call(request, 'POST', '/api/front/cart/save', [
    { productId: product.productId, cartNum: 1, productAttrUnique: product.attrValueId },
  ])
  const pointsProduct = (
    await call<{ list: { id: number }[] }>(request, 'GET', '/api/front/integral/product/list?page=1&limit=1')
  ).list[0]
  const notice = (await call<{ list: { id: number }[] }>(request, 'GET', '/api/front/notice/list?page=1&limit=1'))
    .list[0]
  return [
    { name: 'cart', path: '/order/shopping_cart' },
    { name: 'confirm order', path: `/order/order_confirm?preOrderNo=${confirm.preOrderNo}` },
    { name: 'order list', path: '/users/order_list' },
    { name: 'order detail', path: `/order/order_detail?orderNo=${orderNo}` },
    { name: 'payment result', path: `/order/payment_result?orderNo=${orderNo}` },
    { name: 'user centre', path: '/users' },
    { name: 'user info', path: '/users/user_info' },
    { name: 'addresses', path: '/users/address_list' },
    { name: 'coupons', path: '/users/coupon_list' },
    { name: 'points', path: '/users/points_info' },
    { name: 'points shop', path: '/points' },
    ...(pointsProduct
      ? [{ name: 'points redeem', path: `/points/order/points_order_confirm?productId=${pointsProduct.id}` }]
      : []),
    { name: 'points orders', path: '/users/points_order' },
    { name: 'favourites', path: '/users/collection_list' },
    { name: 'reviews', path: '/users/evaluation_list' },
    { name: 'refunds', path: '/users/refund_list' },
    { name: 'notices', path: '/notices/notice_list' },
    ...(notice ? [{ name: 'notice', path: `/notices/notice_details?notice=${notice.id}` }] : []),
    { name: 'settlement form', path: '/users/merchant_settled' },
    { name: 'settlement record', path: '/users/application_record' },
  ]
}

/** One context per language and sign-in state; the language comes from the `locale` cookie as for a returning shopper. */
export async function tourContext(
  browser: Browser,
  baseURL: string,
  locale: TourLocale,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 900 } })
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }])
  return context
}

/** Opens a stop and waits for hydration and for the page's data (no spinner or skeleton left). */
export async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  // The shell hydrates first; the page's frame and its carousels hydrate when their chunks arrive, and a check that
  // changes the DOM before then (script-fonts.ts splits text nodes) makes React find other HTML than it rendered.
  await expect(page.locator(STILL_SERVER_HTML)).toHaveCount(0)
  await settle(page)
}

interface Router {
  navigate: (options: { href: string }) => Promise<void>
  state: { status: string; location: { href: string } }
}

/**
 * Goes to a stop inside the hydrated document, as a shopper's click on a link does (the router's navigation: the
 * route's chunk, its data, its render), and waits for the page's data. The checks that read the rendered page (axe,
 * styles, layout) see what a full load shows once hydrated, for the cost of the page's own part: the shell is not
 * loaded and hydrated again for every stop. What only a full load shows is read elsewhere: every stop's server HTML
 * by the HTML tours, hydration without a mismatch by the deep-link fuzz's Chromium sample, the same main content
 * both ways by deep-links.spec.ts.
 */
export async function visitInApp(page: Page, path: string) {
  await page.evaluate(
    (href) => (window as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__.navigate({ href }),
    path,
  )
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { state } = (window as unknown as { __TSR_ROUTER__: Router }).__TSR_ROUTER__
        return state.status === 'idle' && `${location.pathname}${location.search}` === state.location.href
      }),
    )
    .toBe(true)
  await settle(page)
}
