/** The cart: the header badge (CA2), adding lines (CA3), the list (CA1), quantity (CA4), delete (CA5), re-select (CA6). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { CartGroup, CartLine } from '~/contract'
import type { Db, DbOrTx } from '../db/client'
import type { Locale } from '../../i18n/locales'
import { assertOnSale, assertQuantity, lineIn, productTexts } from '../catalog'
import { cartLines, merchants, products, productSkus } from '../db/schema'
import { badRequest } from '../http/envelope'
import { oncePerRequest } from '../http/request-scope'
import { localizedSql } from '../i18n/localized'
import type { Abs } from '../kit/urls'

/**
 * The header badge. `type=total` counts quantities, `type=sum` counts lines; `numType=true` keeps only lines
 * that can still be bought (product on sale, SKU in stock).
 */
export async function cartCount(db: DbOrTx, userId: number, options: { validOnly: boolean; type: 'total' | 'sum' }) {
  const measure =
    options.type === 'total' ? sql<number>`coalesce(sum(${cartLines.cartNum}), 0)::int` : sql<number>`count(*)::int`
  const validity = options.validOnly ? and(eq(products.isShow, true), sql`${productSkus.stock} > 0`) : undefined
  const [row] = await db
    .select({ count: measure })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(productSkus, eq(productSkus.id, cartLines.skuId))
    .where(and(eq(cartLines.userId, userId), validity))
  return { count: row?.count ?? 0 }
}

export interface CartSaveLine {
  productId: number
  cartNum: number
  /** The SKU id. */
  productAttrUnique: number
}

/**
 * CA3. All lines in one transaction: each is upserted on (user, SKU), adding to an existing line, and the
 * resulting quantity is then checked against the product's minimum purchase and the SKU's stock. Any bad line
 * throws a 400 naming it and the limit, and nothing is saved. Checking after the upsert (which locks the line)
 * keeps concurrent saves of the same SKU from overshooting the stock together.
 */
export async function saveCartLines(db: Db, userId: number, lines: CartSaveLine[], locale: Locale) {
  return db.transaction(async (tx) => {
    const cartIds: number[] = []
    for (const [index, line] of lines.entries()) {
      const at = lines.length > 1 ? ` (item ${index + 1})` : ''
      const sku = await skuForSale(tx, line.productAttrUnique, locale)
      if (!sku || sku.productId !== line.productId) {
        throw badRequest(/*i18n*/ 'This specification does not belong to product {product}{at}', {
          product: line.productId,
          at,
        })
      }
      const forSale = { name: sku.storeName, isShow: sku.isShow, stock: sku.stock, minBuy: sku.minBuy }
      assertOnSale(forSale, at)
      const [saved] = await tx
        .insert(cartLines)
        .values({ userId, productId: line.productId, skuId: line.productAttrUnique, cartNum: line.cartNum })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.skuId],
          set: { cartNum: sql`${cartLines.cartNum} + excluded.cart_num`, updatedAt: new Date() },
        })
        .returning({ id: cartLines.id, cartNum: cartLines.cartNum })
      // Over the stock with what the cart already held: say how many it holds.
      if (saved.cartNum > sku.stock && saved.cartNum > line.cartNum) {
        const values = { stock: sku.stock, name: sku.storeName, at, held: saved.cartNum - line.cartNum }
        throw badRequest(/*i18n*/ 'Only {stock} of "{name}" in stock (your cart already holds {held}){at}', values)
      }
      assertQuantity(forSale, saved.cartNum, at)
      if (!cartIds.includes(saved.id)) cartIds.push(saved.id)
    }
    return { cartIds }
  })
}

/**
 * CA1. Valid lines (product on sale, SKU present with stock) grouped by merchant, newest line first within a
 * group and groups in the order of their newest line. Invalid lines come only with `valid = false`, as one group
 * (`merId` 0, `merName` "") holding every merchant's invalid lines, newest first; no lines → an empty array.
 */
