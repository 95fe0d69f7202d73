/** src/server.ts's guest page cache, built from the configuration (the switches are in README.md here). */
import { config } from '../../../app.config'
import { getDatabase } from '../db/client'
import { logger } from '../logger'
import { CATALOGUE_CHECK_MS, catalogueWatcherOf, EXTERNAL_CATALOGUE } from './catalogue-changes'
import { createGuestPageCache } from './guest-page-cache'
import { guestPage } from './guest-request'

/**
 * The guest page cache as the environment sets it up (README.md beside this file): none when GUEST_PAGE_CACHE is off
 * or GUEST_PAGE_CACHE_SECONDS is 0; pages kept as text only when GUEST_PAGE_GZIP is off.
 */
export function guestPageCacheOfConfig(render: (request: Request) => Promise<Response>) {
  const { freshSeconds, staleSeconds, pages, splicedGzip } = config().guestPageCache
  if (freshSeconds === 0 || !pages) return null
  // With an external backend there is no local catalogue to watch: the fresh and stale windows bound the age.
  // The catalogue's changes are read at most once a second per server (catalogue-changes.ts).
  const catalogue = config().apiBaseUrl
    ? async () => EXTERNAL_CATALOGUE
    : async () => {
        const { db } = await getDatabase()
        return catalogueWatcherOf(db).view(async () => db, CATALOGUE_CHECK_MS)
      }
  return createGuestPageCache({
    render,
    keyOf: guestPage,
    catalogue,
    freshMs: freshSeconds * 1000,
    staleMs: staleSeconds * 1000,
    splicedGzip,
    onError: (error) =>
      logger.warn(`guest page refresh failed: ${error instanceof Error ? error.message : String(error)}`),
  })
}
