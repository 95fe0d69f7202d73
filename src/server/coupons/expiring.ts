/**
 * The "coupon expiring" notice: a received, unused coupon that ends within COUPON_EXPIRING_NOTICE_DAYS gets one
 * notice (`user_coupon_notices` records it; its primary key makes "at most once" exact even when the lazy path
 * and the sweeper race). Run lazily before the shopper's coupon list, by the minute sweeper, and by the CLI.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { Db } from '../db/client'
import { coupons, userCouponNotices, userCoupons } from '../db/schema'
import { logger } from '../logger'
import { sendNotice } from '../notices'
import { drain, startSweeper } from '../kit/sweeper'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Sends the due notices (one user's, or everyone's when `userId` is null, 500 at most per call); returns how many
 * were sent. When nothing is due this is one indexed read.
 */
export async function noticeExpiringCoupons(
  db: Db,
  userId: number | null,
  now = new Date(),
  days = config().coupons.expiringNoticeDays,
) {
  if (days <= 0) return 0
  const horizon = new Date(now.getTime() + days * DAY_MS)
  const due = await db
    .select({
      id: userCoupons.id,
      userId: userCoupons.userId,
      name: userCoupons.name,
      endTime: userCoupons.endTime,
      i18n: coupons.i18n,
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .leftJoin(userCouponNotices, eq(userCouponNotices.userCouponId, userCoupons.id))
    .where(
      and(
        userId === null ? undefined : eq(userCoupons.userId, userId),
        eq(userCoupons.status, 0),
        gt(userCoupons.endTime, now),
        lte(userCoupons.endTime, horizon),
        isNull(userCouponNotices.userCouponId),
      ),
    )
    .orderBy(userCoupons.id)
    .limit(500)
  let sent = 0
  for (const coupon of due) {
    // The claim and the notice commit together: a lost race inserts nothing and sends nothing.
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(userCouponNotices)
        .values({ userCouponId: coupon.id, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: userCouponNotices.userCouponId })
      if (!row) return false
      // The name in every locale the coupon has one: the notice is read in the shopper's language, not the sweeper's.
      const couponNames = Object.fromEntries(
        Object.entries(coupon.i18n).flatMap(([locale, texts]) => (texts?.name ? [[locale, texts.name]] : [])),
      )
      await sendNotice(
        tx,
        coupon.userId,
        { type: 'coupon_expiring', couponName: coupon.name, couponNames, expiresAt: coupon.endTime },
        '/users/coupon_list',
      )
      return true
    })
    if (claimed) sent += 1
  }
  return sent
}

/** Runs `noticeExpiringCoupons` for everyone every `intervalMs` (10 minutes); the timer never keeps the process alive. */
export function startCouponExpiringSweeper(getDb: () => Promise<Db>, intervalMs = 10 * 60_000): () => Promise<void> {
  return startSweeper(getDb, {
    name: 'coupon expiring',
    intervalMs,
    sweep: async (db) => {
      const sent = await drain(() => noticeExpiringCoupons(db, null), 500)
      if (sent > 0) logger.info(`sent ${sent} coupon-expiring notice(s)`)
    },
  })
}