export async function cartList(
  db: DbOrTx,
  abs: Abs,
  userId: number,
  valid: boolean,
  locale: Locale,
): Promise<CartGroup[]> {
  // The cart page asks for its valid and its invalid lines, two calls of one render: one read (decision 69).
  const rows = await oncePerRequest(`cart lines ${userId}`, () => readCartLines(db, userId))
  const texts = await productTexts(
    db,
    rows.map((row) => row.productId),
  )
  const lines = rows.map((row): CartLine => {
    const skuPresent = row.skuExists && row.skuProductId === row.productId
    const stock = skuPresent ? (row.stock ?? 0) : 0
    // Name and specification in the shopper's language (decision 24); the line keeps the SKU id.
    const shown = lineIn(
      texts.get(row.productId),
      { productName: row.storeName, sku: skuPresent ? (row.suk ?? '') : '' },
      locale,
    )
    return {
      id: row.id,
      productId: row.productId,
      productAttrUnique: row.skuId,
      image: abs((skuPresent && row.skuImage) || row.productImage),
      storeName: shown.productName,
      suk: shown.sku,
      price: (skuPresent && row.skuPrice) || row.productPrice,
      otPrice: (skuPresent && row.skuOtPrice) || row.productOtPrice,
      cartNum: row.cartNum,
      stock,
      minBuy: row.minBuy,
      attrStatus: skuPresent && stock > 0,
      isShow: row.isShow,
      merId: row.merId,
      merName: row.merName,
    }
  })
  const isValid = (line: CartLine) => line.isShow && line.attrStatus

  if (!valid) {
    const invalid = lines.filter((line) => !isValid(line))
    return invalid.length > 0 ? [{ merId: 0, merName: '', cartInfoList: invalid }] : []
  }
  // Rows are newest first, so a Map keeps the groups in the order of their newest line.
  const groups = new Map<number, CartGroup>()
  for (const line of lines) {
    if (!isValid(line)) continue
    let group = groups.get(line.merId)
    if (!group) {
      group = { merId: line.merId, merName: line.merName, cartInfoList: [] }
      groups.set(line.merId, group)
    }
    group.cartInfoList.push(line)
  }
  return [...groups.values()]
}

/** The user's cart lines with their products, SKUs and stores, newest first (run once: a query is a lazy thenable). */
async function readCartLines(db: DbOrTx, userId: number) {
  return await db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      skuId: cartLines.skuId,
      cartNum: cartLines.cartNum,
      skuExists: sql<boolean>`${productSkus.id} is not null`,
      skuProductId: productSkus.productId,
      skuImage: productSkus.image,
      suk: productSkus.sku,
      skuPrice: productSkus.price,
      skuOtPrice: productSkus.otPrice,
      stock: productSkus.stock,
      productImage: products.image,
      productPrice: products.price,
      productOtPrice: products.otPrice,
      storeName: products.storeName,
      minBuy: products.minBuy,
      isShow: products.isShow,
      merId: products.merId,
      merName: merchants.name,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(merchants, eq(merchants.id, products.merId))
    .leftJoin(productSkus, eq(productSkus.id, cartLines.skuId))
    .where(eq(cartLines.userId, userId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id))
}

/** The session user's line with its product and SKU, locked for the rest of the transaction; 400 when not theirs. */
async function lockOwnLine(tx: DbOrTx, userId: number, id: number) {
  const [line] = await tx
    .select({ id: cartLines.id, productId: cartLines.productId, skuId: cartLines.skuId, cartNum: cartLines.cartNum })
    .from(cartLines)
    .where(and(eq(cartLines.id, id), eq(cartLines.userId, userId)))
    .for('update')
  if (!line) throw badRequest(/*i18n*/ 'This item is not in your cart')
  return line
}

