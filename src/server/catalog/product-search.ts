/**
 * Product search and listing (K4). Everything happens in PostgreSQL (PGlite alike):
 * - every word of a keyword must match the product's kept search text (name and search words, lower-cased, without
 *   accents: `product_search.search_text`, a table of its own, decision 53) in one of four ways: as it is
 *   (LIKE '%word%', trigram and CJK indexes); by its stem in English, Russian or Spanish ("necklaces", «наушниками»:
 *   `product_search.search_vector`); as a misspelling of a word there (trigram word similarity: "hedphones"); or as a
 *   word of the product's store name ("brightway"). A search with words finds the matching search rows through their
 *   indexes, then those products by primary key (joined to their search rows for the ranking); a listing without
 *   words reads `products` alone;
 * - matches rank by where the words were found (name phrase, name words, search words only), then by how closely
 *   (as typed, by stem, misspelt or store), then by sales. The labelled set of tests/api/fixtures/search-relevance.ts
 *   measures what that finds;
 * - category filters expand a category of any level to its third-level descendants;
 * - the orders (shop order, price, sales + virtual sales, newest) each have a matching partial btree index.
 */
import Decimal from 'decimal.js'
import { type SQL, type SQLWrapper, and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { SEARCH_KEYWORD_MAX_LENGTH } from '~/contract'
import type { DbOrTx } from '../db/client'
import { intArray } from '../db/prepared'
import { products, productSearch } from '../db/schema'
import { badRequest } from '../http/envelope'
import { offsetOf } from '../http/page'
import {
  afterQuery,
  cappedPageOf,
  readCursor,
  readSeekPage,
  type SeekKey,
  seekColumns,
  seekOrder,
  withoutSeek,
} from '../http/seek'
import { searchKeyword } from '../http/text'
import { pageQuery } from '../http/validate'
import { leafCategoryIds } from './categories'
import type { Locale } from '../../i18n/locales'
import { localizedCardColumns, toProductCard } from './service'
import type { Abs } from '../kit/urls'

const idQuery = (what: 'category' | 'merchant') =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, what === 'category' ? /*i18n*/ 'must be a category id' : /*i18n*/ 'must be a merchant id'),
    v.transform(Number),
  )
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
  // Extension (docs/api.md): the `next` of the previous page, to seek instead of skipping rows.
  after: v.optional(afterQuery),
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

/**
 * The products whose search rows match every condition, as `products.id = any(array(…))`: the search rows are read
 * first, through their own indexes, and the products by primary key. As a plain join condition, a word that matches
 * many products lets the planner hash-join or walk every product in name order instead (a sequential scan).
 */
export const matchingProducts = (conditions: SQL[]) =>
  sql`${products.id} = any(array(select ${productSearch.productId} from ${productSearch} where ${and(...conditions)}))`

/** `%`, `_` and the escape character itself are literals in user input. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** The kept search text (lower-cased, without accents) and its stems, each indexed (schema/catalog.ts). */
const searchText = productSearch.searchText
const searchVector = productSearch.searchVector
/** Its CJK characters; must stay identical to the expression of `product_search_text_cjk_idx`. */
const cjkText = sql`shop_cjk_chars(${searchText})`
const totalSales = sql`(${products.sales} + ${products.ficti})`

/**
 * A price's band as the search rows keep it (`shop_price_band`, migration 0050): a lower band's prices are all below a
 * higher band's (decision 106).
 */
const priceBandOf = (price: string) => sql`shop_price_band(${price}::numeric)`

/** The same character ranges as the SQL function `shop_cjk_chars` (migration 0004). */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu
export const cjkChars = (word: string) => [...new Set(word.match(CJK) ?? [])]

/** A word of letters only (any script but CJK): it has stems, and a misspelling of it can be recognised. */
const LETTERS = /^[\p{L}\p{M}]+$/u
/** Shorter words are not read as misspellings: "cap" would find "car", "map" and "cup". */
const FUZZY_MIN_LENGTH = 4

/** A keyword word as the database reads it (`searchWords`). */
export interface SearchWord {
  /** Lower-cased, without accents (shop_unaccent): the form compared with the search text. */
  text: string
  /** Its stems in the three stemmed languages as a tsquery ('headphon' | 'наушник'), or null when it has none. */
  stems: string | null
  /** A stop word in every stemmed language ("for", «для», "de"): left out when other words remain. */
  stop: boolean
  /**
   * Not in the catalogue as typed nor by its stem, but a misspelling of a word there ("hedphones"): it then matches
   * the words it is similar to (trigram word similarity of at least 0.5, the session's `<%` threshold: db/client.ts).
   */
  misspelt: boolean
  /** Found nowhere, in no way: left out when other words remain ("robot vaccum" lists robots). */
  unknown: boolean
  /** The stores with a word of their name that starts with the word, or that it is a misspelling of. */
  merchantIds: number[]
}

