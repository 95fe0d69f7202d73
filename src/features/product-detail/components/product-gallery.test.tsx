import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductGallery } from './product-gallery'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const wrap = (images: string[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ProductGallery images={images} name="Feed Cotton Tee" />
      </MantineProvider>
    </I18nProvider>,
  )

const photo = (name: string) => `https://shop.example/media/uploads/2026/11/${name.padEnd(24, 'x')}.jpg`

describe('ProductGallery: each picture at the size it is shown', () => {
  it('gives the stage its copies and the whole photo for its width, the thumbnails the 320 px copy, the zoom the whole photo', () => {
    const [front, back] = [photo('front'), photo('back')]
    wrap([front, back])

    const stage = screen.getByTestId('gallery-main')
    expect(stage.getAttribute('src')).toBe(front)
    expect(stage.getAttribute('srcset')).toBe(`${front}?w=320 320w, ${front}?w=640 640w, ${front} 1200w`)
    // The grid of product-detail.module.css: the page's width on phones, 380 px up to 1100 px, 440 px beyond.
    expect(stage.getAttribute('sizes')).toBe('(max-width: 760px) 100vw, (max-width: 1100px) 380px, 440px')
    expect(stage.getAttribute('fetchpriority')).toBe('high')

    const thumbs = screen.getAllByTestId('gallery-thumb').map((button) => button.querySelector('img')!)
    expect(thumbs.map((img) => [img.getAttribute('srcset'), img.getAttribute('sizes')])).toEqual([
      [`${front}?w=320 320w`, '64px'],
      [`${back}?w=320 320w`, '64px'],
    ])

    // Another thumbnail takes the stage with its own sizes; the hover zoom magnifies the whole photo.
    fireEvent.mouseEnter(screen.getAllByTestId('gallery-thumb')[1]!)
    expect(stage.getAttribute('srcset')).toBe(`${back}?w=320 320w, ${back}?w=640 640w, ${back} 1200w`)
    fireEvent.mouseEnter(screen.getByTestId('gallery-stage'), { clientX: 10, clientY: 10 })
    expect(screen.getByTestId('gallery-zoom').style.backgroundImage).toBe(`url("${back}")`)
  })

  it('gives drawn SVG pictures (they scale) no srcset', () => {
    wrap(['/media/p42.svg', '/media/p42-2.svg'])
    for (const img of [
      screen.getByTestId('gallery-main'),
      ...screen.getAllByTestId('gallery-thumb').map((b) => b.querySelector('img')!),
    ]) {
      expect(img.getAttribute('src')).toMatch(/\.svg$/)
      expect(img.hasAttribute('srcset')).toBe(false)
      expect(img.hasAttribute('sizes')).toBe(false)
    }
  })
})
