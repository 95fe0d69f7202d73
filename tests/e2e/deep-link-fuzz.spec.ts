/**
 * Deep-link fuzz gate: generated URLs over every route in src/routes, with each route's real search
 * params and garbage (wrong types, huge and negative numbers, NUL, bad percent-encoding, lone surrogates, arrays,
 * unknown params, long values, unknown path segments, ids that do not exist). Every page URL gives the intended
 * page (HTTP 200, or a redirect to login for member pages as a guest) or the 404 page: never HTTP 5xx, the 500
 * page or a blank screen. All URLs are checked on the server-rendered HTML; a fixed sample also in Chromium after
 * hydration.
 * CI runs a sample (decision 40): every route with a few of the garbage values in all its params (7 of 35), going
 * round the list so each value meets at least 10 routes, topped up with random mixes to FUZZ_URLS (default 450: the
 * 357 systematic ones and about 100 mixes), and 12 of them in Chromium; a guest sent from a member page to the login
 * page is judged by that redirect (the login page's own garbage, `redirect` included, is fuzzed on its route).
 * FUZZ_FULL=1 (`npm run test:e2e:full`, nightly or before a release) runs every route with every garbage
 * value topped up to FUZZ_URLS (default 1000 there), 60 in Chromium, every redirect followed to the page it ends on.
 * FUZZ_URLS, FUZZ_BROWSER and FUZZ_SEED (default 9; it also turns the rotation) make a run bigger or different,
 * reproducibly.
 */
import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { DEMO, inPool, PC } from './support'

type Guard = 'guest' | 'auth' | 'guest-only' | 'resource'
interface RouteSpec {
  /** How the URL is made: `$id`-style segments are filled in. */
  path: string
  guard: Guard
  /** The route's real search params (from its schema), with the kind of good value each takes. */
  params: Record<string, 'id' | 'merId' | 'productId' | 'activityId' | 'page' | 'text' | string[]>
}

