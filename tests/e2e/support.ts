import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { Envelope, OutboxMessage, ProductDetail } from '../../src/contract'
import { attrRows, defaultSelection, findSku } from '../../src/features/catalog/sku'

/** Clicks before hydration are lost: wait for the marker the app sets once React has hydrated. */
/**
 * The parts of a page still showing the server's HTML after the shell hydrated: a page frame whose route chunk or data
 * is on its way, a carousel whose chunk is (src/ui/carousel/carousel.tsx), and the shell's footer, floating bar and
 * chat launcher until theirs is (src/ui/hydrate-later.tsx). A click there is lost, and a change to their DOM makes
 * React find other HTML than it rendered (a hydration error).
 */
export const STILL_SERVER_HTML =
  '[data-page-frame]:not([data-interactive]), [data-carousel]:not([data-interactive]), [data-hydrates-later]:not([data-interactive])'

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  // The shell hydrates first; the page's own part may wait for its chunk or data, and a click before it is lost.
  await expect(page.locator(STILL_SERVER_HTML)).toHaveCount(0)
}

/** A shopper's address, typed in Latin letters as many cross-border shoppers do (AD3's body). */
export const SHOPPER_ADDRESS = {
  realName: 'Ivan Petrov',
  email: 'ivan@shop.example',
  phone: '9001234567',
  countryCode: 7,
  country: 'Russia',
  detail: 'Tverskaya 1',
  postCode: '125009',
  isDefault: true,
}

export const DEMO = {
  email: 'demo@shop.example',
  password: 'Demo12345!',
  phone: '9001234567',
  nickname: 'Demo Shopper',
}

export type { OutboxMessage }

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`
/** A Russian mobile number (9xx and 7 more digits) unlikely to collide with the seed or earlier runs. */
export const freshPhone = () => `916${unique().slice(-7)}`
export const AGREEMENT = 'I have read and agree to the privacy agreement'

/**
 * Messages the development outbox "sent" to `to` that this page's browser may read, newest first. The request goes
 * through the page's own context, so it carries the browser's `outbox` cookie (the outbox shows nothing without it).
 */
export async function outbox(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`/api/front/dev/outbox?to=${encodeURIComponent(to)}`)
  const body = (await response.json()) as { code: number; data: OutboxMessage[] | null }
  return body.code === 200 ? (body.data ?? []) : []
}

/** The 6-digit code of the newest outbox message to `to` (readable by this browser) newer than message id `after`. */
export async function codeFor(page: Page, to: string, after = 0): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const message = (await outbox(page, to)).find((m) => m.id > after)
        code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? ''
        return code
      },
      { message: `a code sent to ${to}`, timeout: 10_000 },
    )
    .not.toBe('')
  return code
}

/**
 * A light page of the shop: the header, the footer and the floating bar are the same on every page, and this one
 * carries little else. A test of the shell (a dialog it opens, a setting it keeps) opens it rather than the home page,
 * which costs the browser about twice the CPU to load and hydrate (3.0 s against 1.6 s measured, issue 25).
 */
export const LIGHT_PAGE = '/about_us'

/** Opens the login dialog from the header of `path` (a light page unless the test needs another). */
export async function openLoginDialog(page: Page, path = LIGHT_PAGE): Promise<Locator> {
  await gotoHydrated(page, path)
  await page.getByTestId('sign-in').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  return dialog
}

/** Fills and submits the /login page's e-mail form (scoped to <main>: the header has its own "Sign in" button). */
export async function signInOnLoginPage(page: Page, email = DEMO.email, password = DEMO.password) {
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('checkbox', { name: /I have read and agree to the\s+privacy agreement/ }).check()
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('user-menu')).toBeVisible()
}

export type { Envelope }

/** The storefront's client header: without it a cookie-authenticated POST counts as anonymous (CSRF rule). */
export const PC = { 'Form-type': 'pc' }

/** Calls the API from the browser context (the session cookie rides along) and expects code 200. */
export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response =
    method === 'GET'
      ? await request.get(path, { headers: PC })
      : await request.post(path, { headers: PC, data: data ?? {} })
  const body = (await response.json()) as Envelope<T>
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200)
  return body.data
}

/**
 * A page's server-rendered document over HTTP, asked for as a browser's navigation asks (`Accept: text/html`; the
 * context's cookies ride along) with its redirects followed: the status, the URL it ends on, its headers and HTML.
 * For what the server's answer decides (a status, a redirect, a header, a head tag, a marker in the HTML), without
 * loading the page in Chromium (decision 96).
 */
export async function serverPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRetries: 2 })
  return {
    status: response.status(),
    url: new URL(response.url()),
    headers: response.headers(),
    html: await response.text(),
  }
}

/** The first `<tag … name="value" …>` of `html`'s `attribute`, its entities decoded (`&amp;` in a URL). */
export function attributeIn(html: string, tag: string, name: string, value: string, attribute: string) {
  const element = new RegExp(`<${tag}\\b[^>]*\\s${name}="${value}"[^>]*>`).exec(html)?.[0] ?? ''
  const raw = new RegExp(`\\s${attribute}="([^"]*)"`).exec(element)?.[1]
  return raw?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")
}

