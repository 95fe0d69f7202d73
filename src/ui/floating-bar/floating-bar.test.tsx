import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FloatingBar, SCROLL_TOP_THRESHOLD_PX } from './floating-bar'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

function setup() {
  const onService = vi.fn()
  const onInquiry = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <FloatingBar
          onService={onService}
          onInquiry={onInquiry}
          phone="+1 555 0100"
          qrValue="https://help.example.com"
        />
      </MantineProvider>
    </I18nProvider>,
  )
  return { onService, onInquiry }
}

describe('FloatingBar', () => {
  it('calls the service and inquiry handlers from labelled buttons', () => {
    const { onService, onInquiry } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }))
    fireEvent.click(screen.getByRole('button', { name: 'Merchant inquiry' }))
    expect(onService).toHaveBeenCalledOnce()
    expect(onInquiry).toHaveBeenCalledOnce()
  })

  it('shows scroll-to-top only after scrolling past the threshold', async () => {
    setup()
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    const scrollTo = vi.fn()
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: SCROLL_TOP_THRESHOLD_PX + 1, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    await screen.findByRole('button', { name: 'Back to top' })
    // The tooltips load once the browser is idle and take the buttons' place: click whichever button is there.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to top' }))
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    })
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })
})