/** Every route file in src/routes by its full path; a new route fails the coverage test until it is added here. */
const ROUTES: Record<string, RouteSpec> = {
  '/': { path: '/', guard: 'guest', params: {} },
  '/about_us': { path: '/about_us', guard: 'guest', params: {} },
  '/login': {
    path: '/login',
    guard: 'guest-only',
    params: { redirect: ['/users/user_info', '/', 'https://evil.example/', '//evil.example'], inviteCode: 'text' },
  },
  '/users': { path: '/users', guard: 'auth', params: { menuCur: 'page' } },
  '/users/address_list': { path: '/users/address_list', guard: 'auth', params: { menuCur: 'page' } },
  '/users/order_list': {
    path: '/users/order_list',
    guard: 'auth',
    params: { orderStatus: ['0', '1', '2', '3', '4', '5', '6', '7'], page: 'page', menuCur: 'page' },
  },
  '/users/refund_confirm': {
    path: '/users/refund_confirm',
    guard: 'auth',
    params: { orderNo: ['SH20260101000000000001', 'text'], menuCur: 'page' },
  },
  '/users/refund_list': { path: '/users/refund_list', guard: 'auth', params: { page: 'page', menuCur: 'page' } },
  '/users/evaluation_list': {
    path: '/users/evaluation_list',
    guard: 'auth',
    params: { tab: ['awaiting', 'written'], page: 'page', menuCur: 'page' },
  },
  '/users/evaluation_confirm': {
    path: '/users/evaluation_confirm',
    guard: 'auth',
    params: { orderNo: ['SH20260101000000000001', 'text'], orderInfoId: 'id', menuCur: 'page' },
  },
  '/users/user_info': { path: '/users/user_info', guard: 'auth', params: { menuCur: 'page' } },
  '/users/points_info': {
    path: '/users/points_info',
    guard: 'auth',
    params: { tab: ['all', 'earned'], page: 'page', menuCur: 'page' },
  },
  '/users/points_order': { path: '/users/points_order', guard: 'auth', params: { page: 'page', menuCur: 'page' } },
  '/points/': {
    path: '/points',
    guard: 'auth',
    params: { sort: ['default', 'price_asc', 'price_desc', 'sales'], page: 'page' },
  },
  '/points/order/points_order_confirm': {
    path: '/points/order/points_order_confirm',
    guard: 'auth',
    params: { productId: 'id' },
  },
  '/order/points_order_detail': {
    path: '/order/points_order_detail',
    guard: 'auth',
    params: { orderNo: ['JF20260101000000000001', 'text'] },
  },
  '/users/': { path: '/users/', guard: 'auth', params: { menuCur: 'page' } },
  '/users/coupon_list': {
    path: '/users/coupon_list',
    guard: 'auth',
    params: { scope: ['merchant', 'goods', 'category'], state: ['unused', 'used'], page: 'page' },
  },
  '/users/collection_list': {
    path: '/users/collection_list',
    guard: 'auth',
    params: { tab: ['goods', 'shops'], page: 'page' },
  },
  '/users/merchant_settled': {
    path: '/users/merchant_settled',
    guard: 'auth',
    params: { menuCur: ['70'], from: 'id' },
  },
  '/users/application_record': { path: '/users/application_record', guard: 'auth', params: { menuCur: 'page' } },
  '/notices': { path: '/notices', guard: 'auth', params: {} },
  '/notices/notice_list': {
    path: '/notices/notice_list',
    guard: 'auth',
    params: { type: ['all', 'system', 'service', 'unread', 'read'], page: 'page' },
  },
  '/notices/notice_details': {
    path: '/notices/notice_details',
    guard: 'auth',
    params: { menuCur: ['1010'], notice: 'id' },
  },
  '/dev/outbox': { path: '/dev/outbox', guard: 'guest', params: {} },
  '/goods/activity_list': {
    path: '/goods/activity_list',
    guard: 'guest',
    params: { id: 'activityId', type: ['1', '2', '3'], name: 'text', page: 'page' },
  },
  '/goods/goods_search': {
    path: '/goods/goods_search',
    guard: 'guest',
    params: {
      title: 'text',
      cid: 'id',
      pid: 'id',
      tab: ['goods', 'store'],
      sort: ['default', 'sales', 'price-asc', 'price-desc', 'new'],
      minPrice: ['0', '10.5', '99'],
      maxPrice: ['5', '100', '1000.99'],
      typeId: 'id',
      categoryId: 'id',
      page: 'page',
    },
  },
  '/goods/top_one': { path: '/goods/top_one', guard: 'guest', params: {} },
  '/goods_detail/$id': { path: '/goods_detail/$productId', guard: 'guest', params: {} },
  '/merchant/merchant': { path: '/merchant/merchant', guard: 'guest', params: { id: 'merId' } },
  '/merchant/merchant/': { path: '/merchant/merchant/', guard: 'guest', params: { id: 'merId' } },
  '/merchant/merchant/category': {
    path: '/merchant/merchant/category',
    guard: 'guest',
    params: { id: 'merId', cid: 'id', keyword: 'text', sort: ['sales-desc', 'sales-asc', 'price-asc', 'price-desc'] },
  },
  '/merchant/merchant/coupon': {
    path: '/merchant/merchant/coupon',
    guard: 'guest',
    params: { id: 'merId', type: ['1', '2'], page: 'page' },
  },
  '/merchant/merchant/home': { path: '/merchant/merchant/home', guard: 'guest', params: { id: 'merId' } },
  '/merchant/merchant/qualification': {
    path: '/merchant/merchant/qualification',
    guard: 'guest',
    params: { id: 'merId' },
  },
  '/merchant/merchant_more': {
    path: '/merchant/merchant_more',
    guard: 'guest',
    params: { categoryId: 'id', typeId: 'id', keywords: 'text', page: 'page' },
  },
  '/merchant/merchant_street': { path: '/merchant/merchant_street', guard: 'guest', params: { page: 'page' } },
  '/middlewares/callback_twitter': {
    path: '/middlewares/callback_twitter',
    guard: 'guest',
    params: { oauth_token: 'text', oauth_verifier: 'text' },
  },
  '/middlewares/privacy_agreement': { path: '/middlewares/privacy_agreement', guard: 'guest', params: {} },
  '/order/order_confirm': {
    path: '/order/order_confirm',
    guard: 'auth',
    params: { preOrderNo: ['PRE20260101000000000001', 'text'] },
  },
  '/order/order_detail': {
    path: '/order/order_detail',
    guard: 'auth',
    params: { orderNo: ['OD1234567890', 'PT20260101000000000001', 'text'], orderStatus: ['0', '1', '2', '3', '7'] },
  },
  '/order/refund_detail': {
    path: '/order/refund_detail',
    guard: 'auth',
    params: { orderNo: ['RF20260101000000000001', 'text'] },
  },
  '/order/payment_result': {
    path: '/order/payment_result',
    guard: 'auth',
    params: {
      orderNo: 'text',
      status: 'text',
      redirect_status: ['succeeded', 'failed', 'processing'],
      payment_intent: 'text',
      payment_intent_client_secret: 'text',
    },
  },
  '/order/shopping_cart': { path: '/order/shopping_cart', guard: 'auth', params: {} },
  '/order/stripe_payment': {
    path: '/order/stripe_payment',
    guard: 'auth',
    params: { clientSecret: 'text', orderNo: 'text' },
  },
  // Server routes: no page, but hostile URLs must still never be a 5xx.
  '/robots.txt': { path: '/robots.txt', guard: 'resource', params: {} },
  '/sitemap.xml': { path: '/sitemap.xml', guard: 'resource', params: {} },
  '/feeds/merchant-center.xml': { path: '/feeds/merchant-center.xml', guard: 'resource', params: {} },
  '/sitemaps/$shard': { path: '/sitemaps/$shard', guard: 'resource', params: {} },
  '/media/$': { path: '/media/$splat', guard: 'resource', params: {} },
  '/api/$': { path: '/api/$splat', guard: 'resource', params: {} },
}

