/**
 * The specification (SKU) logic of the product detail page (docs/api.md §5.4 (#ref-5-4)), kept pure for unit tests.
 * - `productAttr` gives one selector row per attribute; `attrValues` is a comma-separated string.
 * - `productValue` maps a SKU key (the chosen values in `productAttr` order, joined with ",") to a SKU;
 *   a product without attributes has the single key "".
 */
import type { ProductAttr, Sku, SkuMap } from '~/contract'

export type { ProductAttr, Sku, SkuMap } from '~/contract'

/** One selector row: the attribute's name and its values, trimmed, without empties or duplicates. */
export interface AttrRow {
  name: string
  values: string[]
}

/** The chosen value per row (null while a row has no choice). */
export type Selection = (string | null)[]

export function attrRows(attrs: ProductAttr[] | null | undefined): AttrRow[] {
  return (attrs ?? []).map((attr) => ({
    name: attr.attrName,
    values: [
      ...new Set(
        String(attr.attrValues ?? '')
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ],
  }))
}

/** The SKU key for a complete selection, or null while a row is unchosen. No rows → "". */
export function skuKey(selection: Selection): string | null {
  if (selection.some((value) => value === null)) return null
  return selection.join(',')
}

/** The SKU of a complete selection (undefined while incomplete or unknown). */
export function findSku(map: SkuMap | null | undefined, selection: Selection): Sku | undefined {
  const key = skuKey(selection)
  return key === null ? undefined : map?.[key]
}

const inStock = (sku: Sku | undefined) => !!sku && Number(sku.stock) > 0

/**
 * Whether `value` in row `row` can be picked: some in-stock SKU has it together with the current choices of the
 * other rows (rows without a choice match anything).
 */
export function isValueAvailable(
  map: SkuMap | null | undefined,
  selection: Selection,
  row: number,
  value: string,
): boolean {
  return Object.entries(map ?? {}).some(([key, sku]) => {
    if (!inStock(sku)) return false
    const parts = key.split(',')
    if (parts.length !== selection.length) return false
    return parts.every((part, i) => (i === row ? part === value : selection[i] === null || selection[i] === part))
  })
}

/** The first in-stock SKU in `productAttr` value order (row by row), else the first existing SKU, else nothing. */
export function defaultSelection(rows: AttrRow[], map: SkuMap | null | undefined): Selection {
  const combos = combinations(rows)
  const firstInStock = combos.find((combo) => inStock(map?.[combo.join(',')]))
  if (firstInStock) return firstInStock
  const firstExisting = combos.find((combo) => map?.[combo.join(',')])
  if (firstExisting) return firstExisting
  return rows.map(() => null)
}

/**
 * Choose `value` in `row`. Other rows keep their choice when the result is still an in-stock SKU; otherwise
 * they move to the first value that makes one (so a click never lands on an unbuyable combination if avoidable).
 */
export function selectValue(
  rows: AttrRow[],
  map: SkuMap | null | undefined,
  selection: Selection,
  row: number,
  value: string,
): Selection {
  const next = selection.map((current, i) => (i === row ? value : current))
  if (inStock(findSku(map, next))) return next
  const fixed = combinations(rows).find((combo) => combo[row] === value && inStock(map?.[combo.join(',')]))
  return fixed ?? next
}

function combinations(rows: AttrRow[]): string[][] {
  return rows.reduce<string[][]>(
    (acc, row) => acc.flatMap((prefix) => row.values.map((value) => [...prefix, value])),
    [[]],
  )
}

/** `sliderImage` is a JSON string of URLs (docs/api.md §5.4 (#ref-5-4)); anything else gives the main image alone. */
export function galleryImages(sliderImage: string | null | undefined, mainImage: string): string[] {
  let parsed: unknown = []
  try {
    parsed = JSON.parse(sliderImage || '[]')
  } catch {
    parsed = []
  }
  const urls = Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string' && u.length > 0) : []
  if (urls.length === 0 && mainImage) return [mainImage]
  return [...new Set(urls)]
}

/** Quantity bounds: at least max(1, minBuy), at most the stock. */
export function quantityBounds(minBuy: number | null | undefined, stock: number): { min: number; max: number } {
  const min = Math.max(1, Math.floor(Number(minBuy) || 1))
  return { min, max: Math.max(0, Math.floor(Number(stock) || 0)) }
}
