import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TestRouter } from '../../../tests/unit/render'
import { BENEFIT_AUTOPLAY_MS, BenefitsCarousel } from './benefits-carousel'
import { SiteFooter, type SiteFooterProps } from './footer'
import { LOW_VISION_STORAGE_KEY, useLowVision } from './low-vision'
import { QrCode } from './qr-code'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

function wrap(node: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <TestRouter>{node}</TestRouter>
      </MantineProvider>
    </I18nProvider>,
  )
}

const tree = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Root ${i + 1}`,
  icon: `/icons/${i + 1}.png`,
  childList: Array.from({ length: 10 }, (_, j) => ({ id: (i + 1) * 100 + j, name: `Child ${i + 1}.${j}` })),
}))

function props(overrides: Partial<SiteFooterProps> = {}): SiteFooterProps {
  return {
    categories: tree,
    support: { email: 'help@example.com', phone: '+1 555 0100', onContact: vi.fn() },
    appQrValue: 'https://shop.example.com',
    appQrKind: 'site',
    siteName: 'Example Mall',
    copyright: 'Copyright © Example Mall',
    lowVision: false,
    onToggleLowVision: vi.fn(),
    ...overrides,
  }
}

describe('SiteFooter', () => {
  it('shows 6 category tiles, 3 columns of 8 children and a short column of 4', () => {
    wrap(<SiteFooter {...props()} />)
    const tiles = within(screen.getByRole('navigation', { name: 'Popular categories' })).getAllByRole('link')
    expect(tiles).toHaveLength(6)
    // First-level categories filter by pid (cid is for third-level ids).
    expect(tiles[0].getAttribute('href')).toBe('/goods/goods_search?pid=1')
    for (const name of ['Root 1', 'Root 2', 'Root 3']) {
      expect(within(screen.getByRole('navigation', { name })).getAllByRole('listitem')).toHaveLength(8)
    }
    expect(within(screen.getByRole('navigation', { name: 'Root 4' })).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.queryByRole('navigation', { name: 'Root 5' })).toBeNull()
  })

  it('shows contacts, the copyright line and the app QR code', async () => {
    const onContact = vi.fn()
    wrap(<SiteFooter {...props({ support: { email: 'help@example.com', phone: '+1 555 0100', onContact } })} />)
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe('mailto:help@example.com')
    // A narrow column wraps the address after its "@", not inside the domain.
    expect(screen.getByRole('link', { name: 'help@example.com' }).querySelector('wbr')).not.toBeNull()
    expect(screen.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100')
    fireEvent.click(screen.getByRole('button', { name: /Online service/ }))
    expect(onContact).toHaveBeenCalledOnce()
    expect(screen.getByText('Copyright © Example Mall')).toBeTruthy()
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy()
    expect(screen.getByText('Worldwide shipping')).toBeTruthy()
  })

  it('captions the QR code by what it encodes', () => {
    const { unmount } = wrap(<SiteFooter {...props({ appQrKind: 'app' })} />)
    expect(screen.getByText('Scan to download the app')).toBeTruthy()
    unmount()
    wrap(<SiteFooter {...props({ appQrKind: 'site', appQrValue: null })} />)
    expect(screen.getByText('Scan to shop on your phone')).toBeTruthy()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
  })

  it('falls back to a generated copyright line and hides empty contacts', () => {
    wrap(<SiteFooter {...props({ copyright: '', support: {}, categories: [] })} />)
    expect(screen.getByText(`© ${new Date().getFullYear()} Example Mall. All rights reserved.`)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Online service/ })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Popular categories' })).toBeNull()
  })
})

describe('BenefitsCarousel', () => {
  it('shows one promise at a time, moves on by itself and lets a dot pick one', () => {
    vi.useFakeTimers()
    try {
      wrap(<BenefitsCarousel />)
      const carousel = screen.getByRole('region', { name: 'Why shop with us' })
      const current = () =>
        within(carousel)
          .getAllByRole('button')
          .findIndex((dot) => dot.getAttribute('aria-current') === 'true')
      expect(current()).toBe(0)
      act(() => vi.advanceTimersByTime(BENEFIT_AUTOPLAY_MS))
      expect(current()).toBe(1)
      fireEvent.click(within(carousel).getByRole('button', { name: 'Secure payment' }))
      expect(current()).toBe(3)
      expect(
        within(carousel)
          .getByText('Secure payment')
          .closest('[aria-roledescription="slide"]')
          ?.getAttribute('aria-hidden'),
      ).toBe('false')
      act(() => vi.advanceTimersByTime(BENEFIT_AUTOPLAY_MS))
      expect(current()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('low-vision mode', () => {
  // The page's storage is the setup's to clear after the file; the mode's mark on <html> is this file's.
  const reset = () => {
    window.localStorage.clear()
    delete document.documentElement.dataset.lowVision
  }
  beforeEach(reset)
  afterEach(reset)

  function Harness() {
    const [lowVision, toggle] = useLowVision()
    return <SiteFooter {...props({ lowVision, onToggleLowVision: toggle })} />
  }

  it('toggles the attribute on <html> and remembers the choice', () => {
    wrap(<Harness />)
    const button = screen.getByRole('button', { name: /Low-vision mode/ })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(button)
    expect(document.documentElement.dataset.lowVision).toBe('true')
    expect(window.localStorage.getItem(LOW_VISION_STORAGE_KEY)).toBe('true')
    const off = screen.getByRole('button', { name: /Standard view/ })
    expect(off.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(off)
    expect(document.documentElement.dataset.lowVision).toBeUndefined()
    expect(window.localStorage.getItem(LOW_VISION_STORAGE_KEY)).toBeNull()
  })

  it('restores a remembered choice after mounting', () => {
    window.localStorage.setItem(LOW_VISION_STORAGE_KEY, 'true')
    wrap(<Harness />)
    expect(document.documentElement.dataset.lowVision).toBe('true')
    expect(screen.getByRole('button', { name: /Standard view/ })).toBeTruthy()
  })
})

describe('QrCode', () => {
  it('draws the code as an SVG path, or a placeholder without a value', async () => {
    const { container, rerender } = render(<QrCode value="https://shop.example.com" label="QR" />)
    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull())
    const path = container.querySelector('svg path')?.getAttribute('d') ?? ''
    expect(path.startsWith('M')).toBe(true)
    rerender(<QrCode value={null} label="QR" />)
    expect(container.querySelector('svg')).toBeNull()
  })
})
