/**
 * The guest page cache's byte bound holds as measured by the heap, not only by its own count (a review found the
 * count 13 times short: each compressed part kept zlib's 16 KB chunk alive). The cache is filled in a process of its
 * own with garbage collection at hand (tests/support/page-cache-heap.ts).
 */
import { execFileSync } from 'node:child_process'
import { expect, it } from 'vitest'

it('holds at most its byte bound (plus the interpreter’s noise) when far more pages than fit have passed through', () => {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'tests/support/page-cache-heap.ts'],
    {
      encoding: 'utf8',
      env: { ...process.env, MAX_BYTES: String(4 * 1024 * 1024), PAGES: '60' },
    },
  )
  const report = JSON.parse(output.trim().split('\n').at(-1)!) as {
    maxBytes: number
    heldBytes: number
    entries: number
    pageBytes: number
  }
  // Sixty pages of ~170 KB would hold over 10 MB uncompressed: the bound must have evicted.
  expect(report.pageBytes).toBeGreaterThan(150_000)
  expect(report.entries).toBeLessThan(60)
  expect(report.entries).toBeGreaterThan(3)
  expect(report.heldBytes).toBeLessThan(report.maxBytes * 1.25 + 2 * 1024 * 1024)
}, 120_000)
