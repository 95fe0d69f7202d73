/**
 * How many first-level categories the icon bar shows at a window width (docs/spec.md §2.49–§2.54 (#spec-2-49) "Category
 * menu").
 */
export function iconBarCount(width: number): number {
  if (width > 1225) return 10
  if (width > 1030) return 8
  if (width > 1026) return 7
  if (width > 757) return 6
  if (width > 557) return 5
  return 4
}

/** Before the browser reports its width (SSR), render for a desktop window. */
export const SSR_WINDOW_WIDTH = 1280
