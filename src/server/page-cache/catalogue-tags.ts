/**
 * The catalogue tags a read depends on (decision 39), matching those the triggers of migration 0033 record on a change:
 * `product:<id>` for every product card or page it answers with, `category:<id>` and `merchant:<id>` for the filters
 * of a listing, `listing:price|text|order` for an unfiltered listing (by what it orders or filters by). A read that
 * shows no product names no tag (the catalogue version covers categories, stores, settings…); a product read not
 * classified here depends on any product change (ANY_PRODUCT), so an unknown read is never kept too long.
 *
 * A page render collects the tags of all its in-process API reads (`collectTags`, the middleware `catalogueTagsOf`),
 * and the guest page cache keeps them with the page.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/context'
import { answerOf } from '../http/handover'
import { ANY_PRODUCT } from './catalogue-changes'

/** The tag of every coupon change a guest can see (migration 0047). */
export const COUPONS = 'coupons'

/** GET reads whose answer depends on no product row (their tables bump the catalogue version, or they are personal). */
const PRODUCT_FREE = [
  /^\/api\/front\/product\/(category|adCategory)$/,
  /^\/api\/front\/search\/keyword$/,
  /^\/api\/front\/currency\/rates$/,
  /^\/api\/front\/user\/(info|menu\/user)$/,
  /^\/api\/front\/(cart|notice\/unread)\/count$/,
  /^\/api\/front\/login\/method\/info$/,
  /^\/api\/pc\/login\/getLoginPic$/,
  /^\/api\/front\/merchant\/(all\/category\/list|all\/type\/list|settled\/agreement|customer\/service\/info\/\d+)$/,
]

/** The tags a listing's filters and order name (K4 query parameters). */
function listingTags(query: URLSearchParams): string[] {
  const filtered: string[] = []
  for (const name of ['cid', 'pid']) if (query.get(name)) filtered.push(`category:${query.get(name)}`)
  if (query.get('merId')) filtered.push(`merchant:${query.get('merId')}`)
  if (filtered.length > 0) return filtered
  const tags = ['listing:order']
  if (query.get('keyword')) tags.push('listing:text')
  if (query.get('priceOrder') || query.get('minPrice') || query.get('maxPrice')) tags.push('listing:price')
  return tags
}

/** The tags of a GET read by its path and query, before its answer: null when it shows no product. */
function tagsOfRequest(path: string, query: URLSearchParams): string[] | null {
  if (PRODUCT_FREE.some((pattern) => pattern.test(path))) return null
  let match: RegExpExecArray | null
  if ((match = /^\/api\/front\/product\/(?:detail|reply\/list|reply\/config|shipping)\/(\d+)$/.exec(path)))
    return [`product:${match[1]}`]
  if (path === '/api/front/product/list') return listingTags(query)
  if (path === '/api/front/product/merchant/pro/list') return [`merchant:${query.get('merId') ?? ''}`]
  if ((match = /^\/api\/front\/product\/merchant\/(\d+)\/category\/list$/.exec(path))) return [`merchant:${match[1]}`]
  if ((match = /^\/api\/front\/merchant\/(?:detail|index\/info)\/(\d+)$/.exec(path))) return [`merchant:${match[1]}`]
  if (path === '/api/front/index/product' || path === '/api/front/product/leaderboard') return ['listing:order']
  // The receivable coupons (CP1): a coupon change a guest can see records `coupons` (migration 0047, decision 98); for a
  // product, whether it is on sale and its store and categories (its categories' own changes bump the version).
  if (path === '/api/front/coupons') {
    const productId = query.get('productId')
    return productId ? [COUPONS, `product:${productId}`] : [COUPONS]
  }
  return [ANY_PRODUCT]
}

/** Every product an answer shows: objects with an `id`, a `storeName` and a `price` (cards, the product page). */
function productIds(value: unknown, out: Set<string>, depth = 0) {
  if (depth > 8 || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) productIds(item, out, depth + 1)
    return
  }
  const record = value as Record<string, unknown>
  if (typeof record.id === 'number' && 'storeName' in record && 'price' in record) out.add(`product:${record.id}`)
  if (typeof record.productId === 'number' && 'storeName' in record) out.add(`product:${record.productId}`)
  for (const item of Object.values(record)) productIds(item, out, depth + 1)
}

/** The tags of a successful GET answer (its request, and the products in its JSON). */
export async function tagsOfRead(path: string, query: URLSearchParams, response: Response): Promise<Set<string>> {
  const tags = new Set<string>()
  const named = tagsOfRequest(path, query)
  if (named === null) return tags
  for (const tag of named) tags.add(tag)
  try {
    productIds(await answerOf(response), tags)
  } catch {
    tags.add(ANY_PRODUCT)
  }
  return tags
}

const collector = new AsyncLocalStorage<Set<string>>()

/** Runs `work` (a page render) and gives the tags of every catalogue read it made. */
export async function collectTags<T>(work: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const tags = new Set<string>()
  const result = await collector.run(tags, work)
  return { result, tags }
}

/** API middleware: adds the tags of each successful GET answer to the render that asked for it, if one collects. */
export function catalogueTagsOf(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const tags = collector.getStore()
    if (!tags || c.req.method !== 'GET' || c.res.status !== 200) return
    for (const tag of await tagsOfRead(c.req.path, new URL(c.req.url).searchParams, c.res)) tags.add(tag)
  }
}
