/**
 * The checkout price breakdown, as pure functions (no database): goods per merchant, the shop's charges (freight,
 * packing fee, insurance: ./charges.ts), coupons (one per merchant plus one platform coupon), points, and what each
 * merchant order pays. decimal.js end to end; every amount leaves as a two-decimal string. docs/api.md "Cart, checkout, orders and payment" is the contract.
 */
import Decimal from 'decimal.js'
import type { ComputedMerchant, ComputedPrice, CouponDisabledReason } from '~/contract'
import { badRequest } from '../http/envelope'
import { feesFor, freightFor, type MerchantFreightRule } from './charges'

const ZERO = new Decimal(0)

export const money = (d: Decimal) => d.toFixed(2)
const dec = (value: string | number | null | undefined) => new Decimal(value ?? 0)

export interface PricingLine {
  productId: number
  skuId: number
  merId: number
  /** The product's category and its ancestors (a category coupon may name any level). */
  categoryPath: number[]
  price: string
  quantity: number
}

/** A coupon the shopper owns (`user_coupons`). */
export interface OwnedCoupon {
  id: number
  merId: number
  useType: number
  money: string
  minPrice: string
  productIds: number[]
  categoryId: number | null
  startTime: Date
  endTime: Date
  /** 0 usable, 1 used, 2 expired. */
  status: number
}

export interface PointsRules {
  enabled: boolean
  /** What one point is worth. */
  pointValue: string
  /** The share of the goods after coupons that points may pay. */
  maxDeductionRatio: string
}

/** Goods of the lines a coupon applies to (a merchant coupon: its merchant's lines; a platform coupon: all). */
export function couponEligibleLines(
  coupon: Pick<OwnedCoupon, 'merId' | 'useType' | 'productIds' | 'categoryId'>,
  lines: PricingLine[],
): PricingLine[] {
  return lines.filter((line) => {
    if (coupon.merId !== 0 && line.merId !== coupon.merId) return false
    if (coupon.useType === 2) return coupon.productIds.includes(line.productId)
    if (coupon.useType === 3) return coupon.categoryId !== null && line.categoryPath.includes(coupon.categoryId)
    return true
  })
}

export const goodsTotal = (lines: PricingLine[]) =>
  lines.reduce((sum, l) => sum.plus(dec(l.price).times(l.quantity)), ZERO)

/** Whether a coupon touches the order at all: a platform coupon always, a merchant coupon when its shop is in it. */
export function couponTouchesOrder(coupon: Pick<OwnedCoupon, 'merId'>, lines: PricingLine[]): boolean {
  return coupon.merId === 0 || lines.some((l) => l.merId === coupon.merId)
}

/** Why a coupon cannot be used on these lines now, or "" when it can. */
export function couponDisabledReason(coupon: OwnedCoupon, lines: PricingLine[], now: Date): CouponDisabledReason {
  if (coupon.startTime > now) return 'not_started'
  const eligible = couponEligibleLines(coupon, lines)
  if (eligible.length === 0) return 'no_products'
  if (goodsTotal(eligible).lt(dec(coupon.minPrice))) return 'min_price'
  return ''
}

/**
 * Splits `total` over `weights` in proportion (two decimals; the remainder cent goes to the last), never giving
 * an entry more than its `caps`. The caller guarantees `total ≤ Σ caps`.
 */
export function splitProportionally(total: Decimal, weights: Decimal[], caps: Decimal[] = weights): Decimal[] {
  const n = weights.length
  const shares = weights.map(() => ZERO)
  if (n === 0 || total.lte(0)) return shares
  const weightSum = weights.reduce((s, w) => s.plus(w), ZERO)
  let given = ZERO
  for (let i = 0; i < n - 1; i++) {
    const share = weightSum.isZero()
      ? ZERO
      : total.times(weights[i]).div(weightSum).toDecimalPlaces(2, Decimal.ROUND_DOWN)
    shares[i] = Decimal.min(share, caps[i])
    given = given.plus(shares[i])
  }
  shares[n - 1] = total.minus(given)
  // Rounding may push the last entry past its cap: hand the overflow to earlier entries that have room.
  let overflow = shares[n - 1].minus(caps[n - 1])
  if (overflow.gt(0)) {
    shares[n - 1] = caps[n - 1]
    for (let i = n - 2; i >= 0 && overflow.gt(0); i--) {
      const room = caps[i].minus(shares[i])
      const take = Decimal.min(room, overflow)
      shares[i] = shares[i].plus(take)
      overflow = overflow.minus(take)
    }
  }
  return shares
}

