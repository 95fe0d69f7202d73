import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubIntersectionObserver } from '../../../tests/unit/render'
import { Carousel } from './carousel'

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
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'])
    expect(screen.queryByRole('group', { name: 'Carousel slide' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy()
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Slides')
  })
})