/**
 * Reads the keyword's words once in the database, which alone knows its unaccent rules and stemmers: one round trip,
 * after which the search is built from plain values (so the planner sees constants and picks the indexes). Whether a
 * word is in the catalogue is an indexed lookup, so a misspelling is only looked for when the word is not. The stems
 * are looked up first (one entry of the stems' index); the substring only when they find nothing, as its trigrams'
 * lists grow with the catalogue (a common word's are a good part of it at 1,000,000 products). `offset 0` keeps
 * `found` one evaluation, read twice: inlined, PostgreSQL ran its lookups once for each use.
 * The lookups take the word from the outer row, so the planner cannot weigh them: it read each as a sequential scan of
 * `product_search` up to its first match, which a word's matches (a product kind, stored together) can be 100,000
 * pages away from, and which starts wherever the last scan of the table left off (synchronized scans), so the same
 * query cost 12 or 20,000 buffers from one run to the next, and an unknown word's misspelling test read the whole
 * table. Sequential and plain index scans are off for this statement alone (`set local`, in a transaction of its own;
 * with index scans on, it walked the primary key to the first match instead): each lookup is a bitmap scan of the
 * word's entries in its index (decision 111).
 */
export async function searchWords(db: DbOrTx, words: string[]): Promise<SearchWord[]> {
  if (words.length === 0) return []
  const letters = words.map((word) => LETTERS.test(word) && cjkChars(word).length === 0)
  const list = sql`array[${sql.join(
    words.map((w) => sql`${w}::text`),
    sql`, `,
  )}]`
  const lettersList = sql`array[${sql.join(
    letters.map((l) => sql`${l}::boolean`),
    sql`, `,
  )}]`
  type Row = {
    text: string
    stems: string | null
    nodes: number
    found: boolean
    misspelt: boolean
    merchant_ids: number[] | null
  }
  const query = sql`
    select w.text, nullif(q.q::text, '') as stems, numnode(q.q) as nodes, f.found,
      (not f.found and s.merchant_ids is null and length(w.text) >= ${FUZZY_MIN_LENGTH}
        and exists (select 1 from product_search s join products p on p.id = s.product_id
          where p.is_show and w.text <% s.search_text)) as misspelt,
      s.merchant_ids
    from unnest(${list}, ${lettersList}) with ordinality as given(word, letters, n)
    cross join lateral (select shop_unaccent(given.word) as text) w
    cross join lateral (select plainto_tsquery('english', w.text) || plainto_tsquery('russian', w.text) || plainto_tsquery('spanish', w.text) as q) q
    cross join lateral (select not given.letters or exists (
      select 1 from product_search s join products p on p.id = s.product_id where p.is_show and s.search_vector @@ q.q
    ) or exists (
      select 1 from product_search s join products p on p.id = s.product_id where p.is_show
        and s.search_text like '%' || replace(replace(replace(w.text, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    ) as found offset 0) f
    cross join lateral (select array_agg(m.id order by m.id) as merchant_ids from merchants m
      where m.is_show and length(w.text) >= 3
        and (strpos(' ' || shop_unaccent(lower(m.name)), ' ' || w.text) > 0
          or (length(w.text) >= ${FUZZY_MIN_LENGTH} and w.text <% shop_unaccent(lower(m.name))))) s
    order by given.n`
  const { rows } = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    await tx.execute(sql`set local enable_indexscan = off`)
    return tx.execute(query)
  })) as unknown as { rows: Row[] }
  return rows.map((row, n) => {
    const merchantIds = row.merchant_ids ?? []
    if (!letters[n]) return { text: row.text, stems: null, stop: false, misspelt: false, unknown: false, merchantIds }
    const stop = Number(row.nodes) === 0
    const misspelt = !row.found && row.misspelt
    return {
      text: row.text,
      stems: row.stems,
      stop,
      misspelt,
      unknown: !stop && !row.found && !misspelt && merchantIds.length === 0,
      merchantIds,
    }
  })
}

/** The text of a word may be found as it is (every script, CJK too: served by the trigram and CJK indexes). */
export function substringMatch(word: SearchWord): SQL {
  const like = sql`${searchText} like ${`%${escapeLike(word.text)}%`}`
  // CJK words (often 1–2 characters: no trigram to look up) narrow by their characters first.
  const cjk = cjkChars(word.text)
  if (cjk.length === 0) return like
  return sql`(${cjkText} @> array[${sql.join(
    cjk.map((ch) => sql`${ch}`),
    sql`, `,
  )}]::text[] and ${like})`
}

