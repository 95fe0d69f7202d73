import { describe, expect, it } from 'vitest'
import { discountPercent, formatAmount, formatMoney, lineTotal, sumMoney, toMoney } from './money'

describe('money', () => {
  it('adds cents exactly where floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumMoney(['0.10', 0.2]).toFixed(2)).toBe('0.30')
    expect(lineTotal('19.99', 3).toFixed(2)).toBe('59.97')
    expect(lineTotal('1.005', 1).toDecimalPlaces(2).toFixed(2)).toBe('1.01')
  })

  it('formats with two decimals and a sign, half-up', () => {
    expect(formatAmount('12.9')).toBe('12.90')
    expect(formatAmount(2.675)).toBe('2.68')
    expect(formatMoney('1234.5', '$')).toBe('$1234.50')
  })

  it('reads junk as zero instead of NaN', () => {
    expect(toMoney(undefined).toNumber()).toBe(0)
    expect(toMoney('').toNumber()).toBe(0)
    expect(toMoney('abc').toNumber()).toBe(0)
  })

  it('computes % OFF like the client: round((ot − price) / ot × 100)', () => {
    expect(discountPercent('75.00', '100.00')).toBe(25)
    expect(discountPercent('66.50', '99.00')).toBe(33)
    expect(discountPercent('10', '10')).toBe(0)
    expect(discountPercent('10', '0')).toBe(0)
  })
})
