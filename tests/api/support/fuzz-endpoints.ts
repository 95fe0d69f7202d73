/**
 * The API fuzz's table: every endpoint of docs/api.md and of the Hono app, with its path params, query names and
 * body fields (a plausible valid value each, so mutations reach deep into validation). fuzz.test.ts fails when an
 * endpoint is documented or routed but missing here, so a new endpoint is fuzzed or the gate is red.
 */
import { readFileSync } from 'node:fs'
import { ADDRESS_INPUT } from './checkout-fixtures'

export type BodyKind = 'json' | 'text' | 'form' | 'multipart' | 'raw'
export type ParamKind = 'id' | 'orderNo' | 'preOrderNo' | 'mediaKey' | 'shard'

export interface FuzzEndpoint {
  /** As docs/api.md writes it: `GET /api/front/product/detail/{id}`. */
  route: string
  params?: Record<string, ParamKind>
  query?: string[]
  body?: BodyKind
  /** Body fields with a plausible valid value; `$address`, `$preOrder`… are filled in from the fuzz's fixtures. */
  fields?: Record<string, unknown>
  /** Fields that no request may leave valid (the default: all of `fields`); refusing one refuses the request. */
  required?: string[]
  /** The body is a JSON array of `fields` objects (CA3). */
  arrayBody?: boolean
  /**
   * `guest`: fuzzed without a usable session only (with one, a well-formed call would change the account, e.g.
   * logout); otherwise also as a signed-in shopper by cookie and by header token.
   */
  session?: 'guest'
  /** Answers bytes, not an envelope (media). */
  bytes?: boolean
  /** Answers real HTTP statuses (Stripe's webhook; health's 503). */
  httpStatus?: boolean
  /** A server route outside the Hono app (sitemaps, robots.txt): fuzzed through its response function. */
  serverRoute?: boolean
}

const page = ['page', 'limit']
const address = { ...ADDRESS_INPUT, isDefault: false }
const newPassword = { captcha: '123456', newPassword: 'Secret123', passwordAgain: 'Secret123' }

