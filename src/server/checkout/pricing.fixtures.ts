/**
 * The orders that pricing.test.ts and charges.test.ts price: two shops' lines, coupons built from a few fields, the
 * points rules, and `price()` with the shops' freight rules, each overridable.
 */
import type { MerchantFreightRule } from './charges'
import { type OwnedCoupon, type PointsRules, type PricingLine, priceOrder } from './pricing'

export const now = new Date('2026-11-20T12:00:00Z')
export const POINTS: PointsRules = { enabled: true, pointValue: '0.01', maxDeductionRatio: '0.5' }

export const line = (
  over: Partial<PricingLine> & Pick<PricingLine, 'productId' | 'merId' | 'price' | 'quantity'>,
): PricingLine => ({
  skuId: over.productId * 10,
  categoryPath: [300 + over.productId, 30, 3],
  ...over,
})

export const coupon = (over: Partial<OwnedCoupon> & Pick<OwnedCoupon, 'id' | 'merId' | 'money'>): OwnedCoupon => ({
  useType: 1,
  minPrice: '0.00',
  productIds: [],
  categoryId: null,
  startTime: new Date('2026-11-01T00:00:00Z'),
  endTime: new Date('2026-12-31T00:00:00Z'),
  status: 0,
  ...over,
})

// Merchant 3: 2 × 20.00 = 40.00, 5.00 freight (free over 99). Merchant 7: 30.00 + 15.50 = 45.50, 8.00 freight, never free.
export const LINES: PricingLine[] = [
  line({ productId: 1, merId: 3, price: '20.00', quantity: 2 }),
  line({ productId: 2, merId: 7, price: '30.00', quantity: 1 }),
  line({ productId: 3, merId: 7, price: '15.50', quantity: 1 }),
]
export const MERCHANTS: MerchantFreightRule[] = [
  { merId: 3, freightFee: '5.00', freeShippingOver: '99.00' },
  { merId: 7, freightFee: '8.00', freeShippingOver: null },
]
export const price = (over: Partial<Parameters<typeof priceOrder>[0]> = {}) =>
  priceOrder({
    lines: LINES,
    merchants: MERCHANTS,
    coupons: [],
    points: POINTS,
    balance: 0,
    useIntegral: false,
    now,
    ...over,
  })
