import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test'
import { visitInApp } from './page-tour'
import { gotoHydrated, LIGHT_PAGE, serverPage } from './support'

/**
 * The search screen: every view state is a URL (docs/spec.md §2.6 (#spec-2-6) `/goods/goods_search`, K4 and M2 in
 * docs/api.md).
 */

interface ProductPage {
  list: { id: number; storeName: string; price: string }[]
  total: number
}

async function productList(request: APIRequestContext, query: Record<string, string | number>) {
  const response = await request.get('/api/front/product/list', { params: { limit: 20, ...query } })
  return (await response.json()).data as ProductPage
}

async function merchantCount(request: APIRequestContext, query: Record<string, string | number>) {
  const response = await request.get('/api/front/merchant/search/list', { params: { limit: 20, ...query } })
  const { data } = await response.json()
  return Number(data.count ?? data.total)
}

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('product-card')

/** The sale price of each tile: the first money amount in its footer (the title is a div, the badge has none). */
async function prices(list: Locator): Promise<number[]> {
  const texts = await list.evaluateAll((nodes) =>
    nodes.map((node) => {
      const amount = [...node.querySelectorAll('span')]
        .map((s) => s.textContent ?? '')
        .find((t) => /\d+\.\d{2}/.test(t))
      return amount ?? ''
    }),
  )
  return texts.map((text) => Number(/(\d+(?:[.,]\d{3})*\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN))
}

const names = (list: Locator) =>
  list.evaluateAll((nodes) => nodes.map((n) => n.querySelector('img')?.getAttribute('alt') ?? ''))

const isAscending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value)

test('search from the header, sort by price, load more, filter by category, switch to stores', async ({
  page,
  request,
}) => {
  const word = 'set'
  const all = await productList(request, { keyword: word })
  expect(all.total).toBeGreaterThan(20)

  await gotoHydrated(page, LIGHT_PAGE) // the header's search box is on every page (decision 131)
  const box = page.getByRole('search').getByRole('combobox')
  await box.fill(word)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/goods\/goods_search\?title=set$/)
  await expect(page.getByTestId('search-heading')).toHaveAttribute('data-query', word)
  await expect(cards(page)).toHaveCount(20)
  await expect(page.getByTestId('tab-goods')).toContainText(String(all.total))

  // Sort by price, low to high.
  await page.getByTestId('sort-price_asc').click()
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(page.getByTestId('sort-price_asc')).toHaveAttribute('aria-current', /.+/)
  const sorted = await productList(request, { keyword: word, priceOrder: 'asc' })
  await expect(cards(page).first()).toHaveAttribute('href', `/goods_detail/${sorted.list[0].id}`)
  const firstPage = await prices(cards(page))
  expect(firstPage).toHaveLength(20)
  expect(firstPage.every(Number.isFinite)).toBe(true)
  expect(isAscending(firstPage)).toBe(true)

  // Load more: the URL keeps the page count and the list grows to 40 (or all there are).
  await expect(page.getByTestId('shown-count')).toHaveAttribute('data-shown', '20')
  await page.getByTestId('load-more').click()
  await expect(page).toHaveURL(/page=2/)
  const expected = Math.min(40, all.total)
  await expect(cards(page)).toHaveCount(expected)
  await expect(page.getByTestId('shown-count')).toHaveAttribute('data-shown', String(expected))
  expect(isAscending(await prices(cards(page)))).toBe(true)

  // Filter by a first-level category chip: the one with the most matches; page resets, sort stays.
  const chips = page.getByTestId('category-chip')
  const hrefs = await chips.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  let best = { index: 0, pid: 0, total: -1 }
  for (const [index, href] of hrefs.entries()) {
    const pid = Number(new URL(href, 'http://x').searchParams.get('pid'))
    const { total } = await productList(request, { keyword: word, pid })
    if (total > best.total) best = { index, pid, total }
  }
  expect(best.total).toBeGreaterThan(0)
  await chips.nth(best.index).click()
  await expect(page).toHaveURL(new RegExp(`pid=${best.pid}`))
  await expect(page).not.toHaveURL(/page=/)
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(cards(page)).toHaveCount(Math.min(20, best.total))
  expect(isAscending(await prices(cards(page)))).toBe(true)
  // The chips now are the children of that first level.
  await expect(page.getByTestId('category-filter').getByRole('link').first()).toHaveAttribute('aria-current', /.+/)

  // The store tab: stores matching the word (M2) in the chosen category, or the empty state with hot searches.
  const stores = await merchantCount(request, { keywords: word, pid: best.pid })
  await page.getByTestId('tab-store').click()
  await expect(page).toHaveURL(/tab=store/)
  await expect(page.getByTestId('tab-store')).toContainText(String(stores))
  await expect(page.getByTestId('merchant-type-filter')).toBeVisible()
  await expect(page.getByTestId('merchant-category-filter')).toBeVisible()
  if (stores === 0) {
    await expect(page.getByTestId('search-empty')).toBeVisible()
    // A hot search leads to another search.
    await page.getByTestId('hot-searches').getByRole('link').first().click()
    await expect(page).toHaveURL(/title=/)
  } else {
    await expect(page.getByTestId('merchant-result')).toHaveCount(Math.min(20, stores))
  }

  // Words that match nothing, from the header box: the empty screen (what it shows, the hot searches and the
  // recommendations, is empty-results.test.tsx's).
  await box.fill('zzzqqqxxx')
  await box.press('Enter')
  await expect(page).toHaveURL(/title=zzzqqqxxx/)
  await expect(page.getByTestId('search-empty')).toBeVisible()
})

