/**
 * The catalogue version (migration 0011): bumped by database triggers whenever what every public page shows changes
 * (settings, categories, stores, a bulk product import); single product changes are tagged rows instead (migration
 * 0033, catalogue-changes.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { primaryWalPosition } from '../db/replica'
import { catalogueChanges, catalogueVersion } from '../db/schema'
import { catalogueWatcherOf, type CatalogueView } from './catalogue-changes'

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

/** One request to the server (src/server.ts): a page render makes a dozen in-process API calls within it. */
const requestScope = new AsyncLocalStorage<{ view?: Promise<CatalogueView>; walPosition?: Promise<string> }>()

/** Runs `handle` as one request: the catalogue reads it makes share one read of the changes (`requestCatalogueView`). */
export function withRequestScope<T>(handle: () => T): T {
  return requestScope.run({}, handle)
}

/**
 * The catalogue as the current request first read it: a page's shared reads (shared-reads.ts) then cost one read of
 * the changes per page rather than one per call, and the page shows one catalogue state throughout. Outside a request
 * scope (tests, the operator CLI) every call reads afresh.
 */
export function requestCatalogueView(db: DbOrTx): Promise<CatalogueView> {
  const fresh = () => catalogueWatcherOf(db).view(async () => db, 0)
  const scope = requestScope.getStore()
  if (!scope) return fresh()
  if (!scope.view) {
    const read = fresh()
    scope.view = read
    // A failed read is not kept: the next call of the request tries again.
    read.catch(() => {
      if (scope.view === read) scope.view = undefined
    })
  }
  return scope.view
}

/**
 * With a read replica (decision 54): the primary's WAL position as of this request, for a catalogue read that keeps
 * nothing (its answer is not stamped): the request's catalogue view's when it has one, else read once per request.
 * Every write that committed before the request began lies before it.
 */
export async function requestWalPosition(db: DbOrTx): Promise<string | undefined> {
  const scope = requestScope.getStore()
  if (scope?.view) return (await scope.view).walPosition
  if (!scope) return primaryWalPosition(db)
  if (!scope.walPosition) {
    const read = primaryWalPosition(db)
    scope.walPosition = read
    read.catch(() => {
      if (scope.walPosition === read) scope.walPosition = undefined
    })
  }
  return scope.walPosition
}
