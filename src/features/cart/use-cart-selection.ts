/**
 * The cart page's selection and local quantities as one hook over the pure rules of `selection.ts`. Toggles prune
 * first, so a line deleted or turned invalid since the last render never comes back into the selection.
 */
import { useMemo, useState } from 'react'
import type { CartGroup } from './queries'
import {
  checkState,
  hasUnsavedQuantity,
  lineIds,
  pruneSelection,
  type Quantities,
  selectedLines,
  summarise,
  toggleMany,
  toggleOne,
} from './selection'

export function useCartSelection(valid: CartGroup[]) {
  const [rawSelected, setSelected] = useState<Set<number>>(() => new Set())
  const [quantities, setQuantities] = useState<Quantities>({})
  const selected = useMemo(() => pruneSelection(rawSelected, valid), [rawSelected, valid])
  const allIds = useMemo(() => lineIds(valid), [valid])

  const toggleLines = (ids: number[]) => setSelected((current) => toggleMany(pruneSelection(current, valid), ids))
  const toggleLine = (id: number) => setSelected((current) => toggleOne(pruneSelection(current, valid), id))
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
