import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import { UserCentreHome } from './user-centre-home'

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })

describe('the user centre landing', () => {
  it('links each order shortcut to its tab with its count, then every centre entry and the server menu’s own', async () => {
    server.use(
      http.get('*/api/front/order/data', () =>
        ok({ unPaidCount: 2, unShippedCount: 0, receivedCount: 1, toEvaluateCount: 0, refundCount: 3 }),
      ),
      http.get('*/api/front/user/menu/user', () =>
        ok({ routine_my_menus: [{ id: 9, name: 'Gift cards', pc_url: '/users/gift_cards', pic: '' }] }),
      ),
    )
    renderWithProviders(<UserCentreHome />)
    const toPay = await screen.findByTestId('order-shortcut-to-pay')
    expect(toPay.getAttribute('href')).toBe('/users/order_list?orderStatus=0')
    expect(await within(toPay).findByText('2', { selector: 'p' })).toBeTruthy()
    expect(screen.getByTestId('order-shortcut-refunds').getAttribute('href')).toBe('/users/refund_list')
    expect(within(screen.getByTestId('order-shortcut-refunds')).getByText('Refunds')).toBeTruthy()
    expect(screen.getAllByTestId(/^order-shortcut-/)).toHaveLength(5)
    const tiles = screen.getAllByTestId(/^centre-tile-/)
    expect(tiles.length).toBeGreaterThan(1)
    const gifts = await screen.findByTestId('centre-tile-menu-9')
    expect(gifts.getAttribute('href')).toBe('/users/gift_cards?menuCur=9')
    expect(gifts.textContent).toBe('Gift cards')
  })
})
