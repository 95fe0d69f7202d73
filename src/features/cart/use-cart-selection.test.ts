import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { twoMerchantGroups } from './test-lines'
import { hasUnsavedQuantity } from './selection'
import { useCartSelection } from './use-cart-selection'


const groups = twoMerchantGroups()

describe('useCartSelection', () => {
  it('toggles lines, a merchant and everything, with the summary of the selection', () => {
    const { result } = renderHook(() => useCartSelection(groups))
    expect(result.current.allState).toBe('none')
    act(() => result.current.toggleLines([1, 2]))
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

  it('drops lines that left the cart from the selection, and they do not come back on the next toggle', () => {
    const { result, rerender } = renderHook(({ valid }) => useCartSelection(valid), { initialProps: { valid: groups } })
    act(() => result.current.toggleAll())
    const withoutFirst = [groups[1]]
    rerender({ valid: withoutFirst })
    expect([...result.current.selected]).toEqual([3])
    rerender({ valid: withoutFirst })
    act(() => result.current.toggleLine(3))
    rerender({ valid: groups })
    expect(result.current.selected.size).toBe(0)
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
