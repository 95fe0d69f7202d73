/**
 * The screens gate (decision 51): what a shopper sees, compared picture by picture with the baselines in
 * tests/e2e/screens-baselines/, in English and Spanish. 15 states a language, 30 in all:
 * - a guest: the home page at 1024 and at 1280 px, a search, a product, the sign-in dialog (its agreement checkbox);
 * - a new shopper with an address: the cart, the checkout's payment section with each pay method the shop offers
 *   chosen (cash on delivery; bank transfer with its proof fields), the discounts with points on, the address form
 *   (its "default address" checkbox), the user centre, and an order's detail unpaid, awaiting shipment, shipped and
 *   cancelled.
 * Pages are 1024 × 768 (one at 1280 × 800); a state is the viewport or one element, never a whole long page.
 *
 * Deterministic by construction: seeded data only (the demo seed is the same on every run) and a shopper of the
 * test's own; reduced motion (the home carousel stays on its first slide), no animations or caret, fonts and the
 * pictures on screen loaded before a shot; what changes from run to run (dates and times, order numbers, the
 * shopper's e-mail and phone, the minutes left to pay, sold counts and stock, which other journeys change) is hidden
 * by tests/e2e/screens-baselines/volatile.css, which keeps its room.
 *
 * A shot may differ from its baseline by 0.2 colour distance per pixel (anti-aliasing) and 60 pixels in all
 * (playwright.config.ts); the two pay methods' radio indicators hidden differ by 192 pixels and fail. To change the
 * look on purpose, see the README's "The screens gate": `npm run test:screens:update`, look at every changed PNG,
 * commit them with the change.
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { buy, newShopper, ops } from './after-purchase-support'
import { CURRENCY_COOKIE } from '../../src/contract/currency'
import { settle as settleParts } from './mantine-styles'
import { visitInApp } from './page-tour'
import { buyableProducts, call } from './support'

const LOCALES = ['en', 'es'] as const
const VOLATILE = 'tests/e2e/screens-baselines/volatile.css'

/** Fonts and every picture on screen loaded, then two frames for the layout to settle. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    const onScreen = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect()
      return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth
    })
    await Promise.all(
      onScreen.map((img) => {
        img.loading = 'eager'
        return img.decode().catch(() => undefined)
      }),
    )
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

/** Opens a page and waits for it to hydrate and for its data (no loader left). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await ready(page)
}

/**
 * Goes to a page inside the hydrated document, as a shopper's click on a link does (decision 73's visitInApp), and
 * waits for its data: a context loads and hydrates only the pages its pictures need loaded (home; the cart and the
 * confirm page), and reaches the others by the app's own navigations (decision 114). The pictures match the baselines a full load made; a full load's own HTML and hydration are read by
 * the deep-link fuzz and deep-links.spec.ts.
 */
async function openInApp(page: Page, path: string) {
  await visitInApp(page, path)
  await ready(page)
}

/** No loader or skeleton shown, and every page frame interactive. */
async function ready(page: Page) {
  await settleParts(page)
  await expect(page.locator('[data-page-frame]:not([data-interactive])')).toHaveCount(0)
}

/** The viewport (a page) or one element, against `<locale>-<name>.png`; `above` cuts the viewport at an element's foot. */
async function shot(target: Page | Locator, locale: string, name: string, above?: Locator) {
  const page = 'page' in target ? target.page() : target
  await settle(page)
  const box = above ? await above.boundingBox() : null
  const clip = box
    ? { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(box.y + box.height) }
    : undefined
  await expect(target).toHaveScreenshot(`${locale}-${name}.png`, { stylePath: VOLATILE, clip })
}

async function context(browser: import('@playwright/test').Browser, baseURL: string, locale: string) {
  const made: BrowserContext = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
  })
  // Prices in the shop's own dollars: exchange rates that other journeys set on this shop would otherwise propose
  // euros in Spanish (the currency menu itself is left out by volatile.css).
  await made.addCookies([
    { name: 'locale', value: locale, url: baseURL },
    { name: CURRENCY_COOKIE, value: 'USD', url: baseURL },
  ])
  // A returning visitor: the home's bookmark card, which appears 1.5 s after the page settles, was dismissed.
  await made.addInitScript(() => localStorage.setItem('home-bookmark-prompt-dismissed', 'true'))
  return made
}

