/** Activity landing pages: the products of one activity (AC2) and its header (P4). */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
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
      .select({
        proId: products.id,
        image: products.image,
        storeName: localizedSql(products.i18n, 'storeName', products.storeName, locale),
        price: products.price,
        otPrice: products.otPrice,
        title: localizedSql(activityProducts.i18n, 'title', activityProducts.title, locale),
      })
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
