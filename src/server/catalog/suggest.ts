/**
 * Search suggestions as the shopper types (extension GET /api/front/search/suggest): product names,
 * categories and stores matching the typed words, named in the request's locale. Products match through the same
 * indexed search text as K4 (so a suggestion never leads to an empty result page); categories and stores by name.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import type { Locale } from '../../i18n/locales'
import type { DbOrTx } from '../db/client'
import { categories, merchants, products } from '../db/schema'
import { searchKeyword } from '../http/text'
import { localizedSql } from '../i18n/localized'
import { escapeLike, keywordWords, matchingProducts, searchWords, substringMatch } from './product-search'

export const SUGGEST_LIMITS = { keywords: 6, categories: 4, stores: 3 }

export const suggestQuery = v.object({ keyword: v.optional(searchKeyword(SEARCH_KEYWORD_MAX_LENGTH)) })

export interface SearchSuggestions {
  /** Product names to search for, best sellers first. */
  keywords: string[]
  /** Categories (any level) whose name matches: a click lists them (`cid`). */
  categories: { id: number; name: string }[]
  /** Stores whose name matches. */
  stores: { id: number; name: string; avatar: string }[]
}

const EMPTY: SearchSuggestions = { keywords: [], categories: [], stores: [] }

export async function searchSuggestions(
  db: DbOrTx,
  abs: (path: string) => string,
  locale: Locale,
  keyword: string | undefined,
) {
  const words = keywordWords(keyword)
  if (words.length === 0) return EMPTY
  const phrase = `%${escapeLike(words.join(' '))}%`
  // The words as typed so far, found as they are (without accents): a suggestion completes, it does not correct.
  const productMatch: SQL[] = [
    sql`${products.isShow}`,
    matchingProducts((await searchWords(db, words)).map(substringMatch)),
  ]
  const productName = localizedSql(products.i18n, 'storeName', products.storeName, locale)
  const categoryName = localizedSql(categories.i18n, 'name', categories.name, locale)
  const [named, categoryRows, storeRows] = await Promise.all([
    // A few more than shown: two products may share a name.
    db
      .select({ name: productName })
      .from(products)
      .where(and(...productMatch))
      .orderBy(sql`(${products.sales} + ${products.ficti} + 0) desc`, asc(products.id))
      .limit(SUGGEST_LIMITS.keywords * 3),
    db
      .select({ id: categories.id, name: categoryName })
      .from(categories)
      .where(and(eq(categories.isShow, true), or(ilike(categoryName, phrase), ilike(categories.name, phrase))))
      .orderBy(desc(categories.level), asc(categories.id))
      .limit(SUGGEST_LIMITS.categories),
    db
      .select({ id: merchants.id, name: merchants.name, avatar: merchants.avatar })
      .from(merchants)
      .where(and(eq(merchants.isShow, true), ilike(merchants.name, phrase)))
      .orderBy(desc(merchants.isRecommend), asc(merchants.id))
      .limit(SUGGEST_LIMITS.stores),
  ])
  const keywords = [...new Set(named.map((row) => row.name.trim()).filter(Boolean))].slice(0, SUGGEST_LIMITS.keywords)
  return {
    keywords,
    categories: categoryRows,
    stores: storeRows.map((row) => ({ ...row, avatar: abs(row.avatar) })),
  } satisfies SearchSuggestions
}
