import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MerchantMoreSearch } from '~/features/merchants/schemas'
import { OrderDetailSearch } from '~/features/orders/schemas'
import { canonicalSearch, parseSearchParams } from '~/features/search/schemas'
import { cleanLineText, isCleanText, urlText } from './clean-text'

describe('the text rule', () => {
  it('refuses NUL, other controls and lone surrogates; line breaks only in multi-line text', () => {
    expect(isCleanText('Tverskaya 1, кв. 5 — 東京 😀')).toBe(true)
    expect(isCleanText('a\u0000b')).toBe(false)
    expect(isCleanText('a\u001bb')).toBe(false)
    expect(isCleanText('a\u007fb')).toBe(false)
    expect(isCleanText('a\ud800b')).toBe(false)
    expect(isCleanText('a\udc00b')).toBe(false)
    expect(isCleanText('line\nbreak\ttab')).toBe(true)
    expect(isCleanText('line\nbreak', true)).toBe(false)
  })

  it('cleans one-line text: controls become spaces, lone surrogates go, spaces collapse', () => {
    expect(cleanLineText('\u0000abc')).toBe('abc')
    expect(cleanLineText('red\u0000\u0001shoes\n')).toBe('red shoes')
    expect(cleanLineText('a\ud800b 😀')).toBe('ab 😀')
    expect(cleanLineText('\u0000\u0000')).toBe('')
  })

  it('reads URL values the router JSON-parsed as text', () => {
    expect(v.parse(urlText(10), 123)).toBe('123')
    expect(v.parse(urlText(10), true)).toBe('true')
    expect(v.safeParse(urlText(3), 'abcd').success).toBe(false)
  })
})

describe('storefront search params with hostile text', () => {
  it('the search page cleans ?title=%00abc to "abc"', () => {
    expect(parseSearchParams({ title: '\u0000abc' }).title).toBe('abc')
    expect(canonicalSearch({ title: '\u0000\u0001' })).toEqual({})
    expect(canonicalSearch({ title: 'a\ud800b', cid: '\u0000' })).toEqual({ title: 'ab' })
  })

  it('the store search cleans its keywords', () => {
    expect(v.parse(MerchantMoreSearch, { keywords: 'sh\u0000op' }).keywords).toBe('sh op')
  })

  it('an order number with a NUL falls back to none', () => {
    expect(v.parse(OrderDetailSearch, { orderNo: 'PT\u00001' }).orderNo).toBeUndefined()
    expect(v.parse(OrderDetailSearch, { orderNo: 'PT2026' }).orderNo).toBe('PT2026')
  })
})
