/**
 * Reads from a streaming replica (decision 54). With DATABASE_REPLICA_URL the server opens a second pool on a hot
 * standby and attaches it to the primary's handle. A read may go to it only once it has replayed the primary's WAL as
 * far as the primary had flushed it when the request asked (`primaryWalPosition`, read once per request, or with the
 * request's catalogue view for a shared read: page-cache/replica-reads.ts): what any shopper wrote before sending the
 * request, and every catalogue change the request's stamps name, is then on the replica too. A replica that is behind, down or stalled takes nothing: the primary answers.
 *
 * Nothing here is state another server needs: the replay position is this server's cache of the replica's own answer.
 */
import { sql } from 'drizzle-orm'
import { logger } from '../logger.ts'
import type { Db, DbOrTx } from './client.ts'

export interface ReadReplica {
  db: Db
  /** Whether the replica has replayed the primary's WAL up to `position` (a pg_lsn text); false while it is down. */
  caughtUp(position: string): Promise<boolean>
  /** A read on the replica failed for the replica's sake (unreachable, stalled): reads go to the primary a while. */
  markDown(reason: string): void
  close(): Promise<void>
}

/** What the position queries answer (node-postgres and PGlite alike). */
type Positions = { rows: { position: string | null }[] }

/** How long asking the replica for its replay position may take before it counts as down. */
const PROBE_MS = 250
/** How long a replica that failed takes no reads before it is asked again. */
const DOWN_MS = 5000
/**
 * How long a read waits for a replica a little behind (a commit streams over in about a millisecond; WAL the primary
 * flushes in the background, `wal_writer_delay` later), asking again every POLL_MS; one still behind then is left
 * alone for LAGGING_MS (reads go to the primary without waiting).
 */
const WAIT_MS = 20
const POLL_MS = 2
const LAGGING_MS = 500

/** A pg_lsn (`16/B374D848`) as a number that compares. */
function walPositionValue(position: string): bigint {
  const [high = '', low = ''] = position.split('/')
  if (!/^[0-9A-F]{1,8}$/i.test(high) || !/^[0-9A-F]{1,8}$/i.test(low))
    throw new Error(`not a WAL position: ${position}`)
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`)
}

/**
 * The primary's WAL flush position: what a standby can have. Every transaction committed before it was read lies
 * before it, as a commit is flushed before it becomes visible (`synchronous_commit` on, PostgreSQL's default; with
 * `off` a commit shows before its flush, and a reader could miss it on the replica for up to `wal_writer_delay`). The
 * insert or write position is no good: a read that sets hint bits writes a page image into the WAL (data checksums)
 * that is not flushed until the WAL writer's next round, so the replica would seem 200 ms behind after every read.
 */
export async function primaryWalPosition(db: DbOrTx): Promise<string> {
  const { rows } = (await db.execute(sql`select pg_current_wal_flush_lsn()::text as position`)) as unknown as Positions
  return rows[0]!.position!
}

/** The replica's logic over its pool: replay position read on demand (one read at a time), down for DOWN_MS on failure. */
export function createReadReplica(db: Db, close: () => Promise<void>, now: () => number = Date.now): ReadReplica {
  let replayed = -1n
  let downUntil = 0
  let laggingUntil = 0
  let probing: Promise<void> | undefined

  function markDown(reason: string) {
    if (now() < downUntil) return
    downUntil = now() + DOWN_MS
    // What comes back may be another server (a rebuilt replica): its position is learnt afresh.
    replayed = -1n
    logger.warn(`database replica: reads go to the primary for ${DOWN_MS / 1000} s (${reason})`)
  }

  async function probe() {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_MS} ms`)), PROBE_MS)
    })
    try {
      const { rows } = (await Promise.race([
        db.execute(sql`select pg_last_wal_replay_lsn()::text as position`),
        timeout,
      ])) as unknown as Positions
      const position = rows[0]?.position
      // A server that replays nothing is no replica (DATABASE_REPLICA_URL names a primary): it is never read.
      if (!position) throw new Error('it replays no WAL: not a standby')
      const value = walPositionValue(position)
      if (value > replayed) replayed = value
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    db,
    async caughtUp(position) {
      const wanted = walPositionValue(position)
      // Lagging a moment ago: asked once, no wait. Otherwise asked at least twice (the first question may wait for a
      // new connection) and until the deadline.
      const patient = now() >= laggingUntil
      const deadline = now() + (patient ? WAIT_MS : 0)
      for (let asked = 0; ; asked++) {
        if (now() < downUntil) return false
        if (replayed >= wanted) return true
        // One question in flight at a time, shared by the requests waiting.
        probing ??= probe()
          .catch((error: unknown) => markDown(error instanceof Error ? error.message : String(error)))
          .finally(() => {
            probing = undefined
          })
        await probing
        if (now() < downUntil) return false
        if (replayed >= wanted) return true
        if ((asked > 0 || !patient) && now() >= deadline) {
          laggingUntil = now() + LAGGING_MS
          return false
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },
    markDown,
    close,
  }
}

const replicas = new WeakMap<object, ReadReplica>()

/** Makes `replica` the read replica of the primary `db` (`openDatabase` with a `replicaUrl`). */
export function attachReplica(primary: Db, replica: ReadReplica): void {
  replicas.set(primary, replica)
}

/** The read replica of the primary `db`, if it has one. */
export function replicaOf(primary: DbOrTx): ReadReplica | undefined {
  return replicas.get(primary)
}
