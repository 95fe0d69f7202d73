/**
 * The sweep of orphaned uploads (decision 0007): an upload older than a day that nothing in the database mentions
 * (no avatar, review, refund, payment proof, chat message, application … holds its key) is deleted, row and file.
 * "Mentions" is read generously: every text and JSON column of every table is searched for the storage key, so a
 * new feature that stores upload paths keeps its files without registering here. Several servers may sweep at once:
 * the row's DELETE decides which one removes the file (and its smaller copies, variants.ts).
 */
import { and, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { uploads } from '../db/schema'
import { logger } from '../logger'
import { uploadStorage, type UploadStorage } from './storage'
import { deletePictureVariants } from './variants'
import { startSweeper } from '../kit/sweeper'

/** How old an upload must be before it may count as orphaned. */
export const ORPHAN_AFTER_MS = 24 * 3600_000
const BATCH = 500
/** Storage keys as they appear anywhere: inside site paths, absolute URLs or JSON. */
const KEY_IN_TEXT = 'uploads/[0-9]{4}/[0-9]{2}/[A-Za-z0-9_-]{16,64}[.](?:jpg|png|webm|mp4)'

interface Column {
  table_name: string
  column_name: string
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The storage keys among `keys` that some row of some table (other than `uploads`) mentions. */
async function mentionedKeys(db: Db, keys: Set<string>): Promise<Set<string>> {
  const columns = (
    (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name <> 'uploads'
        and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`)) as unknown as { rows: Column[] }
  ).rows
  const found = new Set<string>()
  for (const { table_name: table, column_name: column } of columns) {
    const rows = (
      (await db.execute(
        sql.raw(`select distinct (regexp_matches(${quoted(column)}::text, '${KEY_IN_TEXT}', 'g'))[1] as key
                 from ${quoted(table)} where ${quoted(column)}::text ~ '${KEY_IN_TEXT}'`),
      )) as unknown as { rows: { key: string }[] }
    ).rows
    for (const { key } of rows) if (keys.has(key)) found.add(key)
  }
  return found
}

/** Deletes orphaned uploads older than `ORPHAN_AFTER_MS` (rows, then files); returns how many went. */
export async function sweepOrphanedUploads(
  db: Db,
  storage: UploadStorage = uploadStorage(),
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS)
  const candidates = await db
    .select({ id: uploads.id, key: uploads.storageKey })
    .from(uploads)
    .where(lt(uploads.createdAt, cutoff))
    .orderBy(uploads.id)
    .limit(BATCH)
  if (candidates.length === 0) return 0
  const mentioned = await mentionedKeys(db, new Set(candidates.map((c) => c.key)))
  const orphans = candidates.filter((c) => !mentioned.has(c.key))
  if (orphans.length === 0) return 0
  const deleted = await db
    .delete(uploads)
    .where(
      and(
        inArray(
          uploads.id,
          orphans.map((o) => o.id),
        ),
        lt(uploads.createdAt, cutoff),
      ),
    )
    .returning({ key: uploads.storageKey })
  for (const { key } of deleted) {
    try {
      await storage.delete(key)
      await deletePictureVariants(storage, key)
    } catch (error) {
      // The row is gone, so the file is never served; a leftover file only takes room.
      logger.warn(`orphaned upload ${key}: file not removed (${(error as Error).message})`)
    }
  }
  return deleted.length
}

/** Runs the sweep every `intervalMs` (1 hour) and once shortly after start; the timer never keeps the process alive. */
export function startOrphanedUploadSweeper(getDb: () => Promise<Db>, intervalMs = 3600_000): () => Promise<void> {
  return startSweeper(getDb, {
    name: 'orphaned upload',
    intervalMs,
    firstAfterMs: 60_000,
    sweep: async (db) => {
      const removed = await sweepOrphanedUploads(db)
      if (removed > 0) logger.info(`removed ${removed} orphaned upload(s) older than a day`)
    },
  })
}
