import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadCatalog } from '~/i18n/catalogs'
import { renderWithProviders } from '../../../../tests/unit/render'
import { AboutHero, type AboutHeroProps } from './about-page'

const props = (overrides: Partial<AboutHeroProps> = {}): AboutHeroProps => ({
  siteName: 'Crossborder Market',
  intro: 'Buy straight from the factories.',
  video: 'https://shop.test/media/seed/site/about.webm',
  poster: 'https://shop.test/media/seed/site/about-poster.svg',
  ...overrides,
})

/** `prefers-reduced-motion: reduce` as the reader's system says. */
function reducedMotion(reduce: boolean) {
  const stub = window.matchMedia // tests/unit/setup.ts's, which matches nothing
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...stub(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  }))
}

let play: ReturnType<typeof vi.fn>
let pause: ReturnType<typeof vi.fn>
beforeEach(() => {
  play = vi.fn(() => Promise.resolve())
  pause = vi.fn()
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never)
})
afterEach(() => vi.restoreAllMocks())

describe('AboutHero', () => {
  it('plays a muted, inline, looping video with its poster when motion is welcome', async () => {
    reducedMotion(false)
    renderWithProviders(<AboutHero {...props()} />)
    const video = screen.getByTestId('about-video') as HTMLVideoElement
    expect(video.muted).toBe(true)
    expect(video.hasAttribute('playsinline')).toBe(true)
    expect(video.loop).toBe(true)
    expect(video.getAttribute('poster')).toBe(props().poster)
    expect(video.getAttribute('src')).toBe(props().video)
    await waitFor(() => expect(video.autoplay).toBe(true))
    expect(play).toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Crossborder Market')
    expect(screen.getByText('Buy straight from the factories.')).toBeTruthy()

    // The reader can stop it (WCAG 2.2.2) and start it again.
    fireEvent.click(screen.getByRole('button', { name: 'Pause the video' }))
    expect(pause).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Play the video' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('never starts by itself when the reader asked for reduced motion, but plays on request', async () => {
    reducedMotion(true)
    renderWithProviders(<AboutHero {...props()} />)
    const video = screen.getByTestId('about-video') as HTMLVideoElement
    // Give the media query's effect its turn: the answer stays "reduce".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play the video' })).toBeTruthy())
    expect(video.autoplay).toBe(false)
    expect(video.getAttribute('preload')).toBe('none')
    expect(play).not.toHaveBeenCalled()
    expect(video.getAttribute('poster')).toBe(props().poster)
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }))
    await waitFor(() => expect(play).toHaveBeenCalled())
  })

  it('shows the poster and the intro without a player when there is no video', () => {
    reducedMotion(false)
    renderWithProviders(<AboutHero {...props({ video: '' })} />)
    expect(screen.queryByTestId('about-video')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('about-poster').getAttribute('src')).toBe(props().poster)
    expect(screen.getByText('Buy straight from the factories.')).toBeTruthy()
  })

  it('speaks the reader’s language', async () => {
    reducedMotion(true)
    renderWithProviders(<AboutHero {...props({ intro: 'Покупайте напрямую у фабрик.' })} />, {
      locale: 'ru',
      messages: await loadCatalog('ru'),
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('О Crossborder Market')
    expect(screen.getByRole('button', { name: 'Воспроизвести видео' })).toBeTruthy()
  })
})
