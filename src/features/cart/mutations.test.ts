// @vitest-environment jsdom
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../tests/unit/msw'
import { watchToasts } from '../../../tests/unit/toasts'
import { addToCartMutation } from './mutations'
import { cartCountQuery, cartKeys } from './queries'

let unsubscribe = () => {}

const toast = watchToasts()

let serverCount = 5
let saveAnswer: { code: number; message: string } = { code: 200, message: '' }
const saved: unknown[] = []
let releaseSave: () => void = () => {}

const handlers = [
  http.post('*/api/front/cart/save', async ({ request }) => {
    saved.push(await request.json())
    await new Promise<void>((resolve) => {
      releaseSave = resolve
    })
    // The server's count also holds what another device added meanwhile.
    if (saveAnswer.code === 200) serverCount += 2 + 10
    return HttpResponse.json({ ...saveAnswer, data: null })
  }),
  http.get('*/api/front/cart/count', () => HttpResponse.json({ code: 200, message: '', data: { count: serverCount } })),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  unsubscribe()
  saved.length = 0
  serverCount = 5
  saveAnswer = { code: 200, message: '' }
})

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(cartKeys.count(), 5)
  // An active observer of the badge, so that invalidation refetches it as the header does.
  const badge = new QueryObserver(queryClient, { ...cartCountQuery(), staleTime: Number.POSITIVE_INFINITY })
  unsubscribe = badge.subscribe(() => {})
  const observer = new MutationObserver(
    queryClient,
    addToCartMutation(queryClient, { successMessage: 'Added to cart' }),
  )
  return { queryClient, observer }
}

describe('addToCartMutation', () => {
  it('sends a one-element array, bumps the badge at once, toasts, then refetches the count', async () => {
    const { queryClient, observer } = setup()
    const done = observer.mutate({ productId: 9, skuId: 91, quantity: 2 })
    await vi.waitFor(() => expect(saved).toHaveLength(1))
    // Optimistic: before the server answered.
    expect(queryClient.getQueryData(cartKeys.count())).toBe(7)
    expect(saved[0]).toEqual([{ productId: 9, cartNum: 2, productAttrUnique: 91 }])
    releaseSave()
    await done
    expect(toast.success).toHaveBeenCalledWith('Added to cart')
    // The server's own count replaces the optimistic one.
    await vi.waitFor(() => expect(queryClient.getQueryData(cartKeys.count())).toBe(17))
  })

  it('rolls the badge back when the server refuses (over stock)', async () => {
    saveAnswer = { code: 400, message: 'Insufficient stock' }
    const { queryClient, observer } = setup()
    const done = observer.mutate({ productId: 9, skuId: 91, quantity: 3 }).catch((error: Error) => error)
    await vi.waitFor(() => expect(saved).toHaveLength(1))
    expect(queryClient.getQueryData(cartKeys.count())).toBe(8)
    releaseSave()
    const error = await done
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('Insufficient stock')
    expect(queryClient.getQueryData(cartKeys.count())).toBe(5)
    expect(toast.success).not.toHaveBeenCalled()
  })
})
