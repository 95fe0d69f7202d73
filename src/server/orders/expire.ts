/**
 * Unpaid orders cancel themselves at `expiresAt` (ORDER_UNPAID_CANCEL_MINUTES), giving back stock, coupons and
 * points. Two paths: lazily, for one user, before that user's order reads and creates; and a sweeper that every
 * app server runs. Rows are claimed with FOR UPDATE SKIP LOCKED, so several servers never cancel the same order
 * twice or wait on each other (and an order being paid right now is skipped).
 */
import { and, asc, eq, lte } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { orders } from '../db/schema'
import { logger } from '../logger'
import { unfreezeAllDue } from '../points'
import { autoReceiveShipped } from './fulfilment'
import { cancelMasterOrder } from './lifecycle'
import { claimDue, drain, startSweeper } from '../kit/sweeper'

export const EXPIRED_REASON = 'Not paid in time'

async function expireWhere(db: Db, userId: number | null, now: Date, limit: number): Promise<number> {
  const due = (db: DbOrTx) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'unpaid'),
          lte(orders.expiresAt, now),
          userId === null ? undefined : eq(orders.userId, userId),
        ),
      )
      .orderBy(asc(orders.expiresAt))
  // The lazy path (one user) reads first: the common case (nothing overdue) needs no transaction and takes no locks.
  return claimDue(db, due, { limit, lookFirst: userId !== null }, async (tx, rows) => {
    let cancelled = 0
    for (const { id } of rows) {
      if (await cancelMasterOrder(tx, id, EXPIRED_REASON)) cancelled++
    }
    return cancelled
  })
}

/** Cancels up to `limit` overdue unpaid orders of any user; returns how many it cancelled. */
export function expireOverdueOrders(db: Db, limit = 100, now = new Date()): Promise<number> {
  return expireWhere(db, null, now, limit)
}

/** The lazy path: one user's overdue unpaid orders, before answering that user. */
export function expireUserOverdueOrders(db: Db, userId: number, now = new Date()): Promise<number> {
  return expireWhere(db, userId, now, 100)
}

/** Runs `expireOverdueOrders` and the automatic receipt every `intervalMs` (60 s); the timer never keeps the process alive. */
export function startOrderExpirySweeper(getDb: () => Promise<Db>, intervalMs = 60_000): () => void {
  return startSweeper(getDb, {
    name: 'order expiry',
    intervalMs,
    sweep: async (db) => {
      const cancelled = await drain(() => expireOverdueOrders(db), 100)
      if (cancelled > 0) logger.info(`cancelled ${cancelled} unpaid order(s) past their payment deadline`)
      // Shipped orders past ORDER_AUTO_RECEIVE_DAYS are received (fulfilment.ts logs how many).
      await drain(() => autoReceiveShipped(db, null), 100)
      await unfreezeAllDue(db)
    },
  })
}
