import { describe, expect, it } from 'vitest'
import { leafCategories, normaliseTree, stripChineseParentheses } from './category-tree'

describe('category tree normalisation', () => {
  it('strips Chinese text in parentheses, half- or full-width', () => {
    expect(stripChineseParentheses('Electronics (电子产品)')).toBe('Electronics')
    expect(stripChineseParentheses('Phones（手机）& Tablets')).toBe('Phones & Tablets')
    expect(stripChineseParentheses('Size (XL)')).toBe('Size (XL)')
  })

  it('treats empty child lists as absent at every depth', () => {
    const tree = normaliseTree([
      {
        id: 1,
        pid: 0,
        level: 1,
        icon: '',
        name: 'A (甲)',
        childList: [{ id: 2, pid: 1, level: 2, icon: '', name: 'B', childList: [] }],
      },
    ])
    expect(tree[0].name).toBe('A')
    expect(tree[0].childList?.[0].childList).toBeUndefined()
    expect(leafCategories(tree)).toEqual([{ id: 2, name: 'B', rootId: 1 }])
  })

  it('keeps only what the storefront renders: no parent id or level, no empty icon (the tree is in every page)', () => {
    const tree = normaliseTree([
      {
        id: 1,
        pid: 0,
        level: 1,
        icon: '/media/a.svg',
        name: 'A',
        childList: [{ id: 2, pid: 1, level: 2, icon: '', name: 'B', childList: [] }],
      },
    ])
    expect(tree).toEqual([{ id: 1, name: 'A', icon: '/media/a.svg', childList: [{ id: 2, name: 'B' }] }])
    expect(Object.keys(tree[0].childList![0])).toEqual(['id', 'name'])
  })
})
