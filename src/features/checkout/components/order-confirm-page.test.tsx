import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { OrderCoupon, PreOrder } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { loadCatalog } from '~/i18n/catalogs'
import { OrderConfirmPage } from './order-confirm-page'

const pay = vi.fn(async (_input: unknown) => {})
vi.mock('../pay', () => ({ usePayOrder: () => ({ pay, isPending: false }) }))

const preOrder: PreOrder = {
  preOrderNo: 'PRE1',
  preOrderType: 'shoppingCart',
  orderList: [
    {
      merId: 3,
      merName: 'Red Shop',
      proTotalFee: '40.00',
      freightFee: '5.00',
      orderInfoList: [
        {
          productId: 1,
          attrValueId: 9,
          productName: 'Red shirt',
          image: '/a.png',
          sku: 'Red,XL',
          price: '20.00',
          payNum: 2,
        },
      ],
    },
    {
      merId: 5,
      merName: 'Blue Shop',
      proTotalFee: '30.00',
      freightFee: '0.00',
      orderInfoList: [
        { productId: 2, attrValueId: 10, productName: 'Blue mug', image: '/b.png', sku: '', price: '10.00', payNum: 3 },
      ],
    },
  ],
  proTotalFee: '70.00',
  freightFee: '5.00',
  couponFee: '0.00',
  deductionPrice: '0.00',
  payFee: '75.00',
  totalNum: 5,
  userIntegral: 500,
  integralDeductionSwitch: true,
  integralRatio: '0.01',
  integralMaxRatio: '0.5',
  addressId: 12,
}

const coupon = (over: Partial<OrderCoupon>): OrderCoupon => ({
  id: 0,
  name: '',
  merId: 0,
  merName: '',
  useType: 1,
  money: '5.00',
  minPrice: '0.00',
  disabled: false,
  disabledReason: '',
  startTime: '2026-01-01 00:00:00',
  endTime: '2027-01-01 00:00:00',
  ...over,
})

const coupons: OrderCoupon[] = [
  coupon({ id: 71, name: 'Red 5 off', merId: 3, money: '5.00' }),
  coupon({
    id: 72,
    name: 'Red big',
    merId: 3,
    money: '20.00',
    minPrice: '100.00',
    disabled: true,
    disabledReason: 'min_price',
  }),
  coupon({ id: 73, name: 'Red other', merId: 3, money: '3.00' }),
  coupon({ id: 81, name: 'Blue 2 off', merId: 5, money: '2.00' }),
  coupon({ id: 91, name: 'Platform 4 off', merId: 0, money: '4.00' }),
  coupon({
    id: 92,
    name: 'Platform soon',
    merId: 0,
    money: '9.00',
    disabled: true,
    disabledReason: 'not_started',
    startTime: '2026-12-24 00:00:00',
  }),
]

const addresses = [
  {
    id: 11,
    realName: 'Olga Other',
    email: 'o@x.example',
    phone: '9001112233',
    countryCode: 7,
    country: 'Russia',
    detail: 'Lenina 5',
    postCode: '101000',
    isDefault: false,
  },
  {
    id: 12,
    realName: 'Dana Default',
    email: 'd@x.example',
    phone: '9004445566',
    countryCode: 7,
    country: 'Russia',
    detail: 'Tverskaya 1',
    postCode: '125009',
    isDefault: true,
  },
]

