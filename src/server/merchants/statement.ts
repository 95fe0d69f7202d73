/**
 * A shop's settlement statement (decision 49), with decimal.js: what its shoppers paid for its orders, what went
 * back in refunds, the platform's commission (the shop category's handling fee, a percentage of the goods kept), and
 * what the platform owes the shop. Freight, packing fee and shipping insurance pass through to the shop without
 * commission; the last refund of an order gives them back (src/server/refunds/amounts.ts), so a fully refunded order
 * keeps none of them. Platform coupons and points are the platform's own discounts: listed, not part of the payout.
 */
import Decimal from 'decimal.js'

export interface StatementOrder {
  payPrice: string
  freightPrice: string
  packingPrice: string
  insurancePrice: string
  /** The order's share of the platform coupon and of the points deduction. */
  platformCouponPrice: string
  integralPrice: string
  /** Refunded so far (approved refunds). */
  refundPrice: string
  /** 3: fully refunded (docs/orders.md). */
  refundStatus: number
}

export interface Statement {
  orders: number
  paid: string
  refunded: string
  goods: string
  freight: string
  packing: string
  insurance: string
  platformDiscounts: string
  commissionPercent: string
  commission: string
  payout: string
}

const ZERO = new Decimal(0)
const money = (d: Decimal) => d.toFixed(2)

/** The statement of some of one shop's orders; `commissionPercent` is its category's handling fee (3.50 = 3.5 %). */
export function statementOf(orders: StatementOrder[], commissionPercent: string): Statement {
  const sum = { paid: ZERO, refunded: ZERO, goods: ZERO, freight: ZERO, packing: ZERO, insurance: ZERO, platform: ZERO }
  for (const order of orders) {
    const paid = new Decimal(order.payPrice)
    const refunded = new Decimal(order.refundPrice)
    const kept =
      order.refundStatus === 3
        ? { freight: ZERO, packing: ZERO, insurance: ZERO }
        : {
            freight: new Decimal(order.freightPrice),
            packing: new Decimal(order.packingPrice),
            insurance: new Decimal(order.insurancePrice),
          }
    const goods = Decimal.max(paid.minus(refunded).minus(kept.freight).minus(kept.packing).minus(kept.insurance), ZERO)
    sum.paid = sum.paid.plus(paid)
    sum.refunded = sum.refunded.plus(refunded)
    sum.goods = sum.goods.plus(goods)
    sum.freight = sum.freight.plus(kept.freight)
    sum.packing = sum.packing.plus(kept.packing)
    sum.insurance = sum.insurance.plus(kept.insurance)
    sum.platform = sum.platform.plus(order.platformCouponPrice).plus(order.integralPrice)
  }
  const rate = Decimal.max(new Decimal(commissionPercent), ZERO)
  const commission = sum.goods.times(rate).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
  return {
    orders: orders.length,
    paid: money(sum.paid),
    refunded: money(sum.refunded),
    goods: money(sum.goods),
    freight: money(sum.freight),
    packing: money(sum.packing),
    insurance: money(sum.insurance),
    platformDiscounts: money(sum.platform),
    commissionPercent: rate.toFixed(2),
    commission: money(commission),
    payout: money(sum.paid.minus(sum.refunded).minus(commission)),
  }
}
