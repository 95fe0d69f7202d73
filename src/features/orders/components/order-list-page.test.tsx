import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { MasterOrder, MerchantOrder, OrderCounts } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { orderItem } from '../../../../tests/unit/order-items'
import { minutesLeft } from './master-status'
import { OrderListPage } from './order-list-page'

const item = (id: number, name: string, price: string, payNum: number) =>
  orderItem(id, name, { price, payNum, sku: 'Red,XL' })

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000 - 5_000).toISOString().slice(0, 19).replace('T', ' ')

const unpaid = (): MasterOrder => ({
  id: 1,
  orderNo: 'OM1001',
  paid: false,
  payType: 'stripe',
  payStatus: 'unpaid',
  redirect: '',
  totalNum: 3,
  payPrice: '45.00',
  createTime: '2026-11-20 10:00:00',
  expireTime: inTenMinutes(),
  orderList: [
    {
      id: 11,
      orderNo: 'OS1',
      merId: 3,
      merName: 'Brightway Store',
      orderInfoList: [item(1, 'Linen shirt', '20.00', 2)],
    },
    { id: 12, orderNo: 'OS2', merId: 4, merName: 'Tea House', orderInfoList: [item(2, 'Green tea', '5.00', 1)] },
  ],
})

const underReview: MasterOrder = {
  ...unpaid(),
  id: 2,
  orderNo: 'OM1002',
  payType: 'bank',
  payStatus: 'awaiting_confirmation',
  orderList: [
    { id: 13, orderNo: 'OS3', merId: 3, merName: 'Brightway Store', orderInfoList: [item(3, 'Wool hat', '9.90', 1)] },
  ],
}

const shipped: MerchantOrder = {
  id: 21,
  orderNo: 'OS9',
  merId: 3,
  merName: 'Brightway Store',
  paid: true,
  payType: 'stripe',
  redirect: '',
  status: 1,
  totalNum: 1,
  payPrice: '12.90',
  createTime: '2026-11-18 09:00:00',
  orderInfoList: [item(4, 'Silk scarf', '12.90', 1)],
}

const merchantOrder = (over: Partial<MerchantOrder>): MerchantOrder => ({
  ...shipped,
  masterOrderNo: 'PT9',
  payStatus: 'paid',
  refundStatus: 0,
  ...over,
})

/** One merchant order in each state, as O7 type 0 ("all") lists them. */
const everyState = (): MerchantOrder[] => [
  merchantOrder({ id: 31, orderNo: 'SH-UNPAID', paid: false, payStatus: 'unpaid', status: 0 }),
  merchantOrder({ id: 32, orderNo: 'SH-TOSHIP', status: 0 }),
  merchantOrder({ id: 33, orderNo: 'SH-TORECEIVE', status: 1 }),
  merchantOrder({
    id: 34,
    orderNo: 'SH-TOEVALUATE',
    status: 2,
    orderInfoList: [{ ...item(5, 'Tea cup', '3.00', 1), isReplied: true }, item(6, 'Teapot', '9.00', 1)],
  }),
  merchantOrder({
    id: 35,
    orderNo: 'SH-DONE',
    status: 3,
    orderInfoList: [{ ...item(7, 'Mug', '4.00', 1), isReplied: true }],
  }),
  merchantOrder({ id: 36, orderNo: 'SH-CANCELLED', paid: false, payStatus: 'cancelled', status: 0 }),
  merchantOrder({ id: 37, orderNo: 'SH-REFUNDING', status: 1, refundStatus: 1 }),
  merchantOrder({ id: 38, orderNo: 'SH-COD', paid: false, payStatus: 'cod', payType: 'cod', status: 1 }),
  merchantOrder({
    id: 39,
    orderNo: 'SH-COD-TOSHIP',
    paid: false,
    payStatus: 'cod',
    payType: 'cod',
    status: 0,
    masterOrderNo: 'PT10',
    cancellable: true,
  }),
  merchantOrder({
    id: 40,
    orderNo: 'SH-REFUNDED',
    status: 2,
    refundStatus: 3,
    orderInfoList: [{ ...item(8, 'Lamp', '30.00', 1), refundNum: 1 }],
  }),
  merchantOrder({
    id: 41,
    orderNo: 'SH-PARTLY',
    status: 2,
    refundStatus: 2,
    orderInfoList: [{ ...item(9, 'Vase', '12.00', 2), refundNum: 2 }, item(10, 'Bowl', '6.00', 1)],
  }),
]

let counts: OrderCounts
let masters: MasterOrder[]
let awaitTotal: number | null
const requests: string[] = []
const cancels: string[] = []

const page = <T,>(list: T[], total = list.length) => ({
  page: 1,
  limit: 10,
  total,
  totalPage: Math.ceil(total / 10),
  list,
})
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })

