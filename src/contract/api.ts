/**
 * The whole API, route by route: what each `/api/front/*` and `/api/pc/*` route answers in its envelope's `data`
 * (`ApiAnswers`) and what each JSON body it reads looks like on the wire (`ApiBodies`). Keys are "METHOD /path"
 * exactly as the server registers the route. Server handlers answer through `ok(c, route, data)`, which checks `data`
 * against this map; features read the named shapes; `tests/unit/contract-routes.test.ts` fails on a route the map
 * does not type.
 */
import type {
  AddEmailBody,
  AddEmailCodeBody,
  AddPhoneBody,
  CodeLoginBody,
  EmailLoginBody,
  EmailRegisterBody,
  FacebookLoginBody,
  GoogleLoginBody,
  ImageCaptcha,
  LoginAnswer,
  LoginMethodInfo,
  PasswordChangeBody,
  PhoneLoginBody,
  PhoneRegisterBody,
  ProfileBody,
  RawEmailBody,
  ResetPasswordBody,
  SmsCodeBody,
  TwitterLoginBody,
  TwitterRequestToken,
  UploadedImage,
  UserInfo,
  UserMenu,
  VisitorEntry,
  VisitorEntryBody,
} from './account'
import type { Address, AddressBody, AddressIdBody, IpLocation } from './addresses'
import type { CartDeleteBody, CartGroup, CartNumBody, CartResetBody, CartSaveBody } from './cart'
import type { AdCategory, CategoryNode, HotKeyword, ProductCard, SearchSuggestions } from './catalog'
import type { ChatConversation, ChatMessage, ChatOpenBody, ChatSendBody } from './chat'
import type { ComputedPrice, OrderCoupon, OrderCreateBody, PreOrder, PreOrderBody, PriceBody } from './checkout'
import type { CouponReceiveBody, OwnedCouponRow, ReceivableCoupon } from './coupons'
import type { CurrencyRates } from './currency'
import type { Page, SeekPage } from './envelope'
import type { FavouriteAddBody, FavouriteProduct, FollowedShop } from './favourites'
import type { Activity, ActivityDetail, ActivityListItem } from './activities'
import type { HomeIndex, LoginPicture } from './home'
import type {
  MerchantCard,
  MerchantCategory,
  MerchantDetail,
  MerchantIndexInfo,
  MerchantSearchCard,
  MerchantService,
  MerchantType,
  StoreCategory,
} from './merchants'
import type { NoticeItem, NoticeReadBody, NoticeUnreadCount } from './notices'
import type { Express, MasterOrder, MerchantOrder, OrderCounts, OrderDetail } from './orders'
import type { OutboxMessage } from './outbox'
import type { PaymentBody, PayMethods, PayResult, PaypalReturnBody } from './payments'
import type { PointsEntry, PointsOrder, PointsOrderCreate, PointsProduct, PointsSummary } from './points'
import type { ProductDetail, ShippingEstimate } from './product'
import type { RefundApplyInfo, RefundOrder, RefundRequestBody, RefundRequested } from './refunds'
import type { RefundReasonCode } from './refund-reasons'
import type { Reply, ReplyConfig, ReviewBody, ToReviewItem, WrittenReview } from './reviews'
import type { SettlementApplication, SettlementApplyBody, SettlementRecord } from './settlement'

/** A route that answers no data (`data: null`); its message is the news. */
type Done = null

