/** The catalogue: categories, products, their attributes and SKUs, search keywords. */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, i18n, money, ref, timestamptz, tsvector } from './columns.ts'
import { merchants } from './merchants.ts'

/** Product category tree, three levels. Names carry the Chinese name in parentheses, as CRMEB shops do. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: i18n(),
  },
  (t) => [index('categories_pid_idx').on(t.pid)],
)

/** Featured ("ad") category tiles on the home page. */
export const adCategories = pgTable('ad_categories', {
  id: integer('id').primaryKey(),
  categoryId: ref('category_id', () => categories.id),
  name: text('name').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: i18n(),
})

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    merId: ref('mer_id', () => merchants.id),
    /** Third-level category. */
    categoryId: ref('category_id', () => categories.id),
    storeName: text('store_name').notNull(),
    /** Search words: English, Russian and Chinese variants of the name. */
    keyword: text('keyword').notNull().default(''),
    /** Selling points, one per line. */
    storeInfo: text('store_info').notNull().default(''),
    image: text('image').notNull(),
    sliderImage: jsonb('slider_image').$type<string[]>().notNull().default([]),
    /** Merchant HTML description (sanitized when served). */
    content: text('content').notNull().default(''),
    price: money('price').notNull(),
    otPrice: money('ot_price').notNull(),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    ficti: integer('ficti').notNull().default(0),
    unitName: text('unit_name').notNull().default('pc'),
    minBuy: integer('min_buy').notNull().default(1),
    isShow: boolean('is_show').notNull().default(true),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isBest: boolean('is_best').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: i18n(),
  },
  (t) => [
    // Stock never goes below zero: the checkout's conditional decrement is the rule, this backs it up (decision 9).
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    // Every index here gets an entry for each price change (a price is indexed, so the update is never HOT): only the
    // ones a read uses (decision 53). A category's rows are found by products_category_price_idx, whose first column
    // it is; no read orders by `sales` alone or by (is_show, sort, id).
    // A shop's products (any, hidden too: its own lookups) and, walked in order, its visible ones by price (K4 and the
    // store page K8 with a price sort): in place of an index on mer_id alone, so the price feed writes no extra entry.
    index('products_mer_price_idx').on(t.merId, t.price, t.id),
    // A keyword's matches by price (K4, decision 100): each match's price read from this index alone (an index-only
    // scan of 30 MB), not from its product row (1.9 GB at 1,000,000 products: a page read per match).
    index('products_id_price_idx').on(t.id, t.price),
    // Orders of visible products, each usable as a top-N scan: shop order, price, sales + virtual sales, newest.
    index('products_shop_order_idx')
      .on(t.isBest.desc().nullsFirst(), t.sort.desc().nullsFirst(), t.id)
      .where(sql`${t.isShow}`),
    index('products_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.isShow}`),
    index('products_total_sales_idx')
      .on(sql`(${t.sales} + ${t.ficti})`, t.id)
      .where(sql`${t.isShow}`),
    index('products_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isShow}`),
    // A merchant's best sellers (detail "Recommend", shop windows): walk in order instead of sorting the shop.
    index('products_mer_total_sales_idx')
      .on(t.merId, sql`(${t.sales} + ${t.ficti}) desc`, t.id)
      .where(sql`${t.isShow}`),
    // A category's visible products in each order (issue 29): a leaf's first page is its index's first rows, a seek
    // page starts where the last one ended, and a category's capped count is an index-only scan (no row is read to
    // check is_show). A group or root category reads each of its leaves' first rows (product-search.ts).
    index('products_category_shop_order_idx')
      .on(t.categoryId, t.isBest.desc().nullsFirst(), t.sort.desc().nullsFirst(), t.id)
      .where(sql`${t.isShow}`),
    index('products_category_price_idx')
      .on(t.categoryId, t.price, t.id)
      .where(sql`${t.isShow}`),
    index('products_category_total_sales_idx')
      .on(t.categoryId, sql`(${t.sales} + ${t.ficti})`, t.id)
      .where(sql`${t.isShow}`),
    index('products_category_created_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.isShow}`),
  ],
)

/**
 * A product's search text (name and search words, lower-cased, without accents: migration 0030's `shop_search_text`)
 * and its stems in English, Russian and Spanish, one row per product, in a table of its own (decision 53): a price or
 * stock change rewrites the product's row and every index of it, and these GIN indexes are the dearest of them. The
 * database keeps the row (migration 0039's triggers on `products`: written with the product, rewritten when its name,
 * search words or shop change), so no writer does. The search reads it (src/server/catalog/product-search.ts).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's shop, so a word that names a store is matched here too, in one index scan with the others. */
    merId: integer('mer_id').notNull(),
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`shop_search_vector(search_text)`),
    // What a keyword search filters and ranks its matches by, kept beside the text (decision 67), so the ranking reads
    // the matches' search rows alone and never every match's product row: the name as the search text holds it
    // (lower-cased, without accents: the relevance tier), visibility, the leaf category, real plus virtual sales (the
    // tie-break, and the sales sort) and the creation time (the newest sort). The price is not kept: the price feed
    // would write each of its changes here too (decision 53). Its band is (decision 106).
    nameText: text('name_text').notNull(),
    isShow: boolean('is_show').notNull(),
    categoryId: integer('category_id').notNull(),
    totalSales: integer('total_sales').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /**
     * The product's price band, `shop_price_band(price)` (migration 0050): a step of a quarter of a doubling (every
     * match of a lower band is cheaper than every match of a higher one), rewritten only when a price changes band. A
     * keyword sorted by price looks up the exact prices of the matches in its page's bands only (decision 106).
     */
    priceBand: integer('price_band').notNull(),
  },
  (t) => [
    // Product search (K4) over the kept search text: trigrams (pg_trgm, migration 0002) serve LIKE '%word%' in any
    // script and the misspelt word (`<%`, word similarity); the stems serve inflected words; the CJK characters
    // (function from migration 0004) serve 1–2 character CJK words; the shop, a word that names the store.
    // `fastupdate` off on every GIN index here (decision 121): a search row's entries go into the index as it is
    // written, so no scan reads a pending list of the rows the sales folds rewrote since the last vacuum.
    index('product_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('product_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('product_search_text_cjk_idx')
      .using('gin', sql`shop_cjk_chars(${t.searchText})`)
      .with({ fastupdate: false }),
    index('product_search_mer_idx').on(t.merId),
    // A word within a category: PostgreSQL ands the word's bitmaps with the category's, so a common word in a small
    // category reads only that category's matches (decision 67).
    index('product_search_category_idx').on(t.categoryId),
    // The visible search rows in a keyword's order within its top tier (sales, then id), with the name the tier reads:
    // a broad word's first page is the first names of this walk that hold the word, read from the index alone,
    // instead of every match ranked (decision 89).
    index('product_search_sales_idx')
      .on(t.totalSales.desc(), t.productId, t.nameText)
      .where(sql`${t.isShow}`),
    // Whether any visible name holds a keyword's phrase, before the walk above looks for it (decision 92): a word
    // found only in the other languages' search words (ru, es, zh) never fills a page there.
    index('product_search_name_trgm_idx')
      .using('gin', sql`${t.nameText} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.isShow}`),
  ],
)

