import { expect, test } from '@playwright/test'
import { LOCALE_NAMES, LOCALES } from '../../src/i18n/locales'
import { signInNewShopper } from './fixtures'
import { headerSpill, htmlTexts } from './page-checks'
import { attributeIn, DEMO, gotoHydrated, LIGHT_PAGE, serverPage } from './support'

test('the home page renders seeded products without JavaScript, then hydrates', async ({ page, request }) => {
  const api = await request.get('/api/front/index/product?page=1&limit=13')
  const { data } = await api.json()
  const firstName: string = data.list[0].storeName

  // What a browser without JavaScript shows is the server's HTML, read over HTTP (decision 96): the product's name is
  // in it, and Mantine's stylesheet is linked in its head, so the page is styled before any script runs.
  const { status, html } = await serverPage(request, '/')
  expect(status).toBe(200)
  expect(htmlTexts(html).map((text) => text.trim())).toContain(firstName)
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link\b[^>]*rel="stylesheet"/)

  await gotoHydrated(page, '/')
  await expect(page.getByText(firstName, { exact: true }).first()).toBeVisible()
})

test('at 1024 px the header and the bar above it stay inside the page margins in every language, signed out', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } })
  await context.addCookies([{ name: 'locale', value: LOCALES[0], url: baseURL! }])
  const page = await context.newPage()
  const found: string[] = []
  // A light page: the header is the same on every page. Loaded once; each other language is chosen in its language
  // menu, as a shopper does (the header's words change in the document, decision 118).
  await gotoHydrated(page, '/middlewares/privacy_agreement')
  const catalogue = page.getByTestId('catalogue-button')
  const english = await catalogue.innerText()
  for (const locale of LOCALES) {
    if (locale !== LOCALES[0]) {
      await page.getByTestId('language-menu').click()
      await page.getByRole('menuitem', { name: LOCALE_NAMES[locale] }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // The header speaks the language (its words have arrived), and the menu has closed.
      await expect(catalogue).not.toHaveText(english)
      await expect(page.getByRole('menu')).toHaveCount(0)
    }
    // The sign-in button shows once the browser knows a guest.
    await expect(page.getByTestId('sign-in')).toBeVisible()
    found.push(...(await page.evaluate(headerSpill)).map((line) => `${locale}: ${line}`))
  }
  await context.close()
  expect(found, 'the header reaches past the page margin').toEqual([])
})

test('the catalogue mega menu opens with three-level groups and expands long groups', async ({ page }) => {
  // A page that carries only the shell's part of the tree (decision 86): the menu reads the whole tree on the hover.
  await gotoHydrated(page, '/about_us')
  await page.getByTestId('catalogue-button').hover()
  const menu = page.getByTestId('mega-menu')
  await expect(menu).toBeVisible()
  const roots = menu.getByRole('menuitem')
  expect(await roots.count()).toBeGreaterThanOrEqual(8)
  // Find a first-level category whose groups need the expand toggle.
  for (let i = 0; i < (await roots.count()); i++) {
    await roots.nth(i).hover()
    const groups = menu.getByTestId('mega-menu-group')
    await expect(groups.first()).toBeVisible()
    for (let g = 0; g < (await groups.count()); g++) {
      const group = groups.nth(g)
      const expand = group.getByRole('button', { name: 'Expand' })
      if ((await expand.count()) === 0) continue
      // A group header link plus 6 third-level items, until expanded.
      await expect(group.getByRole('link')).toHaveCount(7)
      await expand.click()
      await expect(group.getByRole('button', { name: 'Collapse' })).toBeVisible()
      expect(await group.getByRole('link').count()).toBeGreaterThan(7)
      return
    }
  }
  throw new Error('no category group has more than 6 third-level items')
})

test('switching the language persists across a reload', async ({ page }) => {
  await gotoHydrated(page, LIGHT_PAGE)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByTestId('language-menu').click()
  await page.getByRole('menuitem', { name: 'Русский' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByTestId('catalogue-button')).toHaveText('Каталог')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByTestId('catalogue-button')).toHaveText('Каталог')
})