export interface PricingInput {
  lines: PricingLine[]
  merchants: MerchantFreightRule[]
  /** The shopper's coupons chosen for this order (already checked to be theirs). */
  coupons: OwnedCoupon[]
  points: PointsRules
  /** The shopper's points balance. */
  balance: number
  useIntegral: boolean
  now: Date
}

/** O3's merchant share (the contract's `ComputedMerchant`) plus what O4 stores on the merchant order. */
export interface MerchantPrice extends ComputedMerchant {
  packingFee: string
  insuranceFee: string
  usedIntegral: number
  totalNum: number
}

/** O3's figures (the contract's `ComputedPrice`) plus what O4 stores on the master order. */
export interface PriceBreakdown extends ComputedPrice {
  packingFee: string
  insuranceFee: string
  totalNum: number
  platformCouponId: number | null
  merchantList: MerchantPrice[]
}

/**
 * Checks the chosen coupons against the order: usable (status 0, inside the window, not disabled), at most
 * one per merchant and one platform coupon, and only for merchants in the order. Throws a 400 otherwise.
 */
export function checkCouponChoice(coupons: OwnedCoupon[], lines: PricingLine[], now: Date): void {
  const seen = new Set<number>()
  for (const coupon of coupons) {
    if (coupon.status !== 0) throw badRequest(/*i18n*/ 'This coupon has already been used or has expired')
    if (coupon.endTime <= now) throw badRequest(/*i18n*/ 'This coupon has expired')
    if (!couponTouchesOrder(coupon, lines)) throw badRequest(/*i18n*/ 'This coupon is not for a shop in this order')
    if (seen.has(coupon.merId)) {
      throw badRequest(
        coupon.merId === 0
          ? /*i18n*/ 'Only one platform coupon can be used'
          : /*i18n*/ 'Only one coupon per shop can be used',
      )
    }
    seen.add(coupon.merId)
    const reason = couponDisabledReason(coupon, lines, now)
    if (reason === 'not_started') throw badRequest(/*i18n*/ 'This coupon cannot be used yet')
    if (reason === 'no_products') throw badRequest(/*i18n*/ 'This coupon does not apply to the goods in this order')
    if (reason === 'min_price')
      throw badRequest(/*i18n*/ 'This coupon needs a minimum spend of {amount}', {
        amount: money(dec(coupon.minPrice)),
      })
  }
}

