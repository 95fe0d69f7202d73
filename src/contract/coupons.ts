/**
 * The shopper's own coupons (CP4, docs/api.md §5.11 (#ref-5-11), docs/api.md "Coupons"): the list's states and scope tabs, and
 * one owned coupon. Amounts are two-decimal strings; times "YYYY-MM-DD HH:mm:ss" in the server's zone.
 */

/** CP4 `type`. */
export const OWNED_COUPON_TYPES = ['usable', 'unusable'] as const
export type OwnedCouponType = (typeof OWNED_COUPON_TYPES)[number]

/** CP4's page size (docs/api.md §3.14 (#ref-3-14)). */
export const OWNED_COUPON_LIMIT = 9

/** An owned coupon as the list (CP4) and the checkout (CP2) show it: `id` = the user coupon, the id O3/O4 take. */
export interface OwnedCoupon {
  id: number
  name: string
  merId: number
  merName: string
  /** The coupon's scope: 1 merchant-wide (or, with `merId` 0, platform-wide), 2 goods, 3 category. */
  useType: number
  money: string
  minPrice: string
  startTime: string
  endTime: string
}

/** One owned coupon of CP4's list. `status`: 0 usable, 1 used, 2 expired. */
export interface OwnedCouponRow extends OwnedCoupon {
  couponId: number
  /** The template's "valid N days after receiving" (0: a fixed window). */
  day: number
  productIds: number[]
  categoryId: number | null
  status: 0 | 1 | 2
}

/** CP1: a coupon the shopper can receive. */
export interface ReceivableCoupon {
  id: number
  name: string
  merId: number
  /** The coupon's scope: 1 merchant-wide (or, with `merId` 0, platform-wide), 2 goods, 3 category. */
  useType: number
  money: string | number
  minPrice: string | number
  /** When set, validity is "within {day} days after receiving". */
  day: number
  useStartTimeStr: string
  useEndTimeStr: string
  /** Truthy once received. */
  isUse: boolean | number
}

/** CP3's body. */
export interface CouponReceiveBody {
  couponId: number
}
