/**
 * The server's fetch entry (TanStack Start picks up src/server.ts): TanStack Start's handler behind the guest page cache
 * (decision 16). Public pages for visitors without a session come from the cache; everything else renders. Answers
 * leave gzipped when the browser accepts it (decision 32).
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { config } from '../app.config'
import { localeLinkRedirect, withFirstTouch } from './server/attribution/page-entry'
import { withRequestScope } from './server/http/request-scope'
import { guestPageCacheOfConfig } from './server/page-cache/of-config'
import { gzipResponse } from './server/http/compression'
import { SHARED_PAGE_HEADER } from './shared/shared-page'

const render = (request: Request) => Promise.resolve(handler.fetch(request))

let cache: ReturnType<typeof guestPageCacheOfConfig> | undefined

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
  if (cache === undefined) cache = guestPageCacheOfConfig(render)
  const response = await (cache ? cache.fetch(request) : handler.fetch(request))
  // Pages and JSON leave gzipped (decision 32); cached pages come gzipped already (unless GUEST_PAGE_GZIP=off).
  return gzipResponse(request, withFirstTouch(request, response, config().attributionCookieDays))
}

function withoutHeader(request: Request, name: string): Request {
  const headers = new Headers(request.headers)
  headers.delete(name)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    duplex: 'half',
  } as RequestInit)
}
