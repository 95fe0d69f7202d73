/**
 * The IDOR table: one row per owner-scoped route of the embedded API. Each row says which requests a stranger
 * (another shopper, then a guest) makes against shopper A's objects. tests/api/idor.test.ts finds the
 * owner-scoped routes from the app itself and fails when one has no row here, so a new endpoint adds its row.
 */
import { expect } from 'vitest'
import type { OwnerObjects, Person } from './idor-owner'
import { tinyPng } from './idor-owner'

export interface Attempt {
  method?: 'GET' | 'POST'
  path: string
  json?: unknown
  form?: () => FormData
  /** The stranger must be refused outright: a success would act on A's object even if its answer shows nothing. */
  refused?: boolean
  /** Afterwards A makes the same call and gets it (HTTP 200 / code 200): the attempt aimed at something real. */
  ownerGets?: boolean
  /** A file, not an envelope: strangers must get HTTP 401, 403 or 404. */
  file?: boolean
}

export interface IdorRow {
  /** Method and path exactly as the Hono app lists them (`createApi().routes`). */
  route: string
  /** `stranger` is null for the guest; rows that need the stranger's own object skip those attempts then. */
  attempts: (a: OwnerObjects, stranger: Person | null) => Attempt[]
  /** What a stranger's successful answer must look like where A's data carries no text marker (counts, flags). */
  strangerSees?: (data: never, a: OwnerObjects) => void
}

const post = (path: string, json?: unknown, extra: Partial<Attempt> = {}): Attempt => ({
  method: 'POST',
  path,
  json,
  ...extra,
})
const get = (path: string, extra: Partial<Attempt> = {}): Attempt => ({ method: 'GET', path, ...extra })

const addressBody = (id: number) => ({
  id,
  realName: 'Mallory',
  email: 'mallory@evil.example',
  phone: '9001234567',
  countryCode: 7,
  country: 'Russia',
  detail: 'Elsewhere 1',
  postCode: '125009',
  isDefault: true,
})

const emptyList = (data: { list: unknown[] }) => expect(data.list).toEqual([])

