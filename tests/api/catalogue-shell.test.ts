import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '~/contract'
import { useApiHarness } from './support/harness'

const api = useApiHarness()

/** The embedded API always sends `childList` (empty for a leaf). */
type Node = CategoryNode & { childList: Node[] }

describe('catalogue reads for the shell', () => {
  it('serves the 3-level category tree in the envelope, with absolute icons and Chinese names in parentheses', async () => {
    const { body, response } = await api.call<Node[]>('/api/front/product/category')
    expect(response.status).toBe(200)
    expect(body.code).toBe(200)
    const roots = body.data
    expect(roots.length).toBeGreaterThanOrEqual(8)
    for (const root of roots) {
      expect(root.pid).toBe(0)
      expect(root.icon).toMatch(/^http:\/\/shop\.test\/media\//)
      expect(root.name).toMatch(/\(.*[\u3400-\u9fff].*\)/)
    }
    const third = roots.flatMap((r) => r.childList).flatMap((g) => g.childList)
    expect(third.length).toBeGreaterThan(30)
    expect(third.every((leaf) => leaf.childList.length === 0)).toBe(true)
    // Some second-level groups have no children, and some have more than 6 (the mega menu toggle).
    const groups = roots.flatMap((r) => r.childList)
    expect(groups.some((g) => g.childList.length === 0)).toBe(true)
    expect(groups.some((g) => g.childList.length > 6)).toBe(true)
  })

  it('lists featured (ad) categories pointing at real categories', async () => {
    const { body } = await api.call<{ id: number; name: string; image: string; categoryId: number }[]>(
      '/api/front/product/adCategory',
    )
    expect(body.code).toBe(200)
    expect(body.data.length).toBeGreaterThanOrEqual(4)
    expect(body.data[0].image).toMatch(/^http:\/\/shop\.test\/media\//)
  })

  it('gives hot keywords as a plain array of {id, title}', async () => {
    const { body } = await api.call<{ id: number; title: string }[]>('/api/front/search/keyword')
    expect(body.code).toBe(200)
    expect(body.data.length).toBeGreaterThanOrEqual(3)
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'title'])
  })

  it('pages index products with total, and the last page is short', async () => {
    const first = await api.call<{
      list: { id: number; price: string }[]
      total: number
      page: number
      limit: number
      count: number
    }>('/api/front/index/product?page=1&limit=13')
    expect(first.body.code).toBe(200)
    expect(first.body.data.list).toHaveLength(13)
    expect(first.body.data.total).toBeGreaterThanOrEqual(300)
    expect(first.body.data.count).toBe(first.body.data.total)
    expect(first.body.data.list[0].price).toMatch(/^\d+\.\d{2}$/)
    const lastPage = Math.ceil(first.body.data.total / 13)
    const last = await api.call<{ list: unknown[] }>(`/api/front/index/product?page=${lastPage}&limit=13`)
    expect(last.body.data.list.length).toBe(first.body.data.total - (lastPage - 1) * 13)
    const beyond = await api.call<{ list: unknown[] }>(`/api/front/index/product?page=${lastPage + 1}&limit=13`)
    expect(beyond.body.data.list).toEqual([])
    const second = await api.call<{ list: { id: number }[] }>('/api/front/index/product?page=2&limit=13')
    const ids = new Set(first.body.data.list.map((p) => p.id))
    expect(second.body.data.list.some((p) => ids.has(p.id))).toBe(false)
  })

  it('treats empty query values as "no filter" and rejects bad paging with code 400', async () => {
    const empty = await api.call('/api/front/index/product?page=&limit=')
    expect(empty.body.code).toBe(200)
    for (const bad of ['page=0', 'page=abc', 'limit=1000', 'limit=-1']) {
      const { body, response } = await api.call(`/api/front/index/product?${bad}`)
      expect(response.status).toBe(200)
      expect(body.code).toBe(400)
      expect(body.message).toMatch(/page|limit/)
    }
  })

  it('serves the home index with a JSON-string currency and banners', async () => {
    const { body } = await api.call<{ banner: { pic: string }[]; shopPayCurrency: string; consumerType: string }>(
      '/api/pc/home/index',
    )
    expect(body.code).toBe(200)
    expect(body.data.banner.length).toBeGreaterThan(0)
    expect(JSON.parse(body.data.shopPayCurrency)).toHaveProperty('symbol')
    expect(body.data.consumerType).toBeTruthy()
  })

  it('serves the login picture and login method info (social sign-in off without credentials)', async () => {
    const pic = await api.call<{ loginLeftImage: string }>('/api/pc/login/getLoginPic')
    expect(pic.body.data.loginLeftImage).toMatch(/^http:\/\/shop\.test\/media\//)
    const info = await api.call<{ visitorOpen: boolean; facebookOpen: boolean }>('/api/front/login/method/info')
    expect(info.body.data.facebookOpen).toBe(false)
    expect(typeof info.body.data.visitorOpen).toBe('boolean')
  })

  it('serves home activities with numeric types and product ids', async () => {
    const { body } = await api.call<{ type: number; productList: { proId: number }[] }[]>(
      '/api/front/activity/index/list',
    )
    expect(body.code).toBe(200)
    expect(body.data.map((a) => a.type).sort()).toEqual(expect.arrayContaining([1, 2, 3]))
    expect(body.data.every((a) => a.productList.every((p) => typeof p.proId === 'number'))).toBe(true)
  })

  it('serves merchant types, categories and the shop street', async () => {
    const types = await api.call<{ id: number; name: string; info: string }[]>('/api/front/merchant/all/type/list')
    expect(types.body.data.length).toBeGreaterThanOrEqual(3)
    const cats = await api.call<{ handlingFee: string }[]>('/api/front/merchant/all/category/list')
    expect(cats.body.data.length).toBeGreaterThanOrEqual(3)
    const street = await api.call<{ list: { starLevel: number; proList: unknown[] }[]; total: number }>(
      '/api/front/merchant/street?page=1&limit=10',
    )
    expect(street.body.data.total).toBeGreaterThanOrEqual(12)
    expect(street.body.data.list).toHaveLength(10)
    expect(typeof street.body.data.list[0].starLevel).toBe('number')
    expect(street.body.data.list[0].proList.length).toBeGreaterThan(0)
  })

  it('ranks the leaderboard by real plus virtual sales', async () => {
    const { body } = await api.call<{ sales: number; ficti: number }[]>('/api/front/product/leaderboard')
    const totals = body.data.map((p) => p.sales + p.ficti)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
  })

  it('serves generated media with a content type and answers unknown paths with an envelope 404', async () => {
    const { body: home } = await api.call<{ banner: { pic: string }[] }>('/api/pc/home/index')
    const path = new URL(home.data.banner[0].pic).pathname
    const media = await api.call(path)
    expect(media.response.status).toBe(200)
    expect(media.response.headers.get('content-type')).toBe('image/svg+xml')
    const missing = await api.call('/media/nope/missing.svg')
    expect(missing.response.status).toBe(404)
    const unknown = await api.call('/api/front/does/not/exist')
    expect(unknown.response.status).toBe(200)
    expect(unknown.body.code).toBe(404)
  })
})
