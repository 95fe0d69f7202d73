/**
 * The lines an order's total is made of, signed (discounts negative): goods, shipping, packing and insurance, less
 * the coupon and the points. The "≈" total in the shopper's currency is the sum of these lines converted
 * (docs/currency.md), at checkout and on the order's page alike.
 */
import { type MoneyInput, toMoney } from '~/lib/money'

export function totalLines(order: {
  goods: MoneyInput
  shipping: MoneyInput
  packing?: MoneyInput
  insurance?: MoneyInput
  coupon?: MoneyInput
  points?: MoneyInput
}) {
  return [
    order.goods,
    order.shipping,
    toMoney(order.packing),
    toMoney(order.insurance),
    toMoney(order.coupon).neg(),
    toMoney(order.points).neg(),
  ]
}