/** Hostile values, already written as they appear in a URL. */
const GARBAGE = [
  '',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'null',
  'true',
  'undefined',
  '%5B1%2C2%5D',
  '%7B%22a%22%3A1%7D',
  '%22quoted%22',
  '%00',
  'a%00b',
  '%01%1F',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%AF',
  '%FF%FE',
  '%F0%9F%98%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201%3D1--",
  '__proto__',
  'constructor',
  '%20%201%20%20',
  '0x10',
  `${'x'.repeat(3000)}`,
  `${'%E4%B8%AD'.repeat(400)}`,
  '..%2F..%2Fetc%2Fpasswd',
]
const UNKNOWN_KEYS = ['zzz', '__proto__', 'constructor', 'a%5B%5D', '%00', '%ZZ', 'utm_source', 'x'.repeat(300)]
// No `..`: the URL parser resolves it, so the request would be for another route.
const BAD_SEGMENTS = ['zzz', '%00', '%ZZ', '%ED%A0%80', '-1', '99999999', '0', 'x'.repeat(500), '%2F', 'a%2Fb']

/**
 * Node refuses a request line and headers over 16 KB with its own bare 431 before any app code runs; URLs stay
 * under half that (browsers and proxies commonly cap near 8 KB too), dropping params from the end to fit.
 */
const MAX_URL_LENGTH = 8000
function withQuery(path: string, pairs: string[]): string {
  let url = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path
  while (url.length > MAX_URL_LENGTH && pairs.length > 1) url = `${path}?${(pairs = pairs.slice(0, -1)).join('&')}`
  return url
}

/** mulberry32: a small deterministic PRNG, so a failing URL can be reproduced with the same seed. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface RealIds {
  productId: number
  merId: number
  activityId: number
  categoryId: number
}

interface FuzzUrl {
  route: string
  url: string
}

/**
 * The full matrix (every garbage value on every route), or the CI sample: as few values a route as let each value
 * meet MEETS routes (7 of 35 for 50 routes).
 */
const FULL = process.env.FUZZ_FULL === '1'
const MEETS = 10
const ROUTE_COUNT = Object.keys(ROUTES).length
const GARBAGE_PER_ROUTE = FULL
  ? GARBAGE.length
  : Math.min(GARBAGE.length, Math.ceil((MEETS * GARBAGE.length) / ROUTE_COUNT))

