import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { OrderDetail } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { watchToasts } from '../../../../tests/unit/toasts'
import { orderItem } from '../../../../tests/unit/order-items'
import { loadCatalog } from '~/i18n/catalogs'
import { OrderDetailPage } from './order-detail-page'

const toast = watchToasts()

const item = (id: number, name: string, price: string, payNum: number) => orderItem(id, name, { price, payNum })

const base: OrderDetail = {
  id: 1,
  orderNo: 'PT2001',
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
    {
      id: 11,
      orderNo: 'OS1',
      merId: 3,
      merName: 'Brightway Store',
      orderInfoList: [item(1, 'Linen shirt', '15.00', 2)],
    },
    { id: 12, orderNo: 'OS2', merId: 4, merName: 'Tea House', orderInfoList: [item(2, 'Green tea', '10.00', 1)] },
  ],
}

const merchantDetail: OrderDetail = {
  ...base,
  id: 11,
  orderNo: 'SH1',
  masterOrderNo: 'PT2001',
  paid: true,
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
  deliveryType: 'express',
  expName: 'DHL',
  expNo: 'JD0042',
  orderKind: 'merchant',
  senderPhone: '+86 755 2345 6789',
  mass: '1.250',
  volume: '0.004',
}

const requests: string[] = []
const posts: { path: string; body: unknown }[] = []
let merchant: OrderDetail
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })
const notFound = () => HttpResponse.json({ code: 400, message: 'Order not found', data: null })
const events = [
  { AcceptStation: 'Picked up by DHL', AcceptTime: '2026-11-20 12:00:00' },
  { AcceptStation: 'Arrived in Moscow', AcceptTime: '2026-11-21 08:00:00' },
  { AcceptStation: 'Out for delivery', AcceptTime: '2026-11-21 10:00:00' },
]
const handlers = [
  http.get('*/api/front/order/master/detail/:orderNo', ({ params, request }) => {
    requests.push(new URL(request.url).pathname)
    if (params.orderNo === 'PT2001') return ok(masterDetail)
    if (params.orderNo === 'PT2002')
      return ok({ ...masterDetail, orderNo: 'PT2002', payStatus: 'cancelled', cancelReason: 'Not paid in time' })
    if (params.orderNo === '88770001') return ok({ ...masterDetail, orderNo: '88770001' })
    return notFound()
  }),
  http.get('*/api/front/order/detail/:orderNo', ({ params, request }) => {
    requests.push(new URL(request.url).pathname)
    return params.orderNo === merchant.orderNo ? ok(merchant) : notFound()
  }),
  http.get('*/api/front/order/express/:orderNo', ({ request }) => {
    requests.push(new URL(request.url).pathname)
    return ok({ expName: 'DHL', expNo: 'JD0042', logisticsInfo: JSON.stringify(events) })
  }),
  http.post('*/api/front/*', async ({ request }) => {
    const text = await request.text()
    posts.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null })
    return ok(null)
  }),
]
beforeEach(() => {
  merchant = structuredClone(merchantDetail)
  server.use(...handlers)
})
afterEach(() => {
  requests.length = 0
  posts.length = 0
})

