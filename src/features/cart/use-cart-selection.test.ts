// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { twoMerchantGroups } from './test-lines'
import { hasUnsavedQuantity } from './selection'
import { useCartSelection } from './use-cart-selection'

const groups = twoMerchantGroups()

describe('useCartSelection', () => {
  it('starts with every line selected, then toggles lines, a merchant and everything', () => {
    const { result } = renderHook(() => useCartSelection(groups))
    expect(result.current.allState).toBe('all')
    expect(result.current.summary.total.toFixed(2)).toBe('40.48')
    act(() => result.current.toggleLines([3]))
    expect([...result.current.selected]).toEqual([1, 2])
    expect(result.current.allState).toBe('some')
    expect(result.current.summary.total.toFixed(2)).toBe('0.50')
    act(() => result.current.toggleAll())
    expect(result.current.allState).toBe('all')
    act(() => result.current.toggleLine(2))
    expect(result.current.chosen.map((l) => l.id)).toEqual([1, 3])
    act(() => result.current.toggleAll())
    act(() => result.current.toggleAll())
    expect(result.current.selected.size).toBe(0)
  })

  it('selects a line that joins the cart later, and keeps the lines the shopper unticked unticked', () => {
    const { result, rerender } = renderHook(({ valid }) => useCartSelection(valid), {
      initialProps: { valid: [groups[0]] },
    })
    act(() => result.current.toggleLine(1))
    rerender({ valid: groups })
    expect([...result.current.selected]).toEqual([2, 3])
  })

  it('drops lines that left the cart, and a line that comes back starts selected again', () => {
    const { result, rerender } = renderHook(({ valid }) => useCartSelection(valid), { initialProps: { valid: groups } })
    act(() => result.current.toggleLine(1))
    const withoutFirst = [{ ...groups[0], cartInfoList: [groups[0].cartInfoList[1]] }, groups[1]]
    rerender({ valid: withoutFirst })
    expect([...result.current.selected]).toEqual([2, 3])
    act(() => result.current.toggleLine(1))
    expect([...result.current.selected]).toEqual([2, 3])
    rerender({ valid: groups })
    expect([...result.current.selected]).toEqual([1, 2, 3])
  })

  it('counts a local quantity as unsaved until it matches the server or is dropped', () => {
    const { result } = renderHook(() => useCartSelection(groups))
    expect(result.current.unsavedQuantities).toBe(false)
    act(() => result.current.setQuantity(3, 5))
    expect(result.current.unsavedQuantities).toBe(true)
    expect(hasUnsavedQuantity(groups, { 3: 2 })).toBe(false)
    act(() => result.current.setQuantity(3, null))
    expect(result.current.unsavedQuantities).toBe(false)
    expect(result.current.quantities).toEqual({})
  })
})
