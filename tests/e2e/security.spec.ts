/**
 * Attacks a real browser can carry out: a foreign page signs the victim in as the attacker (login CSRF), logs the
 * victim out, or frames the shop; and the shop's own pages must run under their Content-Security-Policy.
 */
import type { Page } from '@playwright/test'
import { expect, signInNewShopper, test } from './fixtures'
import { visitInApp } from './page-tour'
import { call, DEMO, expectSignedIn, gotoHydrated, hydrationErrors, LIGHT_PAGE, serverPage } from './support'

const EVIL = 'http://evil.test'

/** Serves `html` as a page of another site (Playwright answers for it; nothing leaves the machine). */
async function openForeignPage(page: Page, html: string) {
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body>${html}</body></html>` }),
  )
  await page.goto(`${EVIL}/attack.html`)
}

const hasToken = async (page: Page, shop: string) =>
  (await page.context().cookies(shop)).some((c) => c.name === 'token')

test('a cross-site text/plain form cannot sign the visitor in as the attacker (login CSRF)', async ({
  page,
  baseURL,
}) => {
  const shop = baseURL!
  // The classic JSON-in-text/plain trick: the field name and value join into a JSON body.
  const name = `{"email":"${DEMO.email}","password":"${DEMO.password}","x":"`
  await openForeignPage(
    page,
    `<form id="f" method="post" enctype="text/plain" action="${shop}/api/front/login/email"><input name='${name}' value='"}'></form>
     <form id="t" method="post" enctype="text/plain" action="${shop}/api/front/login/register/visitor"><input name='{"countryCode":7,"email":"csrf@example.com","phone":"9160000000","x":"' value='"}'></form>`,
  )
  for (const id of ['f', 't']) {
    await page.goto(`${EVIL}/attack.html`)
    await Promise.all([
      page.waitForURL(`${shop}/**`),
      page.locator(`#${id}`).evaluate((form: HTMLFormElement) => form.submit()),
    ])
    await expect(page.locator('body')).toContainText('"code":403')
    expect(await hasToken(page, shop)).toBe(false)
  }
  // A no-cors fetch with credentials from the foreign page is refused too (or blocked by the browser first).
  await page.goto(`${EVIL}/attack.html`)
  await page.evaluate(async (url) => {
    const body = '{"countryCode":7,"email":"nocors@example.com","phone":"9160000001"}'
    await fetch(url, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'include',
      headers: { 'content-type': 'text/plain' },
      body,
    }).catch(() => undefined)
  }, `${shop}/api/front/login/register/visitor`)
  expect(await hasToken(page, shop)).toBe(false)
})

test('a foreign page cannot log the shopper out, and the shop logs out with POST', async ({
  signedInPage: page,
  baseURL,
}) => {
  const shop = baseURL!
  await expect(page.getByTestId('user-menu')).toBeVisible()

  // An image tag (GET) and an auto-submitted form (POST) aimed at logout.
  await openForeignPage(
    page,
    `<img src="${shop}/api/front/login/logout"><form id="f" method="post" action="${shop}/api/front/login/logout"></form>`,
  )
  await page.waitForLoadState('networkidle')
  await Promise.all([
    page.waitForURL(`${shop}/**`),
    page.locator('#f').evaluate((form: HTMLFormElement) => form.submit()),
  ])
  await gotoHydrated(page, LIGHT_PAGE)
  await expect(page.getByTestId('user-menu')).toBeVisible()

  const logout = page.waitForRequest((request) => request.url().endsWith('/api/front/login/logout'))
  await page.getByTestId('user-menu').hover()
  await page.getByTestId('logout').click()
  expect((await logout).method()).toBe('POST')
  await expect(page.getByTestId('sign-in')).toBeVisible()
  expect(await hasToken(page, shop)).toBe(false)
})

test('the shop cannot be framed by another site', async ({ page, baseURL }) => {
  const blocked: string[] = []
  page.on('console', (message) => blocked.push(message.text()))
  // The foreign page's load event waits for its frame: a refused one has its error page by then, an allowed one the
  // shop's server-rendered page (header included) without waiting for its scripts.
  await openForeignPage(page, `<iframe id="shop" src="${baseURL}/" width="800" height="600"></iframe>`)
  const frame = page.frames().find((f) => f.url().startsWith(baseURL!))
  // Chromium replaces a refused frame with an error page: the shop's document never loads inside it.
  const framedShop = frame
    ? await frame
        .getByTestId('site-header')
        .count()
        .catch(() => 0)
    : 0
  expect(framedShop).toBe(0)
})