export interface ApiAnswers {
  // Home, catalogue, search (P, K, S)
  'GET /api/pc/home/index': HomeIndex
  'GET /api/pc/login/getLoginPic': LoginPicture
  'GET /api/front/activity/index/list': Activity[]
  'GET /api/front/product/category': CategoryNode[]
  'GET /api/front/product/adCategory': AdCategory[]
  'GET /api/front/search/keyword': HotKeyword[]
  'GET /api/front/search/suggest': SearchSuggestions
  'GET /api/front/index/product': Page<ProductCard>
  'GET /api/front/product/leaderboard': ProductCard[]
  'GET /api/front/product/list': SeekPage<ProductCard>
  'GET /api/front/product/detail/:id': ProductDetail
  'GET /api/front/product/reply/list/:id': Page<Reply>
  'GET /api/front/product/reply/config/:id': ReplyConfig
  'GET /api/front/product/shipping/:id': ShippingEstimate
  // Merchants (M)
  'GET /api/front/merchant/all/type/list': MerchantType[]
  'GET /api/front/merchant/all/category/list': MerchantCategory[]
  'GET /api/front/merchant/street': Page<MerchantCard>
  'GET /api/front/merchant/search/list': Page<MerchantSearchCard>
  'GET /api/front/merchant/index/info/:id': MerchantIndexInfo
  'GET /api/front/merchant/detail/:id': MerchantDetail
  'GET /api/front/merchant/customer/service/info/:id': MerchantService
  'GET /api/front/product/merchant/pro/list': Page<ProductCard>
  'GET /api/front/product/merchant/:merId/category/list': StoreCategory[]
  // Sign-in, registration, the user (L, C, U)
  'GET /api/front/login/method/info': LoginMethodInfo
  'POST /api/front/login/email': LoginAnswer
  'POST /api/front/login/mobile/password': LoginAnswer
  'POST /api/front/login/mobile/captcha': LoginAnswer
  'POST /api/front/login/email/captcha': Done
  'POST /api/front/login/email/forget/password': Done
  'POST /api/front/login/sendCode': Done
  'POST /api/front/captcha/phone/password': Done
  'POST /api/front/captcha/email/password': Done
  'POST /api/front/login/register/email': LoginAnswer
  'POST /api/front/login/register/mobile': LoginAnswer
  'POST /api/front/login/register/visitor': VisitorEntry
  'POST /api/front/login/email/reset/password': Done
  'POST /api/front/user/phone/update/password': Done
  'POST /api/front/user/email/update/password': Done
  // Adding the e-mail or phone an account lacks, with a code sent to it (extensions)
  'POST /api/front/user/bind/email/captcha': Done
  'POST /api/front/user/bind/email': Done
  'POST /api/front/user/bind/phone/captcha': Done
  'POST /api/front/user/bind/phone': Done
  'GET /api/front/login/twitter/request/token': TwitterRequestToken
  'POST /api/front/login/twitter': LoginAnswer
  'POST /api/front/login/google': LoginAnswer
  'GET /api/front/captcha/image': ImageCaptcha
  'POST /api/front/login/facebook': LoginAnswer
  'GET /api/front/login/logout': Done
  'POST /api/front/login/logout': Done
  'POST /api/front/login/token/is/exist': boolean
  'GET /api/front/user/info': UserInfo
  'GET /api/front/user/menu/user': UserMenu
  'POST /api/front/user/edit': Done
  'POST /api/front/upload/image': UploadedImage
  'GET /api/front/dev/outbox': OutboxMessage[]
  // Cart (CA)
  'GET /api/front/cart/count': { count: number }
  'POST /api/front/cart/save': { cartIds: number[] }
  'GET /api/front/cart/list': CartGroup[]
  'POST /api/front/cart/num': Done
  'POST /api/front/cart/delete': Done
  'POST /api/front/cart/resetcart': Done
  // Notices (N)
  'GET /api/front/notice/list': Page<NoticeItem>
  'GET /api/front/notice/unread/count': NoticeUnreadCount
  'GET /api/front/notice/detail/:id': NoticeItem
  'POST /api/front/notice/read': { count: number }
  // Campaigns (A), coupons (CP)
  'GET /api/front/activity/list/:id': Page<ActivityListItem>
  'GET /api/pc/activity/detail/:id': ActivityDetail
  'GET /api/front/coupons': Page<ReceivableCoupon>
  'GET /api/front/coupon/list': Page<OwnedCouponRow>
  'POST /api/front/coupon/receive': Done
  // Favourites (F)
  'POST /api/front/collect/add/product': Done
  'POST /api/front/collect/cancel/:productId': Done
  'POST /api/front/collect/add/merchant/:merId': Done
  'POST /api/front/collect/cancel/merchant/:merId': Done
  'GET /api/front/collect/product/list': Page<FavouriteProduct>
  'GET /api/front/collect/merchant/list': Page<FollowedShop>
  // Addresses (AD)
  'GET /api/front/address/list': Page<Address>
  'GET /api/front/address/detail/:id': Address
  'POST /api/front/address/edit': Address
  'POST /api/front/address/default/set': Done
  'POST /api/front/address/del': Done
  'POST /api/front/address/ip/info': IpLocation
  'GET /api/pc/address/all/list': Address[]
  // Checkout and payment (O1–O4, CP2, PY)
  'POST /api/front/order/pre/order': { preOrderNo: string }
  'GET /api/front/order/load/pre/:preOrderNo': PreOrder
  'GET /api/front/coupons/order/:preOrderNo': OrderCoupon[]
  'POST /api/front/order/computed/price': ComputedPrice
  'POST /api/front/order/create': { orderNo: string }
  'GET /api/front/pay/method': PayMethods
  'POST /api/front/pay/payment': { stripeClientSecret?: string; redirect: string }
  'GET /api/front/pay/result/:orderNo': PayResult
  'GET /api/front/pay/query/wechat/pay/result/:orderNo': never
  'GET /api/front/pay/query/upi/pay/result/:orderNo': never
  'POST /api/front/pay/paypal/success': PayResult
  'POST /api/front/pay/paypal/webhook': Done
  'POST /api/front/pay/stripe/webhook': Done
  // Orders (O5–O13)
  'GET /api/front/order/data': OrderCounts
  'GET /api/front/order/await/pay/list': Page<MasterOrder>
  'GET /api/front/order/list': SeekPage<MerchantOrder>
  'GET /api/front/order/master/detail/:orderNo': OrderDetail
  'GET /api/front/order/detail/:orderNo': OrderDetail
  'POST /api/front/order/cancel/:orderNo': Done
  'GET /api/front/order/express/:orderNo': Express
  'POST /api/front/order/take/:orderNo': Done
  'POST /api/front/order/delete/:orderNo': Done
  // Refunds (R1–R5)
  'GET /api/front/order/apply/refund/:orderNo': RefundApplyInfo
  'GET /api/front/order/refund/reason': RefundReasonCode[]
  'POST /api/front/order/refund': RefundRequested
  'GET /api/front/order/refund/list': Page<RefundOrder>
  'GET /api/front/order/refund/detail/:refundOrderNo': RefundOrder
  // Reviews (V)
  'GET /api/front/order/reply/list': Page<ToReviewItem> | Page<WrittenReview>
  'POST /api/front/order/comment': Done
  // Points (PT)
  'GET /api/front/integral/user': PointsSummary
  'GET /api/front/integral/list': Page<PointsEntry>
  'GET /api/front/integral/product/list': Page<PointsProduct>
  'GET /api/front/integral/product/:id': PointsProduct
  'POST /api/front/integral/order/create': { orderNo: string; totalPoints: number }
  'GET /api/front/integral/order/list': Page<PointsOrder>
  'GET /api/front/integral/order/detail/:orderNo': PointsOrder
  'POST /api/front/integral/order/take/:orderNo': Done
  // Support chat (CH); the stream is server-sent events, not an envelope
  'POST /api/front/chat/conversation': ChatConversation
  'GET /api/front/chat/messages': Page<ChatMessage>
  'POST /api/front/chat/send': ChatMessage
  'GET /api/front/chat/stream': never
  // Currency, merchant settlement (SE)
  'GET /api/front/currency/rates': CurrencyRates
  'POST /api/front/captcha/email/merchant/settled': Done
  'POST /api/front/merchant/settled/apply': { id: number }
  'GET /api/front/merchant/settled/record': Page<SettlementRecord>
  'GET /api/front/merchant/settled/record/:id': SettlementApplication
  'GET /api/front/merchant/settled/agreement': { agreement: string }
  // The operator CLI's loopback door (scripts/ops.ts): each command answers its own report
  'POST /api/ops/run': unknown
}

