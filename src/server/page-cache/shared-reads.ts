/**
 * Catalogue reads that answer every visitor alike (the shell's category tree, hot keywords and shop index, the home
 * page's lists, product search): one server keeps each answer for the guest page cache's fresh time, and never past
 * a change of what it shows: the catalogue's changes are read at most once a second per server (decision 79), and an answer is dropped
 * when the version moves or a change names one of its tags (a product it lists, its category or store filter: decision 39). Signed-in pages call them on every render, so each render skips those queries.
 * Per API instance, in memory, bounded by count and by bytes; keyed by the public origin (answers carry absolute image URLs), the request's
 * locale (catalogue texts are localized, decision 24), the UTC day and the URL. What no catalogue change names (a
 * store's shipping origin, a follower count) is kept no longer than the fresh time, as a cached page is.
 */
import type { MiddlewareHandler } from 'hono'
import { config } from '../../../app.config'
import type { AppEnv } from '../http/context'
import { answerText, keptAnswer } from '../http/handover'
import { localeOf } from '../i18n/localized'
import type { CatalogueStamp } from './catalogue-changes'
import { tagsOfRead } from './catalogue-tags'
import { requestCatalogueView } from './catalogue-version'

/** GET paths whose answer depends on the URL alone: no handler reads the session for them. */
const SHARED_READS = new Set([
  '/api/pc/home/index',
  '/api/front/product/category',
  '/api/front/product/adCategory',
  '/api/front/product/leaderboard',
  '/api/front/product/list',
  '/api/front/search/keyword',
  '/api/front/index/product',
  '/api/front/activity/index/list',
  '/api/front/merchant/street',
  // The search page's stores (decision 95): a read of the URL's filters and the catalogue, like the goods beside it.
  '/api/front/merchant/search/list',
  // The rates every render reads (decision 34): the same for every currency, since conversion is done by the client
  // code, so not keyed by currency; a rate change bumps the catalogue version (migration 0026).
  '/api/front/currency/rates',
])

/**
 * GET paths whose answer depends on the URL and, for a signed-in visitor only, on the session (the product page's
 * favourite heart and followed store, the default address's country of the delivery estimate, whether the shopper
 * holds a coupon): every request without a session gets the same answer, so those share it (decisions 70 and 95). A
 * guest's coupons are seen to change at once: a coupon change records the tag `coupons` (migration 0047, decision 98).
 * A coupon whose receiving window closes by the clock alone can be listed up to the fresh time longer; receiving it then
 * answers that it can no longer be received.
 */
const GUEST_SHARED_READS = [/^\/api\/front\/product\/(detail|reply\/config|shipping)\/\d+$/, /^\/api\/front\/coupons$/]

/**
 * Whether a GET of `path` answers every visitor alike (its answer reads the URL and the catalogue, never the session);
 * `token` is the request's session token: a guest's (null) answers of GUEST_SHARED_READS are shared too.
 */
export const isSharedRead = (path: string, token: string | null) =>
  SHARED_READS.has(path) || (token === null && GUEST_SHARED_READS.some((read) => read.test(path)))

interface Entry {
  body: string
  headers: [string, string][]
  stamp: CatalogueStamp
  storedAt: number
}

/** The UTC day of a kept answer is its clock's time in whole days (epoch time has no leap seconds). */
const DAY_MS = 24 * 3600 * 1000

const MAX_ENTRIES = 2000
/**
 * And at most this much text: a guest's product page (decision 70) made every product a possible entry, and a
 * product's answer is tens of KB. Counted as two bytes a character (V8's widest string), so the heap holds no more.
 */
const MAX_BYTES = 24 * 1024 * 1024

export function sharedReads(now: () => number = () => Date.now()): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>()
  let bytes = 0
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length * 2
    entries.delete(key)
  }
  return async (c, next) => {
    const freshMs = config().guestPageCache.freshSeconds * 1000
    if (freshMs === 0 || c.req.method !== 'GET' || !isSharedRead(c.req.path, c.get('token'))) return next()
    const url = new URL(c.req.url)
    // The UTC day too: the delivery estimate names arrival dates, which a kept answer must not carry past midnight.
    const key = `${c.get('origin')} ${localeOf(c)} ${Math.floor(now() / DAY_MS)} ${url.pathname}${url.search}`
    // The request's view of the catalogue's changes (one indexed query at most once a second per server, instead of the
    // several queries behind a category tree or a search; a page's dozen calls share it, decision 79): a change is seen
    // by the requests after that second.
    const view = await requestCatalogueView(c.get('db'))
    const entry = entries.get(key)
    if (entry && view.isCurrent(entry.stamp) && now() - entry.storedAt < freshMs) {
      return keptAnswer(c.req.method, entry.body, entry.headers)
    }
    await next()
    const response = c.res
    // Failures are marked no-store by the envelope: they are never kept.
    if (response.status !== 200 || response.headers.get('cache-control')?.includes('no-store')) return
    const body = await answerText(response)
    drop(key)
    entries.set(key, {
      body,
      headers: [...response.headers],
      stamp: view.stamp(await tagsOfRead(c.req.path, url.searchParams, response)),
      storedAt: now(),
    })
    bytes += body.length * 2
    // The oldest go first, until both bounds hold (an answer larger than the whole bound is not kept).
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) drop(entries.keys().next().value!)
  }
}
