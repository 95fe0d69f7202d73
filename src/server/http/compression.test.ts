import { constants, gunzipSync, inflateRawSync as inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, gzipResponse, gzipStream } from './compression'

const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('https://shop.example/', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsGzip(request('gzip, deflate, br, zstd'))).toBe(true)
    expect(acceptsGzip(request('br;q=1.0, GZIP;q=0.5'))).toBe(true)
    expect(acceptsGzip(request('*'))).toBe(true)
    expect(acceptsGzip(request())).toBe(false)
    expect(acceptsGzip(request('br'))).toBe(false)
    expect(acceptsGzip(request('gzip;q=0'))).toBe(false)
    expect(acceptsGzip(request('x-gzip'))).toBe(false)
  })

  it('lets an explicit gzip;q=0 win over a wildcard, and a wildcard speak for gzip when gzip is not named', () => {
    expect(acceptsGzip(request('gzip;q=0, *;q=0.1'))).toBe(false)
    expect(acceptsGzip(request('*;q=0.1, gzip;q=0'))).toBe(false)
    expect(acceptsGzip(request('br, *;q=0.1'))).toBe(true)
    expect(acceptsGzip(request('br, *;q=0'))).toBe(false)
    expect(acceptsGzip(request('gzip;q=0.5, *;q=0'))).toBe(true)
  })
})

describe('gzipStream', () => {
  it('compresses a stream whose chunks come in bursts, sending each burst before the next one arrives', async () => {
    const { readable, writable } = gzipStream()
    const writer = writable.getWriter()
    const reader = readable.getReader()
    const received: Uint8Array[] = []
    const pump = (async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        received.push(value)
      }
    })()
    const encoder = new TextEncoder()
    const parts = [
      '<html><head>',
      '<title>Привет</title>',
      '</head><body>',
      ...Array.from({ length: 50 }, (_, i) => `<p>${i}</p>`),
    ]
    for (const part of parts.slice(0, 3)) void writer.write(encoder.encode(part))
    // The first burst is flushed on its own (past the 10-byte gzip header): it decodes before the rest is written.
    for (let waited = 0; Buffer.concat(received).length <= 10 && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10))
    const first = Buffer.concat(received)
    expect(inflateSync(first.subarray(10), { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(
      parts.slice(0, 3).join(''),
    )
    for (const part of parts.slice(3)) void writer.write(encoder.encode(part))
    await writer.close()
    await pump
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe(parts.join(''))
  })

  it('stops quietly when the reader goes away mid-stream (a browser closing the connection)', async () => {
    const { readable, writable } = gzipStream()
    const writer = writable.getWriter()
    const reader = readable.getReader()
    const encoder = new TextEncoder()
    void writer.write(encoder.encode('<html>'))
    await reader.read()
    await reader.cancel()
    // More of the page arrives after the disconnect: nothing throws (an uncaught throw would end the server).
    await writer.write(encoder.encode('<body>more</body>')).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await writer.close().catch(() => undefined)
  })
})

describe('gzipResponse', () => {
  const html = '<!doctype html><p>' + 'Hello '.repeat(500) + '</p>'
  const page = () =>
    new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        vary: 'Cookie',
        'content-length': String(html.length),
      },
    })

  it('gzips pages, JSON and SVG for a browser that accepts it', async () => {
    const response = gzipResponse(request('gzip, br'), page())
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html)
    const json = gzipResponse(request('gzip'), Response.json({ code: 200, data: 'x'.repeat(100) }))
    expect(json.headers.get('content-encoding')).toBe('gzip')
    const svg = gzipResponse(request('gzip'), new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }))
    expect(svg.headers.get('content-encoding')).toBe('gzip')
    expect(svg.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('leaves alone clients without gzip, HEAD requests, encoded or no-transform answers and other types', async () => {
    expect(gzipResponse(request(), page()).headers.get('content-encoding')).toBeNull()
    expect(gzipResponse(request('gzip', 'HEAD'), page()).headers.get('content-encoding')).toBeNull()
    const encoded = new Response('x', {
      headers: { 'content-type': 'text/html', 'content-encoding': 'br' },
    })
    expect(gzipResponse(request('gzip'), encoded)).toBe(encoded)
    const untouchable = new Response('x', {
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store, no-transform' },
    })
    expect(gzipResponse(request('gzip'), untouchable)).toBe(untouchable)
    const image = new Response('x', {
      headers: { 'content-type': 'image/png' },
    })
    expect(gzipResponse(request('gzip'), image)).toBe(image)
  })
})
