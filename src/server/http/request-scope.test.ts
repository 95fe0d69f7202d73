/** One read per request for what a page's in-process calls all read (decision 55), and nothing kept past it. */
import { describe, expect, it } from 'vitest'
import { oncePerRequest, withRequestScope } from './request-scope'

describe('request scope', () => {
  it('shares one read per key within a request, and none with the next request or another key', async () => {
    let reads = 0
    const read = () => Promise.resolve(++reads)
    const first = await withRequestScope(async () => [
      await oncePerRequest('a', read),
      await oncePerRequest('a', read),
      await oncePerRequest('b', read),
    ])
    expect(first).toEqual([1, 1, 2])
    expect(await withRequestScope(() => oncePerRequest('a', read))).toBe(3)
  })

  it('reads afresh outside a request, and after a failed read', async () => {
    let reads = 0
    expect(await oncePerRequest('a', () => Promise.resolve(++reads))).toBe(1)
    expect(await oncePerRequest('a', () => Promise.resolve(++reads))).toBe(2)
    const outcome = await withRequestScope(async () => {
      const failed = await oncePerRequest('a', () => Promise.reject(new Error('down'))).catch((e: Error) => e.message)
      return [failed, await oncePerRequest('a', () => Promise.resolve('up'))]
    })
    expect(outcome).toEqual(['down', 'up'])
  })
})