test('the store tab lists stores with type, classification and category filters', async ({ page, request }) => {
  const total = await merchantCount(request, {})
  await gotoHydrated(page, '/goods/goods_search?tab=store')
  await expect(page.getByTestId('merchant-result')).toHaveCount(Math.min(20, total))
  const first = page.getByTestId('merchant-result').first()
  await expect(first).toHaveAttribute('href', /\/merchant\/merchant\/home\?id=\d+/)
  await expect(first.locator('img')).not.toHaveCount(0)

  const chip = page.getByTestId('merchant-type-chip').first()
  const typeId = Number(new URL((await chip.getAttribute('href')) ?? '', 'http://x').searchParams.get('typeId'))
  const ofType = await merchantCount(request, { typeId })
  await chip.click()
  await expect(page).toHaveURL(new RegExp(`tab=store.*typeId=${typeId}|typeId=${typeId}.*tab=store`))
  await expect(chip).toHaveAttribute('aria-current', /.+/)
  if (ofType === 0) await expect(page.getByTestId('search-empty')).toBeVisible()
  else await expect(page.getByTestId('merchant-result')).toHaveCount(Math.min(20, ofType))
  // A chosen category narrows the tab: reached inside the app, as the category menu's link does (one page load).
  const ofCategory = await merchantCount(request, { cid: 1008 })
  expect([ofCategory > 0, ofCategory < total]).toEqual([true, true])
  await visitInApp(page, '/goods/goods_search?cid=1008&tab=store')
  await expect(page.getByTestId('tab-store')).toContainText(String(ofCategory))
  await expect(page.getByTestId('merchant-result')).toHaveCount(Math.min(20, ofCategory))
})

test('a deep link with every parameter renders the same screen without JavaScript', async ({ browser, request }) => {
  const tree = (await (await request.get('/api/front/product/category')).json()).data as { id: number }[]
  const pid = tree[0].id
  // In the canonical order (the schema's: … typeId, categoryId, page), so the server keeps the URL as it is.
  const query = { title: 'e', pid, sort: 'price_asc', minPrice: 1, maxPrice: 5000, typeId: 1, categoryId: 1, page: 2 }
  const apiQuery = { keyword: 'e', pid, priceOrder: 'asc', minPrice: 1, maxPrice: 5000 }
  const [page1, page2] = [
    await productList(request, { ...apiQuery, page: 1 }),
    await productList(request, { ...apiQuery, page: 2 }),
  ]
  const expected = [...page1.list, ...page2.list].map((p) => p.storeName)
  expect(expected.length).toBeGreaterThan(0)
  const url = `/goods/goods_search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`

  const noJs = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noJs.newPage()
  const response = await plain.goto(url)
  expect(response?.status()).toBe(200)
  expect(new URL(plain.url()).search).toBe(new URL(url, 'http://x').search)
  expect(await names(cards(plain))).toEqual(expected)
  expect(isAscending(await prices(cards(plain)))).toBe(true)
  await expect(plain.getByTestId('shown-count')).toHaveAttribute('data-shown', String(expected.length))
  await expect(plain.getByTestId('shown-count')).toHaveAttribute('data-total', String(page1.total))
  await expect(plain.getByTestId('sort-price_asc')).toHaveAttribute('aria-current', /.+/)
  await expect(plain.locator('input[name="minPrice"]')).toHaveValue('1')
  // "Load more" is a real link: it works without JavaScript too.
  if (page1.total > 40) {
    await plain.getByTestId('load-more').click()
    await expect(plain).toHaveURL(/page=3/)
    await expect(cards(plain)).toHaveCount(Math.min(60, page1.total))
  }
  const title = await plain.title()
  await noJs.close()

  // With JavaScript: the same list, hydrated from the server's cache without fetching the lists again.
  const live = await browser.newPage()
  const listCalls: string[] = []
  const errors: string[] = []
  live.on('request', (r) => {
    if (/\/api\/front\/(product\/list|merchant\/search\/list)/.test(r.url())) listCalls.push(r.url())
  })
  live.on('pageerror', (error) => errors.push(error.message))
  live.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await gotoHydrated(live, url)
  expect(await names(cards(live))).toEqual(expected)
  expect(await live.title()).toBe(title)
  expect(listCalls).toEqual([])
  expect(errors).toEqual([])
  await live.close()

  // The store tab of a deep link, with its filters.
  const storeUrl = '/goods/goods_search?tab=store&typeId=1&categoryId=1'
  const stores = await merchantCount(request, { typeId: 1, categoryId: 1 })
  const { status, html } = await serverPage(request, storeUrl) // what a browser without JavaScript gets (decision 96)
  expect(status).toBe(200)
  if (stores === 0) expect(html).toContain('data-testid="search-empty"')
  else expect(html.split('data-testid="merchant-result"')).toHaveLength(Math.min(20, stores) + 1)
})

