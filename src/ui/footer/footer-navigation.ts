/**
 * Which categories the footer shows (docs/spec.md §2.55 (#spec-2-55) Footer, §9.5 (#spec-9-5) "Footer category slices
 * 6, 3, 8, 4"):
 * - the first 6 first-level categories as icon tiles;
 * - 3 navigation columns, one per first-level category that has children, each listing up to 8 of them;
 * - a fourth, short column: the next such category with up to 4 children.
 */
export const FOOTER_ICON_SLICE = 6
export const FOOTER_COLUMN_SLICE = 3
export const FOOTER_CHILD_SLICE = 8
export const FOOTER_SHORT_SLICE = 4

/** The part of a category tree node the footer reads (structurally a catalogue `CategoryNode`). */
export interface FooterCategory {
  id: number
  name: string
  icon?: string | null
  childList?: FooterCategory[] | null
}

export interface FooterColumn {
  category: FooterCategory
  children: FooterCategory[]
}

export interface FooterNavigation {
  iconCategories: FooterCategory[]
  columns: FooterColumn[]
  shortColumn: FooterColumn | null
}

export function footerNavigation(tree: readonly FooterCategory[]): FooterNavigation {
  const withChildren = tree.filter((node) => (node.childList?.length ?? 0) > 0)
  const columns = withChildren.slice(0, FOOTER_COLUMN_SLICE).map((category) => ({
    category,
    children: (category.childList ?? []).slice(0, FOOTER_CHILD_SLICE),
  }))
  const next = withChildren[FOOTER_COLUMN_SLICE]
  return {
    iconCategories: tree.slice(0, FOOTER_ICON_SLICE),
    columns,
    shortColumn: next ? { category: next, children: (next.childList ?? []).slice(0, FOOTER_SHORT_SLICE) } : null,
  }
}
