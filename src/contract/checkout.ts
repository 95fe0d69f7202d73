/**
 * Checkout shapes (docs/api.md "Cart, checkout, orders and payment"): the pre-order (O2), the coupons that touch
 * it (CP2), the price for the current choices (O3) and the buyer remark of O4. Amounts are two-decimal strings.
 */

import type { OwnedCoupon } from './coupons'

/** O4's buyer remark (`mark`): shorter than 150 characters. */
export const REMARK_MAX_LENGTH = 149

export interface PreOrderItem {
  productId: number
  attrValueId: number
  productName: string
  image: string
  sku: string
  price: string
  payNum: number
}

/** The goods and delivery of a shop or of the whole order. */
interface GoodsAndDeliveryFees {
  proTotalFee: string
  freightFee: string
  /** Extensions (decision 49): packing fees and shipping insurance, in `payFee`; absent from a bare CRMEB backend. */
  packingFee?: string
  insuranceFee?: string
}

/**
 * A price's figures (O2, O3; of a shop or of the whole order): the goods and delivery, what coupons and points take
 * off, and what is left to pay.
 */
interface PriceFigures extends GoodsAndDeliveryFees {
  couponFee: string
  deductionPrice: string
  payFee: string
}

export interface PreOrderMerchant extends GoodsAndDeliveryFees {
  merId: number
  merName: string
  orderInfoList: PreOrderItem[]
}

/** O2. */
export interface PreOrder extends PriceFigures {
  preOrderNo: string
  preOrderType: 'buyNow' | 'shoppingCart'
  orderList: PreOrderMerchant[]
  totalNum: number
  userIntegral: number
  integralDeductionSwitch: boolean
  integralRatio: string
  integralMaxRatio: string
  /** The user's default (or newest) address; null without any. */
  addressId: number | null
}

export type CouponDisabledReason = '' | 'min_price' | 'not_started' | 'no_products'

/** CP2: one owned coupon (`id` = user_coupons.id) that touches the pre-order. `merId` 0 = platform coupon. */
export interface OrderCoupon extends OwnedCoupon {
  disabled: boolean
  disabledReason: CouponDisabledReason
}

/** O3: one merchant order's share of the price. */
export interface ComputedMerchant extends PriceFigures {
  merId: number
  platformCouponFee: string
  couponId: number | null
}

/** O3: the server's figures for the current choices (address, coupons, points). */
export interface ComputedPrice extends PriceFigures {
  /** Merchant coupons plus the platform coupon. */
  couponFee: string
  usedIntegral: number
  surplusIntegral: number
  merchantList: ComputedMerchant[]
}

/** O1's body: "buy now" (exactly one item) or cart lines (1–100). */
export type PreOrderBody =
  | { preOrderType: 'buyNow'; orderDetails: { attrValueId: number; productId: number; productNum: number }[] }
  | { preOrderType: 'shoppingCart'; orderDetails: { shoppingCartId: number }[] }

/** O3's body: the choices the price depends on. `couponId` null (or 0, "") is none; `couponIds` one per store. */
export interface PriceBody {
  preOrderNo: string
  addressId?: number | null
  couponId?: number | null
  couponIds?: number[]
  isUseIntegral?: boolean
}

/** O4's body: O3's choices, the pay method and the buyer remark (`mark`, at most REMARK_MAX_LENGTH). */
export interface OrderCreateBody extends PriceBody {
  payType?: string
  payChannel?: string
  mark?: string
}
