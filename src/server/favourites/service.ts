/** Favourite products and followed shops of the session user (F1–F6). Every statement is scoped to that user. */
import { and, desc, eq } from 'drizzle-orm'
import type { Locale } from '../../i18n/locales'
import type { DbOrTx } from '../db/client'
import { merchantFollows, merchants, productCollects, products } from '../db/schema'
import { notFound } from '../http/envelope'
import { type Paging, readPage } from '../http/page'
import { localizedSql } from '../i18n/localized'
import type { Abs } from '../kit/urls'

/** F1, idempotent. Only products on sale can be added. */
export async function collectProduct(db: DbOrTx, userId: number, productId: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isShow, true)))
  if (!product) throw notFound(/*i18n*/ 'Product not found')
  await db.insert(productCollects).values({ userId, productId }).onConflictDoNothing()
}

/** F2, idempotent: the path carries the product id. */
export async function uncollectProduct(db: DbOrTx, userId: number, productId: number) {
  await db
    .delete(productCollects)
    .where(and(eq(productCollects.userId, userId), eq(productCollects.productId, productId)))
}

/** F3, idempotent. Only visible shops can be followed. */
export async function followMerchant(db: DbOrTx, userId: number, merId: number) {
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.id, merId), eq(merchants.isShow, true)))
  if (!merchant) throw notFound(/*i18n*/ 'Store not found')
  await db.insert(merchantFollows).values({ userId, merId }).onConflictDoNothing()
}

/** F4, idempotent. */
export async function unfollowMerchant(db: DbOrTx, userId: number, merId: number) {
  await db.delete(merchantFollows).where(and(eq(merchantFollows.userId, userId), eq(merchantFollows.merId, merId)))
}

/** F5: newest first. `id` is the product id too (the client uses it as a key). */
export async function collectedProducts(db: DbOrTx, abs: Abs, locale: Locale, userId: number, paging: Paging) {
  const where = eq(productCollects.userId, userId)
  return readPage(
    db
      .select({
        id: products.id,
        productId: products.id,
        merId: products.merId,
        stock: products.stock,
        minBuy: products.minBuy,
        image: products.image,
        storeName: localizedSql(products.i18n, 'storeName', products.storeName, locale),
        price: products.price,
        otPrice: products.otPrice,
        sales: products.sales,
        ficti: products.ficti,
        isShow: products.isShow,
      })
      .from(productCollects)
      .innerJoin(products, eq(products.id, productCollects.productId))
      .where(where)
      .orderBy(desc(productCollects.createdAt), desc(products.id)),
    db.$count(productCollects, where),
    paging,
    (rows) => rows.map((row) => ({ ...row, image: abs(row.image) })),
  )
}

/** F6: newest first. */
export async function followedMerchants(db: DbOrTx, abs: Abs, userId: number, paging: Paging) {
  const where = eq(merchantFollows.userId, userId)
  return readPage(
    db
      .select({ merId: merchants.id, merName: merchants.name, merAvatar: merchants.avatar })
      .from(merchantFollows)
      .innerJoin(merchants, eq(merchants.id, merchantFollows.merId))
      .where(where)
      .orderBy(desc(merchantFollows.createdAt), desc(merchants.id)),
    db.$count(merchantFollows, where),
    paging,
    (rows) => rows.map((row) => ({ ...row, merAvatar: abs(row.merAvatar) })),
  )
}
