/** API shapes of the catalogue (docs/api.md §5.2 (#ref-5-2), §5.3 (#ref-5-3)). Money stays a string until money.ts reads it. */
import type { CategoryNode as WireCategoryNode } from '~/contract'

export type { AdCategory, Page, ProductCard } from '~/contract'
export type { WireCategoryNode }

/**
 * A category as the storefront keeps it (`normaliseTree`): what the header, mega menu, footer and filters render.
 * The tree is in every page's dehydrated state, so the parent id and level (implied by the nesting) are left out,
 * and an empty icon or child list is absent rather than sent as `""` / `undefined`.
 */
export interface CategoryNode {
  id: number
  name: string
  icon?: string
  childList?: CategoryNode[]
}
