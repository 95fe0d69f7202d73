/** Product detail (K5): the product, its selectors and SKU map, its merchant, and the shopper's favourite state. */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { ProductDetail, SkuMap } from '~/contract'
import type { DbOrTx } from '../db/client'
import { merchantFollows, merchants, productAttrs, productCollects, productSkus, products } from '../db/schema'
import { notFound } from '../http/envelope'
import { productCardColumns, toProductCard } from './service'

type Abs = (path: string) => string

/** Platform guarantees shown in the "Assure" block of every product (front-api §5.4 `guaranteeList`). */
export const GUARANTEES = [
  {
    id: 1,
    name: 'Buyer protection',
    content: 'Full refund if the item does not arrive.\nFull or partial refund if the item is not as described.',
  },
  {
    id: 2,
    name: 'Verified merchants',
    content: 'Every merchant is reviewed before opening a store.\nBusiness licences are checked by the platform.',
  },
  {
    id: 3,
    name: 'Secure payment',
    content: 'Card payments are handled by our payment provider.\nMerchants never see your full card number.',
  },
  {
    id: 4,
    name: 'Tracked delivery',
    content: 'Every order ships with a tracking number.\nCustoms clearance is handled for cross-border orders.',
  },
] as const

/** The product if it exists and is on sale; otherwise a 404. */
export async function visibleProduct(db: DbOrTx, id: number) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), sql`${products.isShow}`))
  const product = rows[0]
  if (!product) throw notFound('Product not found or no longer on sale')
  return product
}

export async function productDetail(db: DbOrTx, abs: Abs, id: number, userId: number | null): Promise<ProductDetail> {
  const product = await visibleProduct(db, id)
  const [attrs, skus, merchantRows, [{ followerCount }], proList, collected, following] = await Promise.all([
    db
      .select({ id: productAttrs.id, attrName: productAttrs.attrName, attrValues: productAttrs.attrValues })
      .from(productAttrs)
      .where(eq(productAttrs.productId, id))
      .orderBy(asc(productAttrs.id)),
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
      .select(productCardColumns)
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

  const productValue: SkuMap = {}
  for (const sku of skus) {
    productValue[sku.sku] = {
      id: sku.id,
      sku: sku.sku,
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
      storeName: product.storeName,
      storeInfo: product.storeInfo ?? '',
      keyword: product.keyword,
      image: abs(product.image),
      // The client JSON.parses this: always a JSON string of an array.
      sliderImage: JSON.stringify((product.sliderImage ?? []).map(abs)),
      content: product.content ?? '',
      price: product.price,
      otPrice: product.otPrice,
      stock: product.stock,
      sales: product.sales,
      ficti: product.ficti,
      unitName: product.unitName,
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
    guaranteeList: GUARANTEES.map((g) => ({ ...g })),
  }
}
