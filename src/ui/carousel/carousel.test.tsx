import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubIntersectionObserver } from '../../../tests/unit/render'
import { Carousel } from './carousel-body'

describe('Carousel', () => {
  it('names its slides, controls and indicators through the catalogue, not Mantine’s English', () => {
    stubIntersectionObserver()
    renderWithProviders(
      <Carousel withIndicators withControls>
        {['a', 'b', 'c'].map((name) => (
          <Carousel.Slide key={name}>{name}</Carousel.Slide>
        ))}
      </Carousel>,
    )
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ])
    expect(screen.queryByRole('group', { name: 'Carousel slide' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy()
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Slides')
  })

  it('leaves the indicators out of the server’s HTML, where Mantine would name them in English', async () => {
    const { renderToString } = await import('react-dom/server')
    const { setupI18n } = await import('@lingui/core')
    const { I18nProvider } = await import('@lingui/react')
    const { MantineProvider } = await import('@mantine/core')
    const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } })
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <Carousel withIndicators>
            {['a', 'b'].map((name) => (
              <Carousel.Slide key={name}>{name}</Carousel.Slide>
            ))}
          </Carousel>
        </MantineProvider>
      </I18nProvider>,
    )
    expect(html).toContain('a')
    expect(html).not.toContain('tablist')
  })
})
