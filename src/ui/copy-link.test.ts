import { describe, expect, it } from 'vitest'
import { shareableUrl } from './copy-link'

describe('shareableUrl', () => {
  it('spells the screen state absolutely, without the campaign params', () => {
    const url = shareableUrl('https://shop.example', {
      pathname: '/goods/goods_search',
      search: { title: 'tea', sort: 'price_asc', utm_source: 'news', gclid: 'G', inviteCode: 'AB12', page: 2 },
      hash: '',
    })
    expect(url).toBe('https://shop.example/goods/goods_search?title=tea&sort=price_asc&page=2')
    expect(shareableUrl('http://localhost:3000', { pathname: '/users/order_list', search: {}, hash: 'top' })).toBe(
      'http://localhost:3000/users/order_list#top',
    )
  })
})
