/**
 * The cart page's selection and totals, kept pure for unit tests. The selection is a set of valid line ids;
 * quantities may be overridden locally (the stepper shows a new value before the server confirms it).
 */
import type Decimal from 'decimal.js'
import { lineTotal, sumMoney } from '~/lib/money'
import type { CartGroup, CartLine } from './queries'

export type Quantities = Readonly<Record<number, number>>

/** The quantity shown for a line: the local value while one is set, else the server's. */
export const quantityOf = (line: CartLine, quantities: Quantities) => quantities[line.id] ?? line.cartNum

/** Whether a line shows a local quantity the server has not confirmed yet. */
export const hasUnsavedQuantity = (groups: CartGroup[], quantities: Quantities) =>
  groups.some((group) => group.cartInfoList.some((line) => quantityOf(line, quantities) !== line.cartNum))

export const lineIds = (groups: CartGroup[]) => groups.flatMap((group) => group.cartInfoList.map((line) => line.id))

/** Keeps only ids still present among `groups` (lines deleted or turned invalid drop out). */
export function pruneSelection(selected: ReadonlySet<number>, groups: CartGroup[]): Set<number> {
  const present = new Set(lineIds(groups))
  return new Set([...selected].filter((id) => present.has(id)))
}

export type CheckState = 'all' | 'some' | 'none'

/** Whether all, some or none of `ids` are selected (no ids → none). */
export function checkState(selected: ReadonlySet<number>, ids: number[]): CheckState {
  const count = ids.filter((id) => selected.has(id)).length
  if (count === 0) return 'none'
  return count === ids.length ? 'all' : 'some'
}

/** Selects `ids` unless all of them are selected already, in which case they are unselected. */
export function toggleMany(selected: ReadonlySet<number>, ids: number[]): Set<number> {
  const next = new Set(selected)
  if (checkState(selected, ids) === 'all') for (const id of ids) next.delete(id)
  else for (const id of ids) next.add(id)
  return next
}

/**
 * The selection when lines start selected: every line but the ones the shopper unticked. A line that joins the
 * cart later (added on another page) is selected too.
 */
export function selectedExcept(groups: CartGroup[], unticked: ReadonlySet<number>): Set<number> {
  return new Set(lineIds(groups).filter((id) => !unticked.has(id)))
}

/** The unticked lines that give `selected` (the inverse of `selectedExcept`). */
export function untickedOf(groups: CartGroup[], selected: ReadonlySet<number>): Set<number> {
  return new Set(lineIds(groups).filter((id) => !selected.has(id)))
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  return toggleMany(selected, [id])
}

export const selectedLines = (groups: CartGroup[], selected: ReadonlySet<number>) =>
  groups.flatMap((group) => group.cartInfoList).filter((line) => selected.has(line.id))

export interface SelectionSummary {
  /** Selected lines. */
  lines: number
  /** Pieces: the sum of the selected quantities. */
  pieces: number
  /** Σ price × quantity, exact. */
  total: Decimal
  /** Each selected line's price × quantity: a converted total is the sum of these converted (docs/currency.md). */
  lineTotals: Decimal[]
}

export function summarise(
  groups: CartGroup[],
  selected: ReadonlySet<number>,
  quantities: Quantities,
): SelectionSummary {
  const lines = selectedLines(groups, selected)
  const lineTotals = lines.map((line) => lineTotal(line.price, quantityOf(line, quantities)))
  return {
    lines: lines.length,
    pieces: lines.reduce((sum, line) => sum + quantityOf(line, quantities), 0),
    total: sumMoney(lineTotals),
    lineTotals,
  }
}

/** The stepper's bounds: max(1, minBuy) … stock (never below the minimum, so a bad stock cannot invert them). */
export function stepperBounds(line: Pick<CartLine, 'minBuy' | 'stock'>): { min: number; max: number } {
  const min = Math.max(1, Math.floor(Number(line.minBuy) || 1))
  return { min, max: Math.max(min, Math.floor(Number(line.stock) || 0)) }
}

/** A typed or stepped value brought inside the bounds; null when it is not a number at all. */
export function clampQuantity(value: number | string, bounds: { min: number; max: number }): number | null {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10)
  if (!Number.isFinite(n)) return null
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(n)))
}
