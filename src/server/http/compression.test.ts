import { constants, gunzipSync, gzipSync, inflateRawSync as inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, gzipResponse, gzipStream, prepareSplicedGzip, spliced, splicedGzip } from './compression'

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

describe('splicedGzip', () => {
  it('holds its parts in two buffers of their own, counted as held (not views of zlib chunks or the pool)', () => {
    const parts = Array.from({ length: 150 }, (_, index) => `<div class="tile">${index}</div><script nonce="`)
    const prepared = prepareSplicedGzip(parts, 24)
    for (const { block, ends } of [prepared.raw, prepared.deflated]) {
      expect(block.buffer.byteLength).toBe(block.length)
      expect(ends).toHaveLength(150)
      expect(ends.at(-1)).toBe(block.length)
    }
    expect(prepared.raw.block.toString('utf8')).toBe(parts.join(''))
    expect(prepared.heldBytes).toBe(prepared.raw.block.length + prepared.deflated.block.length)
  })

  it('gives the gzip of the parts joined by any value, compressing the parts only once', () => {
    const parts = ['<html><head><script nonce="', '">1</script></head><body>Привет, 你好 ', '', ' — end</body></html>']
    const prepared = prepareSplicedGzip(parts, 8)
    for (const value of ['abc123==', 'другой', '', 'x'.repeat(70_000)]) {
      expect(gunzipSync(splicedGzip(prepared, value)).toString('utf8')).toBe(parts.join(value))
      expect(Buffer.from(spliced(prepared, value)).toString('utf8')).toBe(parts.join(value))
    }
  })

  it('handles a page without the value and a large page', () => {
    const one = prepareSplicedGzip(['just one part'], 1)
    expect(gunzipSync(splicedGzip(one, 'x')).toString()).toBe('just one part')
    const big = Array.from({ length: 3 }, (_, i) => `<div class="tile">${'товар '.repeat(20_000)}${i}</div>`)
    const compressed = splicedGzip(prepareSplicedGzip(big, 5), 'NONCE')
    expect(gunzipSync(compressed).toString('utf8')).toBe(big.join('NONCE'))
    expect(compressed.length).toBeLessThan(big.join('').length / 20)
  })

  it('compresses a page cut at many values nearly as well as whole, and stays right for any value', () => {
    // Like a page: ~120 nonces between parts of about a kilobyte of varied markup.
    const tile = (i: number) =>
      `<a class="tile" href="/goods_detail/${i * 37}"><img src="/media/p/${i}.webp" alt="Product ${(i * 7919) % 1000}"/><span>$${(i * 13.7).toFixed(2)}</span></a>`
    const part = (i: number) => `"/>${Array.from({ length: 8 }, (_, j) => tile(i * 8 + j)).join('')}<script nonce="`
    const parts = ['<html><head><script nonce="', ...Array.from({ length: 120 }, (_, i) => part(i)), '"></script></head><body>\0 zero</body></html>']
    const prepared = prepareSplicedGzip(parts, 24)
    const whole = gzipSync(parts.join('A'.repeat(24)), { level: 9 }).length
    for (const nonce of ['abcdefghijklmnopqrstuvwx', 'nonce/with+slashes=====', 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
      const compressed = splicedGzip(prepared, nonce)
      expect(gunzipSync(compressed).toString('utf8')).toBe(parts.join(nonce))
      // Each part carries its own Huffman tables (~50 bytes); the shop's home page, cut at 150 nonces, comes out 1.2× whole.
      if (nonce.length === 24) expect(compressed.length).toBeLessThan(whole * 1.6)
    }
    // A part holding a NUL byte is compressed on its own, and still comes out right.
    const withNul = prepareSplicedGzip(['a\u0000b', 'c\u0000d', 'e'], 3)
    expect(gunzipSync(splicedGzip(withNul, 'XYZ')).toString()).toBe('a\u0000bXYZc\u0000dXYZe')
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
    const parts = ['<html><head>', '<title>Привет</title>', '</head><body>', ...Array.from({ length: 50 }, (_, i) => `<p>${i}</p>`)]
    for (const part of parts.slice(0, 3)) void writer.write(encoder.encode(part))
    // The first burst is flushed on its own (past the 10-byte gzip header): it decodes before the rest is written.
    for (let waited = 0; Buffer.concat(received).length <= 10 && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
    const first = Buffer.concat(received)
    expect(inflateSync(first.subarray(10), { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(parts.slice(0, 3).join(''))
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
