import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderDetailSearch, OrderListSearch } from './schemas'

describe('order screen search', () => {
  it('keeps a valid tab and page, and falls back to tab 7 (all) without a page otherwise', () => {
    expect(v.parse(OrderListSearch, { orderStatus: 2, page: 3 })).toEqual({ orderStatus: 2, page: 3 })
    expect(v.parse(OrderListSearch, {})).toEqual({ orderStatus: 7, page: undefined })
    expect(v.parse(OrderListSearch, { orderStatus: 7, page: 0 })).toEqual({ orderStatus: 7, page: undefined })
    expect(v.parse(OrderListSearch, { orderStatus: 8, page: 2 })).toEqual({ orderStatus: 7, page: 2 })
    expect(v.parse(OrderListSearch, { orderStatus: -1 })).toEqual({ orderStatus: 7, page: undefined })
    expect(v.parse(OrderListSearch, { orderStatus: 'x', page: 'y' })).toEqual({ orderStatus: 7, page: undefined })
    // An explicit "To pay" stays a deep link of its own.
    expect(v.parse(OrderListSearch, { orderStatus: 0 })).toEqual({ orderStatus: 0, page: undefined })
    // A page the API would refuse (it takes at most 6 digits) falls back instead of failing the list.
    expect(v.parse(OrderListSearch, { orderStatus: 1, page: 1e20 })).toEqual({ orderStatus: 1, page: undefined })
  })

  it('reads the order number as text (numeric ones included) and drops an empty one', () => {
    expect(v.parse(OrderDetailSearch, { orderNo: 'OM1', orderStatus: 1 })).toEqual({ orderNo: 'OM1', orderStatus: 1 })
    expect(v.parse(OrderDetailSearch, { orderNo: 2026112012 })).toEqual({ orderNo: '2026112012', orderStatus: 7 })
    expect(v.parse(OrderDetailSearch, { orderNo: '  ', orderStatus: 9 })).toEqual({
      orderNo: undefined,
      orderStatus: 7,
    })
    expect(v.parse(OrderDetailSearch, {})).toEqual({ orderNo: undefined, orderStatus: 7 })
  })
})

describe('order search with hostile text', () => {
  it('an order number with a NUL falls back to none', () => {
    expect(v.parse(OrderDetailSearch, { orderNo: 'PT\u00001' }).orderNo).toBeUndefined()
    expect(v.parse(OrderDetailSearch, { orderNo: 'PT2026' }).orderNo).toBe('PT2026')
  })
})
