// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '../../../tests/unit/msw'
import { prefetchSearchPage, productFilters, searchMerchantsQuery, searchProductsQuery } from './screen-queries'
import { canonicalSearch } from './schemas'

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'success', data })
const product = (id: number) => ({ id, image: `/p${id}.svg`, storeName: `P${id}`, price: '1.00', otPrice: '2.00' })

let productTotal = 75
const productCalls: URLSearchParams[] = []
const merchantCalls: URLSearchParams[] = []
const otherCalls: string[] = []

const handlers = [
  http.get('*/api/front/product/list', ({ request }) => {
    const q = new URL(request.url).searchParams
    productCalls.push(q)
    const page = Number(q.get('page'))
    const limit = Number(q.get('limit'))
    const from = (page - 1) * limit
    const list = Array.from({ length: Math.max(0, Math.min(limit, productTotal - from)) }, (_, i) =>
      product(from + i + 1),
    )
    return ok({ list, total: productTotal, page, limit, totalPage: Math.ceil(productTotal / limit) })
  }),
  http.get('*/api/front/merchant/search/list', ({ request }) => {
    merchantCalls.push(new URL(request.url).searchParams)
    return ok({ list: [], total: 0, count: 0 })
  }),
  http.get('*/api/front/product/category', () =>
    ok([
      { id: 1, pid: 0, name: 'Electronics (电子产品)', childList: [{ id: 101, pid: 1, name: 'Audio', childList: [] }] },
    ]),
  ),
  http.get('*/api/front/search/keyword', () => {
    otherCalls.push('hot')
    return ok([{ id: 1, title: 'lamp' }])
  }),
  http.get('*/api/front/product/leaderboard', () => {
    otherCalls.push('leaderboard')
    return ok([product(9)])
  }),
  http.get('*/api/front/merchant/all/type/list', () => {
    otherCalls.push('types')
    return ok([])
  }),
  http.get('*/api/front/merchant/all/category/list', () => {
    otherCalls.push('categories')
    return ok([])
  }),
]
beforeEach(() => server.use(...handlers))
afterEach(() => {
  productCalls.length = 0
  merchantCalls.length = 0
  otherCalls.length = 0
  productTotal = 75
})

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('prefetchSearchPage', () => {
  it('loads as many pages as the URL says with the K4 parameters, then only the missing ones', async () => {
    const queryClient = client()
    const search = canonicalSearch({ title: 'lamp', cid: 101, sort: 'price_asc', minPrice: 5, maxPrice: 50, page: 3 })
    const seo = await prefetchSearchPage(queryClient, i18n, search)

    expect(productCalls.map((q) => q.get('page'))).toEqual(['1', '2', '3'])
    expect(Object.fromEntries(productCalls[0])).toEqual({
      keyword: 'lamp',
      cid: '101',
      minPrice: '5',
      maxPrice: '50',
      priceOrder: 'asc',
      page: '1',
      limit: '20',
    })
    // The other tab: one page, for its count, in the same category.
    expect(merchantCalls.map((q) => Object.fromEntries(q))).toEqual([
      { keywords: 'lamp', cid: '101', page: '1', limit: '20' },
    ])
    const data = queryClient.getQueryData(searchProductsQuery(productFilters(search)).queryKey)
    expect(data?.pages.flatMap((p) => p.list)).toHaveLength(60)
    expect(seo.title).toBe('lamp: goods and stores')
    expect(seo.description).toContain('75 goods')

    productCalls.length = 0
    await prefetchSearchPage(queryClient, i18n, { ...search, page: 4 })
    expect(productCalls.map((q) => q.get('page'))).toEqual(['4'])
    // No further page exists past the total: asking for more stops there.
    productCalls.length = 0
    await prefetchSearchPage(queryClient, i18n, { ...search, page: 10 })
    expect(productCalls).toHaveLength(0)
  })

  it('sends the store filters and the chosen category to M2 on the store tab and names the category in the head', async () => {
    const queryClient = client()
    const search = canonicalSearch({ tab: 'store', pid: 1, typeId: 2, categoryId: 3 })
    const seo = await prefetchSearchPage(queryClient, i18n, search)
    expect(Object.fromEntries(merchantCalls[0])).toEqual({
      typeId: '2',
      categoryId: '3',
      pid: '1',
      page: '1',
      limit: '20',
    })
    expect(searchMerchantsQuery(search).queryKey).toEqual([
      'merchants',
      'search',
      { keywords: undefined, typeId: 2, categoryId: 3, cid: undefined, pid: 1, limit: 20 },
    ])
    expect(otherCalls).toEqual(expect.arrayContaining(['types', 'categories', 'hot', 'leaderboard']))
    expect(seo.title).toBe('Electronics: buy direct from factories')
  })

  it('fetches the empty-state blocks only when nothing matches', async () => {
    await prefetchSearchPage(client(), i18n, canonicalSearch({ title: 'lamp' }))
    expect(otherCalls).toEqual([])
    productTotal = 0
    await prefetchSearchPage(client(), i18n, canonicalSearch({ title: 'nothing' }))
    expect(otherCalls.sort()).toEqual(['hot', 'leaderboard'])
  })
})