/** A SKU with what decides whether it can be bought; undefined when it does not exist. */
async function skuForSale(tx: DbOrTx, skuId: number, locale: Locale) {
  const [sku] = await tx
    .select({
      id: productSkus.id,
      productId: productSkus.productId,
      stock: productSkus.stock,
      storeName: localizedSql(products.i18n, 'storeName', products.storeName, locale),
      isShow: products.isShow,
      minBuy: products.minBuy,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(productSkus.id, skuId))
  return sku
}

type SkuForSale = NonNullable<Awaited<ReturnType<typeof skuForSale>>>

/** 400 naming the limit when `quantity` cannot be bought of this SKU. */
function checkQuantity(sku: SkuForSale, quantity: number) {
  if (!sku.isShow) throw badRequest(/*i18n*/ '"{name}" is no longer on sale', { name: sku.storeName })
  if (sku.stock <= 0) throw badRequest(/*i18n*/ '"{name}" is sold out', { name: sku.storeName })
  const minimum = Math.max(1, sku.minBuy)
  if (quantity < minimum)
    throw badRequest(/*i18n*/ 'The minimum purchase of "{name}" is {minimum}', { name: sku.storeName, minimum })
  if (quantity > sku.stock)
    throw badRequest(/*i18n*/ 'Only {stock} of "{name}" in stock', { stock: sku.stock, name: sku.storeName })
}

/** CA4: sets the quantity of the user's own line, within the minimum purchase and the SKU's stock. */
export async function setCartQuantity(db: Db, userId: number, id: number, quantity: number, locale: Locale) {
  await db.transaction(async (tx) => {
    const line = await lockOwnLine(tx, userId, id)
    const sku = await skuForSale(tx, line.skuId, locale)
    if (!sku || sku.productId !== line.productId) throw badRequest(/*i18n*/ 'This specification is no longer available')
    checkQuantity(sku, quantity)
    await tx.update(cartLines).set({ cartNum: quantity, updatedAt: new Date() }).where(eq(cartLines.id, line.id))
  })
}

/** CA5: deletes the user's own lines; when any id is not one of them, nothing is deleted (400). */
export async function deleteCartLines(db: Db, userId: number, ids: number[]) {
  const unique = [...new Set(ids)]
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, unique)))
      .for('update')
    if (own.length !== unique.length) throw badRequest(/*i18n*/ 'Some of these items are not in your cart')
    await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, unique)))
  })
}

export interface CartResetInput {
  id: number
  productId: number
  /** The new SKU id. */
  unique: number
  num: number
}

/**
 * CA6 (re-select specification): the line now holds SKU `unique` of product `productId` with quantity `num`.
 * When the user already has a line of that SKU the quantities are summed into it (checked against the stock)
 * and this line is removed. One transaction; on any refusal nothing changes.
 */
export async function resetCartLine(db: Db, userId: number, input: CartResetInput, locale: Locale) {
  await db.transaction(async (tx) => {
    const line = await lockOwnLine(tx, userId, input.id)
    const sku = await skuForSale(tx, input.unique, locale)
    if (!sku || sku.productId !== input.productId) {
      throw badRequest(/*i18n*/ 'This specification does not belong to product {product}', { product: input.productId })
    }
    if (input.unique === line.skuId) {
      checkQuantity(sku, input.num)
      await tx.update(cartLines).set({ cartNum: input.num, updatedAt: new Date() }).where(eq(cartLines.id, line.id))
      return
    }
    const [existing] = await tx
      .select({ id: cartLines.id, cartNum: cartLines.cartNum })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.skuId, input.unique)))
      .for('update')
    if (existing) {
      const total = existing.cartNum + input.num
      if (total > sku.stock && sku.isShow && sku.stock > 0) {
        throw badRequest(
          /*i18n*/ 'Only {stock} of "{name}" in stock (your cart already holds {held} of this specification)',
          {
            stock: sku.stock,
            name: sku.storeName,
            held: existing.cartNum,
          },
        )
      }
      checkQuantity(sku, total)
      await tx.update(cartLines).set({ cartNum: total, updatedAt: new Date() }).where(eq(cartLines.id, existing.id))
      await tx.delete(cartLines).where(eq(cartLines.id, line.id))
      return
    }
    checkQuantity(sku, input.num)
    await tx
      .update(cartLines)
      .set({ productId: input.productId, skuId: input.unique, cartNum: input.num, updatedAt: new Date() })
      .where(eq(cartLines.id, line.id))
  })
}
