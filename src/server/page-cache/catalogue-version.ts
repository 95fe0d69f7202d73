/**
 * The catalogue version (migration 0011): bumped by database triggers whenever what every public page shows changes
 * (settings, categories, stores, a bulk product import); single product changes are tagged rows instead (migration
 * 0033, catalogue-changes.ts).
 */
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { primaryWalPosition } from '../db/replica'
import { inRequest, oncePerRequest } from '../http/request-scope'
import { catalogueChanges, catalogueVersion } from '../db/schema'
import { CATALOGUE_CHECK_MS, catalogueWatcherOf, type CatalogueView } from './catalogue-changes'

export async function readCatalogueVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
  return row?.version ?? 0
}

/** A mark that moves with any catalogue change, product changes included (the Merchant Center feed's ETag). */
export async function readCatalogueMark(db: DbOrTx): Promise<string> {
  const [[head], [last]] = await Promise.all([
    db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1)),
    db.select({ seq: sql<number>`coalesce(max(${catalogueChanges.seq}), 0)` }).from(catalogueChanges),
  ])
  return `${head?.version ?? 0}.${last?.seq ?? 0}`
}

/**
 * The catalogue as the current request first read it: a page's shared reads (shared-reads.ts) then cost at most one
 * read of the changes per page rather than one per call, and the page shows one catalogue state throughout. Within
 * the server's requests the changes are read at most once a second per server (CATALOGUE_CHECK_MS, as the guest page
 * cache reads them): a change made anywhere reaches every server's next request after that second, and a request
 * within it costs no statement. Outside a request (tests, the operator CLI) every call reads afresh.
 */
export function requestCatalogueView(db: DbOrTx): Promise<CatalogueView> {
  if (!inRequest()) return catalogueWatcherOf(db).view(async () => db, 0)
  return oncePerRequest('catalogue view', () => catalogueWatcherOf(db).view(async () => db, CATALOGUE_CHECK_MS))
}

/**
 * After a change made through this server (the operator's door): read the changes now, so this server's next request
 * shows it rather than up to a second later. Other servers see it within the second, as always.
 */
export async function readCatalogueChangesNow(db: DbOrTx): Promise<void> {
  await catalogueWatcherOf(db).view(async () => db, 0)
}

/**
 * With a read replica (decision 54): the primary's WAL position as of this request, for a catalogue read that keeps
 * nothing (its answer is not stamped), read once per request (decision 55). Every write that committed before the
 * request began lies before it.
 */
export function requestWalPosition(db: DbOrTx): Promise<string | undefined> {
  return oncePerRequest('wal position', () => primaryWalPosition(db))
}
