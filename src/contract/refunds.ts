/**
 * Refunds R1–R5 (docs/api.md "Refunds"): what can be returned, the reasons, the request, the list and the detail.
 * A reason travels as a code; each side shows it with `refundReasonLabel` (refund-reasons.ts) in the reader's language.
 */
import type { OrderShownCurrency } from './currency'
import type { OrderItem } from './orders'

/** R3's remarks and vouchers (docs/spec.md §5.27 (#spec-5-27), §5.28 (#spec-5-28)). */
export const REFUND_REMARK_MAX = 100
export const REFUND_IMAGES_MAX = 5

/** CRMEB joins image lists with ","; these two are the only places that join or split one. */
export const joinImageList = (urls: readonly string[]) => urls.join(',')
export const splitImageList = (joined: string | null | undefined) =>
  (joined ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)

/** R1: what a refund of this merchant order can still return (each line's `payNum` = units still returnable). */
export interface RefundApplyInfo {
  orderNo: string
  merId: number
  orderInfoList: (OrderItem & { refundableNum: number })[]
  totalNum: number
  /** The most that can still be refunded. */
  payPrice: string
  /** Extension: the points that come back with a full refund. */
  refundIntegral: number
  /** Extension (decision 34): the currency and rate the order kept at checkout; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}

/** R3's body, as CRMEB names it: the reason code in `text`, voucher URLs joined with ",". */
export interface RefundRequestBody {
  orderNo: string
  text: string
  refund_reason_wap_explain?: string
  refund_reason_wap_img?: string
  /** Extension: which items and how many units; absent means everything still returnable. */
  items?: { orderInfoId: number; num: number }[]
}

/** R3's body as both sides read it past the wire (the route's schema, the refund form): the reason code, the images as a list. */
export interface RefundRequest {
  orderNo: string
  /** A reason code (`REFUND_REASONS`), or another client's free text. */
  reason: string
  explain: string
  /** Voucher image URLs (absolute or site paths). */
  images: string[]
  /** Extension: which items and how many units; absent means everything still returnable. */
  items?: RefundRequestBody['items']
}

/** R3's answer (extension): the new refund order's number. */
export interface RefundRequested {
  refundOrderNo: string
}

/** R4 list item and R5 detail. */
export interface RefundOrder {
  id: number
  refundOrderNo: string
  merOrderNo: string
  merId: number
  merName: string
  /** 0 under review, 1 refused, 2 accepted (refunding), 3 refunded. */
  refundStatus: number
  /** The merchant's reason for a refusal. */
  refundReason: string
  refundPrice: string
  refundIntegral: number
  totalNum: number
  createTime: string
  /** Designed: when the merchant decided and when the money went back ("" until then). */
  reviewTime: string
  refundTime: string
  /** The shopper's reason: a `RefundReasonCode`, or free text from another client. */
  refundReasonWap: string
  refundReasonWapExplain: string
  /** Voucher image URLs joined with ","; `splitImageList` reads it. */
  refundReasonWapImg: string
  orderInfoList: (OrderItem & { refundableNum: number; refundPrice: string })[]
  /** Extension (decision 34): the currency and rate the order kept at checkout; absent: convert at today's. */
  shownCurrency?: OrderShownCurrency
}
