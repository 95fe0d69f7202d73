import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OwnedCouponRow } from '~/contract'
import { server } from '../../../../tests/unit/msw'
import { renderWithProviders } from '../../../../tests/unit/render'
import { CouponListPage } from './coupon-list-page'
import { couponTarget, OwnedCouponCard } from './owned-coupon-card'

const coupon = (over: Partial<OwnedCouponRow>): OwnedCouponRow => ({
  id: 1,
  couponId: 10,
  name: 'Brightway: $8 off $80',
  merId: 3,
  merName: 'Brightway Store',
  useType: 1,
  money: '8.00',
  minPrice: '80.00',
  day: 0,
  productIds: [],
  categoryId: null,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  status: 0,
  ...over,
})

const requests: URLSearchParams[] = []
beforeEach(() => {
  requests.length = 0
  server.use(
    http.get('*/api/front/coupon/list', ({ request }) => {
      const query = new URL(request.url).searchParams
      requests.push(query)
      const list =
        query.get('type') === 'usable'
          ? [
              coupon({ id: 1 }),
              coupon({ id: 2, merId: 0, merName: '', name: 'Platform $5', money: '5.00', minPrice: '0.00', day: 7 }),
            ]
          : [coupon({ id: 3, status: 1 }), coupon({ id: 4, status: 2 })]
      return HttpResponse.json({
        code: 200,
        message: '',
        data: { list, total: list.length, page: 1, limit: 9, totalPage: 1 },
      })
    }),
  )
})

describe('owned coupon card', () => {
  it('shows scope, minimum spend, discount, the validity in the locale and a link to the store', () => {
    renderWithProviders(<OwnedCouponCard coupon={coupon({})} />)
    const card = screen.getByTestId('owned-coupon')
    expect(within(card).getByText('$8.00')).toBeTruthy()
    expect(within(card).getByText('Min. spend $80.00')).toBeTruthy()
    expect(within(card).getByTestId('coupon-scope').textContent).toBe('Store-wide')
    expect(within(card).getByTestId('coupon-validity').textContent).toBe('Valid Nov 1, 2026 – Dec 31, 2026')
    expect(within(card).getByTestId('coupon-use').getAttribute('href')).toBe('/merchant/merchant/home?id=3')
  })

  it('says "N days after receiving", platform scope, and used or expired instead of a link', () => {
    renderWithProviders(
      <>
        <OwnedCouponCard coupon={coupon({ id: 2, merId: 0, day: 7, status: 1 })} />
        <OwnedCouponCard coupon={coupon({ id: 3, status: 2, useType: 3, categoryId: 44 })} />
      </>,
    )
    const [used, expired] = screen.getAllByTestId('owned-coupon')
    expect(within(used).getByText('Valid for 7 days after receiving')).toBeTruthy()
    expect(within(used).getByTestId('coupon-scope').textContent).toBe('Platform-wide')
    expect(within(used).getByTestId('coupon-state').textContent).toBe('Used')
    expect(within(used).queryByTestId('coupon-use')).toBeNull()
    expect(within(expired).getByTestId('coupon-state').textContent).toBe('Expired')
    expect(within(expired).getByTestId('coupon-scope').textContent).toBe('Category')
  })

  it('links goods coupons to their product and category coupons to the category search', () => {
    expect(couponTarget({ useType: 2, merId: 3, productIds: [7, 8], categoryId: null })).toMatchObject({
      to: '/goods_detail/$id',
      params: { id: '7' },
    })
    expect(couponTarget({ useType: 3, merId: 0, productIds: [], categoryId: 44 })).toMatchObject({
      to: '/goods/goods_search',
      search: { cid: 44 },
    })
    expect(couponTarget({ useType: 1, merId: 0, productIds: [], categoryId: null })).toMatchObject({
      to: '/goods/goods_search',
    })
  })
})

describe('coupon list page', () => {
  it('asks CP4 for the tab (scope → useType, state → type) and lists the coupons', async () => {
    renderWithProviders(<CouponListPage scope="goods" state="unused" page={1} />)
    expect(await screen.findAllByTestId('owned-coupon')).toHaveLength(2)
    expect(Object.fromEntries(requests[0])).toMatchObject({ type: 'usable', useType: '2', page: '1', limit: '9' })
    expect(screen.getByTestId('coupon-scope-goods').getAttribute('aria-selected')).toBe('true')
  })

  it('shows used and expired coupons greyed on the second state tab', async () => {
    renderWithProviders(<CouponListPage scope="merchant" state="used" page={1} />)
    const cards = await screen.findAllByTestId('owned-coupon')
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['1', '2'])
    expect(Object.fromEntries(requests[0])).toMatchObject({ type: 'unusable', useType: '1' })
  })
})
