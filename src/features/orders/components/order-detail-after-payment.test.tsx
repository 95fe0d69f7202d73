/**
 * The order detail once paid: a checkout (master order) of one merchant order opens that order, one of several lists
 * each with its own state; refunds read as refunds; a cash-on-delivery order not yet shipped can be cancelled.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import { server } from '../../../../tests/unit/msw'
import { orderItem } from '../../../../tests/unit/order-items'
import { watchToasts } from '../../../../tests/unit/toasts'
import { type OrderDetail, singleMerchantOrderNo } from '../queries'
import { OrderDetailPage } from './order-detail-page'

watchToasts()

const item = (id: number, name: string, payNum: number, refundNum = 0) => orderItem(id, name, { payNum, refundNum })

const base: OrderDetail = {
  id: 1,
  orderNo: 'PT3001',
  paid: false,
  payType: 'cod',
  payStatus: 'cod',
  totalNum: 2,
  payPrice: '20.00',
  createTime: '2026-11-20 10:00:00',
  payTime: '',
  refundTime: '',
  userRemark: '',
  realName: 'Ivan Petrov',
  userPhone: '9001234567',
  userEmail: '',
  userAddress: 'Russia Tverskaya 1 125009',
  proTotalPrice: '20.00',
  couponId: null,
  couponPrice: '0.00',
  integralPrice: '0.00',
  useIntegral: 0,
  payPostage: '0.00',
  refundStatus: 0,
  status: 0,
  payVoucher: '',
  payVoucherNote: '',
  cancelReason: '',
  expireTime: '',
  orderKind: 'master',
}

let answers: Record<string, OrderDetail>
const posts: string[] = []
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })
const answer = (orderNo: string) =>
  answers[orderNo] ? ok(answers[orderNo]) : HttpResponse.json({ code: 400, message: 'Order not found', data: null })

beforeEach(() => {
  answers = {}
  server.use(
    http.get('*/api/front/order/master/detail/:orderNo', ({ params }) => answer(String(params.orderNo))),
    http.get('*/api/front/order/detail/:orderNo', ({ params }) => answer(String(params.orderNo))),
    http.get('*/api/front/order/express/:orderNo', () => ok({ expName: 'DHL', expNo: 'JD1', logisticsInfo: '[]' })),
    http.post('*/api/front/*', ({ request }) => {
      posts.push(new URL(request.url).pathname)
      return ok(null)
    }),
  )
})
afterEach(() => {
  posts.length = 0
})

const merchant = (over: Partial<OrderDetail>): OrderDetail => ({
  ...base,
  id: 11,
  orderNo: 'SH1',
  orderKind: 'merchant',
  masterOrderNo: 'PT3001',
  merId: 3,
  merName: 'Brightway Store',
  orderInfoList: [item(1, 'Linen shirt', 2)],
  deliveryType: 'express',
  expName: 'DHL',
  expNo: 'JD1',
  ...over,
})

describe('a checkout once paid', () => {
  it('with one merchant order, opens that order instead of a page stuck at "Paid"', async () => {
    answers.PT3001 = {
      ...base,
      payStatus: 'paid',
      paid: true,
      orderList: [{ id: 11, orderNo: 'SH1', merId: 3, merName: 'Brightway Store', orderInfoList: [], status: 1 }],
    }
    const { router } = renderWithProviders(<OrderDetailPage orderNo="PT3001" orderStatus={7} />)
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/order_detail'))
    expect(router.state.location.search).toEqual({ orderNo: 'SH1', orderStatus: 7 })
    expect(router.history.length).toBe(1) // replaced: Back does not return to the checkout
    expect(screen.queryByTestId('order-detail')).toBeNull()
    // The route's loader redirects by the same rule; awaiting payment or several orders stay on the checkout.
    expect(singleMerchantOrderNo({ ...answers.PT3001, master: true })).toBe('SH1')
    expect(singleMerchantOrderNo({ ...answers.PT3001, master: true, payStatus: 'unpaid' })).toBeNull()
    expect(singleMerchantOrderNo({ ...answers.PT3001, master: false })).toBeNull()
  })

  it('with several, lists each merchant order with its own live state and a link, and never reads "Paid" for them', async () => {
    answers.PT3001 = {
      ...base,
      payType: 'stripe',
      payStatus: 'paid',
      paid: true,
      orderList: [
        {
          id: 11,
          orderNo: 'SH1',
          merId: 3,
          merName: 'Brightway Store',
          orderInfoList: [item(1, 'Linen shirt', 1)],
          status: 1,
          paid: true,
          refundStatus: 0,
        },
        {
          id: 12,
          orderNo: 'SH2',
          merId: 4,
          merName: 'Tea House',
          orderInfoList: [item(2, 'Green tea', 1, 1)],
          status: 2,
          paid: true,
          refundStatus: 3,
        },
      ],
    }
    const { router } = renderWithProviders(<OrderDetailPage orderNo="PT3001" orderStatus={7} />)
    await screen.findByTestId('order-detail')
    expect(router.state.location.href).toBe('/')
    expect(router.history.length).toBe(1)
    expect(screen.queryByTestId('order-steps')).toBeNull()
    expect(screen.getByTestId('order-status').textContent).toBe('This checkout is 2 shop orders, each followed below')
    const parts = screen.getAllByTestId('detail-merchant')
    expect(parts.map((p) => within(p).getByTestId('detail-merchant-status').textContent)).toEqual([
      'Awaiting receipt',
      'Refunded',
    ])
    expect(parts.map((p) => within(p).getByTestId('detail-merchant-order').getAttribute('href'))).toEqual([
      '/order/order_detail?orderNo=SH1',
      '/order/order_detail?orderNo=SH2',
    ])
    expect(screen.getByTestId('detail-pay-status').textContent).toBe('Payment statusPartly refunded')
  })
})