/** One selector row per attribute; `attrValues` is comma-separated, as the API sends it. */
export const productAttrs = pgTable(
  'product_attrs',
  {
    id: serial('id').primaryKey(),
    productId: ref('product_id', () => products.id, { onDelete: 'cascade' }),
    attrName: text('attr_name').notNull(),
    attrValues: text('attr_values').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: i18n(),
  },
  (t) => [index('product_attrs_product_idx').on(t.productId)],
)

/** A SKU: one combination of attribute values (`sku` is the values joined with ",", "" without attributes). */
export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    productId: ref('product_id', () => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    price: money('price').notNull(),
    otPrice: money('ot_price').notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    image: text('image').notNull(),
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull().default('0'),
    volume: numeric('volume', { precision: 10, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    check('product_skus_stock_non_negative', sql`${t.stock} >= 0`),
    uniqueIndex('product_skus_product_sku_uq').on(t.productId, t.sku),
  ],
)

/**
 * What a product's `stock` and `sales` still owe (decision 82): the order create, a cancel, a refund and a revived
 * order change the SKUs in their transaction and store the product's share here, one row a product, instead of
 * updating the shared product row; the product-totals sweeper folds the rows into `products` once a second. No
 * foreign key: an insert locks nothing of the product.
 */
export const productTotalDeltas = pgTable('product_total_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: integer('product_id').notNull(),
  stock: integer('stock').notNull(),
  sales: integer('sales').notNull(),
})

export const hotKeywords = pgTable('hot_keywords', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The list a locale shows; null rows are the default locale's list. */
  locale: text('locale'),
})
