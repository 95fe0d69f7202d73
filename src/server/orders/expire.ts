/**
 * Unpaid orders cancel themselves at `expiresAt` (ORDER_UNPAID_CANCEL_MINUTES), giving back stock, coupons and
 * points. Two paths: lazily, for one user, before that user's order reads and creates; and a sweeper that every
 * app server runs. Rows are claimed with FOR UPDATE SKIP LOCKED, so several servers never cancel the same order
 * twice or wait on each other (and an order being paid right now is skipped).
 *
 * Before an order read, one statement asks whether the shopper has anything due at all (overdue unpaid, or shipped
 * past ORDER_AUTO_RECEIVE_DAYS), each through a partial index on the shopper's due orders alone
 * (`orders_user_unpaid_idx`, `merchant_orders_user_shipped_idx`): however many orders they hold, the common answer
 * (nothing due) reads no order row and takes no lock.
 */
import { and, asc, eq, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { preparedStatement } from '../db/prepared'
import { merchantOrders, orders } from '../db/schema'
import { logger } from '../logger'
import { unfreezeAllDue } from '../points'
import { autoReceiveDue, autoReceiveShipped } from './fulfilment'
import { cancelMasterOrder } from './lifecycle'
import { claimDue, drain, startSweeper } from '../kit/sweeper'

export const EXPIRED_REASON = 'Not paid in time'

/** The condition on `orders` of the unpaid orders past their deadline (of one shopper, or of anyone). */
const overdue = (userId: number | null, now: Date): SQL =>
  and(eq(orders.status, 'unpaid'), lte(orders.expiresAt, now), userId === null ? undefined : eq(orders.userId, userId))!

async function expireWhere(
  db: Db,
  userId: number | null,
  now: Date,
  limit: number,
  lookFirst = userId !== null,
): Promise<number> {
  const due = (db: DbOrTx) =>
    db.select({ id: orders.id }).from(orders).where(overdue(userId, now)).orderBy(asc(orders.expiresAt))
  // The lazy path (one user) reads first: the common case (nothing overdue) needs no transaction and takes no locks.
  return claimDue(db, due, { limit, lookFirst }, async (tx, rows) => {
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
export async function expireUserOverdueOrders(db: Db, userId: number, now = new Date()): Promise<number> {
  // Every order create looks first (a prepared statement, decision 61); only a shopper with one due claims rows.
  const due = await preparedStatement(db, 'orders_user_overdue', (db, name) =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'unpaid'),
          lte(orders.expiresAt, sql.placeholder('now')),
          eq(orders.userId, sql.placeholder('userId')),
        ),
      )
      .limit(1)
      .prepare(name),
  ).execute({ userId, now })
  return due.length === 0 ? 0 : expireWhere(db, userId, now, 100, false)
}

/**
 * Before answering a shopper's order read: their overdue unpaid orders are cancelled and their shipped orders past
 * ORDER_AUTO_RECEIVE_DAYS received, as the sweeper would. One statement looks whether either is due; only then are
 * the rows claimed. `alongside` is a query of one row read in that same statement (the order counters, routes.ts):
 * its row is the answer when nothing was due, and null when something was settled (the row read before may be stale).
 */
export async function settleUserDueOrders(
  db: Db,
  userId: number,
  now = new Date(),
  alongside?: SQLWrapper,
): Promise<Record<string, unknown> | null> {
  const receive = autoReceiveDue(userId, now)
  const exists = (query: SQL) => sql<boolean>`exists (${query})`
  const { rows } = (await db.execute(
    sql`select ${exists(
      sql`${db
        .select({ one: sql`1` })
        .from(orders)
        .where(overdue(userId, now))}`,
    )} as "expire",
      ${
        receive
          ? exists(
              sql`${db
                .select({ one: sql`1` })
                .from(merchantOrders)
                .where(receive)}`,
            )
          : sql`false`
      } as "receive"${alongside ? sql`, alongside.* from (${alongside}) as alongside` : sql``}`,
  )) as unknown as { rows: ({ expire: boolean; receive: boolean } & Record<string, unknown>)[] }
  const row = rows[0]
  if (row?.expire) await expireWhere(db, userId, now, 100, false)
  if (row?.receive) await autoReceiveShipped(db, userId, now)
  return row && !row.expire && !row.receive ? row : null
}

/** Runs `expireOverdueOrders` and the automatic receipt every `intervalMs` (60 s); the timer never keeps the process alive. */
export function startOrderExpirySweeper(getDb: () => Promise<Db>, intervalMs = 60_000): () => Promise<void> {
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
