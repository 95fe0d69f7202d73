/** Activities: the front page's modules with their first products (AC1), one activity's products (AC2) and its header (P4). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { activities, activityProducts, products } from '../db/schema'
import { notFound } from '../http/envelope'
import { offsetOf, pageOf } from '../http/page'
import type { Locale } from '../../i18n/locales'
import { localizedSql, localizedText } from '../i18n/localized'
import type { Abs } from '../kit/urls'

async function visibleActivity(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.isShow, true)))
  if (!row) throw notFound(/*i18n*/ 'Activity not found')
  return row
}

/** What a shopper sees of a product in an activity: the product, under the activity's own title when it has one. */
function activityProductColumns(locale: Locale) {
  return {
    proId: products.id,
    image: products.image,
    storeName: localizedSql(products.i18n, 'storeName', products.storeName, locale),
    price: products.price,
    otPrice: products.otPrice,
    title: localizedSql(activityProducts.i18n, 'title', activityProducts.title, locale),
  }
}

/** The products of one activity, in the activity's order; products taken off sale are left out. */
export async function activityProductPage(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  id: number,
  page: number,
  limit: number,
) {
  await visibleActivity(db, id)
  const where = and(eq(activityProducts.activityId, id), eq(products.isShow, true))
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(activityProductColumns(locale))
      .from(activityProducts)
      .innerJoin(products, eq(products.id, activityProducts.productId))
      .where(where)
      .orderBy(desc(activityProducts.sort), asc(products.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(activityProducts)
      .innerJoin(products, eq(products.id, activityProducts.productId))
      .where(where),
  ])
  const list = rows.map((row) => ({ ...row, image: abs(row.image), title: row.title || row.storeName }))
  return pageOf(list, total, page, limit)
}

/** The landing page header: `banner` is a JSON string of absolute URLs (docs/api.md §5.14 (#ref-5-14)). */
export async function activityDetail(db: DbOrTx, abs: Abs, locale: Locale, id: number) {
  const activity = await visibleActivity(db, id)
  return {
    id: activity.id,
    type: activity.type,
    name: localizedText(activity.name, activity.i18n, 'name', locale),
    instruction: localizedText(activity.instruction, activity.i18n, 'instruction', locale),
    banner: JSON.stringify((activity.banner ?? []).map(abs)),
  }
}

/** AC1: the shown activities, each with its products, for the front page's modules and the activity index. */
export async function activityIndexList(db: DbOrTx, abs: Abs, locale: Locale) {
  const rows = await db
    .select({
      id: activities.id,
      type: activities.type,
      name: localizedSql(activities.i18n, 'name', activities.name, locale),
      instruction: localizedSql(activities.i18n, 'instruction', activities.instruction, locale),
      banner: activities.banner,
    })
    .from(activities)
    .where(eq(activities.isShow, true))
    .orderBy(desc(activities.sort), asc(activities.id))
  if (rows.length === 0) return []
  const items = await db
    .select({ activityId: activityProducts.activityId, ...activityProductColumns(locale) })
    .from(activityProducts)
    .innerJoin(products, eq(products.id, activityProducts.productId))
    .where(
      inArray(
        activityProducts.activityId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(activityProducts.sort), asc(products.id))
  return rows.map((activity) => ({
    ...activity,
    // Extension (docs/api.md): the banners as P4 gives them, a JSON string of absolute URLs, for the activity index.
    banner: JSON.stringify((activity.banner ?? []).map(abs)),
    productList: items
      .filter((item) => item.activityId === activity.id)
      .map(({ activityId: _, ...item }) => ({
        ...item,
        image: abs(item.image),
        proImage: abs(item.image),
        title: item.title || item.storeName,
      })),
  }))
}