/**
 * What a word may match: its text anywhere in the search text; a word with the same stem (plurals, cases:
 * "necklaces", «наушниками»); when it is a misspelling, the words it is similar to ("hedphones"); or a word of the
 * name of the product's store ("brightway").
 */
function wordMatch(word: SearchWord): SQL {
  const ways = [substringMatch(word)]
  if (word.stems !== null) ways.push(sql`${searchVector} @@ ${word.stems}::tsquery`)
  if (word.misspelt) ways.push(sql`${word.text} <% ${searchText}`)
  // The product's shop as kept beside its search text: every way of the word is then read from one table's indexes.
  if (word.merchantIds.length > 0) ways.push(inArray(productSearch.merId, word.merchantIds))
  return ways.length === 1 ? ways[0] : sql`(${sql.join(ways, sql` or `)})`
}

/**
 * The words as they must match within the shop asked for (`merId`), if any: a word that names that shop matches every
 * product of it, so it filters nothing there and is left out; a word that names only other shops keeps its other ways.
 * Either way the matches are the same, but the shop's condition alone then reaches the search rows: with the store's
 * way in the word's condition, PostgreSQL read every product of the shop to test the word (50,000 rows for a word
 * naming another shop). The relevance still counts a store's name (`relevance` takes the words as they were).
 */
function withinShop(words: SearchWord[], merId: number | undefined): SearchWord[] {
  if (merId === undefined) return words
  return words.flatMap((word) => {
    if (word.merchantIds.length === 0) return [word]
    if (word.merchantIds.includes(merId)) return []
    return [{ ...word, merchantIds: [] }]
  })
}

/** The words that must match: stop words and unknown words only count when nothing else was asked. */
function requiredWords(words: SearchWord[]): SearchWord[] {
  const meant = words.filter((w) => !w.stop && !w.unknown)
  if (meant.length > 0) return meant
  return words.some((w) => w.unknown) ? words.filter((w) => w.unknown) : words
}

/**
 * Relevance of a match, highest first: 2 when the name holds the whole phrase, 1 when the name holds every word,
 * 0 otherwise; then how close the words are: 2 a word found as it is, 1 a word found by its stem or in the store's
 * name, a misspelling its similarity (below 1). Ties go to best sellers.
 * Cheap LIKEs on the short name: pg_trgm's similarity() costs ~15 µs a row on PGlite, too much for broad words. Every
 * input is a column of the search row (the name as kept there, lower-cased and without accents), so the ranking reads
 * no product row.
 */
function relevance(words: SearchWord[]): { tier: SQL; closeness: SQL } {
  const name = productSearch.nameText
  const has = (text: string) => sql`${name} like ${`%${escapeLike(text)}%`}`
  const texts = words.map((w) => w.text)
  const tier =
    texts.length === 1
      ? sql`(case when ${has(texts[0])} then 2 else 0 end)`
      : sql`(case when ${has(texts.join(' '))} then 2 when ${sql.join(texts.map(has), sql` and `)} then 1 else 0 end)`
  const closeness = words.map((w) => {
    const exact = sql`${searchText} like ${`%${escapeLike(w.text)}%`}`
    // The store's name counts like a stem; a misspelling ranks the words most like it first (on the matches only).
    const store = w.merchantIds.length > 0 ? sql`when ${inArray(productSearch.merId, w.merchantIds)} then 1 ` : sql``
    const otherwise = w.misspelt ? sql`word_similarity(${w.text}, ${searchText})` : sql`0`
    return w.stems === null
      ? sql`(case when ${exact} then 2 ${store}else ${otherwise} end)`
      : sql`(case when ${exact} then 2 when ${searchVector} @@ ${w.stems}::tsquery then 1 ${store}else ${otherwise} end)`
  })
  // float8: the value a seek cursor carries back must compare equal to the one the order used.
  return { tier, closeness: sql`((${sql.join(closeness, sql` + `)})::float8)` }
}

/**
 * The products that can be on a page of a listing of several leaf categories: the first `reach` rows under `filter` of
 * each leaf in the order of `keys` (the leaf's own index: products_category_*_idx), then the first `reach` of those.
 * The listing's rows up to `reach` are all among them, so the page is the same as over the whole listing; without
 * it, PostgreSQL either reads every product of a root category (a hundred thousand at 1,000,000) to sort them, or
 * walks the whole catalogue's order index and reads each row to test its category. `filter` and `keys` name
 * `products`, which the lateral subquery's own `from products` stands for inside it.
 */