/** The whole breakdown. Coupons must have passed `checkCouponChoice`. */
export function priceOrder(input: PricingInput): PriceBreakdown {
  const { lines } = input
  const merIds = [...new Set(lines.map((l) => l.merId))]
  const rules = new Map(input.merchants.map((m) => [m.merId, m]))
  const platformCoupon = input.coupons.find((c) => c.merId === 0) ?? null

  const parts = merIds.map((merId) => {
    const own = lines.filter((l) => l.merId === merId)
    const goods = goodsTotal(own)
    const coupon = input.coupons.find((c) => c.merId === merId) ?? null
    const couponFee = coupon ? Decimal.min(dec(coupon.money), goodsTotal(couponEligibleLines(coupon, own))) : ZERO
    const fees = feesFor(rules.get(merId), goods)
    return {
      merId,
      goods,
      freight: freightFor(rules.get(merId), goods),
      packing: fees.packing,
      insurance: fees.insurance,
      coupon,
      couponFee,
      afterCoupon: goods.minus(couponFee),
      totalNum: own.reduce((n, l) => n + l.quantity, 0),
      platformWeight: ZERO,
      platformFee: ZERO,
      pointsFee: ZERO,
      usedIntegral: 0,
    }
  })

  // The platform coupon: shared in proportion to each merchant's goods after its merchant coupon (only the
  // goods the coupon applies to count, which is all of them for a platform-wide coupon).
  if (platformCoupon) {
    for (const part of parts) {
      const eligible = goodsTotal(
        couponEligibleLines(
          platformCoupon,
          lines.filter((l) => l.merId === part.merId),
        ),
      )
      part.platformWeight = Decimal.min(eligible, part.afterCoupon)
    }
    const weights = parts.map((p) => p.platformWeight)
    const total = Decimal.min(
      dec(platformCoupon.money),
      weights.reduce((s, w) => s.plus(w), ZERO),
    )
    splitProportionally(total, weights).forEach((share, i) => (parts[i].platformFee = share))
  }

  // Points: at most maxDeductionRatio of the goods after coupons, in whole points, within the balance.
  const afterCoupons = parts.reduce((s, p) => s.plus(p.afterCoupon).minus(p.platformFee), ZERO)
  const pointValue = dec(input.points.pointValue)
  let usedIntegral = 0
  if (input.useIntegral && input.points.enabled && pointValue.gt(0) && input.balance > 0) {
    const cap = Decimal.max(ZERO, dec(input.points.maxDeductionRatio)).times(afterCoupons).div(pointValue).floor()
    usedIntegral = Math.max(0, Math.min(input.balance, cap.toNumber()))
  }
  // Never more than the goods after coupons, whatever the ratio says.
  while (usedIntegral > 0 && pointValue.times(usedIntegral).gt(afterCoupons)) usedIntegral--
  const deduction = pointValue.times(usedIntegral).toDecimalPlaces(2, Decimal.ROUND_DOWN)
  const pointShares = splitProportionally(
    deduction,
    parts.map((p) => p.afterCoupon),
    parts.map((p) => p.afterCoupon.minus(p.platformFee)),
  )
  pointShares.forEach((share, i) => (parts[i].pointsFee = share))
  // Points per merchant order follow the money share; the remainder point goes to the last.
  if (usedIntegral > 0 && deduction.gt(0)) {
    let given = 0
    parts.forEach((p, i) => {
      p.usedIntegral =
        i === parts.length - 1
          ? usedIntegral - given
          : p.pointsFee.div(deduction).times(usedIntegral).floor().toNumber()
      given += p.usedIntegral
    })
  }

  const merchantList: MerchantPrice[] = parts.map((p) => {
    const pay = Decimal.max(p.goods.minus(p.couponFee).minus(p.platformFee).minus(p.pointsFee), ZERO)
      .plus(p.freight)
      .plus(p.packing)
      .plus(p.insurance)
    return {
      merId: p.merId,
      proTotalFee: money(p.goods),
      freightFee: money(p.freight),
      packingFee: money(p.packing),
      insuranceFee: money(p.insurance),
      couponFee: money(p.couponFee),
      platformCouponFee: money(p.platformFee),
      deductionPrice: money(p.pointsFee),
      usedIntegral: p.usedIntegral,
      payFee: money(pay),
      totalNum: p.totalNum,
      couponId: p.coupon?.id ?? null,
    }
  })
  const sum = (pick: (m: MerchantPrice) => string) => merchantList.reduce((s, m) => s.plus(dec(pick(m))), ZERO)
  return {
    proTotalFee: money(sum((m) => m.proTotalFee)),
    freightFee: money(sum((m) => m.freightFee)),
    packingFee: money(sum((m) => m.packingFee)),
    insuranceFee: money(sum((m) => m.insuranceFee)),
    couponFee: money(sum((m) => m.couponFee).plus(sum((m) => m.platformCouponFee))),
    deductionPrice: money(deduction),
    usedIntegral,
    surplusIntegral: Math.max(0, input.balance - usedIntegral),
    payFee: money(sum((m) => m.payFee)),
    totalNum: parts.reduce((n, p) => n + p.totalNum, 0),
    platformCouponId: platformCoupon?.id ?? null,
    merchantList,
  }
}
