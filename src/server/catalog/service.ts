/** Catalogue reads: the category tree, featured categories, hot keywords and product cards. */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import type { CategoryNode, ProductCard } from '~/contract'
import { adCategories, categories, hotKeywords, products } from '../db/schema'
import { type Paging, readPage } from '../http/page'
import type { Locale } from '../../i18n/locales'
import { localeChain, localizedSql } from '../i18n/localized'
import type { Abs } from '../kit/urls'

/** K1's node as built here: `childList` is always present (empty for a leaf). */
type TreeNode = CategoryNode & { childList: TreeNode[] }

export async function categoryTree(db: DbOrTx, abs: Abs, locale: Locale): Promise<TreeNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      pid: categories.pid,
      name: localizedSql(categories.i18n, 'name', categories.name, locale),
      icon: categories.icon,
      level: categories.level,
    })
    .from(categories)
    .where(eq(categories.isShow, true))
    .orderBy(desc(categories.sort), asc(categories.id))
  const byId = new Map<number, TreeNode>()
  for (const row of rows) {
    byId.set(row.id, { id: row.id, pid: row.pid, name: row.name, icon: abs(row.icon), level: row.level, childList: [] })
  }
  const roots: TreeNode[] = []
  for (const node of byId.values()) {
    const parent = node.pid ? byId.get(node.pid) : undefined
    if (parent) parent.childList.push(node)
    else if (node.pid === 0) roots.push(node)
  }
  return roots
}

export async function adCategoryList(db: DbOrTx, abs: Abs, locale: Locale) {
  const rows = await db
    .select({
      id: adCategories.id,
      name: localizedSql(adCategories.i18n, 'name', adCategories.name, locale),
      // Each tile is drawn with its caption in every seeded locale (seed/marketing.ts).
      image: localizedSql(adCategories.i18n, 'image', adCategories.image, locale),
      categoryId: adCategories.categoryId,
      level: categories.level,
      pid: categories.pid,
    })
    .from(adCategories)
    .innerJoin(categories, eq(categories.id, adCategories.categoryId))
    .orderBy(desc(adCategories.sort), asc(adCategories.id))
  return rows.map((r) => ({ ...r, image: abs(r.image) }))
}

/** The hot keywords of the request's locale: its own list, else the default locale's, else the base list (null). */
export async function hotKeywordList(db: DbOrTx, locale: Locale) {
  const chain = localeChain(locale)
  const mine =
    chain.length > 0
      ? sql`${hotKeywords.locale} in (${sql.join(
          chain.map((l) => sql`${l}::text`),
          sql`, `,
        )})`
      : sql`false`
  const usable = sql`(${hotKeywords.locale} is null or ${mine})`
  // 1 for the request's locale, 2 for the default locale's, then the base list.
  const rank =
    chain.length > 0
      ? sql<number>`coalesce(array_position(array[${sql.join(
          chain.map((l) => sql`${l}::text`),
          sql`, `,
        )}]::text[], ${hotKeywords.locale}), ${chain.length + 1})`
      : sql<number>`1`
  const best = db
    .select({ rank: sql`min(${rank})` })
    .from(hotKeywords)
    .where(usable)
  return db
    .select({ id: hotKeywords.id, title: hotKeywords.title })
    .from(hotKeywords)
    .where(and(usable, sql`${rank} = (${best})`))
    .orderBy(desc(hotKeywords.sort), asc(hotKeywords.id))
    .limit(20)
}

/** The columns of the contract's ProductCard, shared by every product list (docs/api.md §5.3 (#ref-5-3)). */
export const productCardColumns = {
  id: products.id,
  merId: products.merId,
  image: products.image,
  storeName: products.storeName,
  price: products.price,
  otPrice: products.otPrice,
  sales: products.sales,
  ficti: products.ficti,
  stock: products.stock,
  minBuy: products.minBuy,
} satisfies Record<keyof ProductCard, unknown>

/** The card columns with the product's name in `locale`. */
export const localizedCardColumns = (locale: Locale) => ({
  ...productCardColumns,
  storeName: localizedSql(products.i18n, 'storeName', products.storeName, locale),
})

export type ProductCardRow = { image: string } & Record<string, unknown>
export const toProductCard =
  (abs: Abs) =>
  <T extends ProductCardRow>(row: T): T => ({ ...row, image: abs(row.image) })

/** "You may also like" on the home page: best products first, then by shop sort. */
export async function indexProducts(db: DbOrTx, abs: Abs, locale: Locale, paging: Paging) {
  const where = eq(products.isShow, true)
  return readPage(
    db
      .select(localizedCardColumns(locale))
      .from(products)
      .where(where)
      .orderBy(desc(products.isBest), desc(products.sort), asc(products.id)),
    db.$count(products, where),
    paging,
    (rows) => rows.map(toProductCard(abs)),
  )
}

/** Top sellers by real plus virtual sales. */
export async function leaderboard(db: DbOrTx, abs: Abs, locale: Locale, limit = 20) {
  const rows = await db
    .select(localizedCardColumns(locale))
    .from(products)
    .where(and(eq(products.isShow, true)))
    .orderBy(desc(sql`${products.sales} + ${products.ficti}`), asc(products.id))
    .limit(limit)
  return rows.map(toProductCard(abs))
}
