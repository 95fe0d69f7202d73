import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import { server } from '../../../../tests/unit/msw'
import { StripePaymentPage } from './stripe-payment-page'

let publishableKey = 'pk_test_123'
vi.mock('~/features/site', () => ({
  useShell: () => ({ publicConfig: { stripePublishableKey: publishableKey } }),
}))

const confirmPayment = vi.fn(async (_options: unknown) => ({ error: { message: 'Your card was declined.' } }))
const loadStripe = vi.fn(async (_key: string) => ({ confirmPayment }))
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }))
vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect } = await import('react')
  return {
    Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
      <div data-testid="elements" data-client-secret={options.clientSecret}>
        {children}
      </div>
    ),
    PaymentElement: ({ onReady }: { onReady: () => void }) => {
      useEffect(() => onReady(), [onReady])
      return <div data-testid="payment-element" />
    },
    useStripe: () => ({ confirmPayment }),
    useElements: () => ({ kind: 'elements' }),
  }
})

const handlers = [
  http.get('*/api/front/pay/result/:orderNo', ({ params }) =>
    HttpResponse.json({
      code: 200,
      message: '',
      data: {
        orderNo: params.orderNo,
        payStatus: 'unpaid',
        paid: false,
        payType: 'stripe',
        payPrice: '45.50',
        payTime: null,
        createTime: '2026-11-20 10:00:00',
        failureReason: '',
      },
    }),
  ),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  publishableKey = 'pk_test_123'
  confirmPayment.mockClear()
  loadStripe.mockClear()
})

describe('card payment page', () => {
  it('loads Stripe with the public key, confirms with the result page as return URL and shows Stripe errors', async () => {
    renderWithProviders(<StripePaymentPage clientSecret="pi_1_secret_2" orderNo="ORD-7" />)
    const pay = await screen.findByRole('button', { name: 'Pay $45.50' })
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123')
    expect(screen.getByTestId('elements').dataset.clientSecret).toBe('pi_1_secret_2')
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(pay)
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.')
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: 'http://localhost:3000/order/payment_result?orderNo=ORD-7' },
    })
  })

  it('without a publishable key it says card payments are not configured', async () => {
    publishableKey = ''
    renderWithProviders(<StripePaymentPage clientSecret="pi_1_secret_2" orderNo="ORD-7" />)
    expect(await screen.findByTestId('stripe-unconfigured')).toBeTruthy()
    expect(loadStripe).not.toHaveBeenCalled()
  })

  it('without a client secret there is nothing to pay', async () => {
    renderWithProviders(<StripePaymentPage clientSecret="" orderNo="ORD-7" />)
    expect(await screen.findByTestId('stripe-missing')).toBeTruthy()
    expect(loadStripe).not.toHaveBeenCalled()
  })
})
