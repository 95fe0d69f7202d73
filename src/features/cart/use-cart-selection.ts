/**
 * The cart page's selection and local quantities as one hook over the pure rules of `selection.ts`. Lines start
 * selected: the hook keeps the lines the shopper unticked, so a line added later is selected as well.
 * A line deleted or turned invalid simply drops out.
 */
import { useMemo, useState } from 'react'
import type { CartGroup } from './queries'
import {
  checkState,
  hasUnsavedQuantity,
  lineIds,
  type Quantities,
  selectedExcept,
  selectedLines,
  summarise,
  toggleMany,
  untickedOf,
} from './selection'

export function useCartSelection(valid: CartGroup[]) {
  const [unticked, setUnticked] = useState<Set<number>>(() => new Set())
  const [quantities, setQuantities] = useState<Quantities>({})
  const selected = useMemo(() => selectedExcept(valid, unticked), [unticked, valid])
  const allIds = useMemo(() => lineIds(valid), [valid])

  const toggleLines = (ids: number[]) =>
    setUnticked((current) => untickedOf(valid, toggleMany(selectedExcept(valid, current), ids)))
  const toggleLine = (id: number) => toggleLines([id])
  /** A local quantity for a line, or null to show the server's again. */
  const setQuantity = (id: number, value: number | null) =>
    setQuantities((current) => {
      const next = { ...current }
      if (value === null) delete next[id]
      else next[id] = value
      return next
    })

  return {
    selected,
    allIds,
    allState: checkState(selected, allIds),
    chosen: selectedLines(valid, selected),
    summary: summarise(valid, selected, quantities),
    quantities,
    unsavedQuantities: hasUnsavedQuantity(valid, quantities),
    toggleLines,
    toggleLine,
    toggleAll: () => toggleLines(allIds),
    setQuantity,
  }
}