/**
 * The garbage values (their indexes) route number `routeIndex` gets: all of them in a full run; else a run of
 * GARBAGE_PER_ROUTE consecutive values starting where the previous route's ended (turned by the seed), so the values
 * go round the list and each one meets routes × per route ÷ values of them.
 */
function garbageFor(routeIndex: number, seed: number): number[] {
  if (GARBAGE_PER_ROUTE >= GARBAGE.length) return GARBAGE.map((_, j) => j)
  const start = (routeIndex * GARBAGE_PER_ROUTE + seed) % GARBAGE.length
  return Array.from({ length: GARBAGE_PER_ROUTE }, (_, k) => (start + k) % GARBAGE.length)
}

/**
 * First every route with garbage values in all its params at once (`garbageFor`; ids kept real every other value,
 * so the loaders behind a valid store or activity see the garbage too); then `extra` random mixes of good values,
 * garbage, repeated keys, unknown keys and unknown path segments.
 */
function generate(extra: number, seed: number, ids: RealIds): FuzzUrl[] {
  const random = prng(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]
  const byKind = { id: ids.categoryId, merId: ids.merId, productId: ids.productId, activityId: ids.activityId }
  const isAnchor = (kind: RouteSpec['params'][string]) => kind === 'merId' || kind === 'activityId'
  const good = (kind: RouteSpec['params'][string]): string => {
    if (Array.isArray(kind)) return pick(kind)
    if (kind === 'page') return pick(['1', '2', '3'])
    if (kind === 'text') return pick(['phone', 'Summer dress', '%E4%B8%AD%E6%96%87', 'a+b'])
    return String(pick([byKind[kind], byKind[kind], 99999, 1]))
  }
  const fillPath = (spec: RouteSpec, bad: boolean) =>
    spec.path
      .replace('$productId', bad ? pick(BAD_SEGMENTS) : String(ids.productId))
      .replace('$shard', pick(['0', '1', 'products-1', ...BAD_SEGMENTS]))
      .replace('$splat', pick(['seed/none.svg', 'uploads/2026/01/x.png', 'front/product/list', ...BAD_SEGMENTS]))
  const urls: FuzzUrl[] = []
  Object.entries(ROUTES).forEach(([route, spec], routeIndex) => {
    for (const j of garbageFor(routeIndex, seed)) {
      const garbage = GARBAGE[j]
      const entries = Object.entries(spec.params)
      const pairs =
        entries.length === 0
          ? [`zzz=${garbage}`]
          : entries.map(([key, kind]) => `${key}=${isAnchor(kind) && j % 2 === 0 ? good(kind) : garbage}`)
      urls.push({ route, url: withQuery(fillPath(spec, j % 2 === 1), pairs) })
    }
  })
  const names = Object.keys(ROUTES)
  for (let i = 0; i < extra; i++) {
    const route = names[i % names.length]
    const spec = ROUTES[route]
    let path = fillPath(spec, random() < 0.5)
    if (random() < 0.1) path = `${path.replace(/\/$/, '')}/${pick(BAD_SEGMENTS)}`
    const pairs: string[] = []
    const keys = Object.keys(spec.params)
    const mutations = 1 + Math.floor(random() * 3)
    for (let m = 0; m < mutations; m++) {
      const roll = random()
      const key = keys.length > 0 && roll < 0.8 ? pick(keys) : pick(UNKNOWN_KEYS)
      if (roll < 0.3 && keys.length > 0) pairs.push(`${key}=${good(spec.params[key])}`)
      else if (roll < 0.7) pairs.push(`${key}=${pick(GARBAGE)}`)
      else if (roll < 0.8)
        pairs.push(`${key}=${pick(GARBAGE)}`, `${key}=${keys.length > 0 ? good(spec.params[key] ?? 'text') : '2'}`)
      else pairs.push(random() < 0.5 ? key : `${key}=${pick(GARBAGE)}`)
    }
    urls.push({ route, url: withQuery(path, pairs) })
  }
  return urls
}