/**
 * The bodies on the wire, by route (CRMEB's names kept). Every route that reads a body is here: the server reads it
 * with `jsonBody(c, route, schema)` (or `rawTextBody` / `formBody`), which the type checker holds to this shape
 * both ways, and the storefront's `api.post(path, body)` takes exactly this shape for the path.
 * Not here: the file uploads (multipart) and the providers' webhooks (raw signed text).
 */
export interface ApiBodies {
  // Sign-in, registration, the user
  'POST /api/front/login/email': EmailLoginBody
  'POST /api/front/login/mobile/password': PhoneLoginBody
  'POST /api/front/login/mobile/captcha': CodeLoginBody
  'POST /api/front/login/email/captcha': RawEmailBody
  'POST /api/front/login/email/forget/password': RawEmailBody
  'POST /api/front/login/sendCode': SmsCodeBody
  'POST /api/front/login/register/email': EmailRegisterBody
  'POST /api/front/login/register/mobile': PhoneRegisterBody
  'POST /api/front/login/register/visitor': VisitorEntryBody
  'POST /api/front/login/email/reset/password': ResetPasswordBody
  'POST /api/front/user/phone/update/password': PasswordChangeBody
  'POST /api/front/user/email/update/password': PasswordChangeBody
  'POST /api/front/user/bind/email/captcha': AddEmailCodeBody
  'POST /api/front/user/bind/email': AddEmailBody
  'POST /api/front/user/bind/phone/captcha': SmsCodeBody
  'POST /api/front/user/bind/phone': AddPhoneBody
  'POST /api/front/login/twitter': TwitterLoginBody
  'POST /api/front/login/google': GoogleLoginBody
  'POST /api/front/login/facebook': FacebookLoginBody
  'POST /api/front/user/edit': ProfileBody
  // Cart
  'POST /api/front/cart/save': CartSaveBody
  'POST /api/front/cart/num': CartNumBody
  'POST /api/front/cart/delete': CartDeleteBody
  'POST /api/front/cart/resetcart': CartResetBody
  // Notices, coupons, favourites, addresses
  'POST /api/front/notice/read': NoticeReadBody
  'POST /api/front/coupon/receive': CouponReceiveBody
  'POST /api/front/collect/add/product': FavouriteAddBody
  'POST /api/front/address/edit': AddressBody
  'POST /api/front/address/default/set': AddressIdBody
  'POST /api/front/address/del': AddressIdBody
  // Checkout and payment
  'POST /api/front/order/pre/order': PreOrderBody
  'POST /api/front/order/computed/price': PriceBody
  'POST /api/front/order/create': OrderCreateBody
  'POST /api/front/pay/payment': PaymentBody
  'POST /api/front/pay/paypal/success': PaypalReturnBody
  // Refunds, reviews, points
  'POST /api/front/order/refund': RefundRequestBody
  'POST /api/front/order/comment': ReviewBody
  'POST /api/front/integral/order/create': PointsOrderCreate
  // Support chat, merchant settlement
  'POST /api/front/chat/conversation': ChatOpenBody
  'POST /api/front/chat/send': ChatSendBody
  'POST /api/front/captcha/email/merchant/settled': RawEmailBody
  'POST /api/front/merchant/settled/apply': SettlementApplyBody
}

export type ApiRoute = keyof ApiAnswers
export type ApiAnswer<R extends ApiRoute> = ApiAnswers[R]
export type ApiBodyRoute = keyof ApiBodies
export type ApiBody<R extends ApiBodyRoute> = ApiBodies[R]
/** The path of a body route, as the storefront's client calls it: `'/api/front/cart/num'`. */
export type ApiBodyPath = PathOf<ApiBodyRoute>
type PathOf<R> = R extends `POST ${infer P}` ? P : never
/** The body route of a path. */
export type ApiBodyOfPath<P extends ApiBodyPath> = ApiBodies[`POST ${P}` & ApiBodyRoute]
