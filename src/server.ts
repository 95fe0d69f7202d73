/**
 * The server's fetch entry (TanStack Start picks up src/server.ts): TanStack Start's handler behind the guest page cache
 * (decision 16). Public pages for visitors without a session come from the cache; everything else renders. Answers
 * leave gzipped when the browser accepts it (decision 32).
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { config } from '../app.config'
import { logger } from './server/logger'
import { localeLinkRedirect, withFirstTouch } from './server/attribution/page-entry'
import { getDatabase } from './server/db/client'
import { catalogueWatcherOf, EXTERNAL_CATALOGUE } from './server/page-cache/catalogue-changes'
import { withRequestScope } from './server/page-cache/catalogue-version'
import { createGuestPageCache } from './server/page-cache/guest-page-cache'
import { guestPage } from './server/page-cache/guest-request'
import { gzipResponse } from './server/http/compression'
import { SHARED_PAGE_HEADER } from './shared/shared-page'

const render = (request: Request) => Promise.resolve(handler.fetch(request))

function guestPageCache() {
  const { freshSeconds, staleSeconds, pages } = config().guestPageCache
  if (freshSeconds === 0 || !pages) return null
  // With an external backend there is no local catalogue to watch: the fresh and stale windows bound the age.
  // The catalogue's changes are read at most once a second per server (catalogue-changes.ts).
  const catalogue = config().apiBaseUrl
    ? async () => EXTERNAL_CATALOGUE
    : async () => {
        const { db } = await getDatabase()
        return catalogueWatcherOf(db).view(async () => db, 1000)
      }
  return createGuestPageCache({
    render,
    keyOf: guestPage,
    catalogue,
    freshMs: freshSeconds * 1000,
    staleMs: staleSeconds * 1000,
    onError: (error) => logger.warn(`guest page refresh failed: ${error instanceof Error ? error.message : String(error)}`),
  })
}

let cache: ReturnType<typeof guestPageCache> | undefined

export default createServerEntry({
  // One request scope per request: the in-process API calls of a page share one read of the catalogue's changes.
  fetch: (request) => withRequestScope(() => serve(request)),
})

async function serve(incoming: Request): Promise<Response> {
  // Only the page cache asks for the member page (decision 36), on the clean request it builds itself.
  const request = incoming.headers.has(SHARED_PAGE_HEADER) ? withoutHeader(incoming, SHARED_PAGE_HEADER) : incoming
  // Deep links (decision 22): `?locale=` becomes the locale cookie; campaign params start the visit's first touch.
  const localeLink = localeLinkRedirect(request)
  if (localeLink) return localeLink
  // Created on the first request, so the configuration is read at run time (not while the build imports this file).
  if (cache === undefined) cache = guestPageCache()
  const response = await (cache ? cache.fetch(request) : handler.fetch(request))
  // Pages and JSON leave gzipped (decision 32); cached pages come gzipped already.
  return gzipResponse(request, withFirstTouch(request, response, config().attributionCookieDays))
}

function withoutHeader(request: Request, name: string): Request {
  const headers = new Headers(request.headers)
  headers.delete(name)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, { method: request.method, headers, body: hasBody ? request.body : undefined, duplex: 'half' } as RequestInit)
}
