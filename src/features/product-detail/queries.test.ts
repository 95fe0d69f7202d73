import { describe, expect, it } from 'vitest'
import type { ProductDetail } from '~/features/catalog'
import { parseProductId, productPageHead, storeInfoLines } from './queries'

const detail = {
  productInfo: {
    id: 5,
    storeName: 'Tape </script><script>alert(1)</script> measure',
    price: '37.9',
    otPrice: '45.99',
    stock: 10,
    image: '/media/5.svg',
    sliderImage: '["/media/5-1.svg","/media/5-2.svg"]',
    storeInfo: 'Magnetic hook\n\n Belt clip ',
  },
  productAttr: [{ id: 1, attrName: 'Pack', attrValues: '1 pc,2 pcs' }],
  productValue: {
    '1 pc': { id: 8, price: '37.9', otPrice: '45.99', stock: 0, image: '' },
    '2 pcs': { id: 9, price: '70.99', otPrice: '85.99', stock: 0, image: '' },
  },
  merchantInfo: { name: 'Ural Steel Tools' },
  userCollect: false,
} as unknown as ProductDetail

describe('parseProductId', () => {
  it('accepts plain positive integers only', () => {
    expect(parseProductId('5')).toBe(5)
    expect(parseProductId('999999999')).toBe(999_999_999)
    for (const bad of ['0', '-5', '05', '5.0', 'abc', '', '1000000000', '99999999999'])
      expect(parseProductId(bad)).toBeNull()
  })
})

describe('storeInfoLines', () => {
  it('splits on newlines and drops blanks; null is empty', () => {
    expect(storeInfoLines('a\n\n b ')).toEqual(['a', 'b'])
    expect(storeInfoLines(null)).toEqual([])
  })
})

describe('productPageHead', () => {
  it('builds title, description and a Product JSON-LD that cannot close its script element', () => {
    const head = productPageHead(detail, { sumCount: 7, replyStar: 4.14 }, 'EUR')
    expect(head.seo.title).toBe(detail.productInfo.storeName)
    expect(head.seo.description).toBe('Magnetic hook · Belt clip')
    expect(head.jsonLd).not.toContain('<')
    const ld = JSON.parse(head.jsonLd)
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: detail.productInfo.storeName,
      image: ['/media/5-1.svg', '/media/5-2.svg'],
      offers: { price: '37.90', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { ratingValue: 4.1, reviewCount: 7 },
    })
  })

  it('is in stock when any SKU is, and has no rating without reviews', () => {
    const inStock = {
      ...detail,
      productValue: { ...detail.productValue, '2 pcs': { ...detail.productValue['2 pcs'], stock: 3 } },
    }
    const ld = JSON.parse(productPageHead(inStock, { sumCount: 0, replyStar: 0 }, 'USD').jsonLd)
    expect(ld.offers.availability).toBe('https://schema.org/InStock')
    expect(ld.aggregateRating).toBeUndefined()
  })
})
