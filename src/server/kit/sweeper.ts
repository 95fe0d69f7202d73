/**
 * The one scheduler of the background sweepers (order expiry, expiring coupons, orphaned uploads): every
 * `intervalMs` (and once after `firstAfterMs`, when given) it runs `sweep` unless the last run is still going, logs
 * a failure instead of throwing, and never keeps the process alive. Returns the function that stops it, which
 * resolves once a run still going has ended (the server's database closes after it: db/client.ts).
 */
import type { Db, DbOrTx, Tx } from '../db/client'
import { logger } from '../logger'

export interface Sweeper {
  /** Named in the log line of a failed run: "<name> sweep failed". */
  name: string
  intervalMs: number
  firstAfterMs?: number
  sweep: (db: Db) => Promise<void>
}

export function startSweeper(
  getDb: () => Promise<Db>,
  { name, intervalMs, firstAfterMs, sweep }: Sweeper,
): () => Promise<void> {
  let running: Promise<void> | undefined
  const run = async () => {
    if (running) return
    running = (async () => {
      try {
        await sweep(await getDb())
      } catch (error) {
        logger.error(`${name} sweep failed`, error)
      }
    })()
    try {
      await running
    } finally {
      running = undefined
    }
  }
  const first = firstAfterMs === undefined ? undefined : setTimeout(() => void run(), firstAfterMs)
  first?.unref()
  const timer = setInterval(() => void run(), intervalMs)
  timer.unref()
  return async () => {
    if (first) clearTimeout(first)
    clearInterval(timer)
    await running
  }
}

/** Runs `batch` until it handles fewer than `size` rows (a backlog drains in batches); answers the total. */
export async function drain(batch: () => Promise<number>, size: number): Promise<number> {
  let total = 0
  let handled: number
  do {
    handled = await batch()
    total += handled
  } while (handled === size)
  return total
}

/** Due rows: a select, filtered and ordered; `claimDue` adds the LIMIT and the lock. */
interface DueRows<Row> {
  limit(limit: number): PromiseLike<Row[]> & {
    for(strength: 'update', config: { skipLocked: true }): PromiseLike<Row[]>
  }
}

/**
 * One batch of due rows, claimed and handled: in one transaction, up to `limit` of the rows `due` selects, locked
 * FOR UPDATE SKIP LOCKED (several servers never take the same row, nor wait on each other). With `lookFirst` (the
 * lazy path, before answering one shopper) a plain read comes first, so the common case, nothing due, needs no
 * transaction and takes no locks. Answers what `handle` answers, 0 when nothing was due.
 */
export async function claimDue<Row>(
  db: Db,
  due: (db: DbOrTx) => DueRows<Row>,
  { limit, lookFirst }: { limit: number; lookFirst: boolean },
  handle: (tx: Tx, rows: Row[]) => Promise<number>,
): Promise<number> {
  if (lookFirst && (await due(db).limit(1)).length === 0) return 0
  return db.transaction(async (tx) => handle(tx, await due(tx).limit(limit).for('update', { skipLocked: true })))
}
