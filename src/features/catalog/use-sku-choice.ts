import { useMemo, useState } from 'react'
import type { ProductDetail } from './product-queries'
import {
  type AttrRow,
  attrRows,
  defaultSelection,
  findSku,
  quantityBounds,
  type Selection,
  selectValue,
  type Sku,
} from './sku'

/**
 * A shopper's choice of a product's SKU and quantity (the product page's buy box, the cart's re-select): the attribute
 * rows, the chosen values and their SKU, its stock, the quantity's bounds (max(1, minBuy)..stock), and the quantity,
 * always within them for the current SKU (a smaller SKU stock pulls it down). Sold out: no SKU, none in stock, or
 * less stock than the minimum purchase.
 */
export function useSkuChoice(
  detail: ProductDetail,
  start: { selection: (rows: AttrRow[]) => Selection; quantity: (min: number) => number },
) {
  const rows = useMemo(() => attrRows(detail.productAttr), [detail.productAttr])
  const [selection, setSelection] = useState<Selection>(() => start.selection(rows))
  const sku = findSku(detail.productValue, selection)
  const stock = sku ? Math.max(0, Number(sku.stock) || 0) : 0
  const bounds = quantityBounds(detail.productInfo.minBuy, stock)
  const soldOut = !sku || stock === 0 || bounds.min > stock
  const [rawQuantity, setQuantity] = useState(() => start.quantity(bounds.min))
  const quantity = soldOut ? bounds.min : Math.min(Math.max(rawQuantity, bounds.min), bounds.max)
  const select = (row: number, value: string) =>
    setSelection((current) => selectValue(rows, detail.productValue, current, row, value))
  return { rows, selection, select, sku, stock, bounds, soldOut, quantity, setQuantity }
}

/**
 * The SKU and quantity the product page opens with: `useSkuChoice` started at `defaultSelection` and the minimum
 * quantity. The page's server load reads the delivery estimate of exactly these (product-detail's queries).
 */
export function openingChoice(detail: ProductDetail): { sku: Sku | undefined; quantity: number } {
  const sku = findSku(detail.productValue, defaultSelection(attrRows(detail.productAttr), detail.productValue))
  const stock = sku ? Math.max(0, Number(sku.stock) || 0) : 0
  return { sku, quantity: quantityBounds(detail.productInfo.minBuy, stock).min }
}
