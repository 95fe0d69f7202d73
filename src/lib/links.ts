/**
 * The one link builder for storefront pages (spec §2 routes).
 * - `to.*` returns typed router link options for the screens that exist: spread them into `<Link>`,
 *   `<AnchorLink>` or `<ButtonLink>` (`~/ui/router-link`) for client-side navigation with preloading.
 * - `links.*` returns plain site paths: for pages later issues build, and for text uses (share links, sitemaps).
 */
import { linkOptions } from '@tanstack/react-router'
const qs = (params: Record<string, string | number | undefined | null>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const links = {
  home: () => '/',
  login: (params: { redirect?: string; inviteCode?: string } = {}) => `/login${qs(params)}`,
  product: (id: number) => `/goods_detail/${id}`,
  search: (params: { title?: string; cid?: number; pid?: number } = {}) => `/goods/goods_search${qs(params)}`,
  activity: (params: { id: number; type: number; name: string }) => `/goods/activity_list${qs(params)}`,
  topProducts: () => '/goods/top_one',
  merchant: (id: number) => `/merchant/merchant/home${qs({ id })}`,
  merchantsOfCategory: (categoryId?: number) => `/merchant/merchant_more${qs({ categoryId })}`,
  shopStreet: () => '/merchant/merchant_street',
  cart: () => '/order/shopping_cart',
  orderConfirm: (preOrderNo: string) => `/order/order_confirm${qs({ preOrderNo })}`,
  paymentResult: (orderNo: string) => `/order/payment_result${qs({ orderNo })}`,
  /** Master orders (unpaid) use orderStatus 0; merchant orders 1..3 (front-api §3.10 O8/O9). */
  orderDetail: (orderNo: string, orderStatus = 0) => `/order/order_detail${qs({ orderNo, orderStatus })}`,
  orders: () => '/users/order_list',
  pointsOrders: () => '/users/points_order',
  points: () => '/users/points_info',
  pointsShop: () => '/points',
  reviews: () => '/users/evaluation_list',
  favourites: () => '/users/collection_list',
  addresses: () => '/users/address_list',
  coupons: () => '/users/coupon_list',
  account: () => '/users/user_info',
  merchantSettlement: () => '/users/merchant_settled?menuCur=70',
  notices: () => '/notices/notice_list',
  notice: (id: number) => `/notices/notice_details${qs({ menuCur: 1010, notice: id })}`,
  privacyAgreement: () => '/middlewares/privacy_agreement',
}

/** The share link that carries the user's invite code. */
export const inviteLink = (origin: string, inviteCode: string) => `${origin}${links.login({ inviteCode })}`

/** Typed link options for the screens that exist as routes. */
export const to = {
  home: () => linkOptions({ to: '/' }),
  product: (id: number) => linkOptions({ to: '/goods_detail/$id', params: { id: String(id) } }),
  search: (search: { title?: string; cid?: number; pid?: number } = {}) =>
    linkOptions({ to: '/goods/goods_search', search }),
  activity: (search: { id: number; type: number; name: string }) => linkOptions({ to: '/goods/activity_list', search }),
  topProducts: () => linkOptions({ to: '/goods/top_one' }),
  merchant: (id: number) => linkOptions({ to: '/merchant/merchant/home', search: { id } }),
  merchantsOfCategory: (categoryId?: number) => linkOptions({ to: '/merchant/merchant_more', search: { categoryId } }),
  shopStreet: () => linkOptions({ to: '/merchant/merchant_street', search: {} }),
  orderConfirm: (preOrderNo: string) => linkOptions({ to: '/order/order_confirm', search: { preOrderNo } }),
  stripePayment: (search: { clientSecret: string; orderNo: string }) => linkOptions({ to: '/order/stripe_payment', search }),
  paymentResult: (orderNo: string) => linkOptions({ to: '/order/payment_result', search: { orderNo } }),
  cart: () => linkOptions({ to: '/order/shopping_cart' }),
  /** Order list tab 0 "To pay" (O6) … 3 "Completed"; `page` is 1-based. */
  orders: (search: { orderStatus?: 0 | 1 | 2 | 3; page?: number } = {}) =>
    linkOptions({ to: '/users/order_list', search: { orderStatus: search.orderStatus ?? 0, page: search.page && search.page > 1 ? search.page : undefined } }),
  /** orderStatus 0: the master order (O8); 1..3: a merchant order (O9). */
  orderDetail: (search: { orderNo: string; orderStatus?: 0 | 1 | 2 | 3 }) =>
    linkOptions({ to: '/order/order_detail', search: { orderNo: search.orderNo, orderStatus: search.orderStatus ?? 0 } }),
}