describe('refunds and cash on delivery on a merchant order', () => {
  it('a fully refunded order reads as refunded: no steps to "Delivered and paid", no review, no receipt', async () => {
    answers.SH1 = merchant({ status: 2, paid: true, refundStatus: 3, orderInfoList: [item(1, 'Linen shirt', 2, 2)] })
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={7} />)
    await screen.findByTestId('order-detail')
    expect(screen.getByTestId('order-status').textContent).toBe('Refunded')
    expect(screen.getByTestId('order-refunded').textContent).toContain('This order was refunded')
    expect(screen.queryByTestId('order-steps')).toBeNull()
    expect(screen.queryByText('Delivered and paid')).toBeNull()
    expect(screen.getByTestId('detail-pay-status').textContent).toBe('Payment statusRefunded')
    expect(screen.queryByTestId('evaluate-item')).toBeNull()
    expect(screen.queryByTestId('confirm-receipt')).toBeNull()
    expect(screen.queryByTestId('refund-order')).toBeNull()
  })

  it('a fully refunded order still at "shipped" offers no receipt', async () => {
    answers.SH1 = merchant({ status: 1, paid: true, payType: 'stripe', payStatus: 'paid', refundStatus: 3 })
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={7} />)
    await screen.findByTestId('order-detail')
    expect(screen.getByTestId('order-status').textContent).toBe('Refunded')
    expect(screen.queryByTestId('confirm-receipt')).toBeNull()
  })

  it('a partly refunded order says so, and only lines not wholly refunded can be reviewed', async () => {
    answers.SH1 = merchant({
      status: 2,
      paid: true,
      refundStatus: 2,
      orderInfoList: [item(1, 'Linen shirt', 2, 2), item(2, 'Green tea', 1)],
    })
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={7} />)
    await screen.findByTestId('order-detail')
    expect(screen.getByTestId('order-status').textContent).toBe('Received')
    expect(screen.getByTestId('order-refund-status').textContent).toBe('Partly refunded')
    expect(screen.getByTestId('detail-pay-status').textContent).toBe('Payment statusPartly refunded')
    expect(screen.getAllByTestId('evaluate-item').map((a) => a.getAttribute('href'))).toEqual([
      '/users/evaluation_confirm?orderNo=SH1&orderInfoId=2',
    ])
    expect(screen.getByTestId('item-refunded')).toBeTruthy()
  })

  it('cash on delivery awaiting shipment offers "Cancel order", which cancels its checkout (O12 on the master number)', async () => {
    answers.SH1 = merchant({ status: 0, cancellable: true })
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={7} />)
    await screen.findByTestId('order-detail')
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting shipment')
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
    fireEvent.click(screen.getByTestId('cancel-order'))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' })
    expect(posts).toEqual([])
    fireEvent.click(within(dialog).getByTestId('confirm-cancel-order'))
    await waitFor(() => expect(posts).toEqual(['/api/front/order/cancel/PT3001']))
  })

  it('once it shipped (cancellable false), cash on delivery offers no cancel', async () => {
    answers.SH1 = merchant({ status: 1, cancellable: false })
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={7} />)
    await screen.findByTestId('order-detail')
    expect(screen.queryByTestId('cancel-order')).toBeNull()
    expect(screen.getByTestId('confirm-receipt')).toBeTruthy()
  })
})
