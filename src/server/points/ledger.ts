/**
 * The points ledger's arithmetic, pure: each entry kind's signed change of the balance (`users.integral`) and of
 * the frozen points (`users.frozen_integral`), the account summary from the ledger's sums, and the points an order
 * earns. The ledger is append-only, so each balance is the sum of its deltas (`checkPointsLedger`, service.ts).
 */
import Decimal from 'decimal.js'
import type { PointsKind, PointsSummary } from '~/contract'

export interface LedgerDeltas {
  available: number
  frozen: number
  /** 1 adds, 2 takes (the wire's `type`). */
  type: 1 | 2
}

/** A reverse takes from the frozen points while its earning is frozen, otherwise from the balance. */
export function deltasOf(kind: PointsKind, points: number, from: 'available' | 'frozen' = 'available'): LedgerDeltas {
  switch (kind) {
    case 'earn':
      return { available: points, frozen: 0, type: 1 }
    case 'spend':
      return { available: -points, frozen: 0, type: 2 }
    case 'freeze':
      return { available: 0, frozen: points, type: 1 }
    case 'unfreeze':
      return { available: points, frozen: -points, type: 1 }
    case 'reverse':
      return from === 'frozen' ? { available: 0, frozen: -points, type: 2 } : { available: -points, frozen: 0, type: 2 }
  }
}

/** The ledger's sums by kind; `returned` are earn entries that gave spent points back (cancel, refund). */
export interface LedgerSums {
  earn: number
  returned: number
  spend: number
  freeze: number
  reverse: number
  available: number
  frozen: number
}

/**
 * current = the balance, frozen = the frozen points, accumulated = everything earned (earn entries that are not
 * returns, plus freezes, less reverses), spent = spends less what came back. So current + frozen = accumulated − spent.
 */
export function summaryOf(sums: LedgerSums): PointsSummary {
  return {
    integral: sums.available,
    frozenIntegral: sums.frozen,
    totalIntegral: sums.earn - sums.returned + sums.freeze - sums.reverse,
    spentIntegral: sums.spend - sums.returned,
  }
}

/** Points an order earns: `rate` points per 1.00 of `base`, rounded down; never negative. */
export function earnedPoints(base: Decimal.Value, rate: Decimal.Value): number {
  const points = new Decimal(base).times(rate).floor()
  return points.isPositive() && points.isFinite() ? points.toNumber() : 0
}

/**
 * The share of an earning a refund takes back: its part of the base, rounded up (the shopper never keeps points
 * for refunded money), at most what is left; a refund that ends the order takes everything left.
 */
export function reversalOf(
  earning: { points: number; reversed: number; base: Decimal.Value },
  refundPrice: Decimal.Value,
  last: boolean,
): number {
  const left = Math.max(0, earning.points - earning.reversed)
  if (last) return left
  const base = new Decimal(earning.base)
  if (base.lte(0)) return left
  const share = new Decimal(earning.points).times(refundPrice).div(base).ceil().toNumber()
  return Math.min(left, Math.max(0, share))
}
