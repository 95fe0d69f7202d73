/**
 * Checkout shapes (docs/api.md "Cart, checkout, orders and payment"): the pre-order (O2), the coupons that touch
 * it (CP2), the price for the current choices (O3) and the buyer remark of O4. Amounts are two-decimal strings.
 */

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

export interface PreOrderMerchant {
  merId: number
  merName: string
  proTotalFee: string
  freightFee: string
  /** Extensions (decision 49): the shop's packing fee and shipping insurance; absent from a bare CRMEB backend. */
  packingFee?: string
  insuranceFee?: string
  orderInfoList: PreOrderItem[]
}

/** O2. */
export interface PreOrder {
  preOrderNo: string
  preOrderType: 'buyNow' | 'shoppingCart'
  orderList: PreOrderMerchant[]
  proTotalFee: string
  freightFee: string
  /** Extensions (decision 49): packing fees and shipping insurance of all the shops, in `payFee`. */
  packingFee?: string
  insuranceFee?: string
  couponFee: string
  deductionPrice: string
  payFee: string
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
export interface OrderCoupon {
  id: number
  name: string
  merId: number
  merName: string
  useType: number
  money: string
  minPrice: string
  disabled: boolean
  disabledReason: CouponDisabledReason
  startTime: string
  endTime: string
}

/** O3: one merchant order's share of the price. */
export interface ComputedMerchant {
  merId: number
  proTotalFee: string
  freightFee: string
  /** Extensions (decision 49): the shop's packing fee and shipping insurance, in `payFee`. */
  packingFee?: string
  insuranceFee?: string
  couponFee: string
  platformCouponFee: string
  deductionPrice: string
  payFee: string
  couponId: number | null
}

/** O3: the server's figures for the current choices (address, coupons, points). */
export interface ComputedPrice {
  proTotalFee: string
  freightFee: string
  /** Extensions (decision 49): packing fees and shipping insurance of all the shops, in `payFee`. */
  packingFee?: string
  insuranceFee?: string
  /** Merchant coupons plus the platform coupon. */
  couponFee: string
  deductionPrice: string
  usedIntegral: number
  surplusIntegral: number
  payFee: string
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
