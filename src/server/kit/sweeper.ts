/**
 * The one scheduler of the background sweepers (order expiry, product totals, orphaned uploads): every
 * `intervalMs` (and once after `firstAfterMs`, when given) it runs `sweep` unless the last run is still going, logs
 * a failure instead of throwing, and never keeps the process alive. Returns the function that stops it, which
 * resolves once a run still going has ended (the server's database closes after it: db/client.ts).
 *
 * A failure that repeats (the database down: every second for the product totals) is logged whole once, then at
 * most every `REPEAT_LOG_MS` as one line with the count of failed runs, and the first run that succeeds again says
 * so: an operator reads the outage and its end, not a stack a second.
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

/** How often a sweeper that keeps failing with the same message says so again. */
export const REPEAT_LOG_MS = 60_000

/** The failures in a row of one sweeper: the message, how many runs, when it was last logged. */
interface FailingStreak {
  message: string
  runs: number
  loggedAt: number
}

export function startSweeper(
  getDb: () => Promise<Db>,
  { name, intervalMs, firstAfterMs, sweep }: Sweeper,
): () => Promise<void> {
  let running: Promise<void> | undefined
  let failing: FailingStreak | undefined
  const failed = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    const now = Date.now()
    if (failing?.message !== message) {
      logger.error(`${name} sweep failed`, error)
      failing = { message, runs: 1, loggedAt: now }
      return
    }
    failing.runs++
    if (now - failing.loggedAt < REPEAT_LOG_MS) return
    logger.error(`${name} sweep still failing (${failing.runs} runs in a row): ${message}`)
    failing.loggedAt = now
  }
  const run = async () => {
    if (running) return
    running = (async () => {
      try {
        await sweep(await getDb())
        if (failing) logger.info(`${name} sweep works again after ${failing.runs} failed runs`)
        failing = undefined
      } catch (error) {
        failed(error)
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
