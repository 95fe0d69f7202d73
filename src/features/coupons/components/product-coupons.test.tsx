import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../../tests/unit/msw'
import { watchToasts } from '../../../../tests/unit/toasts'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { ReceivableCoupon } from '../queries'
import { ProductCoupons } from './product-coupons'

watchToasts()

const coupon = (id: number, over: Partial<ReceivableCoupon> = {}): ReceivableCoupon => ({
  id,
  name: `Coupon ${id}`,
  merId: 3,
  useType: 2,
  money: '5.00',
  minPrice: '50.00',
  day: 0,
  useStartTimeStr: '2026-11-01 00:00:00',
  useEndTimeStr: '2026-12-31 23:59:59',
  isUse: false,
  ...over,
})

let held = new Set<number>()
let list: ReceivableCoupon[] = []
const asked: URLSearchParams[] = []
beforeEach(() => {
  held = new Set()
  asked.length = 0
  list = [coupon(1), coupon(2, { useType: 3 }), coupon(3, { merId: 0, useType: 1 })]
  server.use(
    // A signed-in shopper: the sign-in gate (useRequireSignIn) lets Get through.
    http.get('*/api/front/user/info', () => HttpResponse.json({ code: 200, message: '', data: { id: 1 } })),
    http.get('*/api/front/coupons', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      const data = list.map((c) => ({ ...c, isUse: held.has(c.id) }))
      return HttpResponse.json({ code: 200, message: '', data: { list: data, total: data.length, page: 1, limit: 20 } })
    }),
    http.post('*/api/front/coupon/receive', async ({ request }) => {
      const { couponId } = (await request.json()) as { couponId: number }
      held.add(couponId)
      return HttpResponse.json({ code: 200, message: 'Received successfully', data: null })
    }),
  )
})

describe('product coupons', () => {
  it('asks CP1 for the product and shows every usable coupon with its scope', async () => {
    renderWithProviders(<ProductCoupons productId={7} />, { session: true })
    const cards = await screen.findAllByTestId('coupon-card')
    expect(cards).toHaveLength(3)
    expect(Object.fromEntries(asked[0])).toMatchObject({ productId: '7', useType: '2', limit: '20' })
    expect(cards.map((c) => within(c).getByTestId('coupon-scope').textContent)).toEqual([
      'Goods',
      'Category',
      'Platform-wide',
    ])
  })

  it('turns Get into Received and keeps it after the list is read again', async () => {
    renderWithProviders(<ProductCoupons productId={7} />, { session: true })
    const [first] = await screen.findAllByTestId('coupon-card')
    fireEvent.click(within(first).getByTestId('coupon-get'))
    await waitFor(() => expect(within(first).getByTestId('coupon-received')).toBeTruthy())
    await waitFor(() => expect(asked.length).toBeGreaterThan(1))
    expect(within(screen.getAllByTestId('coupon-card')[0]).getByTestId('coupon-received')).toBeTruthy()
  })

  it('renders nothing when the product has no coupons', async () => {
    list = []
    const { container } = renderWithProviders(<ProductCoupons productId={7} />, { session: true })
    await waitFor(() => expect(asked.length).toBe(1))
    expect(container.querySelector('[data-testid="product-coupons"]')).toBeNull()
  })
})
