import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  choiceParam,
  choiceWithDefault,
  codeParam,
  idParam,
  pageParam,
  requiredIdParam,
  stripUndefined,
  textParam,
  withoutDefaults,
} from './search-params'
import { MAX_URL_ID, MAX_URL_PAGE } from './url-limits'

const parse = <S extends v.GenericSchema>(schema: S, value: unknown) =>
  v.parse(v.object({ key: schema }), { key: value }).key

describe('search params', () => {
  it('reads pages from numbers and digit strings, and unsets anything else', () => {
    expect(parse(pageParam(), 3)).toBe(3)
    expect(parse(pageParam(), '3')).toBe(3)
    expect(parse(pageParam(), ' 4 ')).toBe(4)
    for (const bad of [
      0,
      -1,
      1.5,
      '1.5',
      '1e3',
      '0x10',
      'NaN',
      '',
      null,
      true,
      [2],
      { page: 2 },
      MAX_URL_PAGE + 1,
      1e309,
    ]) {
      expect(parse(pageParam(), bad)).toBeUndefined()
    }
    expect(parse(pageParam(50), 51)).toBeUndefined()
    expect(v.parse(v.object({ page: pageParam() }), {})).toEqual({ page: undefined })
  })

  it('caps ids where the API would refuse them; a required id falls back to 0', () => {
    expect(parse(idParam(), MAX_URL_ID)).toBe(MAX_URL_ID)
    expect(parse(idParam(), MAX_URL_ID + 1)).toBeUndefined()
    expect(parse(idParam(), '99999999999999999999')).toBeUndefined()
    expect(parse(idParam(), 0)).toBeUndefined()
    expect(parse(requiredIdParam(), 12)).toBe(12)
    expect(parse(requiredIdParam(), '12')).toBe(12)
    expect(parse(requiredIdParam(), 'abc')).toBe(0)
    expect(parse(requiredIdParam(), undefined)).toBe(0)
  })

  it('cleans text and keeps numbers the parser made of it as text', () => {
    expect(parse(textParam(10), '  red \u0000 shoes ')).toBe('red shoes')
    expect(parse(textParam(10), 123)).toBe('123')
    expect(parse(textParam(5), 'x'.repeat(6))).toBeUndefined()
  })

  it('keeps codes as text, trimmed, within length and pattern', () => {
    const orderNo = codeParam({ max: 12, pattern: /^[A-Z0-9-]+$/ })
    expect(parse(orderNo, 2026112012)).toBe('2026112012')
    expect(parse(orderNo, ' OD-1 ')).toBe('OD-1')
    expect(parse(orderNo, '  ')).toBeUndefined()
    expect(parse(orderNo, 'od<script>')).toBeUndefined()
    expect(parse(orderNo, 'A'.repeat(13))).toBeUndefined()
    expect(parse(orderNo, { a: 1 })).toBeUndefined()
  })

  it('takes one of a list of values, unset or the default otherwise', () => {
    expect(parse(choiceParam(['goods', 'store']), 'store')).toBe('store')
    expect(parse(choiceParam(['goods', 'store']), 'shops')).toBeUndefined()
    const status = choiceWithDefault([0, 1, 2, 3], 0)
    expect(parse(status, 2)).toBe(2)
    expect(parse(status, '2')).toBe(0)
    expect(parse(status, 9)).toBe(0)
    expect(parse(status, undefined)).toBe(0)
  })

  it('drops defaults from links and undefined values from objects', () => {
    const schema = v.object({ orderStatus: choiceWithDefault([0, 1], 0), page: pageParam() })
    const [strip] = withoutDefaults(schema, { orderStatus: 0 }).middlewares
    const next = (search: { orderStatus: number; page?: number }) => search
    expect(strip({ search: { orderStatus: 0, page: 2 }, next } as never)).toEqual({ page: 2 })
    expect(strip({ search: { orderStatus: 1 }, next } as never)).toEqual({ orderStatus: 1 })
    expect(stripUndefined({ a: 1, b: undefined, c: '' })).toEqual({ a: 1, c: '' })
  })
})