function firstOfEachLeaf(leaves: number[], filter: SQL | undefined, keys: SeekKey[], reach: number): SQL {
  const columns = sql.join(
    keys.map((key, n) => sql`${key.expr} as ${sql.raw(`k${n}`)}`),
    sql`, `,
  )
  const order = sql.join(
    keys.map((key, n) => sql`${sql.raw(`first.k${n}`)} ${sql.raw(key.dir)}`),
    sql`, `,
  )
  return sql`${products.id} = any(array(
    select first.id from unnest(${intArray(leaves)}) as leaf(id) cross join lateral (
      select ${products.id} as id, ${columns} from ${products}
      where ${products.categoryId} = leaf.id and ${filter ?? sql`true`}
      order by ${sql.join(seekOrder(keys), sql`, `)} limit ${reach}
    ) first
    order by ${order} limit ${reach}))`
}

/**
 * The order a listing is asked for, over that listing's own columns: price or sales either way, or newest, each tied
 * by id in the same direction; else the listing's own order (`otherwise`). The words' matches and the plain listing
 * sort the same ways (their seek cursors name the same `sort`).
 */
function listingOrder(
  input: ProductSearchInput,
  columns: { price: SQL; sales: SQL; created: SQL; id: SQL },
  otherwise: { sort: string; keys: SeekKey[] },
): { sort: string; keys: SeekKey[] } {
  const { id } = columns
  if (input.priceOrder) {
    const dir = input.priceOrder
    return {
      sort: `price-${dir}`,
      keys: [
        { expr: columns.price, dir, type: 'numeric' },
        { expr: id, dir, type: 'int' },
      ],
    }
  }
  if (input.salesOrder) {
    const dir = input.salesOrder
    return {
      sort: `sales-${dir}`,
      keys: [
        { expr: columns.sales, dir, type: 'int' },
        { expr: id, dir, type: 'int' },
      ],
    }
  }
  if (input.newOrder)
    return {
      sort: 'new',
      keys: [
        { expr: columns.created, dir: 'desc', type: 'timestamptz' },
        { expr: id, dir: 'desc', type: 'int' },
      ],
    }
  return otherwise
}

export async function searchProducts(db: DbOrTx, abs: Abs, locale: Locale, input: ProductSearchInput) {
  if (input.minPrice !== undefined && input.maxPrice !== undefined && new Decimal(input.minPrice).gt(input.maxPrice)) {
    throw badRequest(/*i18n*/ 'The minimum price must not be greater than the maximum price')
  }
  const { page, limit } = input
  // The leaf categories asked for (both `cid` and `pid`: those under both).
  let leaves: number[] | undefined
  for (const id of [input.cid, input.pid]) {
    if (id === undefined) continue
    const under = await leafCategoryIds(db, id)
    leaves = leaves === undefined ? under : leaves.filter((leaf) => under.includes(leaf))
    if (leaves.length === 0) return cappedPageOf([], 0, page, limit, null)
  }
  const words = requiredWords(await searchWords(db, keywordWords(input.keyword)))
  if (words.length > 0) return searchMatches(db, abs, locale, input, words, leaves)

  // Without words, the sort indexes give the first page directly (and a seek page starts in them where the previous
  // one ended).
  const conditions: SQL[] = [sql`${products.isShow}`]
  if (leaves !== undefined) {
    conditions.push(
      leaves.length === 1 ? sql`${products.categoryId} = ${leaves[0]}` : inArray(products.categoryId, leaves),
    )
  }
  if (input.merId !== undefined) conditions.push(sql`${products.merId} = ${input.merId}`)
  if (input.minPrice !== undefined) conditions.push(sql`${products.price} >= ${input.minPrice}::numeric`)
  if (input.maxPrice !== undefined) conditions.push(sql`${products.price} <= ${input.maxPrice}::numeric`)
  const where = and(...conditions)
  const id = sql`${products.id}`
  const { sort, keys } = listingOrder(
    input,
    { price: sql`${products.price}`, sales: totalSales, created: sql`${products.createdAt}`, id },
    {
      sort: 'shop',
      keys: [
        { expr: sql`${products.isBest}`, dir: 'desc', type: 'boolean' },
        { expr: sql`${products.sort}`, dir: 'desc', type: 'int' },
        { expr: id, dir: 'asc', type: 'int' },
      ],
    },
  )
  // A listing of several leaf categories: each leaf's first rows in the order, from its own index.
  const reach = input.after === undefined ? offsetOf(page, limit) + limit : limit
  const perLeaf = leaves !== undefined && leaves.length > 1 ? leaves : undefined
  // `after` (extension): the page after the given row; otherwise CRMEB's page number. The page's ids are found first
  // (keys only), then its cards read for those rows alone: a deep page by number skips its offset's index entries
  // instead of building (and translating) a card for each skipped row (decision 89).
  return readSeekPage(
    db,
    {
      sort,
      keys,
      where,
      keysFirst: {
        select: (filter) =>
          db
            .select({ id: products.id })
            .from(products)
            .where(perLeaf ? and(filter, firstOfEachLeaf(perLeaf, filter, keys, reach)) : filter),
        in: (pageIds) => sql`${products.id} = any(array(${pageIds}))`,
      },
    },
    input,
    (filter) =>
      db
        .select({ ...localizedCardColumns(locale), seek: seekColumns(keys) })
        .from(products)
        .where(filter),
    db
      .select({ one: sql`1` })
      .from(products)
      .where(where),
    (rows) => rows.map((row) => toProductCard(abs)(withoutSeek(row))),
  )
}