export const IDOR_ROWS: IdorRow[] = [
  // ---- addresses ----
  { route: 'GET /api/front/address/list', attempts: () => [get('/api/front/address/list', { ownerGets: true })] },
  {
    route: 'GET /api/front/address/detail/:id',
    attempts: (a) => [get(`/api/front/address/detail/${a.addressId}`, { ownerGets: true })],
  },
  { route: 'GET /api/pc/address/all/list', attempts: () => [get('/api/pc/address/all/list', { ownerGets: true })] },
  {
    route: 'POST /api/front/address/edit',
    attempts: (a) => [
      post('/api/front/address/edit', addressBody(a.addressId)),
      post('/api/front/address/edit', addressBody(a.otherAddressId)),
    ],
  },
  {
    route: 'POST /api/front/address/default/set',
    attempts: (a) => [post('/api/front/address/default/set', { id: a.otherAddressId }, { refused: true })],
  },
  {
    route: 'POST /api/front/address/del',
    attempts: (a) => [post('/api/front/address/del', { id: a.addressId }, { refused: true })],
  },
  // Locates the caller's own IP address: it reads no stored row, so the row only checks that nothing of A's shows.
  { route: 'POST /api/front/address/ip/info', attempts: () => [post('/api/front/address/ip/info')] },

  // ---- cart ----
  {
    route: 'GET /api/front/cart/count',
    attempts: () => [
      get('/api/front/cart/count', { ownerGets: true }),
      get('/api/front/cart/count?numType=false&type=sum'),
    ],
    strangerSees: (data: { count: number }) => expect(data.count).toBe(0),
  },
  {
    route: 'GET /api/front/cart/list',
    attempts: () => [get('/api/front/cart/list', { ownerGets: true }), get('/api/front/cart/list?isValid=false')],
    strangerSees: (data: unknown[]) => expect(data).toEqual([]),
  },
  // Saving is always into the caller's own cart; the row checks A's cart is untouched.
  {
    route: 'POST /api/front/cart/save',
    attempts: (a) => [
      post('/api/front/cart/save', [{ productId: a.sku.productId, cartNum: 1, productAttrUnique: a.sku.skuId }]),
    ],
  },
  {
    route: 'POST /api/front/cart/num',
    attempts: (a) => [post('/api/front/cart/num', { id: a.cartLineId, number: 9 }, { refused: true })],
  },
  { route: 'POST /api/front/cart/delete', attempts: (a) => [post('/api/front/cart/delete', { ids: [a.cartLineId] })] },
  {
    route: 'POST /api/front/cart/resetcart',
    attempts: (a) => [
      post(
        '/api/front/cart/resetcart',
        { id: a.cartLineId, productId: a.sku.productId, unique: a.sku.skuId, num: 5 },
        { refused: true },
      ),
    ],
  },

  // ---- checkout ----
  {
    route: 'POST /api/front/order/pre/order',
    attempts: (a) => [
      post(
        '/api/front/order/pre/order',
        { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: a.cartLineId }] },
        { refused: true },
      ),
    ],
  },
  {
    route: 'GET /api/front/order/load/pre/:preOrderNo',
    attempts: (a) => [get(`/api/front/order/load/pre/${a.preOrderNo}`, { ownerGets: true })],
  },
  {
    route: 'GET /api/front/coupons/order/:preOrderNo',
    attempts: (a) => [get(`/api/front/coupons/order/${a.preOrderNo}`, { ownerGets: true })],
  },
  {
    route: 'POST /api/front/order/computed/price',
    attempts: (a) => [
      post('/api/front/order/computed/price', { preOrderNo: a.preOrderNo, addressId: a.addressId }, { refused: true }),
      post(
        '/api/front/order/computed/price',
        { preOrderNo: a.preOrderNo, couponId: a.heldCouponId },
        { refused: true },
      ),
    ],
  },
  {
    route: 'POST /api/front/order/create',
    attempts: (a) => [
      post(
        '/api/front/order/create',
        { preOrderNo: a.preOrderNo, addressId: a.addressId, payType: 'bank', payChannel: 'pc' },
        { refused: true },
      ),
      post(
        '/api/front/order/create',
        { preOrderNo: a.preOrderNo, payType: 'cod', payChannel: 'pc' },
        { refused: true },
      ),
    ],
  },

  // ---- orders ----
  {
    route: 'GET /api/front/order/data',
    attempts: () => [get('/api/front/order/data', { ownerGets: true })],
    strangerSees: (data: Record<string, number>) =>
      expect(
        Object.values(data).every((n) => n === 0),
        JSON.stringify(data),
      ).toBe(true),
  },
  {
    route: 'GET /api/front/order/await/pay/list',
    attempts: () => [get('/api/front/order/await/pay/list', { ownerGets: true })],
    strangerSees: emptyList,
  },
  {
    route: 'GET /api/front/order/list',
    attempts: () => [
      get('/api/front/order/list', { ownerGets: true }),
      get('/api/front/order/list?type=1'),
      get('/api/front/order/list?type=2&page=1&limit=50'),
    ],
    strangerSees: emptyList,
  },
  {
    route: 'GET /api/front/order/master/detail/:orderNo',
    attempts: (a) => [
      get(`/api/front/order/master/detail/${a.orderNo}`, { ownerGets: true }),
      get(`/api/front/order/master/detail/${a.bankOrderNo}`, { ownerGets: true }),
    ],
  },
  {
    route: 'GET /api/front/order/detail/:orderNo',
    attempts: (a) => [get(`/api/front/order/detail/${a.merchantOrderNo}`, { ownerGets: true })],
  },
  {
    route: 'POST /api/front/order/cancel/:orderNo',
    attempts: (a) => [
      post(`/api/front/order/cancel/${a.orderNo}`, undefined, { refused: true }),
      post(`/api/front/order/cancel/${a.merchantOrderNo}`, undefined, { refused: true }),
    ],
  },

  {
    route: 'GET /api/front/order/express/:orderNo',
    attempts: (a) => [
      get(`/api/front/order/express/${a.paidMerchantOrderNo}`, { ownerGets: true }),
      get(`/api/front/order/express/${a.orderNo}`, { ownerGets: true }),
    ],
  },
  {
    route: 'POST /api/front/order/take/:orderNo',
    attempts: (a) => [post(`/api/front/order/take/${a.paidMerchantOrderNo}`, undefined, { refused: true })],
  },
  {
    route: 'POST /api/front/order/delete/:orderNo',
    attempts: (a) => [
      post(`/api/front/order/delete/${a.paidMerchantOrderNo}`, undefined, { refused: true }),
      post(`/api/front/order/delete/${a.orderNo}`, undefined, { refused: true }),
    ],
  },

  // ---- refunds ----
  {
    route: 'GET /api/front/order/apply/refund/:orderNo',
    attempts: (a) => [get(`/api/front/order/apply/refund/${a.paidMerchantOrderNo}`, { refused: true })],
  },
  {
    route: 'GET /api/front/order/refund/reason',
    attempts: () => [get('/api/front/order/refund/reason', { ownerGets: true })],
  },
  {
    route: 'POST /api/front/order/refund',
    attempts: (a) => [
      post('/api/front/order/refund', { orderNo: a.paidMerchantOrderNo, text: 'Mine now' }, { refused: true }),
      post(
        '/api/front/order/refund',
        { orderNo: a.merchantOrderNo, text: 'Mine now', refund_reason_wap_img: a.voucherPath },
        { refused: true },
      ),
    ],
  },
  {
    route: 'GET /api/front/order/refund/list',
    attempts: () => [get('/api/front/order/refund/list', { ownerGets: true })],
    strangerSees: emptyList,
  },
  {
    route: 'GET /api/front/order/refund/detail/:refundOrderNo',
    attempts: (a) => [get(`/api/front/order/refund/detail/${a.refundOrderNo}`, { ownerGets: true })],
  },

  // ---- reviews ----
  {
    route: 'GET /api/front/order/reply/list',
    attempts: () => [
      get('/api/front/order/reply/list', { ownerGets: true }),
      get('/api/front/order/reply/list?type=1', { ownerGets: true }),
    ],
    strangerSees: emptyList,
  },
  {
    route: 'POST /api/front/order/comment',
    attempts: (a) => [
      post(
        '/api/front/order/comment',
        { orderInfoId: a.orderItemId, orderNo: a.paidMerchantOrderNo, star: 1, comment: 'Not mine' },
        { refused: true },
      ),
    ],
  },

  // ---- payments ----
  {
    route: 'POST /api/front/pay/payment',
    attempts: (a) => [
      post('/api/front/pay/payment', { orderNo: a.orderNo, payType: 'cod', payChannel: 'pc' }, { refused: true }),
      post(
        '/api/front/pay/payment',
        { orderNo: a.orderNo, payType: 'bank', payChannel: 'pc', payVoucher: a.proofPath, payVoucherNote: 'Paid' },
        { refused: true },
      ),
    ],
  },
  {
    route: 'GET /api/front/pay/result/:orderNo',
    attempts: (a) => [
      get(`/api/front/pay/result/${a.bankOrderNo}`, { ownerGets: true }),
      get(`/api/front/pay/result/${a.orderNo}`, { ownerGets: true }),
    ],
  },
  // The proof of A's bank transfer, A's refund voucher and A's chat image are private: only A (and the operator CLI) may read them.
  {
    route: 'GET /media/uploads/*',
    attempts: (a) => [
      get(a.proofPath, { file: true, ownerGets: true }),
      get(a.voucherPath, { file: true, ownerGets: true }),
      get(a.chatImagePath, { file: true, ownerGets: true }),
      get(a.qualificationPath, { file: true, ownerGets: true }),
    ],
  },

  // ---- support chat ----
  // Opening is always the caller's own conversation (a new one for a stranger): A's messages must not show.
  {
    route: 'POST /api/front/chat/conversation',
    attempts: () => [post('/api/front/chat/conversation', { merId: 0 }, { ownerGets: true })],
  },
  {
    route: 'GET /api/front/chat/messages',
    attempts: (a) => [
      get(`/api/front/chat/messages?conversationId=${a.conversationId}`, { refused: true, ownerGets: true }),
    ],
  },
  {
    route: 'GET /api/front/chat/stream',
    attempts: (a) => [get(`/api/front/chat/stream?conversationId=${a.conversationId}`, { refused: true })],
  },
  {
    route: 'POST /api/front/chat/send',
    attempts: (a) => [
      post(
        '/api/front/chat/send',
        { conversationId: a.conversationId, content: 'Hello from Mallory' },
        { refused: true },
      ),
      post(
        '/api/front/chat/send',
        { conversationId: a.conversationId, type: 'image', content: a.chatImagePath },
        { refused: true },
      ),
    ],
  },

  // ---- coupons ----
  {
    route: 'GET /api/front/coupons',
    attempts: () => [get('/api/front/coupons?limit=50', { ownerGets: true })],
    strangerSees: (data: { list: { isUse: boolean }[] }) => expect(data.list.filter((c) => c.isUse)).toEqual([]),
  },
  // Taking a coupon is always for the caller; A's held coupons must stay as they are.
  {
    route: 'POST /api/front/coupon/receive',
    attempts: (a) => [post('/api/front/coupon/receive', { couponId: a.receivedCouponId })],
  },
  // CP4: A's held coupons (the marker name) never show in another's list, usable or not.
  {
    route: 'GET /api/front/coupon/list',
    attempts: () => [
      get('/api/front/coupon/list', { ownerGets: true }),
      get('/api/front/coupon/list?type=unusable&useType=1', { ownerGets: true }),
    ],
    strangerSees: emptyList,
  },

  // ---- favourites ----
  {
    route: 'POST /api/front/collect/add/product',
    attempts: (a) => [post('/api/front/collect/add/product', { id: a.favouriteProductId, category: 'store' })],
  },
  {
    route: 'POST /api/front/collect/cancel/:productId',
    attempts: (a) => [post(`/api/front/collect/cancel/${a.favouriteProductId}`)],
  },
  {
    route: 'POST /api/front/collect/add/merchant/:merId',
    attempts: (a) => [post(`/api/front/collect/add/merchant/${a.followedMerchantId}`)],
  },
  {
    route: 'POST /api/front/collect/cancel/merchant/:merId',
    attempts: (a) => [post(`/api/front/collect/cancel/merchant/${a.followedMerchantId}`)],
  },
  {
    route: 'GET /api/front/collect/product/list',
    attempts: () => [get('/api/front/collect/product/list', { ownerGets: true })],
    strangerSees: emptyList,
  },
  {
    route: 'GET /api/front/collect/merchant/list',
    attempts: () => [get('/api/front/collect/merchant/list', { ownerGets: true })],
    strangerSees: emptyList,
  },
  {
    route: 'GET /api/front/product/detail/:id',
    attempts: (a) => [get(`/api/front/product/detail/${a.favouriteProductId}`, { ownerGets: true })],
    strangerSees: (data: { userCollect: boolean; merchantInfo: { isCollect: boolean } }) => {
      expect(data.userCollect).toBe(false)
      expect(data.merchantInfo.isCollect).toBe(false)
    },
  },
  {
    route: 'GET /api/front/merchant/index/info/:id',
    attempts: (a) => [get(`/api/front/merchant/index/info/${a.followedMerchantId}`, { ownerGets: true })],
    strangerSees: (data: { isCollect: boolean }) => expect(data.isCollect).toBe(false),
  },

  // ---- notices, points ----
  {
    route: 'GET /api/front/notice/list',
    attempts: () => [
      get('/api/front/notice/list', { ownerGets: true }),
      get('/api/front/notice/list?kind=system&isRead=false'),
      get('/api/front/notice/list?type=unread'),
    ],
  },
  // A stranger cannot open (and so mark read) A's personal notice, nor mark it read: nothing of A's becomes read.
  {
    route: 'GET /api/front/notice/detail/:id',
    attempts: (a) => [get(`/api/front/notice/detail/${a.noticeId}`, { refused: true, ownerGets: true })],
  },
  {
    route: 'POST /api/front/notice/read',
    attempts: (a) => [post('/api/front/notice/read', { ids: [a.noticeId] })],
    strangerSees: (data: { count: number }) => expect(data.count).toBe(0),
  },
  {
    route: 'GET /api/front/notice/unread/count',
    attempts: () => [get('/api/front/notice/unread/count', { ownerGets: true })],
  },
  {
    route: 'GET /api/front/integral/user',
    attempts: () => [get('/api/front/integral/user', { ownerGets: true })],
    strangerSees: (data: { integral: number }) => expect(data.integral).toBe(0),
  },
  {
    route: 'GET /api/front/integral/list',
    attempts: () => [get('/api/front/integral/list', { ownerGets: true }), get('/api/front/integral/list?type=earned')],
    strangerSees: emptyList,
  },
  // The points shop's goods are the same for everyone; the rows check that nothing of A's shows in them.
  {
    route: 'GET /api/front/integral/product/list',
    attempts: () => [get('/api/front/integral/product/list', { ownerGets: true })],
  },
  {
    route: 'GET /api/front/integral/product/:id',
    attempts: () => [get('/api/front/integral/product/1', { ownerGets: true })],
  },
  {
    route: 'POST /api/front/integral/order/create',
    attempts: (a) => [
      post('/api/front/integral/order/create', { productId: 1, num: 1, addressId: a.addressId }, { refused: true }),
    ],
  },
  {
    route: 'GET /api/front/integral/order/list',
    attempts: () => [get('/api/front/integral/order/list', { ownerGets: true })],
    strangerSees: emptyList,
  },
  {
    route: 'GET /api/front/integral/order/detail/:orderNo',
    attempts: (a) => [get(`/api/front/integral/order/detail/${a.pointsOrderNo}`, { refused: true, ownerGets: true })],
  },
  {
    route: 'POST /api/front/integral/order/take/:orderNo',
    attempts: (a) => [post(`/api/front/integral/order/take/${a.pointsOrderNo}`, undefined, { refused: true })],
  },

  // ---- profile, session, password ----
  { route: 'GET /api/front/user/info', attempts: () => [get('/api/front/user/info', { ownerGets: true })] },
  // The user-centre menu is the same for everyone; the row checks that nothing of A's shows in it.
  { route: 'GET /api/front/user/menu/user', attempts: () => [get('/api/front/user/menu/user')] },
  { route: 'POST /api/front/login/token/is/exist', attempts: () => [post('/api/front/login/token/is/exist')] },
  { route: 'POST /api/front/user/edit', attempts: () => [post('/api/front/user/edit', { nickname: 'Mallory' })] },
  {
    route: 'POST /api/front/user/email/update/password',
    attempts: () => [
      post(
        '/api/front/user/email/update/password',
        { captcha: '123456', newPassword: 'Mallory123!', passwordAgain: 'Mallory123!' },
        { refused: true },
      ),
    ],
  },
  {
    route: 'POST /api/front/user/phone/update/password',
    attempts: () => [
      post(
        '/api/front/user/phone/update/password',
        { captcha: '123456', newPassword: 'Mallory123!', passwordAgain: 'Mallory123!' },
        { refused: true },
      ),
    ],
  },
  // Adding a contact acts on the caller's own account only: a stranger's code or address changes nothing of A's.
  {
    route: 'POST /api/front/user/bind/email/captcha',
    attempts: (a) => [post('/api/front/user/bind/email/captcha', { email: a.email }, { refused: true })],
  },
  {
    route: 'POST /api/front/user/bind/email',
    attempts: (a) => [post('/api/front/user/bind/email', { email: a.email, captcha: '123456' }, { refused: true })],
  },
  {
    route: 'POST /api/front/user/bind/phone/captcha',
    attempts: () => [post('/api/front/user/bind/phone/captcha', { countryCode: '+7', phone: '9161234567' })],
  },
  {
    route: 'POST /api/front/user/bind/phone',
    attempts: () => [
      post(
        '/api/front/user/bind/phone',
        { countryCode: '+7', phone: '9161234567', captcha: '123456' },
        { refused: true },
      ),
    ],
  },
  // Codes go to the caller's own address; A's codes and messages must stay as they are.
  { route: 'POST /api/front/captcha/email/password', attempts: () => [post('/api/front/captcha/email/password')] },
  { route: 'POST /api/front/captcha/phone/password', attempts: () => [post('/api/front/captcha/phone/password')] },
  // A message sent to A (A's own password code) is A's: nobody else may read it, filtered by A's address or not.
  {
    route: 'GET /api/front/dev/outbox',
    attempts: (a) => [
      get(`/api/front/dev/outbox?to=${encodeURIComponent(a.email)}`),
      get('/api/front/dev/outbox?limit=100'),
    ],
  },

  // ---- merchant settlement ----
  {
    route: 'GET /api/front/merchant/settled/record',
    attempts: () => [get('/api/front/merchant/settled/record', { ownerGets: true })],
    strangerSees: emptyList,
  },
  {
    route: 'GET /api/front/merchant/settled/record/:id',
    attempts: (a) => [get(`/api/front/merchant/settled/record/${a.applicationId}`, { ownerGets: true })],
  },
  {
    route: 'POST /api/front/merchant/settled/apply',
    // A stranger sends A's private qualification image: refused, and A's image stays private.
    attempts: (a) => [
      post(
        '/api/front/merchant/settled/apply',
        {
          name: 'Mallory Ltd',
          realName: 'Mallory',
          countryCode: '+7',
          phone: '9001234567',
          email: 'mallory@evil.example',
          captcha: '123456',
          categoryId: 1,
          typeId: 1,
          qualificationPicture: JSON.stringify([a.qualificationPath]),
          agreement: true,
        },
        { refused: true },
      ),
    ],
  },
  // ---- uploads ----
  {
    route: 'POST /api/front/upload/image',
    attempts: () => [
      {
        method: 'POST',
        path: '/api/front/upload/image?model=product&pid=1',
        form: () => {
          const form = new FormData()
          form.append('multipart', new File([tinyPng() as BlobPart], 'mine.png', { type: 'image/png' }))
          return form
        },
      },
    ],
  },
]

/**
 * Session routes that need no row, each with the reason. Logout ends the caller's own session and holds nothing
 * of anyone's; a stranger cannot name another user's session in it.
 */
export const IDOR_EXEMPT: Record<string, string> = {
  'GET /api/front/login/logout': 'ends only the caller’s own session',
  'POST /api/front/login/logout': 'ends only the caller’s own session',
  'GET /api/front/product/shipping/:id':
    'reads only the caller’s own default address (its country) for a public product; no id names another person’s data',
  'GET /api/front/pay/query/wechat/pay/result/:orderNo':
    'refuses every call (WeChat Pay is not integrated) before reading any order',
  'GET /api/front/pay/query/upi/pay/result/:orderNo':
    'refuses every call (UPI is not integrated) before reading any order',
  // Its row needs the local PayPal fake, so it lives beside it: paypal.test.ts ("Someone else's return with this token finds nothing").
  'POST /api/front/pay/paypal/success':
    'looks the PayPal order up by the caller’s own id and its token; another shopper’s token answers "not found" (paypal.test.ts)',
}