test('pages run under a nonce Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(error.message))
  const response = await page.goto('/')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
  // A guest's home page may be kept by a CDN for a few seconds (decision 16); browsers revalidate it.
  expect(response?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  // Every inline script of the page carries the nonce of its policy.
  const nonce = csp.match(/'nonce-([^']+)'/)![1]
  const inlineNonces = () =>
    page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce))
  const inline = await inlineNonces()
  expect(inline.length).toBeGreaterThan(0)
  expect(inline.every((n) => n === nonce)).toBe(true)
  // The next visit comes from the guest page cache, under a nonce of its own that its scripts carry.
  const again = await page.goto('/')
  expect(again?.headers()['x-guest-cache']).toMatch(/^(hit|stale)$/)
  const nonceAgain = (again?.headers()['content-security-policy'] ?? '').match(/'nonce-([^']+)'/)![1]
  expect(nonceAgain).not.toBe(nonce)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  expect((await inlineNonces()).every((n) => n === nonceAgain)).toBe(true)
  // Client-side navigation loads further chunks under the same policy: the search, then a product, from this
  // document (a full load of the search page is the page tours' and the deep-link fuzz's).
  await visitInApp(page, '/goods/goods_search?title=lamp')
  await page.locator('a[href^="/goods_detail/"]').first().click()
  await expect(page).toHaveURL(/\/goods_detail\//)
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible()
  expect(violations).toEqual([])
})

test('a signed-in shopper’s own pages are never shared, and nothing sent to them is kept by a cache', async ({
  shopperPage: page,
}) => {
  // Headers of the server's answers, read over HTTP with the shopper's session (decision 96); the next test opens
  // the member page of a public one in Chromium, signed in.
  for (const path of ['/order/shopping_cart', '/users/user_info']) {
    const answer = await serverPage(page.request, path)
    expect(answer.url.pathname, path).toBe(path)
    expect(answer.headers['cache-control'], path).toBe('private, no-store')
    expect(answer.headers['x-guest-cache'], path).toBeUndefined()
  }
  // Public pages come from the shared member page (decision 36), still private on the way.
  const product = await serverPage(page.request, '/goods_detail/28')
  expect(product.headers['cache-control']).toBe('private, no-store')
  expect(product.headers['x-guest-cache']).toMatch(/^(hit|stale|miss)$/)
})

test('the member page holds nothing of a shopper, and a signed-in shopper never sees "Sign in" nor a wrong heart, not for a frame', async ({
  page,
}) => {
  const email = await signInNewShopper(page)
  const nickname = (await call<{ nickname: string }>(page.request, 'GET', '/api/front/user/info')).nickname
  // Product 28 is in their favourites: its heart may be neutral for a moment, never "not favourited".
  await call(page.request, 'POST', '/api/front/collect/add/product', { id: 28, category: 'store' })
  // Every state the document ever shows, from its first parsed node: the server's HTML and each render after it.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seenStates: seen })
    const look = () => {
      const signIn = [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Sign in')
      if (signIn || document.querySelector('[data-testid="sign-in"], [data-testid="register-link"]'))
        seen.push(`sign-in on ${location.pathname}`)
      if (document.querySelector('[data-testid="favourite-toggle"][aria-pressed="false"]'))
        seen.push(`empty heart on ${location.pathname}`)
    }
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true })
  })
  // Each page hydrates as its shared HTML was rendered, for nobody; the shopper's greeting and name come after.
  const hydration = hydrationErrors(page)
  for (const path of ['/', '/goods/goods_search?title=lamp', '/goods_detail/28']) {
    const answer = await page.goto(path)
    const html = (await answer?.text()) ?? ''
    expect(answer?.headers()['x-guest-cache'], path).toMatch(/^(hit|stale|miss)$/)
    expect(html).not.toContain(email)
    expect(html).not.toContain(nickname)
    expect(html).not.toContain('data-testid="sign-in"')
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expectSignedIn(page)
    await expect(page.getByTestId('user-menu')).toContainText(nickname)
  }
  await expect(page.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates)).toEqual([])
  expect(hydration).toEqual([])
})

test('the guest page cache serves every guest the page of its own locale, whatever a hostile request sent first', async ({
  baseURL,
}) => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseURL}${path}`, { headers: { accept: 'text/html', ...headers } })
    return { html: await response.text(), state: response.headers.get('x-guest-cache') }
  }
  const lang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]
  for (const path of ['/', '/goods_detail/2', '/merchant/merchant/home?id=1']) {
    // The key once read the last locale cookie and the render the first: this filled the shared English entry in Chinese.
    const hostile = await get(path, { cookie: 'locale=zh-CN; locale=', 'accept-language': 'zh-CN' })
    expect(lang(hostile.html)).toBe('zh-CN')
    const guest = await get(path)
    expect(lang(guest.html), path).toBe('en')
    expect(lang((await get(path, { cookie: 'locale=ru' })).html)).toBe('ru')
  }
})