const handlers = [
  http.get('*/api/front/order/data', ({ request }) => {
    requests.push(new URL(request.url).pathname)
    return ok(counts)
  }),
  http.get('*/api/front/integral/user', () => ok({ integral: 350 })),
  http.get('*/api/front/order/await/pay/list', ({ request }) => {
    const url = new URL(request.url)
    requests.push(`${url.pathname}${url.search}`)
    return ok(page(masters, awaitTotal ?? masters.length))
  }),
  http.get('*/api/front/order/list', ({ request }) => {
    const url = new URL(request.url)
    requests.push(`${url.pathname}${url.search}`)
    const type = url.searchParams.get('type')
    if (type === '0') return ok(page(everyState()))
    return ok(page(type === '2' ? [shipped] : []))
  }),
  http.post('*/api/front/order/cancel/:orderNo', ({ params }) => {
    const orderNo = String(params.orderNo)
    cancels.push(orderNo)
    masters = masters.filter((order) => order.orderNo !== orderNo)
    counts = { ...counts, unPaidCount: masters.length }
    return HttpResponse.json({ code: 200, message: 'Order cancelled', data: null })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  requests.length = 0
  cancels.length = 0
})

function reset() {
  counts = { unPaidCount: 2, unShippedCount: 0, receivedCount: 1, completeCount: 12 }
  masters = [unpaid(), underReview]
  awaitTotal = null
}

describe('order list', () => {
  it('shows no points badge on a bare CRMEB backend (no PY8), and never asks for the balance', async () => {
    reset()
    const asked: string[] = []
    server.use(http.get('*/api/front/integral/user', () => (asked.push('PY8'), ok({ integral: 350 }))))
    renderWithProviders(<OrderListPage orderStatus={0} page={1} />, { publicConfig: { apiExtensions: false } })
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2)
    // The counters came after the list; a balance asked for at mount would have come by then too.
    await waitFor(() => expect(screen.getByTestId('order-count-0').textContent).toBe('2'))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByTestId('points-balance')).toBeNull()
    expect(asked).toEqual([])
  })

  it('tab 0 lists master orders from O6 with the O5 counters, goods per merchant and the pay deadline', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={0} page={1} />)
    const cards = await screen.findAllByTestId('order-card')
    expect(cards).toHaveLength(2)
    expect(requests).toContain('/api/front/order/await/pay/list?page=1&limit=10')
    expect(requests.some((r) => r.startsWith('/api/front/order/list'))).toBe(false)

    await waitFor(() => expect(screen.getByTestId('order-count-0').textContent).toBe('2'))
    expect(screen.getByTestId('order-count-2').textContent).toBe('1')
    expect(screen.getByTestId('order-count-3').textContent).toBe('12')
    expect(screen.queryByTestId('order-count-1')).toBeNull()
    expect((await screen.findByTestId('points-balance')).textContent).toBe('Points: 350')

    const first = within(cards[0]!)
    expect(first.getByText('Order OM1001')).toBeTruthy()
    expect(first.getByText('Brightway Store')).toBeTruthy()
    expect(first.getByText('Tea House')).toBeTruthy()
    expect(first.getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe('/goods_detail/101')
    expect(first.getByText('$20.00')).toBeTruthy()
    expect(first.getAllByTestId('order-item-qty')[0]!.textContent).toBe('× 2')
    expect(first.getByText('$45.00')).toBeTruthy()
    expect(first.getByTestId('order-status').textContent).toBe('Pay within 10 min, or the order is cancelled')
    expect(first.getByRole('button', { name: 'Pay' })).toBeTruthy()
    expect(first.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      '/order/order_detail?orderNo=OM1001&orderStatus=0',
    )

    const second = within(cards[1]!)
    expect(second.getByTestId('order-status').textContent).toBe('Transfer proof under review')
    expect(second.queryByRole('button', { name: 'Pay' })).toBeNull()
    expect(second.getByRole('button', { name: 'Cancel order' })).toBeTruthy()
  })

  it('tabs 1–3 read merchant orders from O7 with the §4.1 status label', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={2} page={1} />)
    const card = await screen.findByTestId('order-card')
    expect(requests).toContain('/api/front/order/list?page=1&limit=10&type=2')
    expect(requests.some((r) => r.startsWith('/api/front/order/await'))).toBe(false)
    expect(within(card).getByText('Brightway Store')).toBeTruthy()
    expect(within(card).getByTestId('order-status').textContent).toBe('Awaiting receipt')
    expect(within(card).queryByRole('button', { name: 'Pay' })).toBeNull()
    expect(within(card).getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      '/order/order_detail?orderNo=OS9&orderStatus=2',
    )
    expect(screen.getByRole('tab', { name: /To receive/ }).getAttribute('aria-selected')).toBe('true')
  })

  it('shows the empty state of the tab', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={3} page={1} />)
    expect((await screen.findByTestId('orders-empty')).textContent).toContain('No completed orders yet.')
    expect(requests).toContain('/api/front/order/list?page=1&limit=10&type=6')
  })

  it('asks before cancelling, sends O12 and refetches the list and the counters', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={0} page={1} />)
    const card = (await screen.findAllByTestId('order-card'))[0]!
    await waitFor(() => expect(screen.getByTestId('order-count-0').textContent).toBe('2'))
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' })
    expect(cancels).toEqual([])

    // "Keep order" closes the prompt and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(cancels).toEqual([])

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByTestId('confirm-cancel-order'),
    )
    await waitFor(() => expect(cancels).toEqual(['OM1001']))
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1))
    expect(screen.getByTestId('order-card').getAttribute('data-order-no')).toBe('OM1002')
    await waitFor(() => expect(screen.getByTestId('order-count-0').textContent).toBe('1'))
    expect(requests.filter((r) => r.startsWith('/api/front/order/await/pay/list')).length).toBeGreaterThanOrEqual(2)
  })

  it('pages by 10 with the total from the API', async () => {
    reset()
    awaitTotal = 25
    renderWithProviders(<OrderListPage orderStatus={0} page={3} />)
    await screen.findAllByTestId('order-card')
    expect(requests).toContain('/api/front/order/await/pay/list?page=3&limit=10')
    const pager = screen.getByTestId('orders-pagination')
    expect(within(pager).getByRole('button', { name: 'Page 3' }).getAttribute('data-active')).toBe('true')
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).toBeNull()
  })
})

