import { describe, expect, it } from 'vitest'
import {
  attrRows,
  defaultSelection,
  findSku,
  galleryImages,
  isValueAvailable,
  quantityBounds,
  type SkuMap,
  selectValue,
  skuKey,
} from './sku'

const sku = (id: number, stock: number, image = '') => ({ id, price: '10.00', otPrice: '12.00', stock, image })

// Colour × Size; "Red,L" is sold out and "Blue,S" does not exist at all.
const attrs = [
  { id: 1, attrName: 'Colour', attrValues: 'Red, Blue,,Red' },
  { id: 2, attrName: 'Size', attrValues: 'S,M,L' },
]
const map: SkuMap = {
  'Red,S': sku(11, 0),
  'Red,M': sku(12, 4, '/media/red.svg'),
  'Red,L': sku(13, 0),
  'Blue,M': sku(14, 2),
  'Blue,L': sku(15, 9),
}
const rows = attrRows(attrs)

describe('attrRows', () => {
  it('splits the comma-separated values, trimming blanks and duplicates', () => {
    expect(rows).toEqual([
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M', 'L'] },
    ])
    expect(attrRows(null)).toEqual([])
  })
})

describe('skuKey and findSku', () => {
  it('joins the chosen values in productAttr order with ","', () => {
    expect(skuKey(['Red', 'M'])).toBe('Red,M')
    expect(findSku(map, ['Red', 'M'])?.id).toBe(12)
  })
  it('gives no key while a row is unchosen', () => {
    expect(skuKey(['Red', null])).toBeNull()
    expect(findSku(map, ['Red', null])).toBeUndefined()
  })
  it('uses the key "" for a product without attributes', () => {
    expect(skuKey([])).toBe('')
    const single: SkuMap = { '': sku(7, 3) }
    expect(findSku(single, defaultSelection([], single))?.id).toBe(7)
  })
})

describe('isValueAvailable', () => {
  it('disables a value no in-stock SKU has together with the other choices', () => {
    // With Red chosen: S and L are sold out, M is in stock.
    expect(isValueAvailable(map, ['Red', 'M'], 1, 'S')).toBe(false)
    expect(isValueAvailable(map, ['Red', 'M'], 1, 'L')).toBe(false)
    expect(isValueAvailable(map, ['Red', 'M'], 1, 'M')).toBe(true)
    // With Blue chosen: S does not exist, L is in stock.
    expect(isValueAvailable(map, ['Blue', 'M'], 1, 'S')).toBe(false)
    expect(isValueAvailable(map, ['Blue', 'M'], 1, 'L')).toBe(true)
    // With size L chosen, Red is out (sold out) but Blue is in.
    expect(isValueAvailable(map, ['Blue', 'L'], 0, 'Red')).toBe(false)
    expect(isValueAvailable(map, ['Blue', 'L'], 0, 'Blue')).toBe(true)
  })
  it('treats unchosen rows as wildcards', () => {
    expect(isValueAvailable(map, [null, null], 1, 'S')).toBe(false)
    expect(isValueAvailable(map, [null, null], 1, 'L')).toBe(true)
  })
})

describe('defaultSelection', () => {
  it('picks the first in-stock SKU in value order', () => {
    expect(defaultSelection(rows, map)).toEqual(['Red', 'M'])
  })
  it('falls back to the first existing SKU when everything is sold out', () => {
    const soldOut: SkuMap = { 'Red,L': sku(1, 0), 'Blue,S': sku(2, 0) }
    expect(defaultSelection(rows, soldOut)).toEqual(['Red', 'L'])
  })
  it('leaves rows unchosen when no SKU exists', () => {
    expect(defaultSelection(rows, {})).toEqual([null, null])
  })
})

describe('selectValue', () => {
  it('keeps the other choices when the result is in stock', () => {
    expect(selectValue(rows, map, ['Red', 'M'], 0, 'Blue')).toEqual(['Blue', 'M'])
  })
  it('moves the other rows to an in-stock combination when needed', () => {
    // Blue,L → Red: Red,L is sold out, so the size moves to M.
    expect(selectValue(rows, map, ['Blue', 'L'], 0, 'Red')).toEqual(['Red', 'M'])
  })
})

describe('galleryImages', () => {
  it('parses the JSON string of URLs', () => {
    expect(galleryImages('["/a.svg","/b.svg","/a.svg"]', '/main.svg')).toEqual(['/a.svg', '/b.svg'])
  })
  it('falls back to the main image for null, broken or empty values', () => {
    expect(galleryImages(null, '/main.svg')).toEqual(['/main.svg'])
    expect(galleryImages('not json', '/main.svg')).toEqual(['/main.svg'])
    expect(galleryImages('[]', '/main.svg')).toEqual(['/main.svg'])
  })
})

describe('quantityBounds', () => {
  it('runs from max(1, minBuy) to the stock', () => {
    expect(quantityBounds(3, 10)).toEqual({ min: 3, max: 10 })
    expect(quantityBounds(0, 5)).toEqual({ min: 1, max: 5 })
    expect(quantityBounds(null, 0)).toEqual({ min: 1, max: 0 })
  })
})