test('garbage parameters never crash and end on the canonical URL', async ({ page, request }) => {
  const cases: [string, string][] = [
    ['?page=-3&sort=zzz&cid=abc&foo=1', ''],
    ['?title=%20set%20&tab=goods&sort=default&page=1', '?title=set'],
    ['?minPrice=50&maxPrice=10&page=999&tab=nope', '?minPrice=10&maxPrice=50'],
    ['?cid=0&pid=-1&typeId=1.5&categoryId=x&title=' + 'x'.repeat(101), ''],
    ['?sort=sales&page=2', '?sort=sales&page=2'],
  ]
  // The server's redirects and page, over HTTP (decision 96); the router's own canonicalization after hydration below.
  for (const [query, canonical] of cases) {
    const answer = await serverPage(request, `/goods/goods_search${query}`)
    expect(answer.status, query).toBe(200)
    expect(answer.url.search, query).toBe(canonical)
    expect(answer.html, query).toContain('data-testid="search-page"')
    expect(answer.html, query).not.toContain('data-testid="error-page"')
  }

  await gotoHydrated(page, '/goods/goods_search?page=-3&sort=zzz&cid=abc&foo=1')
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByTestId('search-page')).toBeVisible()
  await expect(page.getByTestId('error-page')).toHaveCount(0)
})

test('a typed word with tags is shown as typed, never read as markup', async ({ request }) => {
  // Lingui reads a message's tags after it puts the values in; `src/i18n/trans.tsx` keeps a value's `<` as text.
  const answer = await serverPage(request, `/goods/goods_search?title=${encodeURIComponent('<b>zq</b>')}`)
  expect(answer.status).toBe(200)
  expect(answer.html).toContain('data-testid="search-empty"')
  expect(answer.html.replaceAll('<!-- -->', '')).toContain('No goods match “&lt;b&gt;zq&lt;/b&gt;”')
})

test('the header box shows the results page query, after a reload and an opened link too', async ({ page }) => {
  const box = page.getByRole('search').getByRole('combobox')
  await gotoHydrated(page, '/goods/goods_search?title=lamp')
  await expect(box).toHaveValue('lamp')
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(box).toHaveValue('lamp')
  // A hot keyword under the box opens its results; the box follows.
  const hot = page.getByTestId('hot-keywords').getByRole('link').first()
  const keyword = (await hot.textContent())?.trim() ?? ''
  await hot.click()
  await expect(page).toHaveURL(/title=/)
  await expect(box).toHaveValue(keyword)
  // Back to the first results: the box shows their query again; elsewhere it keeps what was typed.
  await page.goBack()
  await expect(box).toHaveValue('lamp')
})

test('typing suggests searches, categories and stores; the list works with the keyboard', async ({ page, request }) => {
  await gotoHydrated(page, LIGHT_PAGE)
  // The header's box (a store page has its own search form too).
  const box = page.getByTestId('search-input')
  const answered = page.waitForResponse((r) => r.url().includes('/api/front/search/suggest?keyword=earbuds'))
  await box.pressSequentially('earbuds', { delay: 20 })
  // Debounced: one call for the whole word, not one a keystroke.
  expect((await answered).ok()).toBe(true)
  const list = page.getByTestId('search-suggestions')
  await expect(list).toBeVisible()
  const keywords = list.getByTestId('suggest-keyword')
  await expect(keywords.first()).toBeVisible()
  await expect(list.getByTestId('suggest-category').first()).toContainText('Earbuds')
  const first = (await keywords.first().textContent())?.trim() ?? ''
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/goods\/goods_search\?title=/)
  await expect(page.getByTestId('search-heading')).toHaveAttribute('data-query', first)
  await expect(box).toHaveValue(first)
  await expect(list).toBeHidden()

  // A store by name: the suggestion opens its shop.
  const street = (await (await request.get('/api/front/merchant/street?page=1&limit=1')).json()).data.list[0] as {
    id: number
    name: string
  }
  await box.fill('')
  await box.pressSequentially(street.name.split(' ')[0], { delay: 20 })
  const store = list.getByTestId('suggest-store').filter({ hasText: street.name })
  await expect(store).toBeVisible()
  await store.click()
  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${street.id}$`))

  // Escape closes the list.
  await box.fill('')
  await box.pressSequentially('earbuds', { delay: 20 })
  await expect(list).toBeVisible()
  await box.press('Escape')
  await expect(list).toBeHidden()
})
