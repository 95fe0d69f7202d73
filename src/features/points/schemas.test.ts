import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  PointsInfoSearch,
  PointsOrderConfirmSearch,
  PointsOrderSearch,
  PointsShopSearch,
  pointsOrderSchema,
} from './schemas'

describe('points URLs and form', () => {
  it('keeps good search values and lets every bad one fall back', () => {
    expect(v.parse(PointsInfoSearch, { tab: 'earned', page: '3' })).toEqual({ tab: 'earned', page: 3 })
    expect(v.parse(PointsInfoSearch, { tab: 'frozen', page: '-1' })).toEqual({ tab: undefined, page: undefined })
    expect(v.parse(PointsShopSearch, { sort: 'price_asc', page: 2 })).toEqual({ sort: 'price_asc', page: 2 })
    expect(v.parse(PointsShopSearch, { sort: ['price_asc'], page: 'x' })).toEqual({ sort: undefined, page: undefined })
    expect(v.parse(PointsOrderConfirmSearch, { productId: '4' })).toEqual({ productId: 4 })
    expect(v.parse(PointsOrderConfirmSearch, { productId: '1e309' })).toEqual({ productId: undefined })
    expect(v.parse(PointsOrderSearch, { orderNo: 'JF20261123000000000001' })).toEqual({
      orderNo: 'JF20261123000000000001',
    })
    expect(v.parse(PointsOrderSearch, { orderNo: '<script>' })).toEqual({ orderNo: undefined })
  })

  it('asks for an address and a quantity with the messages it is given', () => {
    const schema = pointsOrderSchema({ address: 'Pick an address', quantity: 'Pick a quantity' })
    expect(v.safeParse(schema, { addressId: '31', num: '2' }).success).toBe(true)
    const bad = v.safeParse(schema, { addressId: '', num: 'many' })
    expect(bad.success).toBe(false)
    expect(bad.issues?.map((i) => i.message)).toEqual(['Pick an address', 'Pick a quantity'])
  })
})
