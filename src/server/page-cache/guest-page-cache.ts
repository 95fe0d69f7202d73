/**
 * The guest page cache (decision 16): rendered HTML of public pages, shared by guests with the same URL and locale.
 * - Per server, in memory, bounded (entries and bytes, least recently used out first).
 * - Fresh for `freshMs`, then served stale for up to `staleMs` more while one background render refreshes it.
 * - Every entry carries the catalogue stamp it was rendered at: the catalogue version and the tags its reads named
 *   (a product, its store, its category, catalogue-tags.ts). It is never served once the version moved or a change
 *   named one of its tags (catalogue-changes.ts): a price change drops the pages that show that product, not all.
 *   Both live in the database (triggers), so a change made through any app server, or straight in the database,
 *   reaches every server within the interval of its catalogue reads (a second).
 * - Each answer gets a fresh CSP nonce: the HTML is stored split at the nonce it was rendered with, and joined with
 *   a new one (in the body and in the Content-Security-Policy header) per response. The parts are also kept gzipped,
 *   so a browser that accepts gzip gets the page compressed without compressing it per answer (spliced-gzip.ts);
 *   with `splicedGzip: false` (GUEST_PAGE_GZIP=off) they are kept as text only and the answer leaves uncompressed
 *   here, for the server's streaming gzip to compress like any rendered page.
 * Only a 200 HTML answer that sets no cookie is stored; everything personal never reaches this code (guest-request.ts).
 */
import { acceptsGzip } from '../http/compression'
import { createNonce } from '../http/security-headers'
import type { CatalogueStamp, CatalogueView } from './catalogue-changes'
import { collectTags } from './catalogue-tags'
import { prepareSplicedGzip, spliced, type SplicedGzip, splicedGzip } from './spliced-gzip'

export interface GuestPageCacheOptions {
  /** Renders a page (the app's own fetch handler). */
  render: (request: Request) => Promise<Response>
  /** The catalogue as this server last read it (at most a second old); a rejection renders without the cache. */
  catalogue: () => Promise<CatalogueView>
  /**
   * The cache key of a request and the clean request to render for it, or null when the page must not be shared
   * (guest-request.ts). Misses and refreshes render the clean request, never the visitor's own headers.
   */
  keyOf: (request: Request) => { key: string; request: Request; private?: boolean } | null
  freshMs?: number
  staleMs?: number
  /** Keep each page gzipped once and splice the nonce into the compressed bytes (the default); false: text only. */
  splicedGzip?: boolean
  maxEntries?: number
  maxBytes?: number
  now?: () => number
  /** Called with errors of background refreshes (which have no visitor to answer). */
  onError?: (error: unknown) => void
}

interface Entry {
  /** The HTML split at its rendering nonce, as UTF-8 and gzipped once. */
  body: SplicedGzip
  headers: [string, string][]
  nonce: string
  stamp: CatalogueStamp
  storedAt: number
  bytes: number
}

export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass'
export const CACHE_STATE_HEADER = 'x-guest-cache'

const NONCE_IN_CSP = /'nonce-([^']+)'/
/** The objects of an entry beside its buffers (the entry, its maps' slots, the part views), rounded up. */
const ENTRY_OVERHEAD = 8192