/** At least this many URLs: the systematic ones (routes × their garbage values), topped up with random ones. */
const COUNT = Number(process.env.FUZZ_URLS ?? (FULL ? 1000 : 450))
const SYSTEMATIC = ROUTE_COUNT * GARBAGE_PER_ROUTE
const RANDOM_AT_LEAST = 100
const SEED = Number(process.env.FUZZ_SEED ?? 9)
const BROWSER_SAMPLE = Number(process.env.FUZZ_BROWSER ?? (FULL ? 60 : 12))
/** Requests in flight: the shop renders one URL while the test judges another. */
const IN_FLIGHT = 4

interface Outcome {
  ok: boolean
  detail: string
}

/** One URL as a guest or a shopper: follows same-origin redirects, then judges the final page by its markers. */
async function judge(client: APIRequestContext, baseURL: string, item: FuzzUrl, signedIn: boolean): Promise<Outcome> {
  const spec = ROUTES[item.route]
  let url = item.url
  let sentToLogin = false
  for (let hop = 0; hop < 6; hop++) {
    // A GET is idempotent: a kept-alive socket that the shop closed as the request went out (`read ECONNRESET`, seen
    // under load when a socket sat idle for the shop's keep-alive timeout) is retried on a fresh connection.
    const response = await client.get(url, { maxRedirects: 0, failOnStatusCode: false, maxRetries: 2 })
    const status = response.status()
    if (status >= 500) return { ok: false, detail: `HTTP ${status}` }
    if (spec.guard === 'resource') return { ok: true, detail: `HTTP ${status}` }
    if (status >= 300 && status < 400) {
      const location = new URL(response.headers().location ?? '', new URL(url, baseURL))
      if (location.origin !== new URL(baseURL).origin) return { ok: false, detail: `redirect off-site to ${location}` }
      sentToLogin ||= location.pathname === '/login'
      // A guest at a member page is sent to sign in: that is the answer. The CI sample does not render the login page
      // ~270 times over (each with the member URL as its `redirect`); its own route's URLs fuzz it, `redirect` too.
      if (sentToLogin && spec.guard === 'auth' && !signedIn && !FULL) return { ok: true, detail: 'sent to sign in' }
      url = `${location.pathname}${location.search}`
      continue
    }
    const html = await response.text()
    const errorStatus = /data-testid="error-page" data-status="(\d+)"/.exec(html)?.[1]
    if (!html.includes('data-testid="site-header"'))
      return { ok: false, detail: `HTTP ${status} without the shell (blank screen)` }
    if (html.includes('Something went wrong!'))
      return { ok: false, detail: `HTTP ${status} with the router's bare error screen` }
    if (status === 404 && errorStatus === '404') return { ok: true, detail: '404 page' }
    // A member page must not show itself to a guest: the guest ends on the login page (or a 404 for a bad path).
    if (spec.guard === 'auth' && !signedIn && !sentToLogin)
      return { ok: false, detail: `guest shown ${url} without signing in` }
    if (status === 200 && !errorStatus) return { ok: true, detail: url }
    return { ok: false, detail: `HTTP ${status}, error page ${errorStatus ?? 'none'}` }
  }
  return { ok: false, detail: 'redirect loop' }
}

test.describe.configure({ mode: 'serial' })
// A trace of thousands of requests is huge and says less than the failure list the test prints. Outside CI it is off;
// in CI the first run records none anyway (playwright.config.ts, decision 57). `trace` is a worker option: a file that
// sets its own needs a worker of its own, and in CI that worker ran this file alone after every other one had ended
// (40 s of one idle core at the end of the run).
if (!process.env.CI) test.use({ trace: 'off' })

let ids: RealIds
let urls: FuzzUrl[]

test.beforeAll(async ({ request }) => {
  const get = async <T>(path: string) => ((await (await request.get(path)).json()) as { data: T }).data
  const products = await get<{ list: { id: number; merId: number }[] }>('/api/front/product/list?limit=1')
  const activities = await get<{ id: number }[]>('/api/front/activity/index/list')
  const categories = await get<{ id: number }[]>('/api/front/product/category')
  ids = {
    productId: products.list[0].id,
    merId: products.list[0].merId,
    activityId: activities[0].id,
    categoryId: categories[0].id,
  }
  urls = generate(Math.max(RANDOM_AT_LEAST, COUNT - SYSTEMATIC), SEED, ids)
})

