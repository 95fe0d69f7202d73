import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TestRouter } from '../../../tests/unit/render'
import { server } from '../../../tests/unit/msw'
import { useQueuedCheckout } from './use-queued-checkout'

const preOrders: unknown[] = []
const handlers = [
  http.post('*/api/front/order/pre/order', async ({ request }) => {
    preOrders.push(await request.json())
    return HttpResponse.json({ code: 200, message: '', data: { preOrderNo: 'PRE9' } })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  preOrders.length = 0
})

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <TestRouter>{children}</TestRouter>
    </QueryClientProvider>
  )
}

describe('useQueuedCheckout', () => {
  it('checks out at once when no quantity is unsaved', async () => {
    const { result } = renderHook(() => useQueuedCheckout({ selected: new Set([2]), unsavedQuantities: false }), {
      wrapper,
    })
    act(() => result.current.checkout())
    await waitFor(() =>
      expect(preOrders).toEqual([{ preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 2 }] }]),
    )
  })

  it('queues a press while a quantity is unsaved, then checks out the selection of the moment the save settled', async () => {
    const { result, rerender } = renderHook(
      (props: { selected: Set<number>; unsavedQuantities: boolean }) => useQueuedCheckout(props),
      {
        wrapper,
        initialProps: { selected: new Set([1]), unsavedQuantities: true },
      },
    )
    act(() => result.current.checkout())
    expect(result.current.pending).toBe(true)
    rerender({ selected: new Set([1, 3]), unsavedQuantities: true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(preOrders).toEqual([])
    rerender({ selected: new Set([1, 3]), unsavedQuantities: false })
    await waitFor(() =>
      expect(preOrders).toEqual([
        { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 1 }, { shoppingCartId: 3 }] },
      ]),
    )
  })

  it('a queued press with nothing selected any more does nothing and is no longer pending', async () => {
    const { result, rerender } = renderHook(
      (props: { selected: Set<number>; unsavedQuantities: boolean }) => useQueuedCheckout(props),
      {
        wrapper,
        initialProps: { selected: new Set([1]), unsavedQuantities: true },
      },
    )
    act(() => result.current.checkout())
    rerender({ selected: new Set(), unsavedQuantities: false })
    await waitFor(() => expect(result.current.pending).toBe(false))
    expect(preOrders).toEqual([])
  })
})
