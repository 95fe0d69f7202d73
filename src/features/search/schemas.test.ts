import { describe, expect, it } from 'vitest'
import { sortToApi } from './params'
import { canonicalSearch, isCanonical, parseSearchParams } from './schemas'

describe('search params schema', () => {
  it('keeps valid values and reads numbers the router JSON-parsed', () => {
    expect(
      parseSearchParams({
        title: '  desk   lamp ',
        cid: 12,
        pid: '3',
        tab: 'store',
        sort: 'price_asc',
        minPrice: 10.5,
        maxPrice: '020.00',
        typeId: 2,
        categoryId: '4',
        page: 3,
      }),
    ).toEqual({
      title: 'desk lamp',
      cid: 12,
      pid: 3,
      tab: 'store',
      sort: 'price_asc',
      minPrice: 10.5,
      maxPrice: 20,
      typeId: 2,
      categoryId: 4,
      page: 3,
    })
    // `?title=123` arrives as a number.
    expect(parseSearchParams({ title: 123 }).title).toBe('123')
  })

  it('falls back to unset for every bad value, without throwing', () => {
    const bad = {
      title: 'x'.repeat(101),
      cid: 'abc',
      pid: -1,
      tab: 'nope',
      sort: 'zzz',
      minPrice: '-5',
      maxPrice: '1e9',
      typeId: 1.5,
      categoryId: { a: 1 },
      page: -3,
    }
    expect(canonicalSearch(bad)).toEqual({})
    expect(canonicalSearch({ page: 51 })).toEqual({})
    expect(canonicalSearch({ page: 0 })).toEqual({})
    expect(canonicalSearch({ page: '2' })).toEqual({ page: 2 })
    expect(canonicalSearch({ cid: 0 })).toEqual({})
    // Ids the API cannot take (more than 9 digits) would fail the page: they fall back to none.
    expect(canonicalSearch({ cid: 1_000_000_000, typeId: '2147483648' })).toEqual({})
    expect(canonicalSearch({ cid: 999_999_999 })).toEqual({ cid: 999_999_999 })
    expect(canonicalSearch({ cid: [1, 2] })).toEqual({})
    expect(canonicalSearch(null)).toEqual({})
    expect(canonicalSearch('garbage')).toEqual({})
  })

  it('drops unknown keys, defaults and empty values; orders the price range', () => {
    expect(canonicalSearch({ foo: 1, title: '   ', tab: 'goods', sort: 'default', page: 1 })).toEqual({})
    expect(canonicalSearch({ minPrice: '50', maxPrice: 10 })).toEqual({ minPrice: 10, maxPrice: 50 })
    expect(canonicalSearch({ page: -3, sort: 'zzz', cid: 'abc', foo: 1 })).toEqual({})
  })

  it('is idempotent', () => {
    const once = canonicalSearch({ title: ' lamp ', cid: '7', sort: 'new', minPrice: '1.50', tab: 'store', page: '4' })
    expect(canonicalSearch(once)).toEqual(once)
    expect(once).toEqual({ title: 'lamp', cid: 7, sort: 'new', minPrice: 1.5, tab: 'store', page: 4 })
  })
})

describe('canonical URL check', () => {
  it('accepts the canonical search, also when numbers stand for canonical strings', () => {
    expect(isCanonical({}, {})).toBe(true)
    expect(isCanonical({ title: 'lamp', cid: 7 }, { title: 'lamp', cid: 7 })).toBe(true)
    expect(isCanonical({ title: 123, minPrice: 10.5 }, canonicalSearch({ title: 123, minPrice: 10.5 }))).toBe(true)
    expect(isCanonical({ minPrice: '10' }, canonicalSearch({ minPrice: '10' }))).toBe(false)
  })

  it('rejects garbage keys, bad values and spelled-out defaults', () => {
    const check = (raw: Record<string, unknown>) => isCanonical(raw, canonicalSearch(raw))
    expect(check({ foo: 1 })).toBe(false)
    expect(check({ page: -3, sort: 'zzz', cid: 'abc' })).toBe(false)
    expect(check({ tab: 'goods' })).toBe(false)
    expect(check({ page: 1 })).toBe(false)
    expect(check({ title: ' lamp ' })).toBe(false)
    expect(check({ cid: '7' })).toBe(false)
    expect(check({ minPrice: 50, maxPrice: 10 })).toBe(false)
    expect(check({ title: 'lamp', sort: 'sales', page: 2 })).toBe(true)
  })
})

describe('sort → K4 parameters', () => {
  it('sets at most one order', () => {
    expect(sortToApi('default')).toEqual({})
    expect(sortToApi('sales')).toEqual({ salesOrder: 'desc' })
    expect(sortToApi('price_asc')).toEqual({ priceOrder: 'asc' })
    expect(sortToApi('price_desc')).toEqual({ priceOrder: 'desc' })
    expect(sortToApi('new')).toEqual({ newOrder: 'desc' })
  })
})

describe('search params with hostile text', () => {
  it('the search page cleans ?title=%00abc to "abc"', () => {
    expect(parseSearchParams({ title: '\u0000abc' }).title).toBe('abc')
    expect(canonicalSearch({ title: '\u0000\u0001' })).toEqual({})
    expect(canonicalSearch({ title: 'a\ud800b', cid: '\u0000' })).toEqual({ title: 'ab' })
  })
})
