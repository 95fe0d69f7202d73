/**
 * Points (`integral`): the balance lives on `users.integral`, every change is a row in `points_records`
 * (type 1 adds, 2 spends; `balance` is the balance after the change). Spending is a conditional update, so
 * concurrent spends can never take the balance below zero.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { pointsRecords, users } from '../db/schema'
import { readSetting } from '../db/settings'
import { formatDateTime } from '../http/dates'
import { offsetOf, pageOf } from '../http/page'

export type PointsLinkType = 'register' | 'order' | 'cancel' | 'refund'

export interface PointsChange {
  linkType: PointsLinkType
  linkId?: string
  title: string
}

/**
 * One change of the balance and its ledger row. A spend is a conditional update (`integral >= n`), so a short
 * balance changes nothing. Returns the new balance, or null when nothing changed.
 */
async function changePoints(tx: DbOrTx, userId: number, points: number, type: 1 | 2, change: PointsChange): Promise<number | null> {
  if (!Number.isInteger(points) || points <= 0) return null
  const [row] = await tx
    .update(users)
    .set({ integral: type === 1 ? sql`${users.integral} + ${points}` : sql`${users.integral} - ${points}` })
    .where(type === 1 ? eq(users.id, userId) : and(eq(users.id, userId), gte(users.integral, points)))
    .returning({ integral: users.integral })
  if (!row) return null
  await tx.insert(pointsRecords).values({
    userId,
    type,
    linkType: change.linkType,
    linkId: change.linkId ?? '',
    title: change.title,
    points,
    balance: row.integral,
  })
  return row.integral
}

/** Adds points and writes the ledger row; returns the new balance. Zero or negative amounts change nothing. */
export const grantPoints = (tx: DbOrTx, userId: number, points: number, change: PointsChange) =>
  changePoints(tx, userId, points, 1, change)

/** Spends points only if the balance covers them; returns the new balance, or null when it is short. */
export const spendPoints = (tx: DbOrTx, userId: number, points: number, change: PointsChange) =>
  changePoints(tx, userId, points, 2, change)

export async function pointsBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ integral: users.integral }).from(users).where(eq(users.id, userId))
  return row?.integral ?? 0
}

/** The welcome points of a new account (`checkout.points.registerBonus`), when points are enabled. */
export async function grantRegisterBonus(tx: DbOrTx, userId: number): Promise<void> {
  const checkout = await readSetting(tx, 'checkout')
  const bonus = checkout?.points.enabled ? Math.floor(checkout.points.registerBonus) : 0
  if (bonus > 0) await grantPoints(tx, userId, bonus, { linkType: 'register', linkId: String(userId), title: 'Welcome bonus' })
}

/** PY8: the ledger, newest first. */
export async function pointsLedger(db: DbOrTx, userId: number, page: number, limit: number) {
  const where = eq(pointsRecords.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(pointsRecords)
      .where(where)
      .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: sql<number>`count(*)::int` }).from(pointsRecords).where(where),
  ])
  const list = rows.map((r) => ({
    id: r.id,
    type: Number(r.type),
    title: r.title,
    points: r.points,
    balance: r.balance,
    linkType: r.linkType,
    linkId: r.linkId,
    createTime: formatDateTime(r.createdAt),
  }))
  return pageOf(list, total, page, limit)
}
