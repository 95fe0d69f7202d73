/** Merchant reads for the shell and home: types, categories and the shop street. */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { merchantCategories, merchants, merchantTypes, products } from '../db/schema'
import { offsetOf, pageOf } from '../http/page'

type Abs = (path: string) => string

export function merchantTypeList(db: DbOrTx) {
  return db
    .select({ id: merchantTypes.id, name: merchantTypes.name, info: merchantTypes.info, global: merchantTypes.global })
    .from(merchantTypes)
    .orderBy(asc(merchantTypes.id))
}

export function merchantCategoryList(db: DbOrTx) {
  return db
    .select({ id: merchantCategories.id, name: merchantCategories.name, handlingFee: merchantCategories.handlingFee })
    .from(merchantCategories)
    .orderBy(desc(merchantCategories.sort), asc(merchantCategories.id))
}

/** Up to `perMerchant` showcase products for each merchant, in one query. */
export async function showcaseProducts(db: DbOrTx, abs: Abs, merIds: number[], perMerchant = 3) {
  const byMerchant = new Map<number, { id: number; image: string; storeName: string; price: string }[]>()
  if (merIds.length === 0) return byMerchant
  const ranked = db
    .select({
      id: products.id,
      merId: products.merId,
      image: products.image,
      storeName: products.storeName,
      price: products.price,
      rank: sql<number>`row_number() over (partition by ${products.merId} order by ${products.sales} + ${products.ficti} desc, ${products.id})`.as(
        'rank',
      ),
    })
    .from(products)
    .where(sql`${products.isShow} and ${inArray(products.merId, merIds)}`)
    .as('ranked')
  const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= ${perMerchant}`)
  for (const row of rows) {
    const list = byMerchant.get(row.merId) ?? []
    list.push({ id: row.id, image: abs(row.image), storeName: row.storeName, price: row.price })
    byMerchant.set(row.merId, list)
  }
  return byMerchant
}

/** Shop street: recommended and self-operated shops first. */
export async function merchantStreet(db: DbOrTx, abs: Abs, page: number, limit: number) {
  const where = eq(merchants.isShow, true)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: merchants.id,
        name: merchants.name,
        avatar: merchants.avatar,
        backImage: merchants.backImage,
        starLevel: merchants.starLevel,
        isSelf: merchants.isSelf,
        typeId: merchants.typeId,
        categoryId: merchants.categoryId,
      })
      .from(merchants)
      .where(where)
      .orderBy(desc(merchants.isRecommend), desc(merchants.isSelf), desc(merchants.sort), asc(merchants.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: sql<number>`count(*)::int` }).from(merchants).where(where),
  ])
  const showcase = await showcaseProducts(
    db,
    abs,
    rows.map((r) => r.id),
  )
  const list = rows.map((r) => ({
    ...r,
    starLevel: Number(r.starLevel),
    avatar: abs(r.avatar),
    backImage: abs(r.backImage),
    proList: showcase.get(r.id) ?? [],
  }))
  return pageOf(list, total, page, limit)
}
