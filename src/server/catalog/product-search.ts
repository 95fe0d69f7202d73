/**
 * Product search and listing (K4). Everything happens in PostgreSQL:
 * - keywords match `lower(store_name || ' ' || keyword)` with LIKE '%word%' for every word, served by the GIN
 *   trigram index `products_search_trgm_idx` (pg_trgm) and, for CJK words, `products_search_cjk_idx`;
 *   they rank by where the words were found (name phrase, name words, keywords only), then by sales;
 * - category filters expand a category of any level to its third-level descendants;
 * - the orders (shop order, price, sales + virtual sales, newest) each have a matching partial btree index.
 */
import Decimal from 'decimal.js'
import { type SQL, and, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import type { DbOrTx } from '../db/client'
import { products } from '../db/schema'
import { badRequest } from '../http/envelope'
import { offsetOf, pageOf } from '../http/page'
import { searchKeyword } from '../http/text'
import { pageQuery } from '../http/validate'
import { leafCategoryIds } from './categories'
import type { Locale } from '../../i18n/locales'
import { localizedCardColumns, toProductCard } from './service'
import type { Abs } from '../kit/urls'

const idQuery = (what: 'category' | 'merchant') =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, what === 'category' ? /*i18n*/ 'must be a category id' : /*i18n*/ 'must be a merchant id'), v.transform(Number))
const moneyQuery = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,9}(\.\d{1,2})?$/, /*i18n*/ 'must be a non-negative amount with at most 2 decimals'),
)
const orderQuery = v.picklist(['asc', 'desc'], /*i18n*/ 'must be "asc", "desc" or empty')

/** K4 query string. Empty values were already dropped by `query()` (they mean "no filter"). */
export const productSearchQuery = v.object({
  ...pageQuery,
  keyword: v.optional(searchKeyword(SEARCH_KEYWORD_MAX_LENGTH)),
  cid: v.optional(idQuery('category')),
  pid: v.optional(idQuery('category')),
  merId: v.optional(idQuery('merchant')),
  minPrice: v.optional(moneyQuery),
  maxPrice: v.optional(moneyQuery),
  priceOrder: v.optional(orderQuery),
  salesOrder: v.optional(orderQuery),
  newOrder: v.optional(v.picklist(['desc'], /*i18n*/ 'must be "desc" or empty')),
})
export type ProductSearchInput = v.InferOutput<typeof productSearchQuery>

/** At most this many words of a keyword are used; more only slow the query without narrowing it further. */
const MAX_WORDS = 8

/** The lower-cased words of a keyword (lower-cased here too, so the match does not depend on the DB's ctype). */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return []
  const words = keyword.toLowerCase().split(/\s+/u).filter(Boolean)
  return [...new Set(words)].slice(0, MAX_WORDS)
}

/** `%`, `_` and the escape character itself are literals in user input. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** The indexed search text; must stay identical to the expression of `products_search_trgm_idx`. */
const searchText = sql`lower(${products.storeName} || ' ' || ${products.keyword})`
/** Its CJK characters; must stay identical to the expression of `products_search_cjk_idx`. */
const cjkText = sql`shop_cjk_chars(${searchText})`
const totalSales = sql`(${products.sales} + ${products.ficti})`

/** The same character ranges as the SQL function `shop_cjk_chars` (migration 0004). */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu
export const cjkChars = (word: string) => [...new Set(word.match(CJK) ?? [])]

/**
 * Relevance of a match, highest first: 2 when the name holds the whole phrase, 1 when the name holds every word,
 * 0 when some words only match the search keywords (synonyms and translations). Ties go to best sellers.
 * Cheap LIKEs on the short name: pg_trgm's similarity() costs ~15 µs a row on PGlite, too much for broad words.
 */
function relevance(words: string[]): SQL {
  const name = sql`lower(${products.storeName})`
  const has = (text: string) => sql`${name} like ${`%${escapeLike(text)}%`}`
  if (words.length === 1) return sql`(case when ${has(words[0])} then 2 else 0 end)`
  const every = sql.join(words.map(has), sql` and `)
  return sql`(case when ${has(words.join(' '))} then 2 when ${every} then 1 else 0 end)`
}

export async function searchProducts(db: DbOrTx, abs: Abs, locale: Locale, input: ProductSearchInput) {
  if (input.minPrice !== undefined && input.maxPrice !== undefined && new Decimal(input.minPrice).gt(input.maxPrice)) {
    throw badRequest(/*i18n*/ 'The minimum price must not be greater than the maximum price')
  }
  const { page, limit } = input
  const empty = pageOf([], 0, page, limit)

  const conditions: SQL[] = [sql`${products.isShow}`]
  for (const id of [input.cid, input.pid]) {
    if (id === undefined) continue
    const leaves = await leafCategoryIds(db, id)
    if (leaves.length === 0) return empty
    conditions.push(leaves.length === 1 ? sql`${products.categoryId} = ${leaves[0]}` : inArray(products.categoryId, leaves))
  }
  if (input.merId !== undefined) conditions.push(sql`${products.merId} = ${input.merId}`)
  if (input.minPrice !== undefined) conditions.push(sql`${products.price} >= ${input.minPrice}::numeric`)
  if (input.maxPrice !== undefined) conditions.push(sql`${products.price} <= ${input.maxPrice}::numeric`)
  const words = keywordWords(input.keyword)
  for (const word of words) {
    conditions.push(sql`${searchText} like ${`%${escapeLike(word)}%`}`)
    // CJK words (often 1–2 characters: no trigram to look up) narrow by their characters first.
    const cjk = cjkChars(word)
    if (cjk.length > 0) conditions.push(sql`${cjkText} @> array[${sql.join(cjk.map((ch) => sql`${ch}`), sql`, `)}]::text[]`)
  }
  const where = and(...conditions)

  // With a keyword, the matches are collected through the trigram index and the few of them sorted: the sort
  // keys are wrapped (`+ 0`, `::int`) so the planner never walks a sort index filtering every row by LIKE, a trap
  // when a keyword matches little or nothing. Without a keyword, the sort indexes give the first page directly.
  const byIndex = words.length === 0
  const key = (expr: SQL, wrap: (e: SQL) => SQL) => (byIndex ? expr : wrap(expr))
  const plus0 = (e: SQL) => sql`(${e} + 0)`
  const price = key(sql`${products.price}`, plus0)
  const order: SQL[] = []
  if (input.priceOrder) {
    const dir = sql.raw(input.priceOrder)
    order.push(sql`${price} ${dir}, ${products.id} ${dir}`)
  } else if (input.salesOrder) {
    const dir = sql.raw(input.salesOrder)
    order.push(sql`${key(totalSales, plus0)} ${dir}, ${products.id} ${dir}`)
  } else if (input.newOrder) {
    order.push(sql`${key(sql`${products.createdAt}`, (e) => sql`(${e} + interval '0 s')`)} desc, ${products.id} desc`)
  } else if (words.length > 0) {
    order.push(sql`${relevance(words)} desc, ${plus0(totalSales)} desc, ${products.id}`)
  } else order.push(sql`${products.isBest} desc, ${products.sort} desc, ${products.id}`)

  const [list, [{ total }]] = await Promise.all([
    db
      .select(localizedCardColumns(locale))
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ])
  return pageOf(list.map(toProductCard(abs)), total, page, limit)
}