for (const locale of LOCALES) {
  test(`${locale}: the shopper's key screens match their baselines (guest and signed in, 15 states)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    // A guest: home (1024 and 1280 px), a search, a product and the sign-in dialog.
    const guest = await context(browser, baseURL!, locale)
    const page = await guest.newPage()
    const [product] = await buyableProducts(guest.request, 1)
    // Home down to the foot of its hero (the product rows below follow the sales other journeys make).
    await open(page, '/')
    const hero = page.getByTestId('home-hero')
    await shot(page, locale, 'home', hero)
    await page.setViewportSize({ width: 1280, height: 800 })
    await shot(page, locale, 'home-1280', hero)
    await page.setViewportSize({ width: 1024, height: 768 })
    // The product before the search: the header's search box keeps a search's words on the next page of the app.
    await openInApp(page, `/goods_detail/${product.productId}`)
    await shot(page, locale, 'product')
    await openInApp(page, '/goods/goods_search?title=lamp')
    await shot(page, locale, 'search')
    await page.getByTestId('sign-in').click()
    // The dialog's code and its picture load on first open.
    const dialog = page.getByTestId('login-dialog')
    await expect(dialog.locator('input[type="checkbox"]').first()).toBeVisible({ timeout: 30_000 })
    await shot(dialog, locale, 'sign-in-dialog')
    await guest.close()

    // A new shopper with an address, a cart line and orders in four states.
    const member = await context(browser, baseURL!, locale)
    const shopper = await member.newPage()
    await newShopper(shopper)
    const request = member.request
    // A name of its own would change from run to run (the top bar greets the shopper by it).
    await call(request, 'POST', '/api/front/user/edit', { nickname: 'Anna' })
    await call(request, 'POST', '/api/front/cart/save', [
      { productId: product.productId, cartNum: product.productNum, productAttrUnique: product.attrValueId },
    ])
    /** An order placed for a bank transfer and not paid yet (its master order number). */
    const placeUnpaid = async () => {
      const { preOrderNo } = await call<{ preOrderNo: string }>(request, 'POST', '/api/front/order/pre/order', {
        preOrderType: 'buyNow',
        orderDetails: [
          { productId: product.productId, attrValueId: product.attrValueId, productNum: product.productNum },
        ],
      })
      const { addressId } = await call<{ addressId: number }>(request, 'GET', `/api/front/order/load/pre/${preOrderNo}`)
      const { orderNo } = await call<{ orderNo: string }>(request, 'POST', '/api/front/order/create', {
        preOrderNo,
        addressId,
        payType: 'bank',
        payChannel: 'pc',
      })
      return orderNo
    }
    const unpaid = await placeUnpaid()
    const cancelled = await placeUnpaid()
    await call(request, 'POST', `/api/front/order/cancel/${cancelled}`)
    const toShip = await buy(request, product, 'cod')
    const shipped = await buy(request, product, 'cod')
    await ops('ship', shipped.orderNo, '--courier', 'DHL', '--tracking', 'JD0042')

    await open(shopper, '/order/shopping_cart')
    await shot(shopper, locale, 'cart')
    await shopper.getByTestId('checkout').click()
    await expect(shopper).toHaveURL(/order_confirm/)
    // Loaded again, as the baselines were made: reached in the app, the address dialog's flag was not drawn yet when
    // its picture was taken at load 47 (a picture loaded lazily; not found why by the deadline, decision 114).
    await open(shopper, new URL(shopper.url()).pathname + new URL(shopper.url()).search)
    const payment = shopper.getByTestId('payment-section')
    // The pay methods this shop offers (card and PayPal are configured for the providers' journeys only).
    for (const method of ['cod', 'bank']) {
      await payment.getByTestId(`pay-method-${method}`).click()
      await shot(payment, locale, `checkout-pay-${method}`)
    }
    await shopper.getByTestId('use-points').click()
    await expect(shopper.getByTestId('sum-points')).not.toHaveText(/−\D*0[.,]00/)
    await shot(shopper.getByTestId('discounts-section'), locale, 'checkout-points-on')
    await shopper.getByTestId('add-address').click()
    await shot(shopper.getByRole('dialog'), locale, 'address-form')
    await shopper.keyboard.press('Escape')

    await openInApp(shopper, '/users')
    await shot(shopper, locale, 'user-centre')
    for (const [state, orderNo] of [
      ['unpaid', unpaid],
      ['to-ship', toShip.orderNo],
      ['shipped', shipped.orderNo],
      ['cancelled', cancelled],
    ] as const) {
      await openInApp(shopper, `/order/order_detail?orderNo=${orderNo}`)
      await shot(shopper, locale, `order-${state}`)
    }
    await member.close()
  })
}
