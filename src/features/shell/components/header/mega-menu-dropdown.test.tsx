import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../../tests/unit/render'
import { server } from '../../../../../tests/unit/msw'
import { MegaMenuDropdown } from './mega-menu-dropdown'

beforeEach(() => {
  server.use(
    http.get('*/api/front/product/category', () =>
      HttpResponse.json({
        code: 200,
        message: '',
        data: [{ id: 1, pid: 0, name: 'Electronics', childList: [{ id: 11, pid: 1, name: 'Audio', childList: [] }] }],
      }),
    ),
  )
})

const button = () => screen.getByTestId('catalogue-button')
const hoverArea = () => button().parentElement as HTMLElement

describe('MegaMenuDropdown', () => {
  it('stays open when the pointer that opened it clicks the button (as a mouse or a tap does)', async () => {
    renderWithProviders(
      <MegaMenuDropdown initiallyOpened={false} initiallyByKeyboard={false} triggerRef={{ current: null }} />,
    )
    // The menu waits for the whole tree (decision 86) before it shows its button.
    await screen.findByTestId('catalogue-button')
    fireEvent.mouseEnter(hoverArea())
    fireEvent.click(button())
    await waitFor(() => expect(screen.getByTestId('mega-menu')).toBeTruthy())
    expect(button().getAttribute('aria-expanded')).toBe('true')
  })

  it('closes on a click that comes later', async () => {
    renderWithProviders(
      <MegaMenuDropdown initiallyOpened={false} initiallyByKeyboard={false} triggerRef={{ current: null }} />,
    )
    await screen.findByTestId('catalogue-button')
    fireEvent.click(button())
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('true'))
    fireEvent.click(button())
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('false'))
  })
})