/**
 * How many entries of `product_search_sales_idx` the walks read before the matches are sorted whole instead
 * (decisions 89 and 100). The oracle tests shorten them, so that a small catalogue reaches their ends.
 * - `topTier`: a keyword's top tier is looked for in at least this many: a word whose names fill the page within them
 *   is answered from the index alone; a rarer one is ranked whole.
 * - `perRow`: and as many for each row up to the end of the page asked for, at most `max`: a deep page by number
 *   («Water» page 14: its 280th name is the 8,373rd entry) is then found in the walk (about 0.25 buffers an entry,
 *   read from the index alone), not by ranking every match (200,000 buffers). A price range walks as far as `max`.
 * - `bestSellers`: a keyword sorted by sales looks for its page among at least this many best sellers.
 */
export const searchWalks = { topTier: 5_000, perRow: 40, max: 40_000, bestSellers: 10_000 }

/**
 * The page's ids from the keyword's top tier, when they are there (decision 89): `otherwise` (the page's ids from every
 * match ranked) is only read when they are not. A match of the top tier holds the whole phrase in its name (tier 2),
 * so each word as typed (the highest closeness), and ranks by sales and id among its tier: the walk of
 * `product_search_sales_idx` in that order meets them in page order, reading the names from the index. When `reach`
 * (the end of the page) of them are within its first entries (`searchWalks`), they are the listing's first
 * `reach` rows, whatever the other matches are; else the matches are ranked as before. With a price range
 * (`inPriceRange`), the top tier is its names with a price in the range, tested as the walk meets them. Undefined
 * when the listing is not by relevance, or seeks from a row below the top tier.
 */
function topTierFirst(
  words: SearchWord[],
  input: ProductSearchInput,
  keys: SeekKey[],
  inPriceRange: ((id: SQL) => SQL) | undefined,
): ((otherwise: SQL) => SQL) | undefined {
  const { limit } = input
  const filters: SQL[] = [sql`${productSearch.isShow}`]
  let skip = offsetOf(input.page, limit)
  if (input.after !== undefined) {
    const [tier, closeness, sales, id] = readCursor(input.after, 'relevance', keys)
    if (Number(tier) !== 2 || Number(closeness) !== 2 * words.length) return undefined
    // Sales descending, then id ascending: the bound on sales alone is the walk's start in the index.
    filters.push(
      sql`${productSearch.totalSales} <= ${sales}::int`,
      sql`(${productSearch.totalSales} < ${sales}::int or ${productSearch.productId} > ${id}::int)`,
    )
    skip = 0
  }
  const reach = skip + limit
  // With a price range, as far as `max`: only the names that hold the phrase are priced, and the walk stops at the
  // page's end (a range leaves one name in twenty of «Classic» 50–550).
  const { topTier, perRow, max } = searchWalks
  const walked = inPriceRange ? max : Math.min(max, Math.max(topTier, reach * perRow))
  const text = words.map((w) => w.text).join(' ')
  const phrase = `%${escapeLike(text)}%`
  // With a price range, a name that holds the phrase is of the listing's top tier when its price is in the range:
  // read for those names only, from products_id_price_idx (decision 100).
  const held = sql`walk.name like ${phrase}`
  const first = sql`array(select walk.id from (
      select ${productSearch.productId} as id, ${productSearch.totalSales} as sales, ${productSearch.nameText} as name
      from ${productSearch} where ${and(...filters)}
      order by ${productSearch.totalSales} desc nulls last, ${productSearch.productId} limit ${walked}
    ) walk where ${inPriceRange ? sql`${held} and ${inPriceRange(sql`walk.id`)}` : held}
    order by walk.sales desc nulls last, walk.id limit ${reach})`
  // Whether any name holds the phrase, from the names' trigram index (decision 92): a word found only in the other
  // languages' search words then skips the walk. Only a phrase with a trigram (a run of 3 letters or digits) asks it:
  // for a shorter one (1–2 CJK characters) the index would be read whole.
  const walk = TRIGRAM.test(text)
    ? sql`case when exists (select 1 from ${productSearch} where ${productSearch.isShow} and ${productSearch.nameText} like ${phrase}) then ${first} end`
    : first
  // `nulls last` as the index has it (else PostgreSQL sorts the whole index).
  return walkedOr(walk, skip, reach)
}

