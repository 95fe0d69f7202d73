/** Product detail (K5): the product, its selectors and SKU map, its merchant, and the shopper's favourite state. */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { ProductDetail, SkuMap } from '~/contract'
import type { DbOrTx } from '../db/client'
import { merchantFollows, merchants, productCollects, productSkus, products } from '../db/schema'
import { notFound } from '../http/envelope'
import type { Locale } from '../../i18n/locales'
import { localizedText } from '../i18n/localized'
import { localizedUnit } from '../i18n/units'
import { guaranteesIn } from './guarantees'
import { attrsOf, localizedAttrs } from './product-texts'
import { localizedCardColumns, toProductCard } from './service'
import type { Abs } from '../kit/urls'

/** The condition of a product that exists and is on sale, for a read that joins more to it. */
export const onSaleProduct = (id: number) => and(eq(products.id, id), sql`${products.isShow}`)

/** The answer to a product that does not exist or is no longer on sale. */
export const productNotFound = () => notFound(/*i18n*/ 'Product not found or no longer on sale')

/** The product if it exists and is on sale; otherwise a 404. */
export async function visibleProduct(db: DbOrTx, id: number) {
  const rows = await db.select().from(products).where(onSaleProduct(id))
  const product = rows[0]
  if (!product) throw productNotFound()
  return product
}

export async function productDetail(
  db: DbOrTx,
  abs: Abs,
  locale: Locale,
  id: number,
  userId: number | null,
): Promise<ProductDetail> {
  const product = await visibleProduct(db, id)
  const [rawAttrs, skus, merchantRows, [{ followerCount }], proList, collected, following] = await Promise.all([
    attrsOf(db, id),
    db.select().from(productSkus).where(eq(productSkus.productId, id)).orderBy(asc(productSkus.id)),
    db
      .select({
        id: merchants.id,
        name: merchants.name,
        avatar: merchants.avatar,
        starLevel: merchants.starLevel,
        isSelf: merchants.isSelf,
        typeId: merchants.typeId,
      })
      .from(merchants)
      .where(eq(merchants.id, product.merId)),
    db
      .select({ followerCount: sql<number>`count(*)::int` })
      .from(merchantFollows)
      .where(eq(merchantFollows.merId, product.merId)),
    db
      .select(localizedCardColumns(locale))
      .from(products)
      .where(and(eq(products.merId, product.merId), ne(products.id, id), sql`${products.isShow}`))
      .orderBy(desc(sql`${products.sales} + ${products.ficti}`), asc(products.id))
      .limit(6),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ productId: productCollects.productId })
          .from(productCollects)
          .where(and(eq(productCollects.userId, userId), eq(productCollects.productId, id))),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ merId: merchantFollows.merId })
          .from(merchantFollows)
          .where(and(eq(merchantFollows.userId, userId), eq(merchantFollows.merId, product.merId))),
  ])

  // Spec names and values in the locale; the SKU keys are spelled with the same values, so the picker still finds them.
  const specs = localizedAttrs(rawAttrs, locale)
  const attrs = specs.map(({ values: _, ...attr }) => attr)
  const skuKey = (sku: string) =>
    sku === ''
      ? sku
      : sku
          .split(',')
          .map((value, n) => specs[n]?.values.get(value) ?? value)
          .join(',')
  const productValue: SkuMap = {}
  for (const sku of skus) {
    productValue[skuKey(sku.sku)] = {
      id: sku.id,
      sku: skuKey(sku.sku),
      price: sku.price,
      otPrice: sku.otPrice,
      stock: sku.stock,
      image: abs(sku.image),
      unique: String(sku.id),
    }
  }

  const merchant = merchantRows[0]
  return {
    productInfo: {
      id: product.id,
      merId: product.merId,
      categoryId: product.categoryId,
      storeName: localizedText(product.storeName, product.i18n, 'storeName', locale),
      storeInfo: localizedText(product.storeInfo ?? '', product.i18n, 'storeInfo', locale),
      keyword: product.keyword,
      image: abs(product.image),
      // The client JSON.parses this: always a JSON string of an array.
      sliderImage: JSON.stringify((product.sliderImage ?? []).map(abs)),
      content: localizedText(product.content ?? '', product.i18n, 'content', locale),
      price: product.price,
      otPrice: product.otPrice,
      stock: product.stock,
      sales: product.sales,
      ficti: product.ficti,
      unitName: localizedUnit(product.unitName, product.i18n, locale),
      minBuy: product.minBuy,
    },
    productAttr: attrs,
    productValue,
    merchantInfo: {
      id: merchant?.id ?? product.merId,
      name: merchant?.name ?? '',
      avatar: merchant ? abs(merchant.avatar) : '',
      starLevel: merchant ? Number(merchant.starLevel) : 0,
      isSelf: merchant?.isSelf ?? false,
      typeId: merchant?.typeId ?? 0,
      isCollect: following.length > 0,
      followerCount,
      proList: proList.map(toProductCard(abs)),
    },
    userCollect: collected.length > 0,
    guaranteeList: guaranteesIn(locale),
  }
}
