import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { checkCouponChoice, couponDisabledReason, type OwnedCoupon, priceOrder, splitProportionally } from './pricing'
import { coupon, LINES, line, now, POINTS, price } from './pricing.fixtures'

describe('priceOrder', () => {
  it('adds goods and per-merchant freight without discounts', () => {
    const p = price()
    expect(p).toMatchObject({
      proTotalFee: '85.50',
      freightFee: '13.00',
      couponFee: '0.00',
      deductionPrice: '0.00',
      payFee: '98.50',
      totalNum: 4,
    })
    expect(p.merchantList.map((m) => [m.merId, m.proTotalFee, m.freightFee, m.payFee])).toEqual([
      [3, '40.00', '5.00', '45.00'],
      [7, '45.50', '8.00', '53.50'],
    ])
  })

  it('uses exact decimal arithmetic (no float drift)', () => {
    const p = priceOrder({
      lines: [
        line({ productId: 1, merId: 3, price: '0.10', quantity: 3 }),
        line({ productId: 2, merId: 3, price: '19.99', quantity: 3 }),
      ],
      merchants: [{ merId: 3, freightFee: '0.20', freeShippingOver: null }],
      coupons: [],
      points: POINTS,
      balance: 0,
      useIntegral: false,
      now,
    })
    expect(p.proTotalFee).toBe('60.27')
    expect(p.payFee).toBe('60.47')
  })

  it('splits a merchant coupon, a platform coupon and points exactly as computed by hand', () => {
    const p = price({
      coupons: [
        coupon({ id: 11, merId: 3, money: '3.00', minPrice: '30.00' }),
        coupon({ id: 12, merId: 0, money: '10.00', minPrice: '50.00' }),
      ],
      balance: 5000,
      useIntegral: true,
    })
    // Platform 10.00 over 37.00 : 45.50 → 4.48 / 5.52. Points: floor(0.5 × 72.50 / 0.01) = 3625 → 36.25 → 16.25 / 20.00.
    expect(p).toMatchObject({
      proTotalFee: '85.50',
      freightFee: '13.00',
      couponFee: '13.00',
      usedIntegral: 3625,
      surplusIntegral: 1375,
      deductionPrice: '36.25',
      payFee: '49.25',
      platformCouponId: 12,
    })
    expect(p.merchantList).toEqual([
      {
        merId: 3,
        proTotalFee: '40.00',
        freightFee: '5.00',
        packingFee: '0.00',
        insuranceFee: '0.00',
        couponFee: '3.00',
        platformCouponFee: '4.48',
        deductionPrice: '16.25',
        usedIntegral: 1625,
        payFee: '21.27',
        totalNum: 2,
        couponId: 11,
      },
      {
        merId: 7,
        proTotalFee: '45.50',
        freightFee: '8.00',
        packingFee: '0.00',
        insuranceFee: '0.00',
        couponFee: '0.00',
        platformCouponFee: '5.52',
        deductionPrice: '20.00',
        usedIntegral: 2000,
        payFee: '27.98',
        totalNum: 2,
        couponId: null,
      },
    ])
  })

  it('caps points at the balance and uses none for a user without points', () => {
    expect(price({ balance: 1000, useIntegral: true })).toMatchObject({
      usedIntegral: 1000,
      deductionPrice: '10.00',
      surplusIntegral: 0,
      payFee: '88.50',
    })
    expect(price({ balance: 0, useIntegral: true })).toMatchObject({
      usedIntegral: 0,
      deductionPrice: '0.00',
      surplusIntegral: 0,
      payFee: '98.50',
    })
    expect(price({ balance: 700, useIntegral: false })).toMatchObject({ usedIntegral: 0, surplusIntegral: 700 })
    expect(price({ balance: 700, useIntegral: true, points: { ...POINTS, enabled: false } })).toMatchObject({
      usedIntegral: 0,
    })
  })

  it('caps points at maxDeductionRatio of the goods after coupons', () => {
    const p = price({ balance: 1_000_000, useIntegral: true })
    // floor(0.5 × 85.50 / 0.01) = 4275 points = 42.75
    expect(p).toMatchObject({ usedIntegral: 4275, deductionPrice: '42.75', payFee: '55.75' })
    const all = price({ balance: 1_000_000, useIntegral: true, points: { ...POINTS, maxDeductionRatio: '1' } })
    expect(all.payFee).toBe(all.freightFee)
    const odd = price({ balance: 1_000_000, useIntegral: true, points: { ...POINTS, pointValue: '0.03' } })
    // floor(42.75 / 0.03) = 1425 points = 42.75
    expect(odd).toMatchObject({ usedIntegral: 1425, deductionPrice: '42.75' })
  })

  it('never charges less than the freight, whatever the coupons', () => {
    const p = price({
      coupons: [
        coupon({ id: 1, merId: 3, money: '500.00' }),
        coupon({ id: 2, merId: 7, money: '500.00' }),
        coupon({ id: 3, merId: 0, money: '500.00' }),
      ],
      balance: 10_000,
      useIntegral: true,
    })
    expect(p.merchantList.map((m) => m.payFee)).toEqual(['5.00', '8.00'])
    expect(p).toMatchObject({ couponFee: '85.50', usedIntegral: 0, payFee: '13.00' })
  })

  it('splits proportional shares that always sum exactly, within the caps', () => {
    let seed = 7
    const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let run = 0; run < 300; run++) {
      const weights = Array.from({ length: 1 + Math.floor(rnd() * 5) }, () =>
        new Decimal(Math.floor(rnd() * 20000) + 1).div(100),
      )
      const sum = weights.reduce((s, w) => s.plus(w), new Decimal(0))
      const total = sum.times(rnd()).toDecimalPlaces(2, Decimal.ROUND_DOWN)
      const shares = splitProportionally(total, weights)
      expect(shares.reduce((s, x) => s.plus(x), new Decimal(0)).toFixed(2)).toBe(total.toFixed(2))
      shares.forEach((share, i) => {
        expect(share.gte(0)).toBe(true)
        expect(share.lte(weights[i])).toBe(true)
        expect(share.decimalPlaces()).toBeLessThanOrEqual(2)
      })
    }
    // The remainder cent goes to the last; when it would pass its cap, the overflow moves back.
    expect(
      splitProportionally(
        new Decimal('1.00'),
        [1, 1, 1].map((n) => new Decimal(n)),
      ).map((d) => d.toFixed(2)),
    ).toEqual(['0.33', '0.33', '0.34'])
    expect(
      splitProportionally(
        new Decimal('9.99'),
        ['3.33', '3.33', '3.34'].map((n) => new Decimal(n)),
      ).map((d) => d.toFixed(2)),
    ).toEqual(['3.32', '3.33', '3.34'])
  })
})