export const FUZZ_ENDPOINTS: FuzzEndpoint[] = [
  // ---- home, catalogue, shops ----
  { route: 'GET /api/pc/home/index' },
  { route: 'GET /api/pc/login/getLoginPic' },
  { route: 'GET /api/front/product/category' },
  { route: 'GET /api/front/product/adCategory' },
  { route: 'GET /api/front/index/product', query: page },
  { route: 'GET /api/front/product/leaderboard' },
  { route: 'GET /api/front/search/keyword' },
  { route: 'GET /api/front/search/suggest', query: ['keyword'] },
  { route: 'GET /api/front/activity/index/list' },
  { route: 'GET /api/front/merchant/all/type/list' },
  { route: 'GET /api/front/merchant/all/category/list' },
  { route: 'GET /api/front/merchant/street', query: page },
  {
    route: 'GET /api/front/merchant/search/list',
    query: ['keyword', 'keywords', 'page', 'pages', 'limit', 'typeId', 'categoryId', 'cid', 'pid'],
  },
  { route: 'GET /api/front/merchant/index/info/{id}', params: { id: 'id' } },
  { route: 'GET /api/front/merchant/detail/{id}', params: { id: 'id' } },
  { route: 'GET /api/front/merchant/customer/service/info/{id}', params: { id: 'id' } },
  {
    route: 'GET /api/front/product/merchant/pro/list',
    query: ['merId', 'cid', 'keyword', 'minPrice', 'maxPrice', 'priceOrder', 'salesOrder', ...page],
  },
  { route: 'GET /api/front/product/merchant/{merId}/category/list', params: { merId: 'id' } },
  { route: 'GET /api/front/activity/list/{id}', params: { id: 'id' }, query: page },
  { route: 'GET /api/pc/activity/detail/{id}', params: { id: 'id' }, query: ['type', 'aid'] },
  { route: 'GET /api/front/coupons', query: ['merId', 'useType', 'productId', ...page] },
  {
    route: 'GET /api/front/product/list',
    query: ['keyword', 'cid', 'pid', 'merId', 'minPrice', 'maxPrice', 'priceOrder', 'salesOrder', 'newOrder', ...page],
  },
  { route: 'GET /api/front/product/detail/{id}', params: { id: 'id' } },
  {
    route: 'GET /api/front/product/shipping/{id}',
    params: { id: 'id' },
    query: ['country', 'attrValueId', 'quantity'],
  },
  { route: 'GET /api/front/currency/rates' },
  { route: 'GET /api/front/product/reply/list/{id}', params: { id: 'id' }, query: ['type', ...page] },
  { route: 'GET /api/front/product/reply/config/{id}', params: { id: 'id' } },
  { route: 'GET /sitemap.xml', serverRoute: true, bytes: true },
  { route: 'GET /sitemaps/{name}.xml', params: { name: 'shard' }, serverRoute: true, bytes: true },
  { route: 'GET /feeds/merchant-center.xml', query: ['locale', 'shop'], serverRoute: true, bytes: true },
  { route: 'GET /robots.txt', serverRoute: true, bytes: true },
  { route: 'GET /media/{key}', params: { key: 'mediaKey' }, bytes: true },
  { route: 'GET /media/uploads/{key}', params: { key: 'mediaKey' }, bytes: true },
  { route: 'GET /api/health', httpStatus: true },
  // ---- sign-in, codes, passwords ----
  { route: 'GET /api/front/login/method/info' },
  { route: 'POST /api/front/login/email', body: 'json', fields: { email: '$email', password: 'Demo12345' } },
  {
    route: 'POST /api/front/login/mobile/password',
    body: 'json',
    fields: { countryCode: '+7', phone: '9001234567', password: 'Demo12345' },
  },
  {
    route: 'POST /api/front/login/mobile/captcha',
    body: 'json',
    fields: { countryCode: '+7', phone: '9001234567', captcha: '123456' },
  },
  { route: 'POST /api/front/login/email/captcha', body: 'text', fields: { email: 'fuzz.new@example.com' } },
  { route: 'POST /api/front/login/email/forget/password', body: 'text', fields: { email: '$email' } },
  { route: 'POST /api/front/login/sendCode', body: 'form', fields: { countryCode: '+7', phone: '9001234567' } },
  { route: 'POST /api/front/captcha/phone/password' },
  { route: 'POST /api/front/captcha/email/password' },
  {
    route: 'POST /api/front/login/register/email',
    body: 'json',
    fields: { email: 'fuzz.new@example.com', captcha: '123456', password: 'Secret123', inviteCode: '' },
    required: ['email', 'captcha', 'password'],
  },
  {
    route: 'POST /api/front/login/register/mobile',
    body: 'json',
    fields: { countryCode: '+7', phone: '9001234599', captcha: '123456', password: 'Secret123', inviteCode: '' },
    required: ['countryCode', 'phone', 'captcha', 'password'],
  },
  {
    route: 'POST /api/front/login/register/visitor',
    body: 'json',
    fields: { countryCode: '+7', email: 'fuzz.tourist@example.com', phone: '' },
    required: ['email'],
  },
  { route: 'POST /api/front/login/email/reset/password', body: 'json', fields: { email: '$email', ...newPassword } },
  { route: 'POST /api/front/user/phone/update/password', body: 'json', fields: newPassword },
  { route: 'POST /api/front/user/email/update/password', body: 'json', fields: newPassword },
  { route: 'GET /api/front/login/twitter/request/token', query: ['end'] },
  // Each well-formed call draws a picture (a `verification_codes` row of purpose `image`, dropped before the checksum).
  { route: 'GET /api/front/captcha/image', session: 'guest' },
  { route: 'POST /api/front/user/bind/email/captcha', body: 'json', fields: { email: 'fuzz.bind@example.com' } },
  {
    route: 'POST /api/front/user/bind/email',
    body: 'json',
    fields: { email: 'fuzz.bind@example.com', captcha: '123456' },
  },
  {
    route: 'POST /api/front/user/bind/phone/captcha',
    body: 'json',
    fields: { countryCode: '+7', phone: '9001234588' },
  },
  {
    route: 'POST /api/front/user/bind/phone',
    body: 'json',
    fields: { countryCode: '+7', phone: '9001234588', captcha: '123456' },
  },
  {
    route: 'POST /api/front/login/twitter',
    body: 'json',
    fields: { oauthToken: 'a', oauthTokenSecret: 'b', oauthVerifier: 'c' },
  },
  { route: 'POST /api/front/login/google', body: 'json', fields: { idToken: 'a.b.c' } },
  { route: 'POST /api/front/login/facebook', body: 'json', fields: { accessToken: 'EAAB' } },
  { route: 'GET /api/front/login/logout', session: 'guest' },
  { route: 'POST /api/front/login/logout', session: 'guest' },
  { route: 'POST /api/front/login/token/is/exist' },
  { route: 'GET /api/front/user/info' },
  { route: 'GET /api/front/user/menu/user' },
  { route: 'GET /api/front/dev/outbox', query: ['to', 'limit'] },
  // ---- profile, addresses, uploads ----
  {
    route: 'POST /api/front/user/edit',
    body: 'json',
    fields: { nickname: 'Fuzz', avatar: '' },
    required: ['nickname'],
  },
  { route: 'GET /api/front/address/list', query: page },
  { route: 'GET /api/front/address/detail/{id}', params: { id: 'id' } },
  {
    route: 'POST /api/front/address/edit',
    body: 'json',
    fields: { id: '$address', ...address },
    required: ['realName', 'email', 'phone', 'country', 'detail', 'postCode'],
  },
  { route: 'POST /api/front/address/default/set', body: 'json', fields: { id: '$address' } },
  { route: 'POST /api/front/address/del', body: 'json', fields: { id: '$address' } },
  { route: 'GET /api/pc/address/all/list' },
  { route: 'POST /api/front/address/ip/info' },
  { route: 'POST /api/front/upload/image', body: 'multipart', query: ['model'] },
  // ---- notices, coupons, favourites ----
  // ---- support chat ----
  { route: 'POST /api/front/chat/conversation', body: 'json', fields: { merId: 0 } },
  { route: 'GET /api/front/chat/messages', query: ['conversationId', ...page] },
  {
    route: 'POST /api/front/chat/send',
    body: 'json',
    fields: { conversationId: 1, type: 'text', content: 'Hello' },
    required: ['conversationId', 'content'],
  },
  { route: 'GET /api/front/chat/stream', query: ['conversationId', 'lastEventId'] },
  { route: 'GET /api/front/notice/list', query: ['type', 'isRead', 'kind', ...page] },
  { route: 'GET /api/front/notice/detail/{id}', params: { id: 'id' } },
  { route: 'GET /api/front/notice/unread/count' },
  { route: 'POST /api/front/notice/read', body: 'json', fields: { ids: [1] } },
  { route: 'POST /api/front/coupon/receive', body: 'json', fields: { couponId: '$coupon' } },
  { route: 'GET /api/front/coupon/list', query: ['type', 'useType', ...page] },
  {
    route: 'POST /api/front/collect/add/product',
    body: 'json',
    fields: { id: '$product', category: 'store' },
    required: ['id'],
  },
  { route: 'POST /api/front/collect/cancel/{productId}', params: { productId: 'id' } },
  { route: 'POST /api/front/collect/add/merchant/{merId}', params: { merId: 'id' } },
  { route: 'POST /api/front/collect/cancel/merchant/{merId}', params: { merId: 'id' } },
  { route: 'GET /api/front/collect/product/list', query: page },
  { route: 'GET /api/front/collect/merchant/list', query: page },
  // ---- cart, checkout, orders, payments, points ----
  { route: 'GET /api/front/cart/count', query: ['numType', 'type'] },
  { route: 'GET /api/front/cart/list', query: ['isValid'] },
  {
    route: 'POST /api/front/cart/save',
    body: 'json',
    arrayBody: true,
    fields: { productId: '$product', cartNum: 1, productAttrUnique: '$sku' },
  },
  { route: 'POST /api/front/cart/num', body: 'json', fields: { id: '$cartLine', number: 2 } },
  { route: 'POST /api/front/cart/delete', body: 'json', fields: { ids: ['$cartLine'] } },
  {
    route: 'POST /api/front/cart/resetcart',
    body: 'json',
    fields: { id: '$cartLine', productId: '$product', unique: '$sku', num: 1 },
  },
  {
    route: 'POST /api/front/order/pre/order',
    body: 'json',
    fields: { preOrderType: 'buyNow', orderDetails: [{ attrValueId: '$sku', productId: '$product', productNum: 1 }] },
  },
  { route: 'GET /api/front/order/load/pre/{preOrderNo}', params: { preOrderNo: 'preOrderNo' } },
  { route: 'GET /api/front/coupons/order/{preOrderNo}', params: { preOrderNo: 'preOrderNo' } },
  {
    route: 'POST /api/front/order/computed/price',
    body: 'json',
    fields: { preOrderNo: '$preOrder', addressId: '$address', couponId: '', couponIds: [], isUseIntegral: false },
  },
  {
    route: 'POST /api/front/order/create',
    body: 'json',
    fields: {
      preOrderNo: '$preOrder',
      addressId: '$address',
      couponId: '',
      isUseIntegral: false,
      payType: 'cod',
      payChannel: 'pc',
      mark: 'Fuzz',
    },
    required: ['preOrderNo', 'addressId'],
  },
  { route: 'GET /api/front/order/data' },
  { route: 'GET /api/front/order/await/pay/list', query: page },
  { route: 'GET /api/front/order/list', query: ['type', ...page] },
  { route: 'GET /api/front/order/master/detail/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'GET /api/front/order/detail/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'POST /api/front/order/cancel/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'GET /api/front/order/express/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'POST /api/front/order/take/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'POST /api/front/order/delete/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'GET /api/front/order/apply/refund/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'GET /api/front/order/refund/reason' },
  // ---- merchant settlement ----
  {
    route: 'POST /api/front/captcha/email/merchant/settled',
    body: 'text',
    fields: { email: 'fuzz-settle@shop.example' },
  },
  {
    route: 'POST /api/front/merchant/settled/apply',
    body: 'json',
    fields: {
      name: 'Fuzz Ltd',
      realName: 'Fuzz Tester',
      countryCode: '+7',
      phone: '9001234567',
      email: 'fuzz-settle@shop.example',
      captcha: '123456',
      categoryId: 1,
      typeId: 1,
      handlingFee: '0.01',
      qualificationPicture: '["/media/uploads/2026/01/fuzz.png"]',
      agreement: true,
    },
    required: ['name', 'realName', 'phone', 'email', 'captcha', 'categoryId', 'typeId', 'qualificationPicture'],
  },
  { route: 'GET /api/front/merchant/settled/record', query: page },
  { route: 'GET /api/front/merchant/settled/record/{id}', params: { id: 'id' } },
  { route: 'GET /api/front/merchant/settled/agreement' },
  {
    route: 'POST /api/front/order/refund',
    body: 'json',
    fields: {
      orderNo: '$order',
      text: 'Changed my mind',
      refund_reason_wap_explain: 'Fuzz',
      refund_reason_wap_img: '',
      items: [{ orderInfoId: 1, num: 1 }],
    },
    required: ['orderNo', 'text'],
  },
  { route: 'GET /api/front/order/refund/list', query: page },
  { route: 'GET /api/front/order/refund/detail/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'GET /api/front/order/reply/list', query: ['type', ...page] },
  {
    route: 'POST /api/front/order/comment',
    body: 'json',
    fields: { orderInfoId: 1, orderNo: '$order', star: 5, serviceStar: 4, comment: 'Fuzz', pics: '' },
    required: ['orderInfoId', 'orderNo', 'star', 'comment'],
  },
  // The operator endpoint: refused here (no loopback socket), whatever the body; it must never answer 500.
  {
    route: 'POST /api/ops/run',
    body: 'json',
    fields: { command: 'ship', orderNo: '$order', delivery: { type: 'virtual' } },
  },
  { route: 'GET /api/front/pay/method' },
  {
    route: 'POST /api/front/pay/payment',
    body: 'json',
    fields: { orderNo: '$order', payType: 'cod', payChannel: 'pc', payVoucher: '', payVoucherNote: '' },
    required: ['orderNo'],
  },
  { route: 'GET /api/front/pay/result/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'POST /api/front/pay/stripe/webhook', body: 'raw', httpStatus: true },
  { route: 'POST /api/front/pay/paypal/webhook', body: 'raw', httpStatus: true },
  {
    route: 'POST /api/front/pay/paypal/success',
    body: 'json',
    fields: { payerID: 'PAYER1', token: 'ABC123' },
    required: ['token'],
  },
  { route: 'GET /api/front/pay/query/wechat/pay/result/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'GET /api/front/pay/query/upi/pay/result/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'GET /api/front/integral/user' },
  { route: 'GET /api/front/integral/list', query: [...page, 'type'] },
  { route: 'GET /api/front/integral/product/list', query: [...page, 'sort'] },
  { route: 'GET /api/front/integral/product/{id}', params: { id: 'id' } },
  {
    route: 'POST /api/front/integral/order/create',
    body: 'json',
    fields: { productId: 1, num: 1, addressId: '$address' },
  },
  { route: 'GET /api/front/integral/order/list', query: page },
  { route: 'GET /api/front/integral/order/detail/{orderNo}', params: { orderNo: 'orderNo' } },
  { route: 'POST /api/front/integral/order/take/{orderNo}', params: { orderNo: 'orderNo' } },
]

/** `GET /api/front/product/detail/{}`: the shape shared by docs (`{id}`) and Hono (`:id`, `*`) paths. */
export const routeShape = (route: string) => route.replace(/\{[^}]+\}|:[A-Za-z]+|\*/g, '{}').replace(/\?.*$/, '')

/** Every `METHOD \`/path\`` of docs/api.md (a table cell may list several paths after one method). */
export function documentedRoutes(file = 'docs/api.md'): string[] {
  const text = readFileSync(file, 'utf8')
  const routes = new Set<string>()
  for (const match of text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\s+((?:`\/[^`]*`(?:,\s*)?)+)/g)) {
    for (const path of match[2].matchAll(/`(\/[^`]*)`/g)) routes.add(routeShape(`${match[1]} ${path[1]}`))
  }
  return [...routes].sort()
}
