import { describe, expect, it } from 'vitest'
import {
  FOOTER_CHILD_SLICE,
  FOOTER_COLUMN_SLICE,
  FOOTER_ICON_SLICE,
  FOOTER_SHORT_SLICE,
  type FooterCategory,
  footerNavigation,
} from './footer-navigation'

const node = (id: number, children = 0): FooterCategory => ({
  id,
  name: `Category ${id}`,
  icon: `/icons/${id}.png`,
  childList: children
    ? Array.from({ length: children }, (_, i) => ({ id: id * 100 + i, name: `Child ${i}` }))
    : undefined,
})

describe('footerNavigation', () => {
  it('keeps the spec slices 6, 3, 8, 4', () => {
    expect([FOOTER_ICON_SLICE, FOOTER_COLUMN_SLICE, FOOTER_CHILD_SLICE, FOOTER_SHORT_SLICE]).toEqual([6, 3, 8, 4])
  })

  it('shows 6 icon tiles, 3 columns of up to 8 children and a short column of up to 4', () => {
    const tree = Array.from({ length: 9 }, (_, i) => node(i + 1, 12))
    const nav = footerNavigation(tree)
    expect(nav.iconCategories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(nav.columns.map((c) => c.category.id)).toEqual([1, 2, 3])
    expect(nav.columns.every((c) => c.children.length === 8)).toBe(true)
    expect(nav.shortColumn?.category.id).toBe(4)
    expect(nav.shortColumn?.children.map((c) => c.id)).toEqual([400, 401, 402, 403])
  })

  it('builds columns only from categories that have children', () => {
    const nav = footerNavigation([node(1), node(2, 3), node(3), node(4, 2)])
    expect(nav.iconCategories).toHaveLength(4)
    expect(nav.columns.map((c) => c.category.id)).toEqual([2, 4])
    expect(nav.columns[0].children).toHaveLength(3)
    expect(nav.shortColumn).toBeNull()
  })

  it('copes with an empty tree', () => {
    expect(footerNavigation([])).toEqual({ iconCategories: [], columns: [], shortColumn: null })
  })
})