test('in Thai the first load brings the words of the shell and the page only; a page or dialog loaded later brings its own', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'locale', value: 'th', url: baseURL! }])
  const words: string[] = []
  page.on('request', (request) => {
    const file = /\/assets\/((?:words|messages)-[^/]+\.js)$/.exec(new URL(request.url()).pathname)?.[1]
    if (file) words.push(file)
  })
  // A light page: the shell's words are the same on every page, and the page's own come with it (decision 131).
  await gotoHydrated(page, LIGHT_PAGE)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page.getByTestId('catalogue-button')).toHaveText('หมวดหมู่สินค้า')
  // Thai words files only, and not the whole catalogue (a messages-… file).
  expect(words.length).toBeGreaterThan(0)
  expect(words.filter((file) => !file.startsWith('words-th-'))).toEqual([])
  const firstLoad = words.length

  // A route chunk loaded on navigation: the search page's own words arrive with it.
  const box = page.getByRole('search').getByRole('combobox')
  await box.fill('set')
  await box.press('Enter')
  await expect(page.getByTestId('search-heading')).toHaveText('ผลการค้นหา “set”')
  // A dialog loaded on first use: the sign-in form speaks Thai too.
  await page.getByTestId('sign-in').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'อีเมล' })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'รหัสผ่าน' })).toBeVisible()
  expect(words.length).toBeGreaterThan(firstLoad)
  expect(words.filter((file) => !file.startsWith('words-th-'))).toEqual([])
})

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  const errorPage = page.getByTestId('error-page')
  await expect(errorPage).toHaveAttribute('data-status', '404')
  await expect(errorPage).toContainText('Sorry, the page you visited is wrong')
  await expect(errorPage).toContainText('This page could not be found')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await errorPage.getByRole('link', { name: 'Home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('pages carry a canonical URL without tracking parameters, and Open Graph tags', async ({ request }) => {
  // The head is the server's, read over HTTP (decision 96); deep-links.spec.ts reads the canonical link in Chromium.
  const product = (await serverPage(request, '/goods_detail/5?utm_source=newsletter')).html
  const canonical = attributeIn(product, 'link', 'rel', 'canonical', 'href')
  expect(canonical).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/goods_detail\/5$/)
  expect(attributeIn(product, 'meta', 'property', 'og:url', 'content')).toBe(canonical)
  expect(product.match(/<meta\b[^>]*\sproperty="og:title"/g)).toHaveLength(1)
  const search = (await serverPage(request, '/goods/goods_search?cid=1001&sort=sales')).html
  expect(attributeIn(search, 'link', 'rel', 'canonical', 'href')).toMatch(/\/goods\/goods_search\?cid=1001&sort=sales$/)
})

test('header, menus, footer and user-centre links navigate inside the app: the document never reloads', async ({
  page,
}) => {
  await signInNewShopper(page)
  // A light page: the header, its menus and the footer are the same on every page.
  await gotoHydrated(page, LIGHT_PAGE)
  // A marker on the document's window survives client-side navigation only; a reload drops it.
  await page.evaluate(() => Object.assign(window, { inAppMarker: 'kept' }))
  const marker = () => page.evaluate(() => (window as unknown as { inAppMarker?: string }).inAppMarker)

  // Footer category tile (a first-level category, so it filters by pid) → search page.
  await page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/goods\/goods_search\?pid=\d+/)
  expect(await marker()).toBe('kept')

  // Header icon → cart; header icon → orders.
  await page.getByTestId('cart-link').click()
  await expect(page).toHaveURL(/\/order\/shopping_cart$/)
  // The header's: the home page's user card (its own Orders link) may still show while the cart page loads.
  await page.getByTestId('site-header').getByRole('link', { name: 'Orders', exact: true }).click()
  await expect(page).toHaveURL(/\/users\/order_list$/)
  expect(await marker()).toBe('kept')

  // User-centre menu: the addresses entry (also a server entry: listed once), then "My orders".
  const menu = page.getByTestId('user-centre-menu')
  await expect(menu.getByRole('link', { name: 'Addresses' })).toHaveCount(1)
  await menu.getByRole('link', { name: 'Addresses' }).click()
  await expect(page.getByRole('heading', { name: 'Shipping addresses' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Addresses' })).toHaveAttribute('data-active', 'true')
  await menu.getByRole('link', { name: 'My orders' }).click()
  await expect(page).toHaveURL(/\/users\/order_list$/)
  expect(await marker()).toBe('kept')

  // The account dropdown: "My orders" (listed once; from the shop street, reached from the top bar), then "Account settings".
  await page.getByRole('link', { name: 'Shop street' }).first().click()
  await expect(page).toHaveURL(/\/merchant\/merchant_street/)
  await page.getByTestId('user-menu').hover()
  await expect(page.getByRole('menuitem', { name: 'My orders' })).toHaveCount(1)
  await page.getByRole('menuitem', { name: 'My orders' }).click()
  await expect(page).toHaveURL(/\/users\/order_list$/)
  await page.getByTestId('user-menu').hover()
  await page.getByRole('menuitem', { name: 'Account settings' }).click()
  await expect(page).toHaveURL(/\/users\/user_info$/)
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
  expect(await marker()).toBe('kept')
})

test('a guest asking for the header orders link signs in from the dialog (the agreement first), lands on the orders without a reload, and a signed-in visit to /login goes home', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, LIGHT_PAGE)
  await page.evaluate(() => Object.assign(window, { inAppMarker: 'kept' }))
  await page.getByRole('link', { name: 'Orders', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIGHT_PAGE}$`))
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email)
  await dialog.getByRole('textbox', { name: 'Password' }).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByText('Please read and agree to the privacy agreement')).toBeVisible()
  await dialog.getByLabel('I have read and agree to the privacy agreement').check()
  await dialog.getByRole('textbox', { name: 'Password' }).press('Enter')
  await expect(page).toHaveURL(/\/users\/order_list$/)
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { inAppMarker?: string }).inAppMarker)).toBe('kept')
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.nickname)
  // The token cookie is HttpOnly: page JavaScript cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/token=/)
  // The server's answer to a signed-in /login, with the browser's cookies (the rule: src/features/auth/guards.test.ts).
  const login = await page.request.get('/login', { maxRedirects: 0 })
  expect(login.status()).toBe(307)
  expect(new URL(login.headers().location, baseURL).pathname).toBe('/')
  await page.getByTestId('user-menu').hover()
  await page.getByTestId('logout').click()
  await expect(page.getByTestId('sign-in')).toBeVisible()
})
