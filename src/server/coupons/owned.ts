/**
 * CP4: the shopper's own coupons. `type` usable (status 0, not ended) or unusable (used, or ended); the designed
 * `useType` filter gives the list's scope tabs (1 merchant-wide or platform, 2 goods, 3 category). Each row says
 * where it can be used (`merId`, `productIds`, `categoryId`) so the card links there.
 */
import { and, desc, eq, gt, lte, ne, or } from 'drizzle-orm'
import type { OwnedCouponRow } from '~/contract'
import type { Locale } from '../../i18n/locales'
import type { DbOrTx } from '../db/client'
import { coupons, merchants, userCoupons } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { readPage } from '../http/page'
import { localizedSql } from '../i18n/localized'

export interface OwnedCouponQuery {
  type: 'usable' | 'unusable'
  useType?: 1 | 2 | 3
  page: number
  limit: number
}

/**
 * The fields every view of an owned coupon shares (the shopper's list CP4, the order's choice O2): `name` in the
 * request's locale, `merName` of its shop (none for a platform coupon).
 */
export function ownedCouponFields(coupon: typeof userCoupons.$inferSelect, name: string, merName: string | null) {
  return {
    id: coupon.id,
    name,
    merId: coupon.merId,
    merName: merName ?? '',
    useType: Number(coupon.useType),
    money: coupon.money,
    minPrice: coupon.minPrice,
    startTime: formatDateTime(coupon.startTime),
    endTime: formatDateTime(coupon.endTime),
  }
}

export async function ownedCoupons(
  db: DbOrTx,
  locale: Locale,
  userId: number,
  input: OwnedCouponQuery,
  now = new Date(),
) {
  const state =
    input.type === 'usable'
      ? and(eq(userCoupons.status, 0), gt(userCoupons.endTime, now))
      : or(ne(userCoupons.status, 0), lte(userCoupons.endTime, now))
  const where = and(
    eq(userCoupons.userId, userId),
    state,
    input.useType === undefined ? undefined : eq(userCoupons.useType, input.useType),
  )
  return readPage(
    db
      // The template's name in the request's locale; the copy kept at receiving is the base (decision 24).
      .select({
        coupon: userCoupons,
        name: localizedSql(coupons.i18n, 'name', userCoupons.name, locale),
        day: coupons.day,
        merName: merchants.name,
      })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .leftJoin(merchants, eq(merchants.id, userCoupons.merId))
      .where(where)
      // Usable: the soonest to end first; the rest: the newest first.
      .orderBy(input.type === 'usable' ? userCoupons.endTime : desc(userCoupons.endTime), desc(userCoupons.id)),
    db.$count(userCoupons, where),
    input,
    (rows) =>
      rows.map(({ coupon, name, day, merName }): OwnedCouponRow => ({
        ...ownedCouponFields(coupon, name, merName),
        couponId: coupon.couponId,
        day: day ?? 0,
        productIds: coupon.productIds,
        categoryId: coupon.categoryId,
        // Used stays used; an unused coupon past its end (written as 2 or not) is expired.
        status: coupon.status === 1 ? 1 : coupon.status !== 0 || coupon.endTime <= now ? 2 : 0,
      })),
  )
}
