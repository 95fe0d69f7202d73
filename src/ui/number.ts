/**
 * Counts on screen (points, stock) in the shopper's locale: `const formatNumber = useFormatNumber()`, then
 * `formatNumber(12500)` → "12,500" in English, "12 500" in Russian. Plural messages format their `#` the same way.
 */
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'

export function useFormatNumber(): (value: number) => string {
  const { i18n } = useLingui()
  return useCallback((value: number) => i18n.number(value), [i18n])
}
