// @vitest-environment jsdom
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogKeys } from '~/features/catalog'
import { server } from '../../../tests/unit/msw'
import { watchToasts } from '../../../tests/unit/toasts'
import { cartQuantityMutation, moveToFavouritesMutation } from './mutations'
import { type CartGroup, cartCountQuery, cartKeys, cartListQuery } from './queries'

watchToasts()

const calls: string[] = []
let refuseFavourite = false
let serverCount = 9
const handlers = [
  http.post('*/api/front/collect/add/product', async ({ request }) => {
    const { id } = (await request.json()) as { id: number }
    calls.push(`favourite ${id}`)
    return HttpResponse.json(
      refuseFavourite
        ? { code: 404, message: 'Product not found', data: null }
        : { code: 200, message: '', data: null },
    )
  }),
  http.post('*/api/front/cart/delete', async ({ request }) => {
    calls.push(`delete ${JSON.stringify(((await request.json()) as { ids: number[] }).ids)}`)
    return HttpResponse.json({ code: 200, message: '', data: null })
  }),
  http.post('*/api/front/cart/num', async ({ request }) => {
    calls.push(`num ${JSON.stringify(await request.json())}`)
    return HttpResponse.json({ code: 200, message: '', data: null })
  }),
  http.get('*/api/front/cart/count', () => HttpResponse.json({ code: 200, message: '', data: { count: serverCount } })),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  calls.length = 0
  refuseFavourite = false
  serverCount = 9
})

const groups: CartGroup[] = [
  {
    merId: 1,
    merName: 'Shop',
    cartInfoList: [
      {
        id: 5,
        productId: 50,
        productAttrUnique: 500,
        image: '',
        storeName: 'Lamp',
        suk: '',
        price: '3.00',
        otPrice: '3.00',
        cartNum: 1,
        stock: 9,
        minBuy: 1,
        attrStatus: true,
        isShow: true,
        merId: 1,
        merName: 'Shop',
      },
    ],
  },
]

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(cartKeys.count(), 1)
  queryClient.setQueryData(cartListQuery(true).queryKey, groups)
  const badge = new QueryObserver(queryClient, { ...cartCountQuery(), staleTime: Number.POSITIVE_INFINITY })
  const unsubscribe = badge.subscribe(() => {})
  return { queryClient, unsubscribe }
}

describe('cart manage mutations', () => {
  it('CA4 updates the cached line and refetches the badge', async () => {
    const { queryClient, unsubscribe } = setup()
    await new MutationObserver(queryClient, cartQuantityMutation(queryClient)).mutate({ id: 5, number: 4 })
    expect(calls).toEqual(['num {"id":5,"number":4}'])
    expect(queryClient.getQueryData<CartGroup[]>(cartListQuery(true).queryKey)?.[0].cartInfoList[0].cartNum).toBe(4)
    await vi.waitFor(() => expect(queryClient.getQueryData(cartKeys.count())).toBe(9))
    unsubscribe()
  })

  it('favourites every product once, then deletes the lines, and refetches the badge and the products', async () => {
    const { queryClient, unsubscribe } = setup()
    for (const id of [50, 70, 90]) queryClient.setQueryData(catalogKeys.product(id), { userCollect: false })
    const stale = (id: number) => queryClient.getQueryState(catalogKeys.product(id))?.isInvalidated
    const move = new MutationObserver(queryClient, moveToFavouritesMutation(queryClient))
    await move.mutate([
      { id: 5, productId: 50 },
      { id: 6, productId: 50 },
      { id: 7, productId: 70 },
    ])
    expect(calls).toEqual(['favourite 50', 'favourite 70', 'delete [5,6,7]'])
    await vi.waitFor(() => expect(queryClient.getQueryData(cartKeys.count())).toBe(9))
    // The moved products' hearts are read again; another product's cache is left alone.
    expect([stale(50), stale(70), stale(90)]).toEqual([true, true, false])
    unsubscribe()
  })

  it('deletes nothing when a favourite fails', async () => {
    refuseFavourite = true
    const { queryClient, unsubscribe } = setup()
    const move = new MutationObserver(queryClient, moveToFavouritesMutation(queryClient))
    await expect(move.mutate([{ id: 5, productId: 50 }])).rejects.toThrow('Product not found')
    expect(calls).toEqual(['favourite 50'])
    unsubscribe()
  })
})