type Body = Record<string, unknown>
const priced: Body[] = []
const created: Body[] = []
let preOrderAnswer: { code: number; message: string } = { code: 200, message: '' }
let createAnswer: { code: number; message: string } = { code: 200, message: '' }

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: '', data })
const handlers = [
  http.get('*/api/front/order/load/pre/:no', () =>
    preOrderAnswer.code === 200 ? ok(preOrder) : HttpResponse.json({ ...preOrderAnswer, data: null }),
  ),
  http.get('*/api/front/coupons/order/:no', () => ok(coupons)),
  http.get('*/api/front/pay/method', () =>
    ok({
      stripeStatus: false,
      paypalStatus: false,
      wechatPaySwitch: false,
      codSwitch: true,
      upiSwitch: false,
      bankTransferSwitch: true,
      bankTransfer: {
        accountName: 'Shop Ltd',
        bankName: 'Test Bank',
        accountNumber: 'DE00 1234',
        swift: 'TESTDEFF',
        instructions: 'Put the order number in the reference.',
      },
    }),
  ),
  http.get('*/api/front/address/list', () => ok({ list: addresses, total: addresses.length })),
  http.post('*/api/front/order/computed/price', async ({ request }) => {
    const body = (await request.json()) as Body
    priced.push(body)
    const ids = (body.couponIds as number[]) ?? []
    const points = body.isUseIntegral === true
    // Distinct figures per choice, so the test can tell that the summary shows the server's answer.
    const couponFee = `${ids.length * 3}.00`
    return ok({
      proTotalFee: '70.00',
      freightFee: '5.00',
      couponFee,
      deductionPrice: points ? '1.50' : '0.00',
      usedIntegral: points ? 150 : 0,
      surplusIntegral: points ? 350 : 500,
      payFee: `${61 - ids.length}.${points ? '25' : '75'}`,
      merchantList: [],
    })
  }),
  http.post('*/api/front/order/create', async ({ request }) => {
    created.push((await request.json()) as Body)
    return createAnswer.code === 200 ? ok({ orderNo: 'ORD-1' }) : HttpResponse.json({ ...createAnswer, data: null })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  priced.length = 0
  created.length = 0
  preOrderAnswer = { code: 200, message: '' }
  createAnswer = { code: 200, message: '' }
  pay.mockClear()
})

async function renderPage() {
  const result = renderWithProviders(<OrderConfirmPage preOrderNo="PRE1" />)
  await screen.findByTestId('order-confirm')
  // The first O3 answer has arrived once the total is the server's.
  await waitFor(() => expect(screen.getByTestId('sum-total').textContent).toBe('$61.75'))
  return result
}

/** The last O3 call for the displayed figures (the points preview asks with isUseIntegral: true alongside). */
const lastPriced = () => [...priced].reverse().find((body) => body.isUseIntegral === false)
const chip = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name} `) }) as HTMLInputElement

async function placeOrder() {
  fireEvent.click(screen.getByTestId('place-order'))
  fireEvent.click(await screen.findByTestId('place-order-confirm-button'))
}

describe('order confirm page', () => {
  it('preselects the default address and submits exactly the highlighted one', async () => {
    await renderPage()
    const tiles = screen.getAllByTestId('address-tile')
    const selected = tiles.filter((tile) => tile.dataset.selected === 'true')
    expect(selected).toHaveLength(1)
    expect(selected[0]?.textContent).toContain('Dana Default')
    expect(lastPriced()).toMatchObject({ preOrderNo: 'PRE1', addressId: 12, couponIds: [], isUseIntegral: false })

    // Highlight the other address: it is priced and it is the one the order is created with.
    fireEvent.click(screen.getByText('Olga Other'))
    await waitFor(() => expect(lastPriced()).toMatchObject({ addressId: 11 }))
    const nowSelected = screen.getAllByTestId('address-tile').filter((tile) => tile.dataset.selected === 'true')
    expect(nowSelected.map((tile) => tile.textContent)).toEqual([expect.stringContaining('Olga Other')])
    await waitFor(() => expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(false))

    await placeOrder()
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0]).toEqual({
      preOrderNo: 'PRE1',
      addressId: 11,
      couponIds: [],
      isUseIntegral: false,
      payType: 'cod',
      mark: '',
      payChannel: 'pc',
    })
    await waitFor(() =>
      expect(pay).toHaveBeenCalledWith({ orderNo: 'ORD-1', payType: 'cod', payVoucher: '', payVoucherNote: '' }),
    )
  })

  it('coupon chips: one per merchant and one platform coupon, each change re-priced by the server', async () => {
    await renderPage()
    fireEvent.click(chip('Red 5 off'))
    await waitFor(() => expect(lastPriced()).toMatchObject({ couponIds: [71] }))
    await waitFor(() => expect(screen.getByTestId('sum-total').textContent).toBe('$60.75'))
    expect(screen.getByTestId('sum-coupons').textContent).toBe('−$3.00')

    fireEvent.click(chip('Platform 4 off'))
    await waitFor(() => expect(lastPriced()).toMatchObject({ couponIds: [71, 91] }))
    // A second coupon of the same shop replaces the first.
    fireEvent.click(chip('Red other'))
    await waitFor(() => expect(lastPriced()).toMatchObject({ couponIds: [73, 91] }))
    expect(chip('Red 5 off').checked).toBe(false)
    expect(chip('Red other').checked).toBe(true)
    await waitFor(() => expect(screen.getByTestId('sum-total').textContent).toBe('$59.75'))
    // Clicking a chosen chip deselects it.
    fireEvent.click(chip('Platform 4 off'))
    await waitFor(() => expect(lastPriced()).toMatchObject({ couponIds: [73] }))
    await waitFor(() => expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(false))

    await placeOrder()
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0]).toMatchObject({ couponIds: [73], addressId: 12 })
  })

  it('greys out unusable coupons and says why', async () => {
    await renderPage()
    expect(chip('Red big').disabled).toBe(true)
    expect(chip('Platform soon').disabled).toBe(true)
    const reasons = screen.getAllByTestId('coupon-reason').map((node) => node.textContent)
    // The shop's goods are $40.00 and the coupon needs $100.00.
    expect(reasons).toContain('Spend $60.00 more')
    expect(reasons).toContain('Usable from 2026-12-24 00:00:00')
    fireEvent.click(chip('Red big'))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(priced.every((body) => (body.couponIds as number[]).length === 0)).toBe(true)
  })

  it('points: shows what the server would deduct and sends isUseIntegral', async () => {
    await renderPage()
    const toggle = await screen.findByRole('switch', { name: /Use 150 points, −\$1\.50/ })
    expect(screen.getByText('Your balance: 500 points')).toBeTruthy()
    fireEvent.click(toggle)
    await waitFor(() => expect(screen.getByTestId('sum-points').textContent).toBe('−$1.50'))
    expect(screen.getByTestId('sum-total').textContent).toBe('$61.25')
    expect(priced.some((body) => body.isUseIntegral === true)).toBe(true)
  })

  it('keeps the remark under 150 characters', async () => {
    await renderPage()
    const remark = screen.getByRole('textbox', { name: 'Remark' })
    fireEvent.change(remark, { target: { value: 'x'.repeat(150) } })
    expect(screen.getByTestId('remark-counter').textContent).toBe('150/149')
    fireEvent.click(screen.getByTestId('place-order'))
    expect(await screen.findByText('The remark must be shorter than 150 characters')).toBeTruthy()
    expect(screen.queryByTestId('place-order-confirm')).toBeNull()

    fireEvent.change(remark, { target: { value: 'Ring twice' } })
    await waitFor(() => expect(screen.queryByText('The remark must be shorter than 150 characters')).toBeNull())
    await placeOrder()
    await waitFor(() => expect(created[0]).toMatchObject({ mark: 'Ring twice' }))
  })

  it('bank transfer requires the proof and the note before anything is sent', async () => {
    await renderPage()
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    const bank = await screen.findByTestId('bank-transfer')
    expect(within(bank).getByText('DE00 1234')).toBeTruthy()
    fireEvent.click(screen.getByTestId('place-order'))
    expect(await screen.findByText('Please upload the payment proof')).toBeTruthy()
    expect(screen.getByText('Please enter a note for the transfer')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(screen.queryByTestId('place-order-confirm')).toBeNull()
    expect(created).toEqual([])
  })

  it('a refused order keeps everything the shopper entered', async () => {
    createAnswer = { code: 400, message: 'Only 1 left' }
    await renderPage()
    fireEvent.click(chip('Red 5 off'))
    await waitFor(() => expect(lastPriced()).toMatchObject({ couponIds: [71] }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark' }), { target: { value: 'Leave at the door' } })
    await waitFor(() => expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(false))
    await placeOrder()
    await waitFor(() => expect(created).toHaveLength(1))
    await waitFor(() => expect(screen.queryByTestId('place-order-confirm')).toBeNull())
    expect(pay).not.toHaveBeenCalled()
    expect((screen.getByRole('textbox', { name: 'Remark' }) as HTMLTextAreaElement).value).toBe('Leave at the door')
    expect(chip('Red 5 off').checked).toBe(true)
    expect(screen.getByTestId('sum-total').textContent).toBe('$60.75')
  })

  it('shows each shop’s packing fee and insurance and their sums from the server, in the shopper’s language', async () => {
    // Decision 49: the server's figures (O3); the Red Shop charges 2.00 packing and 0.40 insurance, the Blue Shop none.
    server.use(
      http.post('*/api/front/order/computed/price', () =>
        ok({
          proTotalFee: '70.00',
          freightFee: '5.00',
          packingFee: '2.00',
          insuranceFee: '0.40',
          couponFee: '0.00',
          deductionPrice: '0.00',
          usedIntegral: 0,
          surplusIntegral: 500,
          payFee: '77.40',
          merchantList: [
            {
              merId: 3,
              proTotalFee: '40.00',
              freightFee: '5.00',
              packingFee: '2.00',
              insuranceFee: '0.40',
              couponFee: '0.00',
              platformCouponFee: '0.00',
              deductionPrice: '0.00',
              payFee: '47.40',
              couponId: null,
            },
            {
              merId: 5,
              proTotalFee: '30.00',
              freightFee: '0.00',
              packingFee: '0.00',
              insuranceFee: '0.00',
              couponFee: '0.00',
              platformCouponFee: '0.00',
              deductionPrice: '0.00',
              payFee: '30.00',
              couponId: null,
            },
          ],
        }),
      ),
    )
    renderWithProviders(<OrderConfirmPage preOrderNo="PRE1" />, { locale: 'th', messages: await loadCatalog('th') })
    await waitFor(() => expect(screen.getByTestId('sum-total').textContent).toBe('$77.40'))
    expect(screen.getByTestId('sum-packing').textContent).toBe('$2.00')
    expect(screen.getByTestId('sum-insurance').textContent).toBe('$0.40')
    const summary = screen.getByTestId('order-summary').textContent
    expect(summary).toContain('ค่าบรรจุภัณฑ์')
    expect(summary).toContain('ค่าประกันการขนส่ง')
    expect(screen.getByTestId('packing-3').textContent).toBe('ค่าบรรจุภัณฑ์: $2.00')
    expect(screen.getByTestId('insurance-3').textContent).toBe('ค่าประกันการขนส่ง: $0.40')
    expect(screen.queryByTestId('packing-5')).toBeNull()
    expect(screen.queryByTestId('insurance-5')).toBeNull()
  })

  it('an unknown or expired pre-order shows a way back to the cart', async () => {
    preOrderAnswer = { code: 404, message: 'Pre-order not found' }
    renderWithProviders(<OrderConfirmPage preOrderNo="NOPE" />)
    const problem = await screen.findByTestId('pre-order-problem')
    expect(within(problem).getByText('Pre-order not found')).toBeTruthy()
    expect(within(problem).getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe(
      '/order/shopping_cart',
    )
  })
})
