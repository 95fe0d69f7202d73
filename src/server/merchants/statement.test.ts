import { describe, expect, it } from 'vitest'
import { type StatementOrder, statementOf } from './statement'

// Goods 50.00 less the platform's coupon and points (4.00 + 1.00), freight 5.00, packing 2.00, insurance 0.63: paid 52.63.
const order: StatementOrder = {
  payPrice: '52.63',
  freightPrice: '5.00',
  packingPrice: '2.00',
  insurancePrice: '0.63',
  platformCouponPrice: '4.00',
  integralPrice: '1.00',
  refundPrice: '0.00',
  refundStatus: 0,
}

describe('statementOf', () => {
  it('takes commission on the goods kept only: freight, packing and insurance pass through', () => {
    // Goods kept 52.63 − 7.63 = 45.00; 3.5 % = 1.575 → 1.58 (half up); payout 52.63 − 1.58 = 51.05.
    expect(statementOf([order], '3.50')).toEqual({
      orders: 1,
      paid: '52.63',
      refunded: '0.00',
      goods: '45.00',
      freight: '5.00',
      packing: '2.00',
      insurance: '0.63',
      platformDiscounts: '5.00',
      commissionPercent: '3.50',
      commission: '1.58',
      payout: '51.05',
    })
  })

  it('keeps the fees of a partly refunded order and none of a fully refunded one', () => {
    const partly = statementOf([{ ...order, refundPrice: '10.00', refundStatus: 2 }], '5')
    expect(partly).toMatchObject({ goods: '35.00', packing: '2.00', commission: '1.75', payout: '40.88' })
    const whole = statementOf([{ ...order, refundPrice: '52.63', refundStatus: 3 }], '5')
    expect(whole).toMatchObject({ goods: '0.00', freight: '0.00', packing: '0.00', insurance: '0.00', payout: '0.00' })
    expect(statementOf([], '5')).toMatchObject({ orders: 0, payout: '0.00', commission: '0.00' })
  })
})
