/** The search screen's tabs, sorts and the pure helpers over its parsed URL (no valibot: the header imports this). */
import type { SearchParams } from './schemas'

export const SEARCH_TABS = ['goods', 'store'] as const
export type SearchTab = (typeof SEARCH_TABS)[number]

export const SEARCH_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'new'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** Effective values of the screen. */
export const searchTab = (s: SearchParams): SearchTab => s.tab ?? 'goods'
export const searchSort = (s: SearchParams): SearchSort => s.sort ?? 'default'
export const searchPages = (s: SearchParams): number => s.page ?? 1

/** K4's order parameters for a sort (docs/api.md §4.11 (#ref-4-11): at most one of priceOrder/salesOrder is set). */
export function sortToApi(sort: SearchSort): {
  priceOrder?: 'asc' | 'desc'
  salesOrder?: 'asc' | 'desc'
  newOrder?: 'desc'
} {
  switch (sort) {
    case 'sales':
      return { salesOrder: 'desc' }
    case 'price_asc':
      return { priceOrder: 'asc' }
    case 'price_desc':
      return { priceOrder: 'desc' }
    case 'new':
      return { newOrder: 'desc' }
    default:
      return {}
  }
}
