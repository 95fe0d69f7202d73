import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { POINTS_KINDS } from '~/contract'
import { deltasOf, earnedPoints, reversalOf, summaryOf } from './ledger'

describe('points ledger maths', () => {
  it('gives every kind its signed change of the balance and of the frozen points', () => {
    expect(deltasOf('earn', 30)).toEqual({ available: 30, frozen: 0, type: 1 })
    expect(deltasOf('spend', 30)).toEqual({ available: -30, frozen: 0, type: 2 })
    expect(deltasOf('freeze', 30)).toEqual({ available: 0, frozen: 30, type: 1 })
    expect(deltasOf('unfreeze', 30)).toEqual({ available: 30, frozen: -30, type: 1 })
    expect(deltasOf('reverse', 30)).toEqual({ available: -30, frozen: 0, type: 2 })
    expect(deltasOf('reverse', 30, 'frozen')).toEqual({ available: 0, frozen: -30, type: 2 })
    // A move between balances never creates points: freeze then unfreeze equals one earn.
    for (const kind of POINTS_KINDS) {
      const d = deltasOf(kind, 7)
      expect(Math.abs(d.available) + Math.abs(d.frozen)).toBeGreaterThan(0)
    }
  })

  it('sums a ledger so that current + frozen = accumulated − spent', () => {
    // Welcome 500 (earn), a 200-point spend, 50 of it back with a cancel, 80 frozen of which 20 reversed and 60 thawed.
    const entries = [
      { kind: 'earn', points: 500, returned: false },
      { kind: 'spend', points: 200, returned: false },
      { kind: 'earn', points: 50, returned: true },
      { kind: 'freeze', points: 80, returned: false },
      { kind: 'reverse', points: 20, from: 'frozen', returned: false },
      { kind: 'unfreeze', points: 60, returned: false },
    ] as const
    const sums = { earn: 0, returned: 0, spend: 0, freeze: 0, reverse: 0, available: 0, frozen: 0 }
    for (const e of entries) {
      const d = deltasOf(e.kind, e.points, 'from' in e ? e.from : 'available')
      sums.available += d.available
      sums.frozen += d.frozen
      if (e.kind === 'earn') sums.earn += e.points
      if (e.returned) sums.returned += e.points
      if (e.kind === 'spend') sums.spend += e.points
      if (e.kind === 'freeze') sums.freeze += e.points
      if (e.kind === 'reverse') sums.reverse += e.points
    }
    const summary = summaryOf(sums)
    expect(summary).toEqual({ integral: 410, frozenIntegral: 0, totalIntegral: 560, spentIntegral: 150 })
    expect(summary.integral + summary.frozenIntegral).toBe(summary.totalIntegral - summary.spentIntegral)
  })

  it('earns whole points per 1.00, rounded down, never negative', () => {
    expect(earnedPoints('49.99', '1')).toBe(49)
    expect(earnedPoints('10.00', '2.5')).toBe(25)
    expect(earnedPoints('0.99', '1')).toBe(0)
    expect(earnedPoints(new Decimal('-5'), '1')).toBe(0)
    expect(earnedPoints('100.00', '0')).toBe(0)
  })

  it('takes back a refund’s share rounded up, never more than is left, and everything on the last refund', () => {
    const earning = { points: 100, reversed: 0, base: '40.00' }
    expect(reversalOf(earning, '10.00', false)).toBe(25)
    expect(reversalOf(earning, '10.01', false)).toBe(26)
    expect(reversalOf({ ...earning, reversed: 90 }, '10.00', false)).toBe(10)
    expect(reversalOf({ ...earning, reversed: 30 }, '0.01', true)).toBe(70)
    expect(reversalOf({ ...earning, reversed: 100 }, '10.00', true)).toBe(0)
    expect(reversalOf({ ...earning, base: '0.00' }, '1.00', false)).toBe(100)
  })
})