test(`every route in src/routes is fuzzed, and the sample gives every garbage value to at least ${MEETS} routes`, () => {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
  const fullPaths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1])
  expect(fullPaths.length).toBeGreaterThan(20)
  expect(
    fullPaths.filter((path) => !ROUTES[path]),
    'routes without a fuzz entry',
  ).toEqual([])
  expect(
    Object.keys(ROUTES).filter((path) => !fullPaths.includes(path)),
    'fuzz entries for routes that are gone',
  ).toEqual([])
  const meets = GARBAGE.map(
    (_, j) => Object.keys(ROUTES).filter((__, routeIndex) => garbageFor(routeIndex, SEED).includes(j)).length,
  )
  expect(Math.min(...meets), 'routes the rarest garbage value meets').toBeGreaterThanOrEqual(
    Math.min(MEETS, ROUTE_COUNT),
  )
  expect(new Set(Object.keys(ROUTES).map((_, routeIndex) => garbageFor(routeIndex, SEED).length))).toEqual(
    new Set([GARBAGE_PER_ROUTE]),
  )
})

test(`${Math.max(COUNT, SYSTEMATIC + RANDOM_AT_LEAST)} generated URLs give the page or the 404 page, as a guest and as a shopper`, async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const shopper = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } })
  const login = await shopper.post('/api/front/login/email', {
    headers: PC,
    data: { email: DEMO.email, password: DEMO.password },
  })
  expect(((await login.json()) as { code: number }).code).toBe(200)

  const jobs = urls.flatMap((item) => [
    { item, client: request, signedIn: false },
    ...(ROUTES[item.route].guard === 'auth' || ROUTES[item.route].guard === 'guest-only'
      ? [{ item, client: shopper, signedIn: true }]
      : []),
  ])
  const started = Date.now()
  const outcomes = await inPool(jobs, IN_FLIGHT, (job) => judge(job.client, baseURL!, job.item, job.signedIn))
  const failures = jobs.flatMap((job, i) =>
    outcomes[i].ok
      ? []
      : [`${job.signedIn ? 'shopper' : 'guest'} ${job.item.url.slice(0, 200)} → ${outcomes[i].detail}`],
  )
  await shopper.dispose()
  console.info(
    `deep-link fuzz: ${urls.length} URLs, ${jobs.length} requests over ${Object.keys(ROUTES).length} routes (seed ${SEED}), ${failures.length} failures, ${Date.now() - started} ms`,
  )
  expect(failures, failures.slice(0, 30).join('\n')).toEqual([])
})

test(`a sample of ${BROWSER_SAMPLE} URLs hydrates in Chromium without an error or a blank screen`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const pages = urls.filter((item) => ROUTES[item.route].guard !== 'resource')
  const step = Math.max(1, Math.floor(pages.length / BROWSER_SAMPLE))
  const sample = pages.filter((_, i) => i % step === 0).slice(0, BROWSER_SAMPLE)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  // A hydration mismatch is only logged (React then renders on the client): count it as a failure too.
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text()))
      errors.push(`${page.url()}: ${message.text().slice(0, 300)}`)
  })
  for (const [i, item] of sample.entries()) {
    // The second half as a signed-in shopper (the browser shares the request context's cookies).
    if (i === Math.floor(sample.length / 2)) {
      const login = await page.request.post('/api/front/login/email', {
        headers: { ...PC, Origin: baseURL! },
        data: { email: DEMO.email, password: DEMO.password },
      })
      expect(((await login.json()) as { code: number }).code).toBe(200)
    }
    // Until the document is parsed, not until every picture has loaded (`load`): what is judged is the hydration, and
    // the next URL's navigation stops the pictures still on their way (decision 118).
    await page.goto(item.url, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html[data-hydrated="true"]'), item.url).toHaveCount(1)
    await expect(page.getByTestId('site-header'), item.url).toBeVisible()
    await expect(page.locator('[data-testid="error-page"][data-status="500"]'), item.url).toHaveCount(0)
    expect((await page.locator('body').innerText()).trim().length, `${item.url} is blank`).toBeGreaterThan(100)
  }
  expect(errors).toEqual([])
})
