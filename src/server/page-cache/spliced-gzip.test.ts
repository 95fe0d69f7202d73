import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { prepareSplicedGzip, spliced, splicedGzip } from './spliced-gzip'

describe('splicedGzip', () => {
  it('holds its parts in two buffers of their own, counted as held (not views of zlib chunks or the pool)', () => {
    const parts = Array.from({ length: 150 }, (_, index) => `<div class="tile">${index}</div><script nonce="`)
    const prepared = prepareSplicedGzip(parts, 24)
    for (const { block, ends } of [prepared.raw, prepared.deflated!]) {
      expect(block.buffer.byteLength).toBe(block.length)
      expect(ends).toHaveLength(150)
      expect(ends.at(-1)).toBe(block.length)
    }
    expect(prepared.raw.block.toString('utf8')).toBe(parts.join(''))
    expect(prepared.heldBytes).toBe(prepared.raw.block.length + prepared.deflated!.block.length)
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
    const parts = [
      '<html><head><script nonce="',
      ...Array.from({ length: 120 }, (_, i) => part(i)),
      '"></script></head><body>\0 zero</body></html>',
    ]
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

describe('the switch (GUEST_PAGE_GZIP=off)', () => {
  it('keeps the parts uncompressed only, and still answers the same text, gzipped whole when asked', () => {
    const parts = ['<p nonce="', '">a</p><script nonce="', '"></script>']
    const off = prepareSplicedGzip(parts, 4, false)
    expect(off.deflated).toBeNull()
    expect(off.heldBytes).toBe(Buffer.byteLength(parts.join('')))
    expect(Buffer.from(spliced(off, 'WXYZ')).toString()).toBe(parts.join('WXYZ'))
    expect(gunzipSync(splicedGzip(off, 'WXYZ')).toString()).toBe(parts.join('WXYZ'))
    expect(prepareSplicedGzip(parts, 4).heldBytes).toBeGreaterThan(off.heldBytes)
  })
})