describe('coupon eligibility', () => {
  it('explains why a coupon cannot be used', () => {
    expect(couponDisabledReason(coupon({ id: 1, merId: 3, money: '3.00', minPrice: '40.00' }), LINES, now)).toBe('')
    expect(couponDisabledReason(coupon({ id: 1, merId: 3, money: '3.00', minPrice: '40.01' }), LINES, now)).toBe(
      'min_price',
    )
    expect(
      couponDisabledReason(
        coupon({ id: 1, merId: 3, money: '3.00', startTime: new Date('2026-11-21T00:00:00Z') }),
        LINES,
        now,
      ),
    ).toBe('not_started')
    expect(
      couponDisabledReason(coupon({ id: 1, merId: 7, money: '3.00', useType: 2, productIds: [1] }), LINES, now),
    ).toBe('no_products')
    // Goods coupon: only its products count towards the minimum.
    expect(
      couponDisabledReason(
        coupon({ id: 1, merId: 7, money: '3.00', useType: 2, productIds: [3], minPrice: '20.00' }),
        LINES,
        now,
      ),
    ).toBe('min_price')
    expect(
      couponDisabledReason(
        coupon({ id: 1, merId: 7, money: '3.00', useType: 2, productIds: [2], minPrice: '20.00' }),
        LINES,
        now,
      ),
    ).toBe('')
    // Category coupon: any level of the product's category path.
    expect(
      couponDisabledReason(coupon({ id: 1, merId: 3, money: '3.00', useType: 3, categoryId: 30 }), LINES, now),
    ).toBe('')
    expect(
      couponDisabledReason(coupon({ id: 1, merId: 3, money: '3.00', useType: 3, categoryId: 99 }), LINES, now),
    ).toBe('no_products')
    // Platform coupons count the whole order.
    expect(couponDisabledReason(coupon({ id: 1, merId: 0, money: '3.00', minPrice: '85.50' }), LINES, now)).toBe('')
  })

  it('discounts only the goods a goods coupon applies to', () => {
    const p = price({ coupons: [coupon({ id: 5, merId: 7, money: '20.00', useType: 2, productIds: [3] })] })
    expect(p.merchantList[1].couponFee).toBe('15.50')
  })

  it('rejects a bad choice of coupons', () => {
    const ok = [coupon({ id: 1, merId: 3, money: '1.00' }), coupon({ id: 2, merId: 0, money: '1.00' })]
    expect(() => checkCouponChoice(ok, LINES, now)).not.toThrow()
    const cases: [OwnedCoupon[], RegExp][] = [
      [[coupon({ id: 1, merId: 3, money: '1.00' }), coupon({ id: 2, merId: 3, money: '2.00' })], /one coupon per shop/],
      [[coupon({ id: 1, merId: 0, money: '1.00' }), coupon({ id: 2, merId: 0, money: '2.00' })], /one platform coupon/],
      [[coupon({ id: 1, merId: 99, money: '1.00' })], /not for a shop in this order/],
      [[coupon({ id: 1, merId: 3, money: '1.00', status: 1 })], /already been used/],
      [[coupon({ id: 1, merId: 3, money: '1.00', endTime: new Date('2026-11-20T11:59:59Z') })], /expired/],
      [[coupon({ id: 1, merId: 3, money: '1.00', minPrice: '41.00' })], /minimum spend of 41\.00/],
      [[coupon({ id: 1, merId: 3, money: '1.00', startTime: new Date('2026-11-21T00:00:00Z') })], /cannot be used yet/],
    ]
    for (const [chosen, message] of cases) {
      expect(() => checkCouponChoice(chosen, LINES, now)).toThrow(message)
    }
  })
})