/** The header cart badge; an empty badge is 0. */
export async function badgeCount(page: Page) {
  const text = (await page.getByTestId('cart-badge').innerText()).replace(/\D/g, '')
  return text ? Number(text) : 0
}

/** Picks a country in the address form's searchable country list (typed text only filters; the list decides). */
export async function chooseCountry(page: Page, form: Locator, name: string) {
  const input = form.getByRole('combobox', { name: 'Country or region' })
  await input.click()
  await input.fill(name)
  await page.getByRole('option', { name: new RegExp(`^${name}$`) }).click()
  await expect(input).toHaveValue(new RegExp(`${name}$`))
}

/**
 * The checkout summary's total once the server has priced the order: until then the summary shows "…", and a test
 * that reads it early compares against the placeholder.
 */
export async function summaryTotal(confirm: Locator): Promise<string> {
  const total = confirm.getByTestId('sum-total')
  await expect(total).toHaveText(/\d/)
  return (await total.textContent()) ?? ''
}

/**
 * Registers a new shopper by e-mail with the code from the outbox, through the API in this page's browser (the
 * session cookie, and any first-touch cookie, are the context's): for a journey about something else. The
 * registration form is walked by auth.spec.ts. Returns the e-mail.
 */
export async function registerByEmail(page: Page, password = 'Shopper-pass-1'): Promise<string> {
  const email = `shopper${unique()}@e2e.example`
  const sent = await page.request.post('/api/front/login/email/captcha', {
    headers: { ...PC, 'content-type': 'application/json' },
    data: JSON.stringify(email),
  })
  expect(((await sent.json()) as Envelope<null>).code).toBe(200)
  await call(page.request, 'POST', '/api/front/login/register/email', {
    email,
    captcha: await codeFor(page, email),
    password,
  })
  return email
}

/**
 * The hydration errors a page reports from now on: React's minified #418 (text), #419, #422, #423 and #425 arrive as
 * page errors (React then throws the server's HTML away and renders anew), a development build's as console errors.
 */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = []
  const hydration = /hydrat|Minified React error #4(18|19|22|23|25)\b/i
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) errors.push(`${page.url()}: ${error.message.slice(0, 200)}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text()))
      errors.push(`${page.url()}: ${message.text().slice(0, 200)}`)
  })
  return errors
}

/** A product on sale, its store, and the specification a shopper's Buy now buys. */
export interface Buyable {
  productId: number
  merId: number
  name: string
  /** The default specification (what the product page selects), with stock for a few purchases. */
  attrValueId: number
  productNum: number
}

/**
 * `count` different products of the product list, from its `skip`-th card on, each with a minimum purchase of 1 and its
 * default specification in stock (five or more): bought through the API (Buy Now with `attrValueId`) or by clicks on
 * the product page. The one way e2e finds a product to buy; tests that share a shop take different `skip`s.
 */
export async function buyableProducts(request: APIRequestContext, count: number, skip = 0): Promise<Buyable[]> {
  const found: Buyable[] = []
  for (let page = 1; page <= 5; page++) {
    const list = await call<{ list: { id: number }[] }>(request, 'GET', `/api/front/product/list?page=${page}&limit=40`)
    for (const card of list.list.slice(page === 1 ? skip : 0)) {
      const response = await request.get(`/api/front/product/detail/${card.id}`, { headers: PC })
      const body = (await response.json()) as Envelope<ProductDetail>
      if (body.code !== 200 || body.data.productInfo.minBuy > 1) continue
      const sku = findSku(
        body.data.productValue,
        defaultSelection(attrRows(body.data.productAttr), body.data.productValue),
      )
      if (!sku || Number(sku.stock) < 5) continue
      const { id, merId, storeName } = body.data.productInfo
      found.push({ productId: id, merId, name: storeName, attrValueId: sku.id, productNum: 1 })
      if (found.length === count) return found
    }
  }
  throw new Error(`fewer than ${count} buyable products in the seed`)
}

/** The cart lines of the page's shopper (the browser's session cookie rides along). */
export async function cartProductIds(page: Page): Promise<number[]> {
  const groups = await call<{ cartInfoList: { productId: number }[] }[]>(
    page.request,
    'GET',
    '/api/front/cart/list?isValid=true',
  )
  return groups.flatMap((group) => group.cartInfoList.map((line) => line.productId))
}

/**
 * `work` on every item with at most `inFlight` at once, the results in the items' order: HTTP-only checks keep a few
 * requests in flight, so the shop renders one page while the test parses another. A failure of `work` fails the pool.
 */
export async function inPool<T, R>(items: readonly T[], inFlight: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker))
  return results
}
