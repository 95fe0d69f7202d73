// @vitest-environment jsdom
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogKeys, type ProductDetail } from '~/features/catalog'
import { server } from '../../../tests/unit/msw'
import { watchToasts } from '../../../tests/unit/toasts'
import { favouriteProductMutation } from './mutations'

watchToasts()

const calls: { path: string; body: unknown }[] = []
let answer = 200
let release: () => void = () => {}
const handlers = [
  http.post('*/api/front/collect/*', async ({ request }) => {
    const text = await request.text()
    calls.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null })
    await new Promise<void>((resolve) => {
      release = resolve
    })
    return HttpResponse.json({ code: answer, message: answer === 200 ? '' : 'No such product', data: null })
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  calls.length = 0
  answer = 200
})

function setup(userCollect: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  queryClient.setQueryData(catalogKeys.product(3), { userCollect, productInfo: { id: 3 } } as unknown as ProductDetail)
  const observer = new MutationObserver(queryClient, favouriteProductMutation(queryClient))
  const favourited = () => queryClient.getQueryData<ProductDetail>(catalogKeys.product(3))?.userCollect
  const stale = () => queryClient.getQueryState(catalogKeys.product(3))?.isInvalidated
  return { observer, favourited, stale }
}

describe('favouriteProductMutation', () => {
  it('adds with {id, category: "store"} and flips the heart at once', async () => {
    const { observer, favourited, stale } = setup(false)
    const done = observer.mutate({ productId: 3, favourited: false })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    // Flipped before the server answered.
    expect(favourited()).toBe(true)
    expect(stale()).toBe(false)
    release()
    await done
    expect(calls).toEqual([{ path: '/api/front/collect/add/product', body: { id: 3, category: 'store' } }])
    expect(favourited()).toBe(true)
    // Settled: the product is read again from the server when next shown.
    await vi.waitFor(() => expect(stale()).toBe(true))
  })

  it('cancels by product id when already favourited', async () => {
    const { observer, favourited } = setup(true)
    const done = observer.mutate({ productId: 3, favourited: true })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(favourited()).toBe(false)
    release()
    await done
    expect(calls).toEqual([{ path: '/api/front/collect/cancel/3', body: null }])
    expect(favourited()).toBe(false)
  })

  it('rolls back when the server refuses', async () => {
    answer = 400
    const { observer, favourited } = setup(false)
    const done = observer.mutate({ productId: 3, favourited: false }).catch(() => undefined)
    await vi.waitFor(() => expect(favourited()).toBe(true))
    release()
    await done
    expect(favourited()).toBe(false)
  })
})