/**
 * The page (rows `skip + 1` to `reach`) of `found`, the listing's first rows a walk found, when it found `reach` of
 * them; else `otherwise`, an InitPlan PostgreSQL then runs only if the CASE reaches it. `offset 0`: one evaluation of
 * the walk, read twice (inlined, it ran once per use).
 */
const walkedOr =
  (found: SQL, skip: number, reach: number) =>
  (otherwise: SQL): SQL =>
    sql`(select case when cardinality(walked.ids) = ${reach}::int then walked.ids[${skip + 1}::int:${reach}::int] else ${otherwise} end
      from (select ${found} as ids offset 0) walked)::int[]`

/**
 * The page's ids of a keyword sorted by sales, best first, from the best sellers' search rows when they hold them
 * (decision 100); `otherwise` (every match sorted) only when they do not. `floor` is the sales of the walk's last
 * entry (its first `walked` entries of `product_search_sales_idx`, read from the index alone): every match that sold
 * at least as much is among those entries or ties the last one, and each of them is tested (word, price range) from
 * its search row. When `reach` of them match, they are the listing's first `reach` rows (sales, then id, both
 * descending), whatever the matches that sold less are. A catalogue smaller than the walk has no floor: the test then
 * covers every row. Undefined when the listing is not by sales descending.
 */
function bestSellersFirst(
  conditions: SQL[],
  input: ProductSearchInput,
  keys: SeekKey[],
  inPriceRange: ((id: SQL) => SQL) | undefined,
): ((otherwise: SQL) => SQL) | undefined {
  if (input.salesOrder !== 'desc') return undefined
  const { limit } = input
  const sales = productSearch.totalSales
  let skip = offsetOf(input.page, limit)
  const start: SQL[] = []
  const after: SQL[] = []
  if (input.after !== undefined) {
    const [sold, id] = readCursor(input.after, 'sales-desc', keys)
    start.push(sql`${sales} <= ${sold}::int`)
    after.push(sql`(${sales} < ${sold}::int or ${productSearch.productId} < ${id}::int)`)
    skip = 0
  }
  const reach = skip + limit
  const { bestSellers, perRow, max } = searchWalks
  const walked = Math.min(max, Math.max(bestSellers, reach * perRow))
  const floor = sql`coalesce((select ${sales} from ${productSearch} where ${and(sql`${productSearch.isShow}`, ...start)}
    order by ${sales} desc nulls last, ${productSearch.productId} offset ${walked - 1} limit 1), -2147483648)`
  const found = sql`array(select ${productSearch.productId} from ${productSearch}
    where ${and(...conditions, ...start, ...after, sql`${sales} >= ${floor}`, inPriceRange?.(sql`${productSearch.productId}`))}
    order by ${sales} desc nulls last, ${productSearch.productId} desc limit ${reach})`
  return walkedOr(found, skip, reach)
}

/** A text pg_trgm reads trigrams from in a LIKE pattern: some run of three letters or digits. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u

/**
 * A search with words (decision 67). Its matches are read once, in one statement, from the search rows alone: every
 * way a word matches is a condition on their indexes (`wordMatch`), and visibility, category, shop, the ranking's
 * inputs, sales and creation time are columns of the same rows (migration 0043). The matches are a CTE the statement
 * reads twice, so PostgreSQL builds it once: the page's ids are its first rows in the order (a top-N sort of the
 * matches, however many), and the capped count counts the same rows; the page's rows are then read by primary key.
 * Every plan is a scan of `product_search` and a primary key lookup of at most a page of products, whatever the
 * planner expects a word to match: a join of the matches to `products` (the way before) could become a nested loop
 * over the match list when a word was expected to match one row. The price, which the search rows do not keep (the
 * price feed would rewrite them: decision 53), is read by primary key when the price sorts or filters, and only for
 * the matches whose price band (which they keep: decision 106) leaves it in question.
 * A listing by relevance first looks for its page in the word's top tier (`topTierFirst`): then the matches are only
 * read as far as the capped count goes.
 */
