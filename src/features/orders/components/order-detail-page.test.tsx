import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { OrderDetail } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { OrderDetailPage } from './order-detail-page'


const item = (id: number, name: string, price: string, payNum: number) => ({
  id,
  productId: 100 + id,
  attrValueId: 200 + id,
  productName: name,
  image: `https://cdn.example/${id}.png`,
  sku: '',
  price,
  payNum,
})

const base: OrderDetail = {
  id: 1,
  orderNo: 'OM2001',
  paid: false,
  payType: 'stripe',
  payStatus: 'unpaid',
  totalNum: 3,
  payPrice: '40.50',
  createTime: '2026-11-20 10:00:00',
  payTime: '',
  refundTime: '',
  userRemark: 'Leave at the door',
  realName: 'Ivan Petrov',
  userPhone: '9001234567',
  userEmail: 'ivan@shop.example',
  userAddress: 'Russia Tverskaya 1 125009',
  proTotalPrice: '40.00',
  couponId: 7,
  couponPrice: '3.00',
  integralPrice: '1.50',
  useIntegral: 150,
  payPostage: '5.00',
  refundStatus: 0,
  status: 0,
  payVoucher: '',
  payVoucherNote: '',
  cancelReason: '',
  expireTime: '2099-01-01 00:00:00',
}

const masterDetail: OrderDetail = {
  ...base,
  orderList: [
    { id: 11, orderNo: 'OS1', merId: 3, merName: 'Brightway Store', orderInfoList: [item(1, 'Linen shirt', '15.00', 2)] },
    { id: 12, orderNo: 'OS2', merId: 4, merName: 'Tea House', orderInfoList: [item(2, 'Green tea', '10.00', 1)] },
  ],
}

const merchantDetail: OrderDetail = {
  ...base,
  id: 11,
  orderNo: 'OS1',
  paid: false,
  payType: 'bank',
  payStatus: 'paid',
  status: 1,
  payTime: '2026-11-20 11:00:00',
  payPostage: '0.00',
  couponId: null,
  couponPrice: '0.00',
  integralPrice: '0.00',
  useIntegral: 0,
  payVoucher: 'https://cdn.example/proof.png',
  payVoucherNote: 'Sent from Sberbank',
  merId: 3,
  merName: 'Brightway Store',
  orderInfoList: [item(1, 'Linen shirt', '15.00', 2)],
}

const requests: string[] = []
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })
const handlers = [
  http.get('*/api/front/order/master/detail/:orderNo', ({ params, request }) => {
    requests.push(new URL(request.url).pathname)
    if (params.orderNo === 'OM2001') return ok(masterDetail)
    if (params.orderNo === 'OM2002')
      return ok({ ...masterDetail, orderNo: 'OM2002', payStatus: 'cancelled', cancelReason: 'Not paid in time' })
    return HttpResponse.json({ code: 404, message: 'Order not found', data: null })
  }),
  http.get('*/api/front/order/detail/:orderNo', ({ request }) => {
    requests.push(new URL(request.url).pathname)
    return ok(merchantDetail)
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  requests.length = 0
})

describe('order detail', () => {
  it('orderStatus 0 reads the master order (O8): step 1, every merchant, the money breakdown and Pay/Cancel', async () => {
    renderWithProviders(<OrderDetailPage orderNo="OM2001" orderStatus={0} />)
    const detail = await screen.findByTestId('order-detail')
    expect(requests).toEqual(['/api/front/order/master/detail/OM2001'])
    expect(screen.getByTestId('order-steps').getAttribute('data-step')).toBe('1')
    expect(within(detail).getAllByTestId('detail-merchant').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Brightway Store'),
      expect.stringContaining('Tea House'),
    ])
    expect(screen.getByTestId('detail-order-no').textContent).toContain('OM2001')
    expect(screen.getByTestId('detail-pay-type').textContent).toContain('Card payment')
    expect(screen.getByTestId('detail-pay-status').textContent).toContain('Awaiting payment')
    expect(screen.getByText('Leave at the door')).toBeTruthy()
    expect(screen.getByText('Russia Tverskaya 1 125009')).toBeTruthy()
    expect(screen.getByTestId('detail-goods-total').textContent).toBe('Goods total$40.00')
    expect(screen.getByTestId('detail-freight').textContent).toBe('Shipping$5.00')
    expect(screen.getByTestId('detail-coupon').textContent).toBe('Coupon deduction−$3.00')
    expect(screen.getByTestId('detail-points').textContent).toBe('Points deduction (150 points)−$1.50')
    expect(screen.getByTestId('detail-pay-price').textContent).toBe('Amount payable$40.50')
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    expect(screen.queryByTestId('detail-voucher')).toBeNull()
  })

  it('orderStatus 1..3 reads one merchant order (O9): status step, label and the transfer proof', async () => {
    renderWithProviders(<OrderDetailPage orderNo="OS1" orderStatus={2} />)
    await screen.findByTestId('order-detail')
    expect(requests).toEqual(['/api/front/order/detail/OS1'])
    expect(screen.getByTestId('order-steps').getAttribute('data-step')).toBe('3')
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting receipt')
    expect(screen.getByTestId('detail-pay-type').textContent).toContain('Bank transfer')
    expect(screen.getByTestId('detail-merchant').textContent).toContain('Brightway Store')
    expect(screen.queryByTestId('detail-freight')).toBeNull()
    expect(screen.queryByTestId('detail-coupon')).toBeNull()
    expect(screen.queryByTestId('detail-points')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    const voucher = screen.getByTestId('detail-voucher')
    expect(within(voucher).getByRole('link', { name: 'Open the payment screenshot' }).getAttribute('href')).toBe(
      'https://cdn.example/proof.png',
    )
    expect(within(voucher).getByRole('img', { name: 'Payment screenshot' }).getAttribute('src')).toBe('https://cdn.example/proof.png')
    expect(within(voucher).getByText('Note: Sent from Sberbank')).toBeTruthy()
  })

  it('a cancelled master order shows the reason instead of the steps and offers no actions', async () => {
    renderWithProviders(<OrderDetailPage orderNo="OM2002" orderStatus={0} />)
    const alert = await screen.findByTestId('order-cancelled')
    expect(alert.textContent).toContain('This order was cancelled')
    expect(alert.textContent).toContain('Reason: Not paid in time')
    expect(screen.queryByTestId('order-steps')).toBeNull()
    expect(screen.getByTestId('detail-pay-status').textContent).toContain('Cancelled')
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('without an order number it explains and asks nothing of the API', async () => {
    renderWithProviders(<OrderDetailPage orderStatus={0} />)
    expect(screen.getByTestId('order-detail-notice').textContent).toContain('No order was chosen')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toEqual([])
  })

  it('an unknown order gets a friendly message', async () => {
    renderWithProviders(<OrderDetailPage orderNo="NOPE" orderStatus={0} />)
    await waitFor(() => expect(screen.getByTestId('order-detail-notice').textContent).toContain('We could not find order NOPE.'))
  })
})
