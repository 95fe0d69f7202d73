import { describe, expect, it } from 'vitest'
import { refundShare } from './amounts'

// Goods 40.00 (2 × 20.00) + 10.00 (1 × 10.00) = 50.00, freight 5.00, a 3.00 coupon: paid 52.00, 100 points used.
const order = {
  payPrice: '52.00',
  freightPrice: '5.00',
  packingPrice: '0.00',
  insurancePrice: '0.00',
  proTotalPrice: '50.00',
  useIntegral: 100,
}
const items = [
  { id: 1, price: '20.00', payNum: 2, refundNum: 0 },
  { id: 2, price: '10.00', payNum: 1, refundNum: 0 },
]
const none = { amount: '0', integral: 0 }

describe('refundShare', () => {
  it('gives a partial refund its goods share of what was paid, rounded down', () => {
    // 47.00 paid for goods × 20/50 = 18.80; 100 points × 0.4 = 40.
    expect(refundShare(order, items, [{ orderItemId: 1, num: 1 }], none)).toMatchObject({
      amount: '18.80',
      integral: 40,
      last: false,
    })
    // 47.00 × 10/50 = 9.40
    expect(refundShare(order, items, [{ orderItemId: 2, num: 1 }], none).amount).toBe('9.40')
  })

  it('gives the last units everything not refunded yet, freight included, never more than was paid', () => {
    const after = [{ ...items[0], refundNum: 1 }, items[1]]
    const rest = refundShare(
      order,
      after,
      [
        { orderItemId: 1, num: 1 },
        { orderItemId: 2, num: 1 },
      ],
      { amount: '18.80', integral: 40 },
    )
    expect(rest).toMatchObject({ amount: '33.20', integral: 60, last: true })
    expect(
      refundShare(
        order,
        items,
        [
          { orderItemId: 1, num: 2 },
          { orderItemId: 2, num: 1 },
        ],
        none,
      ),
    ).toMatchObject({ amount: '52.00', integral: 100, last: true })
  })

  it('refuses more units than are left, foreign items and empty requests', () => {
    expect(() => refundShare(order, items, [{ orderItemId: 1, num: 3 }], none)).toThrow('Only 2 unit(s)')
    expect(() => refundShare(order, items, [{ orderItemId: 9, num: 1 }], none)).toThrow('not part of this order')
    expect(() => refundShare(order, items, [{ orderItemId: 1, num: 0 }], none)).toThrow('at least 1')
    expect(() => refundShare(order, items, [], none)).toThrow('Nothing is left')
  })

  it('keeps the packing fee and insurance out of a partial refund and gives them back with the last units', () => {
    // Decision 49: the same order with a 2.00 packing fee and 0.50 insurance: paid 54.50, of which 47.00 for goods.
    const withFees = { ...order, payPrice: '54.50', packingPrice: '2.00', insurancePrice: '0.50' }
    const first = refundShare(withFees, items, [{ orderItemId: 1, num: 1 }], none)
    // 47.00 × 20/50 = 18.80, exactly as without the fees.
    expect(first.amount).toBe('18.80')
    const after = [{ ...items[0], refundNum: 1 }, items[1]]
    const rest = refundShare(
      withFees,
      after,
      [
        { orderItemId: 1, num: 1 },
        { orderItemId: 2, num: 1 },
      ],
      { amount: first.amount, integral: first.integral },
    )
    // 54.50 − 18.80: the freight, packing fee and insurance come back with the last units.
    expect(rest).toMatchObject({ amount: '35.70', last: true })
    const whole = refundShare(
      withFees,
      items,
      [
        { orderItemId: 1, num: 2 },
        { orderItemId: 2, num: 1 },
      ],
      none,
    )
    expect(whole.amount).toBe('54.50')
  })
})
