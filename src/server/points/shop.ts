/**
 * The points shop: goods priced in points, ordered with one of the shopper's addresses. An order takes the stock
 * (a conditional update: never below zero) and spends the points (a conditional update of the balance) in one
 * transaction, so a short balance or stock changes nothing. Orders are shipped by the operator
 * (`ops ship-points-order`) and received by the shopper: 0 awaiting shipment → 1 shipped → 2 received.
 */
import { addressLineIn } from '~/contract/countries'
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm'
import type { PointsOrder, PointsOrderCreate, PointsOrderStatus, PointsProduct, PointsShopSort } from '~/contract'
import type { Locale } from '../../i18n/locales'
import { recipientOf } from '../addresses'
import type { Db, DbOrTx } from '../db/client'
import { pointsOrders, pointsProducts, userAddresses } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest } from '../http/envelope'
import { type Paging, readNewestPage, readPage } from '../http/page'
import { localizedText } from '../i18n/localized'
import { orderNumber } from '../kit/numbers'
import { pointsBalance, spendPoints } from './service'

export const POINTS_PRODUCT_NOT_FOUND = /*i18n*/ 'This points product does not exist or is no longer offered'
export const POINTS_ORDER_NOT_FOUND = /*i18n*/ 'Points order not found'

type Urls = (path: string) => string

const productOf = (row: typeof pointsProducts.$inferSelect, url: Urls, locale: Locale): PointsProduct => ({
  id: row.id,
  name: localizedText(row.name, row.i18n, 'name', locale),
  image: url(row.image),
  description: localizedText(row.description, row.i18n, 'description', locale),
  price: row.price,
  stock: row.stock,
  sales: row.sales,
})

const ORDER_BY = {
  default: [desc(pointsProducts.sort), asc(pointsProducts.id)],
  price_asc: [asc(pointsProducts.price), asc(pointsProducts.id)],
  price_desc: [desc(pointsProducts.price), asc(pointsProducts.id)],
  sales: [desc(pointsProducts.sales), asc(pointsProducts.id)],
} satisfies Record<PointsShopSort, unknown[]>

export async function listPointsProducts(db: DbOrTx, paging: Paging, sort: PointsShopSort, url: Urls, locale: Locale) {
  const where = eq(pointsProducts.isShow, true)
  return readPage(
    db
      .select()
      .from(pointsProducts)
      .where(where)
      .orderBy(...ORDER_BY[sort]),
    db.$count(pointsProducts, where),
    paging,
    (rows) => rows.map((r) => productOf(r, url, locale)),
  )
}

export async function pointsProduct(db: DbOrTx, id: number, url: Urls, locale: Locale): Promise<PointsProduct> {
  const [row] = await db
    .select()
    .from(pointsProducts)
    .where(and(eq(pointsProducts.id, id), eq(pointsProducts.isShow, true)))
  if (!row) throw badRequest(POINTS_PRODUCT_NOT_FOUND)
  return productOf(row, url, locale)
}

/** `JF` (积分) + yyyyMMddHHmmss + 6 random digits. */

/** Places a points order: stock and points are taken together, or nothing changes (code 400 with the reason). */
export async function createPointsOrder(
  db: Db,
  userId: number,
  input: PointsOrderCreate,
): Promise<{ orderNo: string; totalPoints: number }> {
  return db.transaction(async (tx) => {
    const [address] = await tx
      .select()
      .from(userAddresses)
      .where(
        and(
          eq(userAddresses.id, input.addressId),
          eq(userAddresses.userId, userId),
          eq(userAddresses.isDeleted, false),
        ),
      )
    if (!address) throw badRequest(/*i18n*/ 'Please choose one of your delivery addresses')
    const [product] = await tx
      .update(pointsProducts)
      .set({ stock: sql`${pointsProducts.stock} - ${input.num}`, sales: sql`${pointsProducts.sales} + ${input.num}` })
      .where(
        and(
          eq(pointsProducts.id, input.productId),
          eq(pointsProducts.isShow, true),
          gte(pointsProducts.stock, input.num),
        ),
      )
      .returning()
    if (!product) {
      const [found] = await tx
        .select({ stock: pointsProducts.stock })
        .from(pointsProducts)
        .where(and(eq(pointsProducts.id, input.productId), eq(pointsProducts.isShow, true)))
      if (!found) throw badRequest(POINTS_PRODUCT_NOT_FOUND)
      throw found.stock === 0
        ? badRequest(/*i18n*/ 'This item is sold out')
        : badRequest(/*i18n*/ 'Only {count} left', { count: found.stock })
    }
    const totalPoints = product.price * input.num
    const now = new Date()
    const orderNo = orderNumber('JF', now)
    const left = await spendPoints(tx, userId, totalPoints, {
      linkType: 'points_order',
      linkId: orderNo,
      title: `Points shop order ${orderNo}`,
    })
    if (left === null) {
      const balance = await pointsBalance(tx, userId)
      throw badRequest(/*i18n*/ 'Not enough points: this needs {needed} and you have {balance}', {
        needed: totalPoints,
        balance,
      })
    }
    await tx.insert(pointsOrders).values({
      orderNo,
      userId,
      productId: product.id,
      productName: product.name,
      // The name as ordered in every locale the product had (decision 24).
      i18n: Object.fromEntries(
        Object.entries(product.i18n).flatMap(([l, texts]) => (texts?.name ? [[l, { productName: texts.name }]] : [])),
      ),
      image: product.image,
      num: input.num,
      price: product.price,
      totalPoints,
      ...recipientOf(address),
      createdAt: now,
      updatedAt: now,
    })
    return { orderNo, totalPoints }
  })
}

