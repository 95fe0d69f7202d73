import { describe, expect, it } from 'vitest'
import { twoMerchantGroups } from './test-lines'
import {
  checkState,
  clampQuantity,
  lineIds,
  pruneSelection,
  quantityOf,
  selectedLines,
  stepperBounds,
  summarise,
  toggleMany,
  toggleOne,
} from './selection'

const groups = twoMerchantGroups()

describe('cart selection', () => {
  it('toggles a merchant group: all on, then all off; a partly selected group becomes fully selected', () => {
    const one = [1, 2]
    let selected = toggleMany(new Set(), one)
    expect([...selected].sort()).toEqual([1, 2])
    expect(checkState(selected, one)).toBe('all')
    expect(checkState(selected, lineIds(groups))).toBe('some')
    selected = toggleMany(selected, one)
    expect(selected.size).toBe(0)
    selected = toggleOne(new Set(), 2)
    expect(checkState(selected, one)).toBe('some')
    selected = toggleMany(selected, one)
    expect(checkState(selected, one)).toBe('all')
    expect(checkState(new Set(), [])).toBe('none')
  })

  it('select all covers every valid line and toggles back', () => {
    const all = lineIds(groups)
    expect(all).toEqual([1, 2, 3])
    const selected = toggleMany(new Set([3]), all)
    expect(checkState(selected, all)).toBe('all')
    expect(toggleMany(selected, all).size).toBe(0)
  })

  it('drops ids that are no longer in the list', () => {
    const pruned = pruneSelection(new Set([1, 3, 99]), groups)
    expect([...pruned]).toEqual([1, 3])
    expect(selectedLines(groups, pruned).map((l) => l.id)).toEqual([1, 3])
  })

  it('sums the selection exactly, with local quantities taking precedence', () => {
    // 0.10 × 3 + 0.20 × 1 = 0.50 exactly (floating point would give 0.5000000000000001).
    const first = summarise(groups, new Set([1, 2]), {})
    expect(first.total.toFixed(2)).toBe('0.50')
    expect(first.total.equals('0.5')).toBe(true)
    expect(first).toMatchObject({ lines: 2, pieces: 4 })
    const withLocal = summarise(groups, new Set([1, 3]), { 3: 5 })
    expect(withLocal.total.toFixed(2)).toBe('100.25')
    expect(withLocal).toMatchObject({ lines: 2, pieces: 8 })
    expect(summarise(groups, new Set(), { 1: 9 }).total.toFixed(2)).toBe('0.00')
    expect(quantityOf(groups[1].cartInfoList[0], { 3: 5 })).toBe(5)
    expect(quantityOf(groups[1].cartInfoList[0], {})).toBe(2)
  })

  it('bounds the stepper by max(1, minBuy) and stock, and clamps typed values', () => {
    expect(stepperBounds({ minBuy: 0, stock: 7 })).toEqual({ min: 1, max: 7 })
    expect(stepperBounds({ minBuy: 3, stock: 7 })).toEqual({ min: 3, max: 7 })
    expect(stepperBounds({ minBuy: 5, stock: 2 })).toEqual({ min: 5, max: 5 })
    const bounds = { min: 2, max: 6 }
    expect(clampQuantity(9, bounds)).toBe(6)
    expect(clampQuantity('1', bounds)).toBe(2)
    expect(clampQuantity('4', bounds)).toBe(4)
    expect(clampQuantity(3.7, bounds)).toBe(3)
    expect(clampQuantity('', bounds)).toBeNull()
    expect(clampQuantity('abc', bounds)).toBeNull()
  })
})
