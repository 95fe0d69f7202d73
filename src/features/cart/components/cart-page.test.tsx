import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { CartGroup, CartLine } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { watchToasts } from '../../../../tests/unit/toasts'
import { CartPage } from './cart-page'

watchToasts()

const line = (id: number, merId: number, price: string, cartNum: number, extra: Partial<CartLine> = {}): CartLine => ({
  id,
  productId: id * 10,
  productAttrUnique: id * 100,
  image: `https://shop.test/${id}.png`,
  storeName: `Product ${id}`,
  suk: 'Blue',
  price,
  otPrice: price,
  cartNum,
  stock: 20,
  minBuy: 1,
  attrStatus: true,
  isShow: true,
  merId,
  merName: `Shop ${merId}`,
  ...extra,
})

let valid: CartGroup[] = []
let invalid: CartGroup[] = []
const posts: { path: string; body: unknown }[] = []
const handlers = [
  http.get('*/api/front/cart/list', ({ request }) =>
    HttpResponse.json({
      code: 200,
      message: '',
      data: new URL(request.url).searchParams.get('isValid') === 'true' ? valid : invalid,
    }),
  ),
  http.get('*/api/front/product/leaderboard', () =>
    HttpResponse.json({
      code: 200,
      message: '',
      data: [
        {
          id: 77,
          image: 'https://shop.test/77.png',
          storeName: 'Best seller 77',
          price: '9.90',
          otPrice: '12.00',
          sales: 500,
        },
      ],
    }),
  ),
  http.get('*/api/front/cart/count', () => HttpResponse.json({ code: 200, message: '', data: { count: 0 } })),
  http.post('*/api/front/cart/delete', async ({ request }) => {
    const body = (await request.json()) as { ids: number[] }
    posts.push({ path: 'delete', body })
    valid = valid
      .map((group) => ({ ...group, cartInfoList: group.cartInfoList.filter((l) => !body.ids.includes(l.id)) }))
      .filter((group) => group.cartInfoList.length > 0)
    invalid = invalid
      .map((group) => ({ ...group, cartInfoList: group.cartInfoList.filter((l) => !body.ids.includes(l.id)) }))
      .filter((group) => group.cartInfoList.length > 0)
    return HttpResponse.json({ code: 200, message: '', data: null })
  }),
  http.post('*/api/front/order/pre/order', async ({ request }) => {
    posts.push({ path: 'pre-order', body: await request.json() })
    return HttpResponse.json({ code: 200, message: '', data: { preOrderNo: 'PRE123' } })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  posts.length = 0
})

function renderPage() {
  valid = [
    { merId: 1, merName: 'Shop 1', cartInfoList: [line(1, 1, '0.10', 3), line(2, 1, '0.20', 1)] },
    { merId: 2, merName: 'Shop 2', cartInfoList: [line(3, 2, '19.99', 2)] },
  ]
  invalid = [{ merId: 0, merName: '', cartInfoList: [line(4, 2, '5.00', 1, { stock: 0, attrStatus: false })] }]
  return renderWithProviders(
    <Suspense fallback="loading">
      <CartPage />
    </Suspense>,
  )
}

const total = () => screen.getByTestId('selection-total').textContent
const checkout = () => screen.getByTestId('checkout') as HTMLButtonElement

describe('cart page', () => {
  it('starts with every line selected; selects by merchant and all, with an exact total; checkout needs a selection', async () => {
    renderPage()
    const groups = await screen.findAllByTestId('merchant-group', {}, { timeout: 5000 })
    expect(groups).toHaveLength(2)
    expect(total()).toBe('$40.48')
    expect((screen.getByLabelText('Select all') as HTMLInputElement).checked).toBe(true)
    expect(checkout().disabled).toBe(false)
    fireEvent.click(screen.getByLabelText('Select all'))
    expect(total()).toBe('$0.00')
    expect(checkout().disabled).toBe(true)
    expect(screen.getByTestId('checkout-hint')).toBeTruthy()

    fireEvent.click(within(groups[0]).getByLabelText('Select all items of Shop 1'))
    expect(total()).toBe('$0.50')
    expect(screen.getByTestId('selected-count').textContent).toBe('4 items selected')
    expect(checkout().disabled).toBe(false)
    expect(screen.queryByTestId('checkout-hint')).toBeNull()

    fireEvent.click(screen.getByLabelText('Select all'))
    expect(total()).toBe('$40.48')
    fireEvent.click(screen.getByLabelText('Select Product 2'))
    expect(total()).toBe('$40.28')
    expect((screen.getByLabelText('Select all') as HTMLInputElement).checked).toBe(false)
    fireEvent.click(screen.getByLabelText('Select all'))
    fireEvent.click(screen.getByLabelText('Select all'))
    expect(total()).toBe('$0.00')

    // Expired lines are listed apart and never selectable.
    const expired = screen.getByTestId('invalid-group')
    expect(within(expired).getAllByTestId('invalid-line')).toHaveLength(1)
    expect(within(expired).getByText('Sold out')).toBeTruthy()
  })

  it('checks out the selected lines through O1', async () => {
    renderPage()
    await screen.findAllByTestId('merchant-group', {}, { timeout: 5000 })
    fireEvent.click(screen.getByLabelText('Select Product 2'))
    fireEvent.click(checkout())
    await waitFor(() => expect(posts.find((p) => p.path === 'pre-order')).toBeDefined())
    expect(posts.find((p) => p.path === 'pre-order')?.body).toEqual({
      preOrderType: 'shoppingCart',
      orderDetails: [{ shoppingCartId: 1 }, { shoppingCartId: 3 }],
    })
  })

  it('a checkout pressed while a quantity is being saved waits for the save, then creates the pre-order', async () => {
    let releaseSave: () => void = () => {}
    server.use(
      http.post('*/api/front/cart/num', async ({ request }) => {
        const body = (await request.json()) as { id: number; number: number }
        posts.push({ path: 'num', body })
        await new Promise<void>((resolve) => {
          releaseSave = resolve
        })
        valid = valid.map((g) => ({
          ...g,
          cartInfoList: g.cartInfoList.map((l) => (l.id === body.id ? { ...l, cartNum: body.number } : l)),
        }))
        return HttpResponse.json({ code: 200, message: '', data: null })
      }),
    )
    renderPage()
    await screen.findAllByTestId('merchant-group', {}, { timeout: 5000 })
    fireEvent.click(screen.getByLabelText('Select all items of Shop 1'))
    fireEvent.click(screen.getByLabelText('Increase quantity of Product 3'))
    fireEvent.click(checkout())
    // Not lost and not early: the pre-order waits for the quantity the shopper sees.
    await waitFor(() => expect(posts.map((p) => p.path)).toEqual(['num']), { timeout: 2000 })
    expect(posts[0].body).toEqual({ id: 3, number: 3 })
    releaseSave()
    await waitFor(() => expect(posts.map((p) => p.path)).toEqual(['num', 'pre-order']))
    expect(posts[1].body).toEqual({ preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 3 }] })
  })

  it('deletes the selection in manage mode only after confirmation', async () => {
    renderPage()
    await screen.findAllByTestId('merchant-group', {}, { timeout: 5000 })
    fireEvent.click(screen.getByTestId('manage-toggle'))
    fireEvent.click(screen.getByLabelText('Select Product 2'))
    fireEvent.click(screen.getByTestId('delete-selected'))
    expect(await screen.findByText('Remove 2 items from the cart?')).toBeTruthy()
    expect(posts).toEqual([])
    fireEvent.click(screen.getByTestId('confirm-action'))
    await waitFor(() => expect(posts).toEqual([{ path: 'delete', body: { ids: [1, 3] } }]))
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1))
    expect(screen.getAllByTestId('merchant-group')).toHaveLength(1)
  })

  it('clears the invalid items after confirmation, and shows the empty state when nothing is left', async () => {
    renderPage()
    await screen.findAllByTestId('merchant-group', {}, { timeout: 5000 })
    valid = []
    fireEvent.click(screen.getByTestId('clear-invalid'))
    expect(await screen.findByText('Remove 1 expired item from the cart?')).toBeTruthy()
    fireEvent.click(screen.getByTestId('confirm-action'))
    await waitFor(() => expect(posts).toEqual([{ path: 'delete', body: { ids: [4] } }]))
    expect(await screen.findByTestId('cart-empty')).toBeTruthy()
    const recommended = await screen.findByTestId('cart-recommended')
    expect(within(recommended).getByText('Best seller 77')).toBeTruthy()
  })
})
