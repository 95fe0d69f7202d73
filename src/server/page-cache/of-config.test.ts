/**
 * The page cache's two switches (README.md here) really turn their part off: GUEST_PAGE_CACHE=off (or
 * GUEST_PAGE_CACHE_SECONDS=0) leaves no cache, every page renders; GUEST_PAGE_GZIP=off keeps the cache but no page
 * compressed once: a cached answer leaves as text, for the server's streaming gzip (as a rendered page does).
 */
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetConfig } from '../../../app.config'
import { gzipResponse } from '../http/compression'
import { contentSecurityPolicy, createNonce } from '../http/security-headers'
import { CACHE_STATE_HEADER } from './guest-page-cache'
import { guestPageCacheOfConfig } from './of-config'

/** A page as the shell renders it: a nonce in a script and in the CSP. */
async function render() {
  const nonce = createNonce()
  return new Response(`<html><body><p>${'Tiles '.repeat(200)}</p><script nonce="${nonce}">1</script></body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy(nonce) },
  })
}

function withEnv(env: Record<string, string>) {
  // No database to watch: an external backend's catalogue (the fresh and stale windows bound the age).
  vi.stubEnv('API_BASE_URL', 'https://api.shop.example')
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  resetConfig()
}

const gzipRequest = () => new Request('http://localhost:3000/', { headers: { 'accept-encoding': 'gzip' } })

afterEach(() => {
  vi.unstubAllEnvs()
  resetConfig()
})

describe('the page cache switches', () => {
  it('GUEST_PAGE_CACHE=off and GUEST_PAGE_CACHE_SECONDS=0 leave no cache; by default there is one', () => {
    withEnv({})
    expect(guestPageCacheOfConfig(render)).not.toBeNull()
    withEnv({ GUEST_PAGE_CACHE: 'off' })
    expect(guestPageCacheOfConfig(render)).toBeNull()
    withEnv({ GUEST_PAGE_CACHE: 'on', GUEST_PAGE_CACHE_SECONDS: '0' })
    expect(guestPageCacheOfConfig(render)).toBeNull()
  })

  it('by default a cached page leaves the cache gzipped, compressed when it was stored', async () => {
    withEnv({})
    const cache = guestPageCacheOfConfig(render)!
    await cache.fetch(gzipRequest())
    const hit = await cache.fetch(gzipRequest())
    expect(hit.headers.get(CACHE_STATE_HEADER)).toBe('hit')
    expect(hit.headers.get('content-encoding')).toBe('gzip')
  })

  it('GUEST_PAGE_GZIP=off keeps the cache, answers a hit as text, and the server gzips it as it streams', async () => {
    withEnv({ GUEST_PAGE_GZIP: 'off' })
    const cache = guestPageCacheOfConfig(render)!
    await cache.fetch(gzipRequest())
    const hit = await cache.fetch(gzipRequest())
    expect(hit.headers.get(CACHE_STATE_HEADER)).toBe('hit')
    expect(hit.headers.get('content-encoding')).toBeNull()
    const sent = gzipResponse(gzipRequest(), hit)
    expect(sent.headers.get('content-encoding')).toBe('gzip')
    const html = gunzipSync(Buffer.from(await sent.arrayBuffer())).toString('utf8')
    const nonce = /'nonce-([^']+)'/.exec(hit.headers.get('content-security-policy') ?? '')?.[1]
    expect(html).toContain(`<script nonce="${nonce}">1</script>`)
  })
})
