import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CurrencyProvider } from '~/ui/currency'
import { server } from '../../../../tests/unit/msw'
import { PayOrderDialog } from './pay-order-dialog'

type Body = Record<string, unknown>
const payments: Body[] = []
let methods: Record<string, boolean> = { stripeStatus: true, codSwitch: true, bankTransferSwitch: true }
let paymentAnswer: { code: number; message: string } = { code: 200, message: '' }
const handlers = [
  http.get('*/api/front/pay/method', () =>
    HttpResponse.json({
      code: 200,
      message: '',
      data: {
        paypalStatus: false,
        ...methods,
        wechatPaySwitch: false,
        upiSwitch: false,
        bankTransfer: {
          accountName: 'Shop Ltd',
          bankName: 'Test Bank',
          accountNumber: 'DE00 1234',
          swift: '',
          instructions: '',
        },
      },
    }),
  ),
  http.post('*/api/front/pay/payment', async ({ request }) => {
    const body = (await request.json()) as Body
    payments.push(body)
    if (paymentAnswer.code !== 200) return HttpResponse.json({ ...paymentAnswer, data: null })
    return HttpResponse.json({
      code: 200,
      message: '',
      data:
        body.payType === 'stripe'
          ? { stripeClientSecret: 'pi_1_secret_2', redirect: '' }
          : body.payType === 'paypal'
            ? { redirect: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T' }
            : { redirect: '' },
    })
  }),
  http.post('*/api/front/upload/image', () =>
    HttpResponse.json({ code: 200, message: '', data: { url: 'http://localhost:3000/media/proof.png' } }),
  ),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  payments.length = 0
  methods = { stripeStatus: true, codSwitch: true, bankTransferSwitch: true }
  paymentAnswer = { code: 200, message: '' }
})

function renderDialog(onClose = vi.fn()) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/users/order_list'] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider symbol="$">
          <MantineProvider>
            <RouterContextProvider router={router}>
              <PayOrderDialog orderNo="ORD-9" payPrice="45.50" opened onClose={onClose} />
            </RouterContextProvider>
          </MantineProvider>
        </CurrencyProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { router, onClose }
}

const confirmPay = async () => {
  fireEvent.click(await screen.findByTestId('pay-submit'))
  fireEvent.click(await screen.findByTestId('pay-confirm-button'))
}

describe('pay order dialog and usePayOrder', () => {
  it('Stripe (preselected when offered): PY2, then the card screen with the client secret', async () => {
    const { router, onClose } = renderDialog()
    expect((await screen.findByRole('radio', { name: 'Card payment' })).getAttribute('aria-checked')).toBe('true')
    await confirmPay()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(payments).toEqual([{ orderNo: 'ORD-9', payType: 'stripe', payChannel: 'pc' }])
    expect(router.state.location.pathname).toBe('/order/stripe_payment')
    expect(router.state.location.search).toEqual({ clientSecret: 'pi_1_secret_2', orderNo: 'ORD-9' })
  })

  it('PayPal: PY2, then the browser follows the approval URL', async () => {
    methods = { stripeStatus: false, paypalStatus: true, codSwitch: true, bankTransferSwitch: false }
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    try {
      renderDialog()
      fireEvent.click(await screen.findByRole('radio', { name: 'PayPal' }))
      await confirmPay()
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T'),
      )
      expect(payments).toEqual([{ orderNo: 'ORD-9', payType: 'paypal', payChannel: 'pc' }])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('cash on delivery: PY2, then the payment result page', async () => {
    methods = { stripeStatus: false, codSwitch: true, bankTransferSwitch: true }
    const { router } = renderDialog()
    expect(await screen.findByText('Pay for order')).toBeTruthy()
    expect(screen.queryByRole('radio', { name: 'Card payment' })).toBeNull()
    await confirmPay()
    expect(await screen.findByText(/Pay \$45\.50 for order ORD-9 by Cash on delivery\?/)).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/payment_result'))
    expect(router.state.location.search).toEqual({ orderNo: 'ORD-9' })
    expect(payments).toEqual([{ orderNo: 'ORD-9', payType: 'cod', payChannel: 'pc' }])
  })

  it('bank transfer: the proof and note are required, then sent with PY2', async () => {
    const { router } = renderDialog()
    fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }))
    fireEvent.click(screen.getByTestId('pay-submit'))
    expect(await screen.findByText('Please upload the payment proof')).toBeTruthy()
    expect(screen.getByText('Please enter a note for the transfer')).toBeTruthy()
    expect(screen.queryByTestId('pay-confirm')).toBeNull()

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' })
    fireEvent.change(screen.getByTestId('proof-input'), { target: { files: [file] } })
    expect(await screen.findByTestId('proof-preview')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: /Transfer note/ }), {
      target: { value: 'Paid by Ivan, ref 42' },
    })
    await confirmPay()
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/payment_result'))
    expect(payments).toEqual([
      {
        orderNo: 'ORD-9',
        payType: 'bank',
        payChannel: 'pc',
        payVoucher: 'http://localhost:3000/media/proof.png',
        payVoucherNote: 'Paid by Ivan, ref 42',
      },
    ])
  })

  it('a refused payment keeps the dialog open and stays on the page', async () => {
    paymentAnswer = { code: 400, message: 'Order is not awaiting payment' }
    const { router, onClose } = renderDialog()
    await confirmPay()
    await waitFor(() => expect(payments).toHaveLength(1))
    expect(await screen.findByTestId('pay-submit')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/users/order_list')
  })
})
