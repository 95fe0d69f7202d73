import { describe, expect, it, vi } from 'vitest'
import type { CategoryNode } from '~/features/catalog'
import { SiteFooter } from '~/ui/footer/footer'
import { renderWithProviders } from '../../../tests/unit/render'
import { ICON_BAR_MAX } from './components/header/icon-bar-count'
import { shellCategories } from './shell-categories'

/** 12 first-level categories: the 1st and 4th without children, the 2nd without an icon, the 5th with 11 children. */
const tree: CategoryNode[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Root ${i + 1}`,
  ...(i === 1 ? {} : { icon: `/icons/${i + 1}.png` }),
  ...(i === 0 || i === 3
    ? {}
    : {
        childList: Array.from({ length: i === 4 ? 11 : 3 }, (_, j) => ({
          id: (i + 1) * 100 + j,
          name: `Child ${i + 1}.${j}`,
          childList: [{ id: (i + 1) * 1000 + j, name: `Leaf ${i + 1}.${j}` }],
        })),
      }),
}))

const footerHtml = (categories: CategoryNode[]) => {
  const view = renderWithProviders(
    <SiteFooter
      categories={categories}
      support={{ email: 'help@example.com', onContact: vi.fn() }}
      appQrValue="https://shop.example.com"
      appQrKind="site"
      siteName="Example Mall"
      copyright="©"
      lowVision={false}
      onToggleLowVision={vi.fn()}
    />,
  )
  const html = view.container.innerHTML
  view.unmount()
  return html
}

describe('shellCategories', () => {
  const part = shellCategories(tree)

  it('renders the same footer as the whole tree', () => {
    expect(footerHtml(part)).toBe(footerHtml(tree))
    expect(footerHtml(part)).toContain('Child 5.7')
  })

  it('keeps every first-level category as the icon bar reads it, and no third level', () => {
    const bar = (nodes: CategoryNode[]) =>
      nodes.slice(0, ICON_BAR_MAX).map(({ id, name, icon }) => ({ id, name, icon }))
    expect(bar(part)).toEqual(bar(tree))
    expect(part).toHaveLength(tree.length)
    expect(part.flatMap((node) => node.childList ?? []).some((child) => child.childList)).toBe(false)
  })

  it('is smaller than the tree it comes from', () => {
    expect(JSON.stringify(part).length).toBeLessThan(JSON.stringify(tree).length / 2)
  })
})
