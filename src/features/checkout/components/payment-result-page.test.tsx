import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { PayResult } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { PaymentResultPage } from './payment-result-page'

const base: PayResult = {
  orderNo: 'ORD-7',
  payStatus: 'unpaid',
  paid: false,
  payType: 'stripe',
  payPrice: '45.50',
  payTime: '',
  createTime: '2026-11-20 10:00:00',
  failureReason: '',
}
/** The answers PY6 gives, one per call (the last one repeats). */
let answers: PayResult[] = []
let calls = 0
const handlers = [
  http.get('*/api/front/pay/result/:orderNo', ({ params }) => {
    if (params.orderNo !== 'ORD-7') return HttpResponse.json({ code: 404, message: 'Order not found', data: null })
    const answer = answers[Math.min(calls, answers.length - 1)]
    calls++
    return HttpResponse.json({ code: 200, message: '', data: answer })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  answers = []
  calls = 0
})

async function stateOf(orderNo: string, redirectStatus = '') {
  renderWithProviders(<PaymentResultPage orderNo={orderNo} redirectStatus={redirectStatus} />)
  const page = await screen.findByTestId('payment-result')
  return page
}

describe('payment result page', () => {
  it('shows success only when the order is paid, with the order facts', async () => {
    answers = [{ ...base, paid: true, payStatus: 'paid', payTime: '2026-11-20 10:05:00' }]
    const page = await stateOf('ORD-7', 'succeeded')
    expect(await within(page).findByText('Payment successful')).toBeTruthy()
    expect(page.dataset.state).toBe('success')
    expect(within(page).getByTestId('result-order-no').textContent).toBe('ORD-7')
    expect(within(page).getByText('2026-11-20 10:05:00')).toBeTruthy()
    expect(within(page).getByText('Card payment')).toBeTruthy()
    expect(within(page).getByText('$45.50')).toBeTruthy()
    expect(within(page).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/order/order_detail?orderNo=ORD-7',
    )
    expect(within(page).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/')
  })

  it("a Stripe redirect_status=failed is a failure with Stripe's reason, even though the URL has a status", async () => {
    answers = [{ ...base, failureReason: 'Your card was declined.' }]
    const page = await stateOf('ORD-7', 'failed')
    expect(await within(page).findByText('Payment failed')).toBeTruthy()
    expect(within(page).getByTestId('failure-reason').textContent).toBe('Your card was declined.')
  })

  it('an unpaid order without a reason is a failure too', async () => {
    answers = [base]
    const page = await stateOf('ORD-7', 'succeeded')
    expect(await within(page).findByText('Payment failed')).toBeTruthy()
    expect(within(page).getByTestId('failure-reason').textContent).toBe('The order has not been paid yet.')
  })

  it('back from a cancel at PayPal: unpaid, and says the order can still be paid', async () => {
    answers = [{ ...base, payType: 'paypal' }]
    renderWithProviders(<PaymentResultPage orderNo="ORD-7" redirectStatus="" cancelledAtPaypal />)
    const page = await screen.findByTestId('payment-result')
    expect(await within(page).findByText('Payment failed')).toBeTruthy()
    expect(within(page).getByTestId('failure-reason').textContent).toMatch(/^You cancelled the payment at PayPal/)
    expect(within(page).getByText('PayPal')).toBeTruthy()
  })

  it("PayPal's decline reason (already in the shopper's language) is shown as the server gives it", async () => {
    answers = [{ ...base, payType: 'paypal', failureReason: 'PayPal rechazó el pago.' }]
    const page = await stateOf('ORD-7')
    expect(await within(page).findByText('Payment failed')).toBeTruthy()
    expect(within(page).getByTestId('failure-reason').textContent).toBe('PayPal rechazó el pago.')
  })

  it('cash on delivery: placed, pay on delivery', async () => {
    answers = [{ ...base, payType: 'cod', payStatus: 'cod' }]
    const page = await stateOf('ORD-7')
    expect(await within(page).findByText('Order placed, pay on delivery')).toBeTruthy()
    expect(within(page).getByText('Cash on delivery')).toBeTruthy()
    expect(within(page).queryByTestId('failure-reason')).toBeNull()
  })

  it('bank transfer: proof received, awaiting confirmation', async () => {
    answers = [{ ...base, payType: 'bank', payStatus: 'awaiting_confirmation' }]
    const page = await stateOf('ORD-7')
    expect(await within(page).findByText('Transfer proof received, awaiting confirmation')).toBeTruthy()
    expect(within(page).getByText('Bank transfer')).toBeTruthy()
  })

  it('polls while Stripe says the payment is processing, then shows the outcome', async () => {
    answers = [base, { ...base, paid: true, payStatus: 'paid', payTime: '2026-11-20 10:06:00' }]
    const page = await stateOf('ORD-7', 'processing')
    expect(await within(page).findByText('Your payment is being processed')).toBeTruthy()
    expect(await within(page).findByText('Payment successful', {}, { timeout: 4000 })).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('an unknown order shows the server message', async () => {
    const page = await stateOf('NOPE')
    expect(await within(page).findByText('Order not found')).toBeTruthy()
    expect(page.dataset.state).toBe('error')
  })

  it('without an order number the page says parameters are missing', async () => {
    const page = await stateOf('')
    expect(page.dataset.state).toBe('missing')
    expect(within(page).getByText('Missing parameters')).toBeTruthy()
    expect(within(page).getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/users/order_list')
    expect(calls).toBe(0)
  })
})
