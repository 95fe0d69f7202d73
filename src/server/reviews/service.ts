/**
 * V1 (items awaiting a review, and, as an extension, the reviews written) and V2 (write one). Only the buyer of a
 * received item may review it, once: the order must be received (status 2), the item not fully refunded and not
 * reviewed yet (a unique index on `product_reviews.order_item_id` backs this up). The review joins the product's
 * reviews (K6) and its scores the product's rating (K7); the order completes once every item is reviewed.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ReviewInput } from '~/contract'
import type { Locale } from '../../i18n/locales'
import type { Db, DbOrTx } from '../db/client'
import { merchantOrders, merchants, orderItems, productReviews, uploads, users } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest } from '../http/envelope'
import { boughtLineIn } from '../catalog'
import { type Paging, readPage } from '../http/page'
import { completeIfReviewed, lockMerchantOrder, ORDER_NOT_FOUND } from '../orders'
import { ORDER } from '../orders'
import { ownUploadsAt } from '../uploads'
import type { Abs } from '../kit/urls'

export const MAX_REVIEW_PICS = 5
export const ALREADY_REVIEWED = /*i18n*/ 'You have already reviewed this item'
export const PICS_NOT_ALLOWED = /*i18n*/ 'Review images must be images you uploaded'

const awaiting = (userId: number) =>
  and(
    eq(merchantOrders.userId, userId),
    eq(merchantOrders.status, ORDER.received),
    eq(merchantOrders.isDeleted, false),
    eq(orderItems.isReplied, false),
    sql`${orderItems.refundNum} < ${orderItems.payNum}`,
  )

/** V1: items awaiting the user's review, newest order first. */
export async function itemsToReview(db: DbOrTx, abs: Abs, locale: Locale, userId: number, paging: Paging) {
  const where = awaiting(userId)
  const ofOrder = eq(merchantOrders.id, orderItems.merchantOrderId)
  return readPage(
    db
      .select({ item: orderItems, order: merchantOrders, merName: merchants.name })
      .from(orderItems)
      .innerJoin(merchantOrders, ofOrder)
      .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
      .where(where)
      .orderBy(desc(merchantOrders.receivedAt), desc(orderItems.id)),
    () =>
      db
        .select({ total: count() })
        .from(orderItems)
        .innerJoin(merchantOrders, ofOrder)
        .where(where)
        .then(([row]) => row.total),
    paging,
    (rows) =>
      rows.map(({ item, order, merName }) => ({
        id: item.id,
        merOrderNo: order.orderNo,
        merId: order.merId,
        merName,
        productId: item.productId,
        attrValueId: item.skuId,
        image: abs(item.image),
        ...boughtLineIn(item, locale),
        price: item.price,
        payNum: item.payNum,
        receiveTime: formatDateTime(order.receivedAt),
      })),
  )
}

/** V1 extension (`type=1`): the reviews the user wrote, newest first. */
export async function writtenReviews(db: DbOrTx, abs: Abs, locale: Locale, userId: number, paging: Paging) {
  const where = and(eq(productReviews.userId, userId), sql`${productReviews.orderItemId} is not null`)
  return readPage(
    db
      .select({
        review: productReviews,
        item: orderItems,
        orderNo: merchantOrders.orderNo,
        merId: merchantOrders.merId,
        merName: merchants.name,
      })
      .from(productReviews)
      .innerJoin(orderItems, eq(orderItems.id, productReviews.orderItemId))
      .innerJoin(merchantOrders, eq(merchantOrders.id, orderItems.merchantOrderId))
      .innerJoin(merchants, eq(merchants.id, merchantOrders.merId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id)),
    db.$count(productReviews, where),
    paging,
    (rows) =>
      rows.map(({ review, item, orderNo, merId, merName }) => ({
        id: item.id,
        replyId: review.id,
        merOrderNo: orderNo,
        merId,
        merName,
        productId: item.productId,
        image: abs(item.image),
        ...boughtLineIn(item, locale),
        price: item.price,
        payNum: item.payNum,
        star: review.productScore,
        serviceStar: review.serviceScore,
        comment: review.comment,
        pics: review.pics.map(abs),
        merchantReplyContent: review.merchantReplyContent,
        createTime: formatDateTime(review.createdAt),
      })),
  )
}

/** The site paths of review images: each an upload of this user; they become public (purpose `review`). */
async function checkedPics(tx: DbOrTx, userId: number, urls: string[], origin: string): Promise<string[]> {
  if (urls.length > MAX_REVIEW_PICS) throw badRequest(/*i18n*/ 'At most {count} images', { count: MAX_REVIEW_PICS })
  const own = await ownUploadsAt(tx, userId, urls, origin, { privateOnly: false })
  if (!own) throw badRequest(PICS_NOT_ALLOWED)
  if (own.ids.length > 0) await tx.update(uploads).set({ purpose: 'review' }).where(inArray(uploads.id, own.ids))
  return own.paths
}

/** V2: one transaction; the order completes when this was its last item to review. */
export async function writeReview(db: Db, userId: number, input: ReviewInput, origin: string) {
  await db.transaction(async (tx) => {
    const found = await lockMerchantOrder(tx, input.orderNo, userId)
    if (!found) throw badRequest(ORDER_NOT_FOUND)
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, input.orderInfoId), eq(orderItems.merchantOrderId, found.order.id)))
      .for('update')
    if (!item) throw badRequest(/*i18n*/ 'This item is not part of the order')
    if (item.isReplied) throw badRequest(ALREADY_REVIEWED)
    if (found.order.status < ORDER.received)
      throw badRequest(/*i18n*/ 'Confirm receipt of the order before reviewing it')
    if (found.order.status !== ORDER.received) throw badRequest(ALREADY_REVIEWED)
    if (item.refundNum >= item.payNum) throw badRequest(/*i18n*/ 'A refunded item cannot be reviewed')
    const pics = await checkedPics(tx, userId, input.pics, origin)
    const [user] = await tx
      .select({ nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
    const inserted = await tx
      .insert(productReviews)
      .values({
        productId: item.productId,
        userId,
        nickname: user?.nickname || 'Shopper',
        avatar: user?.avatar ?? '',
        sku: item.sku,
        productScore: input.star,
        serviceScore: input.serviceStar,
        comment: input.comment,
        pics,
        orderItemId: item.id,
      })
      .onConflictDoNothing()
      .returning({ id: productReviews.id })
    if (inserted.length === 0) throw badRequest(ALREADY_REVIEWED)
    await tx.update(orderItems).set({ isReplied: true }).where(eq(orderItems.id, item.id))
    await completeIfReviewed(tx, found.order.id)
  })
}
