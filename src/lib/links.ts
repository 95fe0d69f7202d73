/**
 * The one link builder for storefront pages (docs/spec.md §2.4–§2.22 (#spec-2-4) routes).
 * - `to.*` returns typed router link options for every screen that is a route of this app: spread them into
 *   `<Link>`, `<AnchorLink>`, `<ButtonLink>` or `<UnstyledLink>` (`~/ui/router-link`), or `navigate(...)`, for
 *   client-side navigation with preloading. A renamed route or a wrong param fails the type check.
 * - `hrefOf(to.x(...))` spells the same options as a site path, for text uses (share links, JSON-LD, redirect
 *   targets, Stripe's return URL): the router's own search serialiser, so both spellings agree.
 * - Every spec page is a route now: a path known only as text (a server menu entry's `pc_url`) opens through
 *   `usePathLink` (`~/ui/router-link`), which navigates client-side when a route matches it.
 */
import { defaultStringifySearch, linkOptions } from '@tanstack/react-router'
import type { PointsLedgerTab, PointsShopSort } from '~/contract'

/** Page 1 stays out of URLs. */
const pageOrNothing = (page?: number) => (page && page > 1 ? page : undefined)

export const to = {
  home: () => linkOptions({ to: '/' }),
  login: (search: { redirect?: string; inviteCode?: string } = {}) => linkOptions({ to: '/login', search }),
  product: (id: number) => linkOptions({ to: '/goods_detail/$id', params: { id: String(id) } }),
  search: (search: { title?: string; cid?: number; pid?: number } = {}) =>
    linkOptions({ to: '/goods/goods_search', search }),
  activity: (search: { id: number; type: number; name: string }) => linkOptions({ to: '/goods/activity_list', search }),
  topProducts: () => linkOptions({ to: '/goods/top_one' }),
  merchant: (id: number) => linkOptions({ to: '/merchant/merchant/home', search: { id } }),
  merchantsOfCategory: (categoryId?: number) => linkOptions({ to: '/merchant/merchant_more', search: { categoryId } }),
  shopStreet: () => linkOptions({ to: '/merchant/merchant_street', search: {} }),
  orderConfirm: (preOrderNo: string) => linkOptions({ to: '/order/order_confirm', search: { preOrderNo } }),
  stripePayment: (search: { clientSecret: string; orderNo: string }) =>
    linkOptions({ to: '/order/stripe_payment', search }),
  paymentResult: (orderNo: string) => linkOptions({ to: '/order/payment_result', search: { orderNo } }),
  cart: () => linkOptions({ to: '/order/shopping_cart' }),
  /**
   * Order list tab 0 "To pay" (O6) … 3 "Completed", then 4 to evaluate, 5 refunds, 6 cancelled, 7 all (the default,
   * left out of the URL); `page` is 1-based.
   */
  orders: (search: { orderStatus?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7; page?: number } = {}) =>
    linkOptions({
      to: '/users/order_list',
      search: {
        orderStatus: search.orderStatus === 7 ? undefined : search.orderStatus,
        page: pageOrNothing(search.page),
      },
    }),
  /** Any order from its number alone (master or merchant, O8/O9). */
  orderDetail: (orderNo: string) => linkOptions({ to: '/order/order_detail', search: { orderNo } }),
  refundConfirm: (orderNo: string) => linkOptions({ to: '/users/refund_confirm', search: { orderNo } }),
  refunds: () => linkOptions({ to: '/users/refund_list' }),
  refundDetail: (refundOrderNo: string) =>
    linkOptions({ to: '/order/refund_detail', search: { orderNo: refundOrderNo } }),
  reviews: (tab?: 'awaiting' | 'written') => linkOptions({ to: '/users/evaluation_list', search: { tab } }),
  addresses: () => linkOptions({ to: '/users/address_list' }),
  favourites: (tab?: 'goods' | 'shops') => linkOptions({ to: '/users/collection_list', search: { tab } }),
  coupons: () => linkOptions({ to: '/users/coupon_list' }),
  account: () => linkOptions({ to: '/users/user_info' }),
  privacyAgreement: () => linkOptions({ to: '/middlewares/privacy_agreement' }),
  /** The about-us page: the shop's intro and video (extension route). */
  aboutUs: () => linkOptions({ to: '/about_us' }),
  /** My points: the summary and the ledger, tab `all` (detail, the default) or `earned`; `page` is 1-based. */
  points: (search: { tab?: PointsLedgerTab; page?: number } = {}) =>
    linkOptions({
      to: '/users/points_info',
      search: { tab: search.tab === 'earned' ? 'earned' : undefined, page: pageOrNothing(search.page) },
    }),
  pointsShop: (search: { sort?: PointsShopSort; page?: number } = {}) =>
    linkOptions({
      to: '/points',
      search: { sort: search.sort === 'default' ? undefined : search.sort, page: pageOrNothing(search.page) },
    }),
  pointsOrderConfirm: (productId: number) =>
    linkOptions({ to: '/points/order/points_order_confirm', search: { productId } }),
  pointsOrders: (search: { page?: number } = {}) =>
    linkOptions({ to: '/users/points_order', search: { page: pageOrNothing(search.page) } }),
  pointsOrderDetail: (orderNo: string) => linkOptions({ to: '/order/points_order_detail', search: { orderNo } }),
  /** The notice list; tab `all` and page 1 stay out of the URL. */
  notices: (search: { type?: 'all' | 'system' | 'service' | 'unread' | 'read'; page?: number } = {}) =>
    linkOptions({
      to: '/notices/notice_list',
      search: {
        type: search.type === 'all' ? undefined : search.type,
        page: search.page && search.page > 1 ? search.page : undefined,
      },
    }),
  /** Route name notices-notice_details (docs/spec.md §2.20 (#spec-2-20)): menuCur 1010 marks the user-centre entry. */
  notice: (id: number) => linkOptions({ to: '/notices/notice_details', search: { menuCur: 1010, notice: id } }),
  /** The merchant settlement form; `from` prefills it from a rejected application. */
  merchantSettlement: (from?: number) => linkOptions({ to: '/users/merchant_settled', search: { menuCur: 70, from } }),
  applicationRecord: () => linkOptions({ to: '/users/application_record' }),
}

interface PathOptions {
  to: string
  params?: Record<string, string>
  search?: Record<string, unknown>
}

/** The site path of link options from `to`: params filled in, search spelled by the router's serialiser. */
export function hrefOf(options: PathOptions): string {
  const path = options.to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''))
  const search = Object.fromEntries(
    Object.entries(options.search ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  )
  return `${path}${defaultStringifySearch(search)}`
}

/** The share link that carries the user's invite code. */
export const inviteLink = (origin: string, inviteCode: string) => `${origin}${hrefOf(to.login({ inviteCode }))}`