async function searchMatches(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  input: ProductSearchInput,
  words: SearchWord[],
  leaves: number[] | undefined,
) {
  const conditions: SQL[] = [sql`${productSearch.isShow}`, ...withinShop(words, input.merId).map(wordMatch)]
  if (leaves !== undefined) {
    conditions.push(
      leaves.length === 1 ? sql`${productSearch.categoryId} = ${leaves[0]}` : inArray(productSearch.categoryId, leaves),
    )
  }
  if (input.merId !== undefined) conditions.push(sql`${productSearch.merId} = ${input.merId}`)
  // A price range keeps the matches of its bands (decision 106): a product of another band is out of the range, so
  // its price is never looked up.
  const band = productSearch.priceBand
  if (input.minPrice !== undefined) conditions.push(sql`${band} >= ${priceBandOf(input.minPrice)}`)
  if (input.maxPrice !== undefined) conditions.push(sql`${band} <= ${priceBandOf(input.maxPrice)}`)
  const byRelevance = !input.priceOrder && !input.salesOrder && !input.newOrder
  const byPrice = input.priceOrder !== undefined || input.minPrice !== undefined || input.maxPrice !== undefined
  const { tier, closeness } = byRelevance ? relevance(words) : { tier: sql`0`, closeness: sql`0::float8` }
  const priceOf = (id: SQL | SQLWrapper) => sql`(select priced.price from ${products} priced where priced.id = ${id})`
  // The ranking's columns of the search rows under `where`: every match (the CTE), or the page's rows.
  const matchRows = (where: SQL | undefined, withPrice: boolean) =>
    db
      .select({
        id: productSearch.productId,
        tier: sql<number>`${tier}`.as('match_tier'),
        closeness: sql<number>`${closeness}`.as('match_closeness'),
        totalSales: productSearch.totalSales,
        createdAt: productSearch.createdAt,
        priceBand: productSearch.priceBand,
        ...(withPrice ? { price: priceOf(productSearch.productId).as('match_price') } : {}),
      })
      .from(productSearch)
      .where(where)
  // A price range in another order than price reads the prices of the matches in that order, and only until the page
  // and the capped count are found (decision 92); sorted by price, the prices of the matches of the page's bands
  // (`byBands`). The matches themselves keep no price: their bands stand for it until then (decision 106).
  const lazyPrice = byPrice && input.priceOrder === undefined
  const matches = db.$with('matches').as(matchRows(and(...conditions), false))
  // The keys and filters name the rows `ranked`: the matches when the page's ids are chosen and counted
  // (`from matches as ranked`), the page's own rows when they are read.
  const ranked = sql.identifier('ranked')
  const column = (name: string) => sql`${ranked}.${sql.identifier(name)}`
  const fromMatches = sql`${sql.identifier('matches')} as ${ranked}`
  // A match of a band strictly inside the range is in it: only the prices of the bounds' own bands are looked up
  // (`or` is evaluated in order).
  const rowBand = column('price_band')
  const priceRange: SQL[] = []
  if (input.minPrice !== undefined)
    priceRange.push(
      sql`(${rowBand} > ${priceBandOf(input.minPrice)} or ${column('match_price')} >= ${input.minPrice}::numeric)`,
    )
  if (input.maxPrice !== undefined)
    priceRange.push(
      sql`(${rowBand} < ${priceBandOf(input.maxPrice)} or ${column('match_price')} <= ${input.maxPrice}::numeric)`,
    )
  const where = priceRange.length > 0 ? and(...priceRange) : undefined
  /**
   * Whether the product `productId`'s price is in the range asked for (a bound is given): one lookup, a subplan per
   * row (an `exists` could be planned as a join of every product in the range).
   */
  const inPriceRange = (productId: SQL) => {
    const bounds: SQL[] = []
    if (input.minPrice !== undefined) bounds.push(sql`priced.price >= ${input.minPrice}::numeric`)
    if (input.maxPrice !== undefined) bounds.push(sql`priced.price <= ${input.maxPrice}::numeric`)
    return sql`coalesce((select true from ${products} priced where priced.id = ${productId} and ${sql.join(bounds, sql` and `)}), false)`
  }
  // The matches with their price read row by row as the filter asks for it, in `order` when given: sorted first (the
  // `offset 0` keeps the price filter out of the sorted subquery), PostgreSQL filters them in page order and stops
  // at the page's end, or at the capped count's (unsorted).
  const pricedLazily = (order?: SQL[], from: SQL = fromMatches) => {
    const rows = order ? sql`(select * from ${from} order by ${sql.join(order, sql`, `)} offset 0) as ${ranked}` : from
    return sql`(select ${ranked}.*, ${priceOf(column('product_id'))} as match_price from ${rows}) as ${ranked}`
  }
  /**
   * Sorted by price, the matches that can be on the page, with their prices (decision 106): a match of a band before
   * the band of the page's last row by band (the `reach`-th in the range, past the cursor's band on a seek page) is
   * cheaper than every match of a later band, so the matches of the bands up to it hold the listing's first `reach`
   * rows (past the cursor), whatever the later bands hold. Only their prices are looked up. On a seek page, the
   * bands before the cursor's are left out (every match there is before it), and the cursor's own band is read whole.
   */
  const byBands = (dir: 'asc' | 'desc') => {
    const [later, upTo, before, open] =
      dir === 'asc' ? ['>', '<=', '<', 2_147_483_647] : ['<', '>=', '>', -2_147_483_648]
    let reach = offsetOf(input.page, input.limit) + input.limit
    const cursor: SQL[] = []
    const beyond: SQL[] = []
    if (input.after !== undefined) {
      const [price] = readCursor(input.after, `price-${dir}`, keys)
      const cursorBand = priceBandOf(price)
      cursor.push(sql`not (${rowBand} ${sql.raw(before)} ${cursorBand})`)
      beyond.push(sql`${rowBand} ${sql.raw(later)} ${cursorBand}`)
      reach = input.limit
    }
    const inRange = (rows: SQL[]) => (rows.length > 0 || where ? and(...rows, where) : sql`true`)
    const lastBand = sql`(select ${rowBand} from ${pricedLazily()} where ${inRange(beyond)}
      order by ${rowBand} ${sql.raw(dir)} offset ${reach - 1} limit 1)`
    // Fewer than `reach` matches: every band (an InitPlan, run once).
    const inBands = sql`${rowBand} ${sql.raw(upTo)} coalesce(${lastBand}, ${open}::int)`
    return sql`(select * from ${fromMatches} where ${and(...cursor, inBands)}) as ${ranked}`
  }

  const id = column('product_id')
  const { sort, keys } = listingOrder(
    input,
    { price: column('match_price'), sales: column('total_sales'), created: column('created_at'), id },
    {
      sort: 'relevance',
      keys: [
        { expr: column('match_tier'), dir: 'desc', type: 'int' },
        { expr: column('match_closeness'), dir: 'desc', type: 'float8' },
        { expr: column('total_sales'), dir: 'desc', type: 'int' },
        { expr: id, dir: 'asc', type: 'int' },
      ],
    },
  )
  // Not within a category or a shop: a word's top tier is too thin there to fill a page within the walk, which then
  // only adds its entries to the ranking (decision 89).
  // Not within a category or a shop either: a word's matches there are too few to fill a page within the walk.
  const overall = leaves === undefined && input.merId === undefined
  const ranged = priceRange.length > 0 ? inPriceRange : undefined
  const first = !overall
    ? undefined
    : byRelevance
      ? topTierFirst(words, input, keys, ranged)
      : bestSellersFirst(conditions, input, keys, ranged)
  return readSeekPage(
    db,
    {
      sort,
      keys,
      where,
      countInPage: true,
      keysFirst: {
        select: (filter) =>
          db
            .select({ id })
            .from(
              input.priceOrder
                ? pricedLazily(undefined, byBands(input.priceOrder))
                : lazyPrice
                  ? pricedLazily(seekOrder(keys))
                  : fromMatches,
            )
            .where(filter),
        // The page's rows are read from the search rows by primary key (an array: one evaluation), never by a join
        // of every match to `products`: a word PostgreSQL expects to match one row otherwise joined every match to
        // products (decision 81).
        in: (pageIds) => {
          const ranking = sql`array(${pageIds})`
          return sql`${productSearch.productId} = any(${first ? first(ranking) : ranking})`
        },
      },
      // A page past the last match still answers its count: the page's rows are left-joined to one row (decision 81).
      emptyAnswers: true,
    },
    input,
    (filter, counted) =>
      db
        .with(matches)
        .select({ ...localizedCardColumns(locale), seek: seekColumns(keys), counted })
        .from(sql`(select) as ${sql.identifier('answer')}`)
        .leftJoin(sql`(${matchRows(filter, byPrice)}) as ${ranked}`, sql`true`)
        .leftJoin(products, eq(products.id, id)),
    db
      .select({ one: sql`1` })
      .from(where ? pricedLazily() : fromMatches)
      .where(where),
    // The rows kept are the page's (`emptyAnswers`): the left joins' nulls are only in the row a page without rows
    // answers, which `readSeekPage` leaves out.
    (rows) => rows.map(({ counted: _counted, ...row }) => toProductCard(abs)(withoutSeek(row) as PageRow<typeof row>)),
  )
}

/** A row of a page read with `emptyAnswers`: none of its columns is null. */
type PageRow<T> = { [K in Exclude<keyof T, 'seek'>]: NonNullable<T[K]> }
