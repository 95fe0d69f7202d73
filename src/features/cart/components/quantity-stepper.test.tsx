import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/unit/render'
import type { CartLine } from '../queries'
import { server } from '../../../../tests/unit/msw'
import { QuantityStepper } from './quantity-stepper'

import { api } from '~/lib/api'

// What the shell registers at start-up: failures are toasted through these hooks.
const notifyError = vi.fn()
api.setHooks({ notifyError, onSessionEnd: vi.fn() })

const sent: unknown[] = []
let answer: { code: number; message: string } = { code: 200, message: '' }
const handlers = [
  http.post('*/api/front/cart/num', async ({ request }) => {
    sent.push(await request.json())
    return HttpResponse.json({ ...answer, data: null })
  }),
  http.get('*/api/front/cart/count', () => HttpResponse.json({ code: 200, message: '', data: { count: 1 } })),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  sent.length = 0
  answer = { code: 200, message: '' }
  notifyError.mockClear()
})

const line: CartLine = {
  id: 7,
  productId: 70,
  productAttrUnique: 700,
  image: 'https://shop.test/7.png',
  storeName: 'Kettle',
  suk: 'White',
  price: '12.30',
  otPrice: '15.00',
  cartNum: 2,
  stock: 4,
  minBuy: 2,
  attrStatus: true,
  isShow: true,
  merId: 1,
  merName: 'Shop',
}

/** The page's part: the shown value is the local one while set, else the server's. */
function Harness() {
  const [local, setLocal] = useState<number | null>(null)
  return <QuantityStepper line={line} value={local ?? line.cartNum} onValue={setLocal} />
}

const input = () => screen.getByTestId('quantity-input') as HTMLInputElement
const plus = () => screen.getByRole('button', { name: 'Increase quantity of Kettle' })
const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Kettle' })

describe('cart quantity stepper', () => {
  it('respects minBuy and stock, shows changes at once and sends one debounced CA4 call', async () => {
    renderWithProviders(<Harness />)
    expect(input().value).toBe('2')
    expect((minus() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(plus())
    fireEvent.click(plus())
    expect(input().value).toBe('4')
    expect((plus() as HTMLButtonElement).disabled).toBe(true)
    // Nothing sent before the 500 ms pause.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sent).toEqual([])
    await waitFor(() => expect(sent).toEqual([{ id: 7, number: 4 }]), { timeout: 2000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent).toHaveLength(1)
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('rolls the value back when the server refuses, and the server message is toasted', async () => {
    answer = { code: 400, message: 'Only 3 of "Kettle" in stock' }
    renderWithProviders(<Harness />)
    fireEvent.click(plus())
    expect(input().value).toBe('3')
    await waitFor(() => expect(sent).toEqual([{ id: 7, number: 3 }]), { timeout: 2000 })
    await waitFor(() => expect(input().value).toBe('2'))
    expect(notifyError).toHaveBeenCalledWith(400, 'Only 3 of "Kettle" in stock')
  })

  it('takes typed digits inside the bounds, keeps a partial entry while typing and clamps it on leaving', async () => {
    renderWithProviders(<Harness />)
    fireEvent.change(input(), { target: { value: '' } })
    expect(input().value).toBe('')
    fireEvent.change(input(), { target: { value: '3x' } })
    expect(input().value).toBe('3')
    fireEvent.change(input(), { target: { value: '39' } })
    expect(input().value).toBe('39')
    fireEvent.blur(input())
    expect(input().value).toBe('4')
    await waitFor(() => expect(sent).toEqual([{ id: 7, number: 4 }]), { timeout: 2000 })
  })
})
