import { describe, expect, it } from 'vitest'
import { productPagePath } from '~/shared/page-paths'
import { hrefOf, inviteLink, to } from './links'

describe('links', () => {
  it('spells typed link options as site paths, with the router’s search serialiser', () => {
    expect(hrefOf(to.product(42))).toBe('/goods_detail/42')
    // The sitemaps and the feed write the same path as text.
    expect(productPagePath(42)).toBe(hrefOf(to.product(42)))
    expect(hrefOf(to.search({ cid: 7 }))).toBe('/goods/goods_search?cid=7')
    expect(hrefOf(to.search({ title: 'red shoes' }))).toBe('/goods/goods_search?title=red+shoes')
    expect(hrefOf(to.paymentResult('ORD-7'))).toBe('/order/payment_result?orderNo=ORD-7')
    expect(hrefOf(to.orderDetail('OM1'))).toBe('/order/order_detail?orderNo=OM1')
    expect(hrefOf(to.reviews('written'))).toBe('/users/evaluation_list?tab=written')
    expect(hrefOf(to.merchant(5))).toBe('/merchant/merchant/home?id=5')
  })

  it('leaves defaults out of the order list link', () => {
    expect(hrefOf(to.orders())).toBe('/users/order_list')
    // No tab is "All" (7); "To pay" (0) is a tab of its own, never the default.
    expect(hrefOf(to.orders({ orderStatus: 7, page: 1 }))).toBe('/users/order_list')
    expect(hrefOf(to.orders({ orderStatus: 0, page: 1 }))).toBe('/users/order_list?orderStatus=0')
    expect(hrefOf(to.orders({ orderStatus: 2, page: 3 }))).toBe('/users/order_list?orderStatus=2&page=3')
  })

  it('builds the invite share link and the user-centre pages’ paths', () => {
    expect(inviteLink('https://shop.example', 'AB12')).toBe('https://shop.example/login?inviteCode=AB12')
    expect(hrefOf(to.notice(9))).toBe('/notices/notice_details?menuCur=1010&notice=9')
    expect(hrefOf(to.notices({ type: 'all', page: 1 }))).toBe('/notices/notice_list')
    expect(hrefOf(to.notices({ type: 'unread', page: 2 }))).toBe('/notices/notice_list?type=unread&page=2')
    expect(hrefOf(to.favourites())).toBe('/users/collection_list')
    expect(hrefOf(to.favourites('shops'))).toBe('/users/collection_list?tab=shops')
    expect(hrefOf(to.coupons())).toBe('/users/coupon_list')
    expect(hrefOf(to.applicationRecord())).toBe('/users/application_record')
    expect(hrefOf(to.merchantSettlement())).toBe('/users/merchant_settled?menuCur=70')
  })
})
