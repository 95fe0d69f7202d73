import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { feesFor, freightFor, type MerchantFreightRule } from './charges'
import type { PricingInput } from './pricing'
import { coupon, line, price } from './pricing.fixtures'

const priceWith = (over: Partial<PricingInput>) => price({ merchants: [], ...over })

describe('a shop’s charges on a merchant order', () => {
  it('adds each shop’s packing fee and insurance to what it charges, never discounted nor made free', () => {
    // Decision 49. Merchant 3: packing 1.50, insurance 1.25 % of 40.00 = 0.50. Merchant 7: insurance 0.75 % of
    // 45.50 = 0.34125 → 0.34 (half up), no packing fee.
    const merchants: MerchantFreightRule[] = [
      { merId: 3, freightFee: '5.00', freeShippingOver: '99.00', packingFee: '1.50', insuranceRate: '0.0125' },
      { merId: 7, freightFee: '8.00', freeShippingOver: null, insuranceRate: '0.0075' },
    ]
    const p = priceWith({ merchants })
    expect(p).toMatchObject({ freightFee: '13.00', packingFee: '1.50', insuranceFee: '0.84', payFee: '100.84' })
    expect(p.merchantList.map((m) => [m.merId, m.packingFee, m.insuranceFee, m.payFee])).toEqual([
      [3, '1.50', '0.50', '47.00'],
      [7, '0.00', '0.34', '53.84'],
    ])
    // Coupons and points lower the goods only: the shopper still pays freight, packing and insurance.
    const free = priceWith({
      merchants,
      coupons: [coupon({ id: 1, merId: 3, money: '500.00' }), coupon({ id: 2, merId: 7, money: '500.00' })],
      balance: 10_000,
      useIntegral: true,
    })
    expect(free.merchantList.map((m) => m.payFee)).toEqual(['7.00', '8.34'])
    // Free shipping waives the freight, not the packing fee nor the insurance (on 120.00: 1.50 each).
    const big = priceWith({ lines: [line({ productId: 1, merId: 3, price: '60.00', quantity: 2 })], merchants })
    expect(big).toMatchObject({ freightFee: '0.00', packingFee: '1.50', insuranceFee: '1.50', payFee: '123.00' })
  })

  it('rounds the insurance half up to the cent, and a negative setting charges nothing', () => {
    const rule = { merId: 1, freightFee: '0.00', freeShippingOver: null }
    expect(feesFor({ ...rule, insuranceRate: '0.0050' }, new Decimal('0.99')).insurance.toFixed(2)).toBe('0.00')
    expect(feesFor({ ...rule, insuranceRate: '0.0050' }, new Decimal('1.00')).insurance.toFixed(2)).toBe('0.01')
    expect(feesFor({ ...rule, packingFee: '-2.00', insuranceRate: '-0.1' }, new Decimal('50'))).toEqual({
      packing: new Decimal(0),
      insurance: new Decimal(0),
    })
    expect(feesFor(undefined, new Decimal('50')).packing.toFixed(2)).toBe('0.00')
  })

  it('makes freight free once a merchant reaches its threshold (null: never)', () => {
    expect(
      freightFor({ merId: 1, freightFee: '5.00', freeShippingOver: '49.00' }, new Decimal('48.99')).toFixed(2),
    ).toBe('5.00')
    expect(
      freightFor({ merId: 1, freightFee: '5.00', freeShippingOver: '49.00' }, new Decimal('49.00')).toFixed(2),
    ).toBe('0.00')
    expect(freightFor({ merId: 1, freightFee: '5.00', freeShippingOver: null }, new Decimal('10000')).toFixed(2)).toBe(
      '5.00',
    )
    expect(freightFor({ merId: 1, freightFee: '0.00', freeShippingOver: '0.00' }, new Decimal('1')).toFixed(2)).toBe(
      '0.00',
    )
  })
})
