import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { RefundOrder } from '../queries'
import { RefundDetailPage } from './refund-detail-page'
import { RefundListPage } from './refund-list-page'

const refund = (no: string, refundStatus: number, over: Partial<RefundOrder> = {}): RefundOrder => ({
  id: Number(no.replace(/\D/g, '')),
  refundOrderNo: no,
  merOrderNo: 'SH1',
  merId: 3,
  merName: 'Brightway Store',
  refundStatus,
  refundReason: '',
  refundPrice: '30.00',
  refundIntegral: 0,
  totalNum: 2,
  createTime: '2026-11-22 10:00:00',
  reviewTime: '',
  refundTime: '',
  refundReasonWap: 'changed_mind',
  refundReasonWapExplain: '',
  refundReasonWapImg: '',
  orderInfoList: [
    {
      id: 1,
      productId: 101,
      attrValueId: 201,
      productName: 'Linen shirt',
      image: 'https://cdn.example/1.png',
      sku: '',
      price: '15.00',
      payNum: 2,
      refundableNum: 0,
      refundPrice: '30.00',
    },
  ],
  ...over,
})

const all = [
  refund('RF4', 0),
  refund('RF3', 1, { refundReason: 'The shirt was worn' }),
  refund('RF2', 2),
  refund('RF1', 3, { refundTime: '2026-11-23 09:00:00' }),
]
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })

beforeEach(() =>
  server.use(
    http.get('*/api/front/order/refund/list', () => ok({ list: all, total: all.length, page: 1, limit: 10 })),
    http.get('*/api/front/order/refund/detail/:no', ({ params }) => {
      const found = all.find((r) => r.refundOrderNo === params.no)
      return found ? ok(found) : HttpResponse.json({ code: 400, message: 'Refund not found', data: null })
    }),
  ),
)

describe('refund list', () => {
  it('lists every request with its state and a link to its page', async () => {
    renderWithProviders(<RefundListPage page={1} />)
    const cards = await screen.findAllByTestId('refund-card')
    expect(cards.map((c) => within(c).getByTestId('refund-status').textContent)).toEqual([
      'Under merchant review',
      'Refused',
      'Accepted, refunding',
      'Refunded',
    ])
    expect(within(cards[1]!).getByTestId('refund-details').getAttribute('href')).toBe(
      '/order/refund_detail?orderNo=RF3',
    )
    expect(cards[0]!.textContent).toContain('Refund amount: $30.00')
  })

  it('says so when there is none', async () => {
    server.use(http.get('*/api/front/order/refund/list', () => ok({ list: [], total: 0 })))
    renderWithProviders(<RefundListPage page={1} />)
    expect((await screen.findByTestId('refunds-empty')).textContent).toContain('You have not asked for any refund.')
  })
})

describe('refund detail', () => {
  it('a refused request shows the merchant reason and offers to ask again', async () => {
    renderWithProviders(<RefundDetailPage refundOrderNo="RF3" />)
    const refusal = await screen.findByTestId('refund-refusal')
    expect(refusal.textContent).toContain('Reason for rejection')
    expect(refusal.textContent).toContain('The shirt was worn')
    expect(within(refusal).getByTestId('refund-again').getAttribute('href')).toBe('/users/refund_confirm?orderNo=SH1')
    expect(screen.getByTestId('refund-order-link').getAttribute('href')).toBe(
      '/order/order_detail?orderNo=SH1&orderStatus=5',
    )
    expect(screen.getByText('Changed my mind')).toBeTruthy()
  })

  it('each other state shows its label and no refusal', async () => {
    for (const [no, label] of [
      ['RF4', 'Under merchant review'],
      ['RF2', 'Accepted, refunding'],
      ['RF1', 'Refunded'],
    ] as const) {
      const { unmount } = renderWithProviders(<RefundDetailPage refundOrderNo={no} />)
      expect((await screen.findByTestId('refund-status')).textContent).toBe(label)
      expect(screen.queryByTestId('refund-refusal')).toBeNull()
      expect(screen.getByTestId('refund-price').textContent).toContain('$30.00')
      unmount()
    }
  })

  it('shows the voucher images', async () => {
    all[0] = refund('RF4', 0, { refundReasonWapImg: 'https://shop.example/a.png,https://shop.example/b.png' })
    renderWithProviders(<RefundDetailPage refundOrderNo="RF4" />)
    const images = await screen.findByTestId('voucher-images')
    expect(
      within(images)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['https://shop.example/a.png', 'https://shop.example/b.png'])
  })

  it('an unknown refund is a notice', async () => {
    renderWithProviders(<RefundDetailPage refundOrderNo="RF404" />)
    await waitFor(() =>
      expect(screen.getByTestId('refund-detail-notice').textContent).toContain('We could not find refund RF404.'),
    )
  })
})
