import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { Suspense } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PointsEntry, PointsProduct } from '~/contract'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import { PointsInfoPage } from './points-info-page'
import { PointsOrderConfirmPage } from './points-order-confirm-page'

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })

const entry = (id: number, over: Partial<PointsEntry>): PointsEntry => ({
  id,
  type: 1,
  kind: 'earn',
  linkType: 'register',
  linkId: '7',
  title: 'Welcome bonus',
  points: 500,
  balance: 500,
  frozenBalance: 0,
  thawTime: null,
  createTime: '2026-11-20 10:00:00',
  ...over,
})

const ledger = [
  entry(3, { type: 2, kind: 'spend', linkType: 'points_order', linkId: 'JF1', title: 'x', points: 120, balance: 380 }),
  entry(2, {
    kind: 'freeze',
    linkType: 'earn',
    linkId: 'SH9',
    title: 'x',
    points: 45,
    balance: 500,
    frozenBalance: 45,
    thawTime: '2026-11-27 10:00:00',
  }),
  entry(1, {}),
]

const mug: PointsProduct = {
  id: 4,
  name: 'Enamel mug',
  image: 'https://cdn.example/mug.png',
  description: '',
  price: 150,
  stock: 3,
  sales: 9,
}

let asked: string[] = []
let placed: unknown[] = []
beforeEach(() => {
  asked = []
  placed = []
  server.use(
    http.get('*/api/front/integral/user', () =>
      ok({ integral: 380, frozenIntegral: 45, totalIntegral: 545, spentIntegral: 120 }),
    ),
    http.get('*/api/front/integral/list', ({ request }) => {
      const type = new URL(request.url).searchParams.get('type')
      asked.push(type ?? '')
      const list = type === 'earned' ? ledger.filter((e) => e.kind !== 'spend') : ledger
      return ok({ list, total: list.length, page: 1, limit: 10, totalPage: 1 })
    }),
    http.get('*/api/front/integral/product/:id', () => ok(mug)),
    http.get('*/api/front/address/list', () =>
      ok({
        list: [
          {
            id: 31,
            realName: 'Anna',
            email: '',
            phone: '9001234567',
            countryCode: 7,
            country: 'Russia',
            detail: 'Nevsky 28',
            postCode: '191186',
            isDefault: true,
          },
        ],
        total: 1,
      }),
    ),
    http.post('*/api/front/integral/order/create', async ({ request }) => {
      placed.push(await request.json())
      return ok({ orderNo: 'JF20261123000000000001', totalPoints: 300 })
    }),
  )
})

describe('my points', () => {
  it('shows the four figures and the ledger in the shopper’s words, with frozen entries and when they thaw', async () => {
    renderWithProviders(
      <Suspense fallback={null}>
        <PointsInfoPage tab="all" page={1} />
      </Suspense>,
    )
    expect((await screen.findByTestId('points-current')).textContent).toContain('380')
    expect(screen.getByTestId('points-frozen').textContent).toContain('45')
    expect(screen.getByTestId('points-total').textContent).toContain('545')
    expect(screen.getByTestId('points-spent').textContent).toContain('120')
    const rows = screen.getAllByTestId('points-entry')
    expect(rows.map((r) => r.dataset.kind)).toEqual(['spend', 'freeze', 'earn'])
    expect(rows[0].textContent).toContain('Points shop order JF1')
    expect(within(rows[0]).getByTestId('points-entry-amount').textContent).toContain('−120')
    expect(rows[1].textContent).toContain('Earned with order SH9 (frozen)')
    expect(rows[1].textContent).toContain('Spendable from Nov 27, 2026')
    expect(within(rows[1]).getByTestId('points-entry-amount').textContent).toContain('+45')
    expect(rows[2].textContent).toContain('Welcome bonus')
    // Times are never shown raw.
    expect(screen.queryByText('2026-11-20 10:00:00')).toBeNull()
    expect(asked).toEqual(['all'])
  })
})

describe('points order confirmation', () => {
  it('totals the chosen quantity against the balance and sends the address and quantity', async () => {
    renderWithProviders(<PointsOrderConfirmPage productId={4} />)
    const form = await screen.findByTestId('points-order-form')
    expect(screen.getByTestId('points-order-total').textContent).toContain('150 points')
    expect(screen.getByTestId('points-order-total').textContent).toContain(
      'You have 380 points; 230 left after this order.',
    )
    const quantity = within(form).getByLabelText('Quantity')
    // Three in stock: the choice stops there.
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3'])
    fireEvent.change(quantity, { target: { value: '3' } })
    await waitFor(() => expect(screen.getByTestId('points-order-total').textContent).toContain('450 points'))
    expect(screen.getByTestId('points-order-total').textContent).toContain('not enough for this order')
    expect((screen.getByTestId('points-order-submit') as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(quantity, { target: { value: '2' } })
    await waitFor(() => expect((screen.getByTestId('points-order-submit') as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(screen.getByTestId('points-order-submit'))
    await waitFor(() => expect(placed).toEqual([{ productId: 4, num: 2, addressId: 31 }]))
  })
})