describe('order detail', () => {
  it('a master number (PT…) reads O8 alone: step 1, every merchant, the money breakdown and Pay/Cancel', async () => {
    renderWithProviders(<OrderDetailPage orderNo="PT2001" orderStatus={0} />)
    const detail = await screen.findByTestId('order-detail')
    expect(requests).toEqual(['/api/front/order/master/detail/PT2001'])
    expect(screen.getByTestId('order-steps').getAttribute('data-step')).toBe('1')
    expect(
      within(detail)
        .getAllByTestId('detail-merchant')
        .map((m) => m.textContent),
    ).toEqual([expect.stringContaining('Brightway Store'), expect.stringContaining('Tea House')])
    expect(screen.getByTestId('detail-order-no').textContent).toContain('PT2001')
    expect(screen.getByTestId('detail-pay-type').textContent).toContain('Card payment')
    expect(screen.getByTestId('detail-pay-status').textContent).toContain('Awaiting payment')
    expect(screen.getByTestId('detail-remark').textContent).toBe("Buyer's messageLeave at the door")
    expect(screen.getByText('Russia Tverskaya 1 125009')).toBeTruthy()
    expect(screen.getByTestId('detail-goods-total').textContent).toBe('Goods total$40.00')
    expect(screen.getByTestId('detail-freight').textContent).toBe('Shipping$5.00')
    expect(screen.getByTestId('detail-coupon').textContent).toBe('Coupon deduction−$3.00')
    expect(screen.getByTestId('detail-points').textContent).toBe('Points deduction (150 points)−$1.50')
    expect(screen.getByTestId('detail-pay-price').textContent).toBe('Amount payable$40.50')
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy()
    expect(screen.queryByTestId('detail-voucher')).toBeNull()
    expect(screen.queryByTestId('detail-logistics')).toBeNull()
  })

  it('a merchant number opens from the number alone (O9): status, delivery, sender, proof and logistics newest first', async () => {
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={0} />)
    await screen.findByTestId('order-detail')
    expect(requests[0]).toBe('/api/front/order/detail/SH1')
    expect(requests).not.toContain('/api/front/order/master/detail/SH1')
    expect(screen.getByTestId('order-steps').getAttribute('data-step')).toBe('3')
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting receipt')
    expect(screen.getByTestId('detail-pay-type').textContent).toContain('Bank transfer')
    expect(screen.getByTestId('detail-merchant').textContent).toContain('Brightway Store')
    expect(screen.getByTestId('detail-courier').textContent).toBe('Courier companyDHL')
    expect(screen.getByTestId('detail-tracking').textContent).toBe('Tracking numberJD0042')
    expect(screen.getByTestId('detail-sender').textContent).toBe(
      'SenderBrightway StoreSender phone+86 755 2345 6789Parcel weight1.25 kgParcel volume0.004 m³',
    )
    expect(screen.getByTestId('detail-freight').textContent).toBe('Shipping$0.00')
    expect(screen.queryByTestId('detail-coupon')).toBeNull()
    expect(screen.queryByTestId('detail-points')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
    // Awaiting receipt: refund, logistics and receipt; no delete or buy again yet.
    expect(screen.getByTestId('refund-order').getAttribute('href')).toBe('/users/refund_confirm?orderNo=SH1')
    expect(screen.getByTestId('confirm-receipt')).toBeTruthy()
    expect(screen.queryByTestId('delete-order')).toBeNull()
    expect(screen.queryByTestId('buy-again')).toBeNull()
    const voucher = screen.getByTestId('detail-voucher')
    expect(within(voucher).getByRole('img', { name: 'Payment screenshot 1' }).getAttribute('src')).toBe(
      'https://cdn.example/proof.png',
    )
    expect(within(voucher).getByText('Note: Sent from Sberbank')).toBeTruthy()
    const logistics = within(await screen.findByTestId('detail-logistics'))
    await waitFor(() => expect(logistics.getAllByTestId('logistics-event')).toHaveLength(3))
    expect(logistics.getAllByTestId('logistics-event').map((e) => e.textContent)).toEqual([
      'Out for deliveryNov 21, 2026, 10:00 AM UTC',
      'Arrived in MoscowNov 21, 2026, 08:00 AM UTC',
      'Picked up by DHLNov 20, 2026, 12:00 PM UTC',
    ])
  })

  it('a number neither prefix explains is asked of O9, then of O8', async () => {
    renderWithProviders(<OrderDetailPage orderNo="88770001" orderStatus={0} />)
    await screen.findByTestId('order-detail')
    expect(requests).toEqual(['/api/front/order/detail/88770001', '/api/front/order/master/detail/88770001'])
    expect(screen.getByTestId('order-detail').getAttribute('data-master')).toBe('true')
  })

  it('cash on delivery is never shown as paid before delivery', async () => {
    merchant = { ...merchant, payType: 'cod', payStatus: 'cod', paid: false, status: 0, payVoucher: '' }
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={1} />)
    const steps = await screen.findByTestId('order-steps')
    expect(steps.getAttribute('data-step')).toBe('2')
    expect(steps.textContent).not.toContain('Paid')
    expect(steps.textContent).toContain('Confirmed')
    expect(steps.textContent).toContain('Delivered and paid')
    expect(screen.getByTestId('detail-pay-status').textContent).toContain('Pay on delivery')
    // Not paid yet: no refund to ask for.
    expect(screen.queryByTestId('refund-order')).toBeNull()
  })

  it('shows a named courier with a phone, or virtual goods', async () => {
    merchant = { ...merchant, deliveryType: 'person', deliveryName: 'Oleg', deliveryPhone: '+7 901 111 22 33' }
    const { unmount } = renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={2} />)
    const delivery = await screen.findByTestId('detail-delivery')
    expect(delivery.textContent).toContain('Delivered by a courier of the shop')
    expect(delivery.textContent).toContain('Oleg')
    expect(delivery.textContent).toContain('+7 901 111 22 33')
    unmount()
    merchant = { ...merchant, deliveryType: 'virtual' }
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={2} />)
    expect((await screen.findByTestId('detail-delivery')).textContent).toContain('Virtual goods, nothing to ship')
  })

  it('confirm receipt asks first, then sends O11', async () => {
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={2} />)
    fireEvent.click(await screen.findByTestId('confirm-receipt'))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' })
    expect(posts).toEqual([])
    fireEvent.click(within(dialog).getByTestId('confirm-order-action'))
    await waitFor(() => expect(posts.map((p) => p.path)).toEqual(['/api/front/order/take/SH1']))
    expect(toast.success).toHaveBeenCalledWith('Receipt confirmed')
  })

  it('a completed order: evaluated items, delete with a prompt (delSU) and buy again (CA3, one line per item)', async () => {
    merchant = {
      ...merchant,
      status: 3,
      orderInfoList: [{ ...item(1, 'Linen shirt', '15.00', 2), isReplied: true }, item(2, 'Green tea', '10.00', 1)],
    }
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={3} />)
    await screen.findByTestId('order-detail')
    expect(screen.getAllByTestId('item-evaluated')).toHaveLength(1)
    expect(screen.getByTestId('evaluate-item').getAttribute('href')).toBe(
      '/users/evaluation_confirm?orderNo=SH1&orderInfoId=2',
    )
    expect(screen.queryByTestId('confirm-receipt')).toBeNull()

    fireEvent.click(screen.getByTestId('buy-again'))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toEqual({
      path: '/api/front/cart/save',
      body: [
        { productId: 101, cartNum: 2, productAttrUnique: 201 },
        { productId: 102, cartNum: 1, productAttrUnique: 202 },
      ],
    })

    fireEvent.click(screen.getByTestId('delete-order'))
    const dialog = await screen.findByRole('dialog', { name: 'Delete order' })
    expect(posts).toHaveLength(1)
    fireEvent.click(within(dialog).getByTestId('confirm-order-action'))
    await waitFor(() => expect(posts.map((p) => p.path)).toContain('/api/front/order/delete/SH1'))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted successfully'))
  })

  it('lists the refunds newest first, with voucher images, a refusal reason and links to each refund', async () => {
    const refund = {
      refundOrderNo: 'RF78',
      refundStatus: 0,
      refundPrice: '15.00',
      totalNum: 1,
      refundReasonWap: 'Wrong item or size sent',
      refundReasonWapExplain: 'Too small',
      refundReasonWapImg: 'https://cdn.example/r1.png,https://cdn.example/r2.png',
      refundReason: '',
      createTime: '2026-11-22 10:00:00',
      refundTime: '',
    }
    merchant = {
      ...merchant,
      refundStatus: 1,
      refundOrderList: [
        refund,
        { ...refund, refundOrderNo: 'RF77', refundStatus: 1, refundReason: 'Worn already', refundReasonWapImg: '' },
      ],
    }
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={5} />)
    const items = await screen.findAllByTestId('detail-refund-item')
    expect(items.map((i) => within(i).getByTestId('detail-refund-link').getAttribute('href'))).toEqual([
      '/order/refund_detail?orderNo=RF78',
      '/order/refund_detail?orderNo=RF77',
    ])
    expect(items[0]!.textContent).toContain('Under merchant review')
    expect(items[0]!.textContent).toContain('$15.00')
    expect(items[0]!.textContent).toContain('Wrong item or size sent')
    expect(items[0]!.textContent).toContain('Too small')
    expect(within(items[0]!).queryByTestId('detail-refund-refusal')).toBeNull()
    expect(
      within(items[0]!)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['https://cdn.example/r1.png', 'https://cdn.example/r2.png'])
    expect(within(items[1]!).getByTestId('detail-refund-refusal').textContent).toContain('Worn already')
    // A request under way: no second "Refund" button.
    expect(screen.queryByTestId('refund-order')).toBeNull()
  })

  it('a cancelled master order shows the reason instead of the steps and offers no actions', async () => {
    renderWithProviders(<OrderDetailPage orderNo="PT2002" orderStatus={0} />)
    const alert = await screen.findByTestId('order-cancelled')
    expect(alert.textContent).toContain('This order was cancelled')
    expect(alert.textContent).toContain('Reason: Not paid in time')
    expect(screen.queryByTestId('order-steps')).toBeNull()
    expect(screen.getByTestId('detail-pay-status').textContent).toContain('Cancelled')
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  })

  it('"≈" reads at the rate the order kept at checkout, whatever today\'s rate and currency; an older order at today\'s', async () => {
    const approx = async () =>
      (await screen.findByTestId('detail-pay-price-converted')).textContent?.replace(/[\u00a0\u202f]/g, ' ')
    // Checkout on the 20th at 0.92; the operator has since set 1.05.
    merchant.shownCurrency = { code: 'EUR', rate: '0.92', date: '2026-11-20 09:00:00' }
    const today = { code: 'EUR', rate: '1.05', date: '2026-11-26 08:00:00' }
    const first = renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={0} />, {
      locale: 'es',
      currency: { shop: 'USD', display: today },
    })
    expect(await approx()).toBe('≈ 36,80 € at the rate of 2026-11-20; you were charged in USD')
    first.unmount()
    // The shopper has switched to roubles: the order still reads as on its day.
    const roubles = { code: 'RUB', rate: '97.5', date: '2026-11-26 08:00:00' }
    const second = renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={0} />, {
      locale: 'es',
      currency: { shop: 'USD', display: roubles },
    })
    expect(await approx()).toBe('≈ 36,80 € at the rate of 2026-11-20; you were charged in USD')
    second.unmount()
    // An order from before orders kept their rate converts at today's.
    delete merchant.shownCurrency
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={0} />, {
      locale: 'es',
      currency: { shop: 'USD', display: today },
    })
    expect(await approx()).toBe('≈ 42,00 € at the rate of 2026-11-26; you were charged in USD')
  })

  it('shows the packing fee and the shipping insurance in the reader’s language, only when charged', async () => {
    // Decision 49: the fees are in the amount paid (40.00 goods + 5.00 + 2.00 + 0.40 − 3.00 − 1.50 = 42.90).
    merchant = { ...merchant, packingPrice: '2.00', insurancePrice: '0.40', payPostage: '5.00', payPrice: '42.90' }
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={0} />, {
      locale: 'fr',
      messages: await loadCatalog('fr'),
    })
    const text = async (id: string) => (await screen.findByTestId(id)).textContent?.replace(/[\u00a0\u202f]/g, ' ')
    expect(await text('detail-packing')).toBe('Frais d’emballage$2.00')
    expect(await text('detail-insurance')).toBe('Assurance du colis$0.40')
    cleanup()
    // A shop that charges neither: no line.
    merchant = { ...merchant, packingPrice: '0.00', insurancePrice: '0.00' }
    renderWithProviders(<OrderDetailPage orderNo="SH1" orderStatus={0} />)
    await screen.findByTestId('detail-freight')
    expect(screen.queryByTestId('detail-packing')).toBeNull()
    expect(screen.queryByTestId('detail-insurance')).toBeNull()
  })

  it('without an order number it explains and asks nothing of the API', async () => {
    renderWithProviders(<OrderDetailPage orderStatus={0} />)
    expect(screen.getByTestId('order-detail-notice').textContent).toContain('No order was chosen')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toEqual([])
  })

  it('an unknown order gets a friendly message', async () => {
    renderWithProviders(<OrderDetailPage orderNo="NOPE" orderStatus={0} />)
    await waitFor(() =>
      expect(screen.getByTestId('order-detail-notice').textContent).toContain('We could not find order NOPE.'),
    )
  })
})