const orderOf = (row: typeof pointsOrders.$inferSelect, url: Urls, locale: Locale): PointsOrder => ({
  orderNo: row.orderNo,
  productId: row.productId,
  productName: localizedText(row.productName, row.i18n, 'productName', locale),
  image: url(row.image),
  num: row.num,
  price: row.price,
  totalPoints: row.totalPoints,
  status: row.status as PointsOrderStatus,
  realName: row.realName,
  userPhone: row.userPhone,
  userAddress: addressLineIn(row.userAddress, row.userCountry, locale),
  expName: row.expName,
  expNo: row.expNo,
  createTime: formatDateTime(row.createdAt),
  shipTime: row.shippedAt ? formatDateTime(row.shippedAt) : null,
  receiveTime: row.receivedAt ? formatDateTime(row.receivedAt) : null,
})

export async function listPointsOrders(db: DbOrTx, userId: number, paging: Paging, url: Urls, locale: Locale) {
  const where = eq(pointsOrders.userId, userId)
  return readNewestPage(db, pointsOrders, where, paging, (rows) => rows.map((r) => orderOf(r, url, locale)))
}

/** One of the shopper's own points orders; another user's number answers like an unknown one. */
export async function pointsOrderDetail(
  db: DbOrTx,
  userId: number,
  orderNo: string,
  url: Urls,
  locale: Locale,
): Promise<PointsOrder> {
  const [row] = await db
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.orderNo, orderNo), eq(pointsOrders.userId, userId)))
  if (!row) throw badRequest(POINTS_ORDER_NOT_FOUND)
  return orderOf(row, url, locale)
}

/** The shopper confirms receipt of a shipped points order. */
export async function takePointsOrder(db: DbOrTx, userId: number, orderNo: string): Promise<void> {
  const now = new Date()
  const [row] = await db
    .update(pointsOrders)
    .set({ status: 2, receivedAt: now, updatedAt: now })
    .where(and(eq(pointsOrders.orderNo, orderNo), eq(pointsOrders.userId, userId), eq(pointsOrders.status, 1)))
    .returning({ id: pointsOrders.id })
  if (row) return
  await pointsOrderDetail(db, userId, orderNo, (p) => p, 'en')
  throw badRequest(/*i18n*/ 'Only a shipped points order can be received')
}

/** The operator ships a points order awaiting shipment. */
export async function shipPointsOrder(db: DbOrTx, orderNo: string, expName: string, expNo: string) {
  const now = new Date()
  const [row] = await db
    .update(pointsOrders)
    .set({ status: 1, expName, expNo, shippedAt: now, updatedAt: now })
    .where(and(eq(pointsOrders.orderNo, orderNo), eq(pointsOrders.status, 0)))
    .returning({ orderNo: pointsOrders.orderNo, status: pointsOrders.status })
  if (row) return row
  const [found] = await db
    .select({ status: pointsOrders.status })
    .from(pointsOrders)
    .where(eq(pointsOrders.orderNo, orderNo))
  throw badRequest(found ? /*i18n*/ 'Only a points order awaiting shipment can be shipped' : POINTS_ORDER_NOT_FOUND)
}
