/** Catalogue reads: the category tree, featured categories, hot keywords and product cards. */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import type { CategoryNode, ProductCard } from '~/contract'
import { adCategories, categories, hotKeywords, products } from '../db/schema'
import { offsetOf, pageOf } from '../http/page'

type Abs = (path: string) => string

/** K1's node as built here: `childList` is always present (empty for a leaf). */
type TreeNode = CategoryNode & { childList: TreeNode[] }

export async function categoryTree(db: DbOrTx, abs: Abs): Promise<TreeNode[]> {
  const rows = await db
    .select()
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

export async function adCategoryList(db: DbOrTx, abs: Abs) {
  const rows = await db
    .select({
      id: adCategories.id,
      name: adCategories.name,
      image: adCategories.image,
      categoryId: adCategories.categoryId,
      level: categories.level,
      pid: categories.pid,
    })
    .from(adCategories)
    .innerJoin(categories, eq(categories.id, adCategories.categoryId))
    .orderBy(desc(adCategories.sort), asc(adCategories.id))
  return rows.map((r) => ({ ...r, image: abs(r.image) }))
}

export async function hotKeywordList(db: DbOrTx) {
  return db
    .select({ id: hotKeywords.id, title: hotKeywords.title })
    .from(hotKeywords)
    .orderBy(desc(hotKeywords.sort), asc(hotKeywords.id))
    .limit(20)
}

/** The columns of the contract's ProductCard, shared by every product list (front-api §5.3). */
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

export type ProductCardRow = { image: string } & Record<string, unknown>
export const toProductCard =
  (abs: Abs) =>
  <T extends ProductCardRow>(row: T): T => ({ ...row, image: abs(row.image) })

/** "You may also like" on the home page: best products first, then by shop sort. */
export async function indexProducts(db: DbOrTx, abs: Abs, page: number, limit: number) {
  const where = eq(products.isShow, true)
  const [list, [{ total }]] = await Promise.all([
    db
      .select(productCardColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.isBest), desc(products.sort), asc(products.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ])
  return pageOf(list.map(toProductCard(abs)), total, page, limit)
}

/** Top sellers by real plus virtual sales. */
export async function leaderboard(db: DbOrTx, abs: Abs, limit = 20) {
  const rows = await db
    .select(productCardColumns)
    .from(products)
    .where(and(eq(products.isShow, true)))
    .orderBy(desc(sql`${products.sales} + ${products.ficti}`), asc(products.id))
    .limit(limit)
  return rows.map(toProductCard(abs))
}
