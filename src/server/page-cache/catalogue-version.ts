/** The catalogue version (migration 0011): bumped by database triggers whenever what a public page shows changes. */
import { AsyncLocalStorage } from 'node:async_hooks'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { catalogueVersion } from '../db/schema'

export async function readCatalogueVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1))
  return row?.version ?? 0
}

/** One request to the server (src/server.ts): a page render makes a dozen in-process API calls within it. */
const requestScope = new AsyncLocalStorage<{ version?: Promise<number> }>()

/** Runs `handle` as one request: the catalogue reads it makes share one version read (`requestCatalogueVersion`). */
export function withRequestScope<T>(handle: () => T): T {
  return requestScope.run({}, handle)
}

/**
 * The catalogue version as the current request first read it: a page's shared reads (shared-reads.ts) then cost one
 * query per page rather than one per call, and the page shows one catalogue version throughout. Outside a request
 * scope (tests, the operator CLI) every call reads it afresh.
 */
export function requestCatalogueVersion(db: DbOrTx): Promise<number> {
  const scope = requestScope.getStore()
  if (!scope) return readCatalogueVersion(db)
  if (!scope.version) {
    const read = readCatalogueVersion(db)
    scope.version = read
    // A failed read is not kept: the next call of the request tries again.
    read.catch(() => {
      if (scope.version === read) scope.version = undefined
    })
  }
  return scope.version
}
