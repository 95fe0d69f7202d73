/**
 * Points earned by orders. A merchant order that is received earns `earnRate` points per 1.00 paid (less what was
 * refunded by then), frozen for `frozenDays`; then they thaw into the balance: lazily before the shopper's points
 * reads, in the order sweeper (FOR UPDATE SKIP LOCKED, like orders/expire.ts), or at once through the operator
 * CLI (`points-unfreeze`). A refund of a received order takes its share back: from the frozen points while they are
 * frozen, else from the balance, never below zero (points already spent are not clawed back).
 */
import Decimal from 'decimal.js'
import { and, asc, eq, lte } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { claimDue, drain } from '../kit/sweeper'
import { type merchantOrders, pointsEarnings, users } from '../db/schema'
import { readSetting } from '../db/settings'
import { logger } from '../logger'
import { earnedPoints, reversalOf } from './ledger'
import { movePoints } from './service'

const DAY_MS = 86_400_000

export async function earningRules(db: DbOrTx): Promise<{ enabled: boolean; rate: string; frozenDays: number }> {
  const points = (await readSetting(db, 'checkout'))?.points
  return {
    enabled: points?.enabled ?? false,
    rate: points?.earnRate ?? '1',
    frozenDays: Math.max(0, points?.frozenDays ?? 7),
  }
}

type MerchantOrder = Pick<typeof merchantOrders.$inferSelect, 'id' | 'userId' | 'orderNo' | 'payPrice' | 'refundPrice'>

/** A received merchant order earns its points once (frozen unless `frozenDays` is 0). */
export async function earnForReceivedOrder(tx: DbOrTx, order: MerchantOrder, at = new Date()): Promise<number> {
  const rules = await earningRules(tx)
  if (!rules.enabled) return 0
  const base = Decimal.max(0, new Decimal(order.payPrice).minus(order.refundPrice))
  const points = earnedPoints(base, rules.rate)
  if (points <= 0) return 0
  const frozen = rules.frozenDays > 0
  const [earning] = await tx
    .insert(pointsEarnings)
    .values({
      userId: order.userId,
      merchantOrderId: order.id,
      orderNo: order.orderNo,
      points,
      base: base.toFixed(2),
      status: frozen ? 'frozen' : 'unfrozen',
      thawAt: new Date(at.getTime() + rules.frozenDays * DAY_MS),
      settledAt: frozen ? null : at,
      createdAt: at,
    })
    .onConflictDoNothing({ target: pointsEarnings.merchantOrderId })
    .returning({ id: pointsEarnings.id })
  if (!earning) return 0
  const change = {
    linkType: 'earn' as const,
    linkId: order.orderNo,
    title: `Points earned with order ${order.orderNo}`,
  }
  await movePoints(tx, order.userId, frozen ? 'freeze' : 'earn', points, change)
  return points
}

/**
 * Thaws frozen earnings: those due by `now`, or every frozen one with `all` (the operator ends the frozen period
 * early). `userId` limits it to one shopper (the lazy path, which first looks without locking). Returns how many.
 */
export async function unfreezeDue(
  db: Db,
  options: { userId?: number | null; now?: Date; all?: boolean; limit?: number } = {},
): Promise<number> {
  const { userId = null, now = new Date(), all = false, limit = 100 } = options
  const where = and(
    eq(pointsEarnings.status, 'frozen'),
    all ? undefined : lte(pointsEarnings.thawAt, now),
    userId === null ? undefined : eq(pointsEarnings.userId, userId),
  )
  const due = (db: DbOrTx) => db.select().from(pointsEarnings).where(where).orderBy(asc(pointsEarnings.thawAt))
  return claimDue(db, due, { limit, lookFirst: userId !== null }, async (tx, rows) => {
    for (const earning of rows) {
      const left = earning.points - earning.reversed
      if (left > 0) {
        await movePoints(tx, earning.userId, 'unfreeze', left, {
          linkType: 'earn',
          linkId: earning.orderNo,
          title: `Points of order ${earning.orderNo} unfrozen`,
        })
      }
      await tx
        .update(pointsEarnings)
        .set({ status: 'unfrozen', settledAt: now })
        .where(eq(pointsEarnings.id, earning.id))
    }
    return rows.length
  })
}

/** Drains every due earning in batches (the sweeper); logs how many thawed. */
export async function unfreezeAllDue(db: Db, now = new Date()): Promise<number> {
  const total = await drain(() => unfreezeDue(db, { now }), 100)
  if (total > 0) logger.info(`unfroze the points of ${total} received order(s)`)
  return total
}

/**
 * An approved refund of a merchant order takes back its share of the points the order earned (`last`: the order
 * is now fully refunded, so everything left goes). Nothing happens when the order earned nothing (not received).
 */
export async function reverseForRefund(
  tx: DbOrTx,
  merchantOrderId: number,
  refundPrice: string,
  refundOrderNo: string,
  last: boolean,
): Promise<number> {
  const [earning] = await tx
    .select()
    .from(pointsEarnings)
    .where(eq(pointsEarnings.merchantOrderId, merchantOrderId))
    .for('update')
  if (!earning || earning.status === 'reversed') return 0
  const share = reversalOf(earning, refundPrice, last)
  if (share <= 0) return 0
  const change = {
    linkType: 'refund' as const,
    linkId: refundOrderNo,
    title: `Points of order ${earning.orderNo} taken back with refund ${refundOrderNo}`,
  }
  const reversed = earning.reversed + share
  if (earning.status === 'frozen') {
    await movePoints(tx, earning.userId, 'reverse', share, change, 'frozen')
    const done = reversed >= earning.points
    await tx
      .update(pointsEarnings)
      .set({ reversed, status: done ? 'reversed' : 'frozen', settledAt: done ? new Date() : null })
      .where(eq(pointsEarnings.id, earning.id))
    return share
  }
  // Thawed: take what the balance still holds (the user row is locked by the update in movePoints).
  const [user] = await tx
    .select({ integral: users.integral })
    .from(users)
    .where(eq(users.id, earning.userId))
    .for('update')
  const taken = Math.min(share, user?.integral ?? 0)
  if (taken > 0) await movePoints(tx, earning.userId, 'reverse', taken, change)
  if (taken < share)
    logger.info(`refund ${refundOrderNo}: ${share - taken} earned point(s) were already spent and are not taken back`)
  await tx.update(pointsEarnings).set({ reversed }).where(eq(pointsEarnings.id, earning.id))
  return taken
}
