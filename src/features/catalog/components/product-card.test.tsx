import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { CurrencyProvider } from '~/ui/currency'
import { TestRouter } from '../../../../tests/unit/render'
import { describe, expect, it } from 'vitest'
import { ProductTile, soldCount } from './product-card'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

function wrap(node: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <CurrencyProvider symbol="$">
        <MantineProvider>
          <TestRouter>{node}</TestRouter>
        </MantineProvider>
      </CurrencyProvider>
    </I18nProvider>,
  )
}

const product = {
  id: 42,
  image: '/media/p42.svg',
  storeName: 'Stainless steel thermos bottle 500 ml',
  price: '12.90',
  otPrice: '20.00',
  sales: 10.7,
  ficti: 5.9,
  stock: 8,
}

describe('ProductTile', () => {
  it('links to the product and shows name, prices, discount and sold count', () => {
    wrap(<ProductTile product={product} />)
    const card = screen.getByTestId('product-card')
    expect(card.getAttribute('href')).toBe('/goods_detail/42')
    expect(screen.getByText(product.storeName)).toBeTruthy()
    expect(screen.getByText('$12.90')).toBeTruthy()
    expect(screen.getByText('$20.00')).toBeTruthy()
    // round((20 − 12.9) / 20 × 100) = 36 (35.5 rounds half up)
    expect(screen.getByText('36% OFF')).toBeTruthy()
    // floor(10.7) + floor(5.9) = 15
    expect(screen.getByText('15 sold')).toBeTruthy()
    expect(screen.queryByText('Sold out')).toBeNull()
    expect(screen.getByRole('img', { name: product.storeName }).getAttribute('loading')).toBe('eager')
  })

  it('shows the sold-out overlay at zero stock and defers the image below the fold', () => {
    wrap(<ProductTile product={{ ...product, stock: 0 }} lazy />)
    expect(screen.getByText('Sold out')).toBeTruthy()
    expect(screen.getByTestId('product-card').dataset.soldOut).toBe('true')
    expect(screen.getByRole('img', { name: product.storeName }).getAttribute('loading')).toBe('lazy')
  })

  it('hides the badge and the old price without a discount', () => {
    wrap(<ProductTile product={{ ...product, otPrice: '12.90' }} />)
    expect(screen.queryByText(/% OFF/)).toBeNull()
    expect(screen.getAllByText(/\$/)).toHaveLength(1)
  })

  it('offers an uploaded picture at its 320 and 640 px widths, and a drawn one as it is', () => {
    // The tile is at most 240 px wide: the whole photo is never offered.
    const image = 'https://shop.example/media/uploads/2026/11/abcdefghijklmnopqrstuvwx.jpg'
    const { unmount } = wrap(<ProductTile product={{ ...product, image }} />)
    const picture = screen.getByRole('img', { name: product.storeName })
    expect(picture.getAttribute('src')).toBe(image)
    expect(picture.getAttribute('srcset')).toBe(`${image}?w=320 320w, ${image}?w=640 640w`)
    expect(picture.getAttribute('sizes')).toBe('(max-width: 36em) 50vw, 240px')
    unmount()

    wrap(<ProductTile product={product} />)
    const drawn = screen.getByRole('img', { name: product.storeName })
    expect(drawn.hasAttribute('srcset')).toBe(false)
    expect(drawn.hasAttribute('sizes')).toBe(false)
  })
})

describe('soldCount', () => {
  it('floors both parts before adding', () => {
    expect(soldCount({ sales: 1.9, ficti: 2.9 })).toBe(3)
    expect(soldCount({})).toBe(0)
  })
})
