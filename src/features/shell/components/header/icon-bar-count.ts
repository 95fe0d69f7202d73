/**
 * How many first-level categories the icon bar shows at a window width (docs/spec.md §2.49–§2.54 (#spec-2-49) "Category
 * menu"). The page renders the widest count and its stylesheet hides the rest at each step's width (header.module.css
 * repeats these steps as media queries; icon-bar-count.test.ts holds the two together), so the bar never re-lays
 * itself once the browser knows its width.
 */
export const ICON_BAR_MAX = 10

/** At a window at most `maxWidth` px wide the bar shows `count` categories; the narrowest step that fits wins. */
export const ICON_BAR_STEPS = [
  { maxWidth: 1225, count: 8 },
  { maxWidth: 1030, count: 7 },
  { maxWidth: 1026, count: 6 },
  { maxWidth: 757, count: 5 },
  { maxWidth: 557, count: 4 },
] as const

export function iconBarCount(width: number): number {
  let count: number = ICON_BAR_MAX
  for (const step of ICON_BAR_STEPS) if (width <= step.maxWidth) count = step.count
  return count
}
