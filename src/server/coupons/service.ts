/**
 * Receivable coupons (CP1) and receiving one (CP3). A received coupon is a copy of the template's terms in
 * `user_coupons`; the template's `remaining` only ever goes down through a conditional update, so concurrent
 * receives can never overdraw it.
 */
import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../i18n/locales'
import { onSaleProduct } from '../catalog'
import type { Db, DbOrTx } from '../db/client'
import { categories, coupons, products, userCoupons } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { ApiError, badRequest, notFound } from '../http/envelope'
import { readPage } from '../http/page'
import { localizedSql } from '../i18n/localized'

const DAY_MS = 24 * 60 * 60 * 1000
/** Coupons without `day` and without a use window stay valid this long after receiving. */
const DEFAULT_VALIDITY_DAYS = 365

export const ALREADY_RECEIVED = /*i18n*/ 'You have already received this coupon'
export const NONE_LEFT = /*i18n*/ 'This coupon has all been claimed'

/** Shown, still receivable, not yet over and not exhausted. */
function receivable(now: Date): SQL {
  return and(
    eq(coupons.isShow, true),
    or(isNull(coupons.receiveEndTime), gt(coupons.receiveEndTime, now)),
    or(isNull(coupons.useEndTime), gt(coupons.useEndTime, now)),
    or(isNull(coupons.remaining), gt(coupons.remaining, 0)),
  )!
}

export interface CouponQuery {
  merId?: number
  useType?: 1 | 2 | 3
  productId?: number
  page: number
  limit: number
}

/**
 * The coupons usable for one product: its goods, category (any ancestor), merchant-wide and platform coupons. The
 * product is read inside the coupons' statement, not before it: the product page reads these on every render
 * (decision 87). A product that is not on sale matches none.
 */
function usableFor(productId: number): SQL {
  const product = sql`(select p.id, p.mer_id, p.category_id, c.pid from ${products} p
    inner join ${categories} c on c.id = p.category_id where p.id = ${productId} and p.is_show)`
  return sql`exists (select 1 from ${product} as product where ${coupons.merId} in (0, product.mer_id) and (
    ${coupons.useType} = 1
    or (${coupons.useType} = 2 and ${coupons.productIds} @> jsonb_build_array(product.id))
    or (${coupons.useType} = 3 and ${coupons.categoryId} in
      (product.category_id, product.pid, (select g.pid from ${categories} g where g.id = product.pid)))))`
}

/** An empty list for a product answers 404 when the product itself is not on sale. */
async function assertOnSaleProduct(db: DbOrTx, productId: number) {
  const [product] = await db.select({ id: products.id }).from(products).where(onSaleProduct(productId))
  if (!product) throw notFound(/*i18n*/ 'Product not found')
}

/**
 * CP1. Without `productId`: filtered by `merId` (0 = platform coupons) and `useType`. With `productId`: every
 * coupon usable for that product, whatever `merId`/`useType` say (the product page sends `useType=2` but must
 * also offer the shop's and the platform's coupons).
 */
export async function receivableCoupons(
  db: DbOrTx,
  locale: Locale,
  input: CouponQuery,
  userId: number | null,
  now = new Date(),
) {
  const scope =
    input.productId !== undefined
      ? usableFor(input.productId)
      : and(
          input.merId !== undefined ? eq(coupons.merId, input.merId) : undefined,
          input.useType !== undefined ? eq(coupons.useType, input.useType) : undefined,
        )
  const where = and(receivable(now), scope)
  const isUse = userId
    ? sql<boolean>`exists (select 1 from ${userCoupons} uc where uc.coupon_id = ${coupons}.id and uc.user_id = ${userId})`
    : sql<boolean>`false`
  return readPage(
    db
      .select({
        id: coupons.id,
        name: localizedSql(coupons.i18n, 'name', coupons.name, locale),
        merId: coupons.merId,
        useType: coupons.useType,
        money: coupons.money,
        minPrice: coupons.minPrice,
        day: coupons.day,
        useStartTime: coupons.useStartTime,
        useEndTime: coupons.useEndTime,
        isUse,
      })
      .from(coupons)
      .where(where)
      .orderBy(asc(coupons.merId), asc(coupons.useType), asc(coupons.id)),
    db.$count(coupons, where),
    input,
    // Receivable coupons must not carry `startTime` (docs/api.md §4.6 (#ref-4-6)): the client would hide the Get button.
    async (rows) => {
      if (rows.length === 0 && input.productId !== undefined) await assertOnSaleProduct(db, input.productId)
      return rows.map(({ useStartTime, useEndTime, ...row }) => ({
        ...row,
        useType: Number(row.useType),
        day: row.day ?? 0,
        isUse: Boolean(row.isUse),
        useStartTimeStr: formatDateTime(useStartTime),
        useEndTimeStr: formatDateTime(useEndTime),
      }))
    },
  )
}

/** The validity of a received coupon: `day` days from now, else the template's use window. */
function validity(coupon: typeof coupons.$inferSelect, now: Date) {
  if (coupon.day && coupon.day > 0) return { startTime: now, endTime: new Date(now.getTime() + coupon.day * DAY_MS) }
  const startTime = coupon.useStartTime ?? now
  const endTime = coupon.useEndTime ?? coupon.receiveEndTime ?? new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS)
  return { startTime, endTime }
}

/**
 * CP3. One transaction: check the template, take one from `remaining` with a conditional update (never below
 * zero), and insert the user's copy. The limit is one per shopper (CRMEB's rule, decision 18): a duplicate (even a
 * concurrent one, through the unique index) rolls back.
 */
export async function receiveCoupon(
  db: Db,
  userId: number,
  couponId: number,
  now = new Date(),
  options: { hiddenToo?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId))
    // A hidden coupon cannot be received, only given by the operator (give-coupon).
    if (!coupon || (!coupon.isShow && !options.hiddenToo)) throw notFound(/*i18n*/ 'Coupon not found')
    const [held] = await tx
      .select({ id: userCoupons.id })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)))
    if (held) throw badRequest(ALREADY_RECEIVED)
    if ((coupon.receiveEndTime && coupon.receiveEndTime <= now) || (coupon.useEndTime && coupon.useEndTime <= now)) {
      throw badRequest(/*i18n*/ 'This coupon can no longer be received')
    }
    const taken = await tx
      .update(coupons)
      .set({ remaining: sql`${coupons.remaining} - 1` })
      .where(and(eq(coupons.id, couponId), or(isNull(coupons.remaining), gt(coupons.remaining, 0))))
      .returning({ remaining: coupons.remaining })
    if (taken.length === 0) throw badRequest(NONE_LEFT)
    const inserted = await tx
      .insert(userCoupons)
      .values({
        userId,
        couponId,
        merId: coupon.merId,
        name: coupon.name,
        useType: coupon.useType,
        money: coupon.money,
        minPrice: coupon.minPrice,
        productIds: coupon.productIds,
        categoryId: coupon.categoryId,
        ...validity(coupon, now),
      })
      .onConflictDoNothing({ target: [userCoupons.userId, userCoupons.couponId] })
      .returning({ id: userCoupons.id })
    // A concurrent receive by the same user won: throwing rolls our decrement back.
    if (inserted.length === 0) throw new ApiError(400, ALREADY_RECEIVED)
    return { id: inserted[0].id }
  })
}
