import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
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
