/**
 * Orders of the signed-in shopper (docs/api.md "Orders (O5–O13)"): the lines, the master order (one checkout), the
 * merchant order (one shop's part), the detail both share, the shipment and the tab counters.
 */
import type { PayStatus } from './payments'
import type { PreOrderItem } from './checkout'
import type { OrderShownCurrency } from './currency'

/**
 * Every order number on the wire (master `PT…`, merchant `SH…`, pre-order `PRE…`, refund `RF…`, points orders, and
 * the numbers of an upstream CRMEB): letters, digits, `_` or `-`, at most 64.
 */
export const ORDER_NO_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const ORDER_NO_MAX_LENGTH = 64

/** One line of goods: a pre-order line with the order item's id. */
export interface OrderItem extends PreOrderItem {
  id: number
  /** The buyer has reviewed this line (designed; absent on older answers = not reviewed). */
  isReplied?: boolean
  /** Units of this line already returned (designed). */
  refundNum?: number
}

/** A merchant's part of a master order as the master list and master detail show it. */
export interface MerchantGroup {
  id: number
  orderNo: string
  merId: number
  merName: string
  orderInfoList: OrderItem[]
  /** Designed: the merchant order's own state (`status`, `paid`, merchant-order `refundStatus`). */
  status?: number
  paid?: boolean
  refundStatus?: number
}

/** O6: a master order awaiting payment (or bank-transfer confirmation). */
export interface MasterOrder {
  id: number
  orderNo: string
  paid: boolean
  payType: string
  payStatus: PayStatus
  redirect: string
  totalNum: number
  payPrice: string
  createTime: string
  /** When an unpaid order auto-cancels ("yyyy-MM-dd HH:mm:ss", UTC); empty when it does not expire. */
  expireTime: string
  orderList: MerchantGroup[]
  /** Designed: whether O12 accepts a cancel now (absent from a CRMEB upstream: awaiting payment decides). */
  cancellable?: boolean
  /** Extension (decision 34): the currency the shopper read at checkout and the rate used; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}

/** O7: one merchant order. `status`: 0 awaiting shipment, 1 awaiting receipt, 2 received, 3 completed. */
export interface MerchantOrder {
  id: number
  orderNo: string
  merId: number
  merName: string
  paid: boolean
  payType: string
  redirect: string
  status: number
  totalNum: number
  payPrice: string
  createTime: string
  orderInfoList: OrderItem[]
  /** Designed: the master order this one belongs to (Pay and Cancel act on it), its pay state and refund state. */
  masterOrderNo?: string
  payStatus?: PayStatus
  /** Merchant-order refund state (designed): 0 none or last request refused, 1 under way, 2 partly, 3 fully refunded. */
  refundStatus?: number
  refundPrice?: string
  /** Designed: whether O12 accepts a cancel of its master order now (cash on delivery: until it ships). */
  cancellable?: boolean
  /** Extension (decision 34): the currency the shopper read at checkout and the rate used; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}

/** How a merchant order travels (designed): a courier company with a tracking number, a named courier, or nothing to ship. */
export type DeliveryType = 'express' | 'person' | 'virtual' | ''

/** One refund request as the merchant-order detail lists it (refund-order states in `RefundStatus`). */
export interface OrderRefund {
  refundOrderNo: string
  refundStatus: number
  refundPrice: string
  totalNum: number
  /** The shopper's reason: a `RefundReasonCode`, or free text from another client or an older request. */
  refundReasonWap: string
  refundReasonWapExplain: string
  /** Voucher image URLs joined with "," (CRMEB's wire); `splitImageList` reads it. */
  refundReasonWapImg: string
  /** The merchant's reason for a refusal. */
  refundReason: string
  createTime: string
  refundTime: string
}

/** O8 (master: `orderList`) and O9 (merchant: `merName`, `orderInfoList`) share one shape. */
export interface OrderDetail {
  id: number
  orderNo: string
  paid: boolean
  payType: string
  payStatus: PayStatus
  totalNum: number
  payPrice: string
  createTime: string
  payTime: string
  refundTime: string
  userRemark: string
  realName: string
  userPhone: string
  userEmail: string
  userAddress: string
  proTotalPrice: string
  couponId: number | null
  couponPrice: string
  /** Designed, merchant orders: their share of the platform coupon. */
  platformCouponPrice?: string
  integralPrice: string
  useIntegral: number
  payPostage: string
  /**
   * docs/spec.md §3.19 (#spec-3-19) (extensions, decision 49): the packing fee and the shipping insurance, in
   * `payPrice`; absent from a bare CRMEB backend.
   */
  packingPrice?: string
  insurancePrice?: string
  refundStatus: number
  status: number
  payVoucher: string
  payVoucherNote: string
  cancelReason: string
  expireTime: string
  merId?: number
  merName?: string
  orderList?: MerchantGroup[]
  orderInfoList?: OrderItem[]
  /** O8/O9 (designed): which kind of order answered, the master order number, and how the goods travel. */
  orderKind?: 'master' | 'merchant'
  masterOrderNo?: string
  deliveryType?: DeliveryType
  expName?: string
  expNo?: string
  deliveryName?: string
  deliveryPhone?: string
  /**
   * docs/spec.md §3.19 (#spec-3-19) (extensions): the sender's (shop's) phone, the parcel's mass in kg and volume in
   * m³, as decimal strings.
   */
  senderPhone?: string
  mass?: string
  volume?: string
  shipTime?: string
  receiveTime?: string
  completeTime?: string
  /** The refunds asked for this merchant order, newest first (designed). */
  refundOrderList?: OrderRefund[]
  /** Designed: whether O12 accepts a cancel of the (master) order now. */
  cancellable?: boolean
  /** Extension (decision 34): the currency the shopper read at checkout and the rate used; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}

/** O10: the shipment and its events, oldest first on the wire (`logisticsInfo` is a JSON string of `LogisticsEvent`s). */
export interface Express {
  expName: string
  expNo: string
  logisticsInfo: string
}

export interface LogisticsEvent {
  AcceptStation: string
  AcceptTime: string
}

/** O5: the tab counters. */
export interface OrderCounts {
  unPaidCount: number
  unShippedCount: number
  receivedCount: number
  completeCount: number
  /** Designed counters of the other tabs (absent from a CRMEB upstream: those tabs then show no number). */
  allCount?: number
  toEvaluateCount?: number
  refundCount?: number
  /** Status 3 only (`completeCount` is statuses 2 and 3). */
  completedCount?: number
  cancelledCount?: number
}