describe('minutesLeft', () => {
  it('reads the UTC deadline and never goes below zero', () => {
    const now = Date.parse('2026-11-20T10:00:00Z')
    expect(minutesLeft('2026-11-20 10:29:30', now)).toBe(30)
    expect(minutesLeft('2026-11-20 09:00:00', now)).toBe(0)
    expect(minutesLeft('', now)).toBeNull()
    expect(minutesLeft('soon', now)).toBeNull()
  })
})

describe('order list: every tab and the actions of each state', () => {
  it('shows the 8 tabs in order with the designed counters, and "all" reads O7 type 0', async () => {
    reset()
    counts = { ...counts, allCount: 8, toEvaluateCount: 1, refundCount: 1, completedCount: 3, cancelledCount: 1 }
    renderWithProviders(<OrderListPage orderStatus={7} page={1} />)
    await screen.findAllByTestId('order-card')
    expect(requests).toContain('/api/front/order/list?page=1&limit=10&type=0')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'All',
      'To pay',
      'To ship',
      'To receive',
      'To evaluate',
      'Return/refund',
      'Completed',
      'Cancelled',
    ])
    await waitFor(() => expect(screen.getByTestId('order-count-7').textContent).toBe('8'))
    expect(screen.getByTestId('order-count-4').textContent).toBe('1')
    expect(screen.getByTestId('order-count-3').textContent).toBe('3')
    expect(screen.getByTestId('order-count-6').textContent).toBe('1')
  })

  it('offers the actions of each state', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={7} page={1} />)
    const cards = await screen.findAllByTestId('order-card')
    const card = (orderNo: string) => within(cards.find((c) => c.getAttribute('data-order-no') === orderNo)!)
    const actions = (orderNo: string) =>
      Array.from(card(orderNo).getByTestId('order-actions').querySelectorAll('a, button'), (el) => el.textContent)

    expect(actions('SH-UNPAID')).toEqual(['Pay', 'Cancel order'])
    expect(card('SH-UNPAID').getByTestId('order-status').textContent).toBe('Awaiting payment')
    // The row knows only its share: Pay opens the master order, where the whole amount is paid.
    expect(card('SH-UNPAID').getByTestId('pay-order').getAttribute('href')).toBe(
      '/order/order_detail?orderNo=PT9&orderStatus=0',
    )
    expect(actions('SH-TOSHIP')).toEqual(['Refund'])
    expect(card('SH-TOSHIP').getByTestId('refund-order').getAttribute('href')).toBe(
      '/users/refund_confirm?orderNo=SH-TOSHIP',
    )
    expect(actions('SH-TORECEIVE')).toEqual(['Refund', 'View logistics', 'Confirm receipt'])
    expect(actions('SH-TOEVALUATE')).toEqual(['Refund', 'View logistics', 'Buy again'])
    expect(card('SH-TOEVALUATE').getAllByTestId('item-evaluated')).toHaveLength(1)
    expect(card('SH-TOEVALUATE').getByTestId('evaluate-item').getAttribute('href')).toBe(
      '/users/evaluation_confirm?orderNo=SH-TOEVALUATE&orderInfoId=6',
    )
    expect(actions('SH-DONE')).toEqual(['Refund', 'View logistics', 'Buy again', 'Delete order'])
    expect(card('SH-DONE').getByTestId('item-evaluated')).toBeTruthy()
    expect(actions('SH-CANCELLED')).toEqual(['Buy again', 'Delete order'])
    expect(card('SH-CANCELLED').getByTestId('order-status').textContent).toBe('Cancelled')
    // O11 refuses a receipt while a refund is under review.
    expect(actions('SH-REFUNDING')).toEqual(['View logistics'])
    expect(card('SH-REFUNDING').getByTestId('order-refund-status').textContent).toBe('Refund in progress')
    // Cash on delivery before delivery: not paid, so nothing to refund.
    expect(actions('SH-COD')).toEqual(['View logistics', 'Confirm receipt'])
    expect(card('SH-COD').getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      '/order/order_detail?orderNo=SH-COD&orderStatus=7',
    )
  })

  it('reads a fully refunded order as refunded (no review, no receipt) and a partly refunded one as such', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={7} page={1} />)
    const cards = await screen.findAllByTestId('order-card')
    const card = (orderNo: string) => within(cards.find((c) => c.getAttribute('data-order-no') === orderNo)!)

    expect(card('SH-REFUNDED').getByTestId('order-status').textContent).toBe('Refunded')
    expect(card('SH-REFUNDED').queryByTestId('evaluate-item')).toBeNull()
    expect(card('SH-REFUNDED').queryByTestId('confirm-receipt')).toBeNull()
    expect(card('SH-REFUNDED').queryByText('Received')).toBeNull()

    expect(card('SH-PARTLY').getByTestId('order-status').textContent).toBe('Received')
    expect(card('SH-PARTLY').getByTestId('order-refund-status').textContent).toBe('Partly refunded')
    // The vase went back whole: only the bowl can be reviewed.
    expect(
      card('SH-PARTLY')
        .getAllByTestId('evaluate-item')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/users/evaluation_confirm?orderNo=SH-PARTLY&orderInfoId=10'])
    expect(card('SH-PARTLY').getByTestId('item-refunded').textContent).toBe('Refunded')
  })

  it('a cash-on-delivery order awaiting shipment can be cancelled, on its master order', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={7} page={1} />)
    const cards = await screen.findAllByTestId('order-card')
    const card = within(cards.find((c) => c.getAttribute('data-order-no') === 'SH-COD-TOSHIP')!)
    expect(Array.from(card.getByTestId('order-actions').querySelectorAll('a, button'), (el) => el.textContent)).toEqual(
      ['Cancel order'],
    )
    expect(card.getByTestId('order-status').textContent).toBe('Awaiting shipment')
    fireEvent.click(card.getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByTestId('confirm-cancel-order'),
    )
    await waitFor(() => expect(cancels).toEqual(['PT10']))
  })

  it('pay and cancel of an unpaid merchant order act on its master order', async () => {
    reset()
    renderWithProviders(<OrderListPage orderStatus={7} page={1} />)
    const cards = await screen.findAllByTestId('order-card')
    const unpaidCard = within(cards.find((c) => c.getAttribute('data-order-no') === 'SH-UNPAID')!)
    fireEvent.click(unpaidCard.getByRole('button', { name: 'Cancel order' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByTestId('confirm-cancel-order'),
    )
    await waitFor(() => expect(cancels).toEqual(['PT9']))
  })

  it('the logistics dialog lists the events newest first', async () => {
    reset()
    server.use(
      http.get('*/api/front/order/express/:orderNo', () =>
        ok({
          expName: 'DHL',
          expNo: 'JD1',
          logisticsInfo: JSON.stringify([
            { AcceptStation: 'Shipped', AcceptTime: '2026-11-20 10:00:00' },
            { AcceptStation: 'Delivered', AcceptTime: '2026-11-21 10:00:00' },
          ]),
        }),
      ),
    )
    renderWithProviders(<OrderListPage orderStatus={2} page={1} />)
    fireEvent.click(await screen.findByTestId('view-logistics'))
    const dialog = within(await screen.findByRole('dialog', { name: 'Logistics details' }))
    await waitFor(() => expect(dialog.getAllByTestId('logistics-event')).toHaveLength(2))
    expect(dialog.getAllByTestId('logistics-event').map((e) => e.textContent)).toEqual([
      'DeliveredNov 21, 2026, 10:00 AM UTC',
      'ShippedNov 20, 2026, 10:00 AM UTC',
    ])
    expect(dialog.getByTestId('logistics-carrier').textContent).toContain('DHL')
    expect(dialog.getByTestId('logistics-carrier').textContent).toContain('JD1')
  })
})
