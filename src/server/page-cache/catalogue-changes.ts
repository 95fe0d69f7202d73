/**
 * What changed in the catalogue, as each server learns it from the database (decision 39): the one `catalogue_version`
 * (bumped by any change to what every page shows: settings, categories, stores, a bulk import) and the tagged rows of
 * `catalogue_changes` (a product, its store, its categories, the unfiltered listings: migration 0033).
 *
 * A cached page or shared read is stamped with the view it was rendered at and the tags it read (catalogue-tags.ts);
 * it stays current until the version moves or a change names one of its tags. Each server reads the new rows itself
 * (at most once per `maxAgeMs`), so a change made through any server, or straight in the database, reaches all of
 * them; the database is the only shared state. Nothing here is needed by another server: `poll` is this server's own
 * count of reads.
 */
import { eq, gt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { primaryWalPosition, replicaOf } from '../db/replica'
import { catalogueChanges, catalogueVersion } from '../db/schema'

/** Any product change (a read that names no product, store or category, yet shows products). */
export const ANY_PRODUCT = '*'

export interface CatalogueStamp {
  version: string
  poll: number
  /** When it was taken: a stamp older than the changes this server keeps is never current. */
  at: number
  tags: ReadonlySet<string>
}

export interface CatalogueView {
  /** The version, and this server's count of lost track (a gap in what it read): a new value drops everything. */
  version: string
  /** This server's count of reads of the changes; a stamp taken now holds it. */
  poll: number
  /**
   * With a read replica (decision 54): the primary's WAL position just after the changes were read. A replica that has
   * replayed this far shows everything this view saw, and everything committed before the read began.
   */
  walPosition?: string
  /** Whether what was rendered at `stamp` still shows the catalogue as it is. */
  isCurrent(stamp: CatalogueStamp): boolean
  /** A stamp of this view for what was read with `tags`. */
  stamp(tags: ReadonlySet<string>): CatalogueStamp
}

/**
 * How often a server reads the changes at most (the guest page cache, and the shared reads of its requests): a change
 * reaches every server within this long.
 */
export const CATALOGUE_CHECK_MS = 1000

/** Rows read again on every poll: a transaction that took its `seq` earlier may commit after a later one. */
const OVERLAP = 1000
/** At most this many rows a poll; more mean a burst no tag list is worth following: everything is dropped. */
const BATCH = 5000
/** Rows older than this are deleted (by any server, at most once a minute); no cached entry lives that long. */
const KEEP_MINUTES = 15

export function createCatalogueWatcher(now: () => number = () => Date.now()) {
  let version: number | undefined
  let lost = 0
  let poll = 0
  let cursor = 0
  let readAt = -Infinity
  let prunedAt = now()
  const seen = new Set<number>()
  /** The poll that last saw a change of each tag, and when (tags older than any current stamp are pruned). */
  const changedAt = new Map<string, { poll: number; at: number }>()
  let inFlight: Promise<void> | undefined
  let walPosition: string | undefined

  function view(): CatalogueView {
    const key = `${version}.${lost}`
    const at = poll
    return {
      version: key,
      poll: at,
      walPosition,
      isCurrent(stamp) {
        if (stamp.version !== key || now() - stamp.at > KEEP_MINUTES * 60_000) return false
        for (const tag of stamp.tags) if ((changedAt.get(tag)?.poll ?? -1) > stamp.poll) return false
        return true
      },
      stamp: (tags) => ({ version: key, poll: at, at: now(), tags }),
    }
  }

  async function read(db: DbOrTx) {
    // One query, not two (every page request makes this read, decision 55): the version row, joined to each change
    // since the cursor, or once to nothing when there is none.
    const joined = await db
      .select({
        version: catalogueVersion.version,
        pruned: catalogueVersion.changesPrunedThrough,
        seq: catalogueChanges.seq,
        tag: catalogueChanges.tag,
      })
      .from(catalogueVersion)
      .leftJoin(catalogueChanges, gt(catalogueChanges.seq, Math.max(0, cursor - OVERLAP)))
      .where(eq(catalogueVersion.id, 1))
      .orderBy(catalogueChanges.seq)
      .limit(BATCH)
    const head = joined[0]
    const rows = joined.flatMap(({ seq, tag }) => (seq === null || tag === null ? [] : [{ seq, tag }]))
    // After the rows: every change they hold committed before this position (read on the primary, never the replica).
    walPosition = replicaOf(db) ? await primaryWalPosition(db) : undefined
    const first = version === undefined
    poll++
    version = head?.version ?? 0
    // Rows this server never read were deleted, or too many came at once: it cannot tell which pages they touched.
    if (!first && ((head?.pruned ?? 0) > cursor || rows.length === BATCH)) lost++
    for (const { seq, tag } of rows) {
      cursor = Math.max(cursor, seq)
      if (seen.has(seq)) continue
      seen.add(seq)
      if (first) continue
      changedAt.set(tag, { poll, at: now() })
      changedAt.set(ANY_PRODUCT, { poll, at: now() })
    }
    for (const seq of seen) if (seq <= cursor - OVERLAP) seen.delete(seq)
    // A tag changed before any stamp that can still be current was taken can go.
    const horizon = now() - KEEP_MINUTES * 60_000
    for (const [tag, { at }] of changedAt) if (at < horizon) changedAt.delete(tag)
    if (now() - prunedAt > 60_000) {
      prunedAt = now()
      await pruneChanges(db)
    }
  }

  return {
    /** The view, read from the database unless it was read less than `maxAgeMs` ago (one read in flight at a time). */
    async view(db: () => Promise<DbOrTx>, maxAgeMs: number): Promise<CatalogueView> {
      if (version !== undefined && now() - readAt < maxAgeMs) return view()
      // The interval counts from the start of a read: what committed before it is seen within `maxAgeMs`.
      const startedAt = now()
      inFlight ??= db()
        .then(read)
        .then(() => {
          readAt = startedAt
        })
        .finally(() => {
          inFlight = undefined
        })
      await inFlight
      return view()
    },
  }
}

/** Deletes change rows older than KEEP_MINUTES and records how far, so a server that read less knows it lost track. */
export async function pruneChanges(db: DbOrTx) {
  await db.execute(sql`
    with gone as (delete from ${catalogueChanges} where ${catalogueChanges.changedAt} < now() - ${`${KEEP_MINUTES} minutes`}::interval returning ${catalogueChanges.seq})
    update ${catalogueVersion} set changes_pruned_through = greatest(changes_pruned_through, (select max(seq) from gone))
    where id = 1 and exists (select 1 from gone)`)
}

/** With an external backend there is no local catalogue to watch: the fresh and stale windows alone bound the age. */
export const EXTERNAL_CATALOGUE: CatalogueView = {
  version: 'external',
  poll: 0,
  isCurrent: (stamp) => stamp.version === 'external',
  stamp: (tags) => ({ version: 'external', poll: 0, at: Date.now(), tags }),
}

export type CatalogueWatcher = ReturnType<typeof createCatalogueWatcher>

const watchers = new WeakMap<object, CatalogueWatcher>()

/** This server's watcher of a database (one per database handle). */
export function catalogueWatcherOf(db: DbOrTx): CatalogueWatcher {
  let watcher = watchers.get(db)
  if (!watcher) watchers.set(db, (watcher = createCatalogueWatcher()))
  return watcher
}