export function createGuestPageCache(options: GuestPageCacheOptions) {
  const freshMs = options.freshMs ?? 30_000
  const staleMs = options.staleMs ?? 300_000
  const maxEntries = options.maxEntries ?? 1000
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const now = options.now ?? Date.now
  const gzipOnce = options.splicedGzip ?? true
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry | null>>()
  let bytes = 0

  const cacheControl = `public, max-age=0, s-maxage=${Math.floor(freshMs / 1000)}, stale-while-revalidate=${Math.floor(staleMs / 1000)}`

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  function store(key: string, entry: Entry) {
    remove(key)
    entries.set(key, entry)
    bytes += entry.bytes
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /**
   * The answer for one visitor: the stored page with a nonce of its own. An answer to a request with a session (the
   * member page, decision 36) is `private, no-store`: nothing sent to a signed-in browser is kept on its way.
   */
  function answer(entry: Entry, state: CacheState, request: Request, privately = false): Response {
    const nonce = createNonce()
    const headers = new Headers()
    for (const [name, value] of entry.headers) headers.append(name, value.split(entry.nonce).join(nonce))
    headers.set('cache-control', privately ? 'private, no-store' : cacheControl)
    headers.set('vary', 'Cookie, Accept-Encoding')
    headers.set(CACHE_STATE_HEADER, state)
    headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))))
    if (!gzipOnce || !acceptsGzip(request)) return new Response(spliced(entry.body, nonce), { status: 200, headers })
    headers.set('content-encoding', 'gzip')
    return new Response(splicedGzip(entry.body, nonce), {
      status: 200,
      headers,
    })
  }

  /**
   * Renders the clean request of `key` and keeps the result when it may be shared. Returns the entry, or null and
   * the rendered response (unread) when it could not be shared.
   */
  async function renderAndStore(
    key: string,
    request: Request,
    view: CatalogueView,
  ): Promise<{ entry: Entry | null; response: Response }> {
    const { result: rendered, tags } = await collectTags(() => options.render(request))
    const headers = rendered.headers
    const nonce = NONCE_IN_CSP.exec(headers.get('content-security-policy') ?? '')?.[1]
    const storable =
      rendered.status === 200 &&
      headers.get('content-type')?.startsWith('text/html') &&
      headers.getSetCookie().length === 0 &&
      nonce
    if (!storable) return { entry: null, response: rendered }
    const html = await rendered.text()
    const kept = [...headers].filter(
      ([name]) => !['cache-control', 'vary', 'age', 'content-length', 'date', CACHE_STATE_HEADER].includes(name),
    )
    const body = prepareSplicedGzip(html.split(nonce), Buffer.byteLength(nonce), gzipOnce)
    // What the entry holds, not what it shows: the memory behind its buffers, its headers and key.
    const bytes =
      body.heldBytes +
      kept.reduce((sum, [name, value]) => sum + name.length + value.length, 0) * 2 +
      key.length * 2 +
      ENTRY_OVERHEAD
    const entry: Entry = {
      body,
      headers: kept,
      nonce,
      stamp: view.stamp(tags),
      storedAt: now(),
      bytes,
    }
    store(key, entry)
    return { entry, response: rendered }
  }

  /** One render per key at a time: concurrent misses (and refreshes) of a key wait for the same one. */
  function renderOnce(key: string, request: Request, view: CatalogueView) {
    const running = pending.get(key)
    if (running) return { running, own: null }
    const own = renderAndStore(key, request, view)
    const shared = own.then(({ entry }) => entry).finally(() => pending.delete(key))
    // Whoever waits handles a failure; a refresh nobody waits for must not become an unhandled rejection.
    shared.catch(() => {})
    pending.set(key, shared)
    return { running: shared, own }
  }

  async function fetch(request: Request): Promise<Response> {
    const page = options.keyOf(request)
    if (page === null) return options.render(request)
    const { key, request: clean } = page
    const privately = page.private === true
    let view: CatalogueView
    try {
      view = await options.catalogue()
    } catch {
      return options.render(request)
    }
    const entry = entries.get(key)
    if (entry && view.isCurrent(entry.stamp)) {
      const age = now() - entry.storedAt
      if (age < freshMs + staleMs) {
        // Recently used goes to the end of the LRU order.
        entries.delete(key)
        entries.set(key, entry)
        if (age < freshMs) return answer(entry, 'hit', request, privately)
        if (!pending.has(key)) renderOnce(key, clean, view).running.catch((error) => options.onError?.(error))
        return answer(entry, 'stale', request, privately)
      }
    }
    if (entry) remove(key)
    const { running, own } = renderOnce(key, clean, view)
    if (own) {
      const { entry, response } = await own
      if (entry) return answer(entry, 'miss', request, privately)
      // Not shareable (a 404, a redirect): the clean render serves unless it set a cookie, which was not this visitor's.
      if (response.headers.getSetCookie().length === 0) return response
      // Read to its end rather than cancelled: a stream cancelled under the renderer's feet can be closed twice.
      await response.arrayBuffer().catch(() => undefined)
      return options.render(request)
    }
    const shared = await running.catch(() => null)
    // The page another visitor's render produced; when it could not be shared, this visitor gets a render of their own.
    return shared ? answer(shared, 'hit', request, privately) : options.render(request)
  }

  return {
    fetch,
    /** Drops every page (this server only; other servers follow the catalogue). */
    clear() {
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
  }
}
