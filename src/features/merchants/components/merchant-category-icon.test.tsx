import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MerchantCategoryIcon } from './merchant-category-icon'

const iconAt = (position: number) =>
  render(<MerchantCategoryIcon position={position} />).container.querySelector('svg')!

describe('MerchantCategoryIcon', () => {
  it('gives the category at position n the icon cate(n+1), thirteen distinct ones, then from the first again', () => {
    const icons = Array.from({ length: 13 }, (_, n) => iconAt(n))
    expect(icons.map((svg) => svg.dataset.icon)).toEqual(Array.from({ length: 13 }, (_, n) => `cate${n + 1}`))
    expect(new Set(icons.map((svg) => svg.innerHTML)).size).toBe(13)
    expect(iconAt(13).dataset.icon).toBe('cate1')
    expect(iconAt(14).innerHTML).toBe(icons[1]!.innerHTML)
    // Decorative: the chip around it carries the category's name.
    expect(icons[0]!.getAttribute('aria-hidden')).toBe('true')
  })
})
