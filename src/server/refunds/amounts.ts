/**
 * What a refund gives back, with decimal.js. A partial refund gets its goods' share of what was paid for the goods
 * (pay price minus freight, packing fee and shipping insurance), rounded down to the cent, and the same share of the
 * points the order used (rounded down); the request that returns the last units gets everything not yet given back:
 * freight, packing fee, insurance (decision 49) and rounding included. So the refunds of an order never add up to
 * more than its pay price or its points.
 */
import Decimal from 'decimal.js'
import { english, type MessageValues } from '../http/messages'

/** A refund the order cannot give; its text is a marked message (decision 25), answered as a 400. */
export class RefundAmountError extends RangeError {
  constructor(
    readonly id: string,
    readonly values?: MessageValues,
  ) {
    super(english({ id, values }))
  }
}

export interface RefundOrderMoney {
  payPrice: string
  freightPrice: string
  /** The packing fee and shipping insurance (decision 49): like freight, given back with the last units only. */
  packingPrice: string
  insurancePrice: string
  proTotalPrice: string
  useIntegral: number
}

export interface RefundItem {
  id: number
  price: string
  payNum: number
  /** Units returned or being returned by earlier requests. */
  refundNum: number
}

export interface RefundShare {
  amount: string
  integral: number
  /** This request returns the last units of the order. */
  last: boolean
  lines: { orderItemId: number; num: number; amount: string }[]
}

/**
 * `claimed`: money and points of the order's earlier requests that were not refused. Throws a RangeError naming the
 * problem when a line asks for more units than are left (the service turns it into a 400).
 */
export function refundShare(
  order: RefundOrderMoney,
  items: RefundItem[],
  request: { orderItemId: number; num: number }[],
  claimed: { amount: string; integral: number },
): RefundShare {
  const byId = new Map(items.map((i) => [i.id, i]))
  const asked = new Map<number, number>()
  for (const line of request) {
    const item = byId.get(line.orderItemId)
    if (!item) throw new RefundAmountError(/*i18n*/ 'Item {item} is not part of this order', { item: line.orderItemId })
    if (!Number.isInteger(line.num) || line.num < 1)
      throw new RefundAmountError(/*i18n*/ 'The number to return must be at least 1')
    asked.set(item.id, (asked.get(item.id) ?? 0) + line.num)
  }
  if (asked.size === 0) throw new RefundAmountError(/*i18n*/ 'Nothing is left to refund in this order')
  for (const [id, num] of asked) {
    const item = byId.get(id)!
    if (num > item.payNum - item.refundNum)
      throw new RefundAmountError(/*i18n*/ 'Only {count} unit(s) of this item can still be returned', {
        count: item.payNum - item.refundNum,
      })
  }
  const unitsLeft = items.reduce((n, i) => n + i.payNum - i.refundNum, 0)
  const unitsAsked = [...asked.values()].reduce((n, v) => n + v, 0)
  const last = unitsAsked === unitsLeft

  const pay = new Decimal(order.payPrice)
  const remaining = Decimal.max(pay.minus(claimed.amount), 0)
  const pointsLeft = Math.max(order.useIntegral - claimed.integral, 0)
  const goodsPaid = Decimal.max(pay.minus(order.freightPrice).minus(order.packingPrice).minus(order.insurancePrice), 0)
  const proTotal = new Decimal(order.proTotalPrice)
  const shareOf = (price: string, num: number) =>
    proTotal.isZero() ? new Decimal(0) : new Decimal(price).times(num).div(proTotal)

  const lines = [...asked].map(([id, num]) => {
    const item = byId.get(id)!
    return {
      orderItemId: id,
      num,
      amount: goodsPaid.times(shareOf(item.price, num)).toDecimalPlaces(2, Decimal.ROUND_DOWN),
    }
  })
  let amount = lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0))
  let integral = new Decimal(order.useIntegral)
    .times(lines.reduce((s, l) => s.plus(shareOf(byId.get(l.orderItemId)!.price, l.num)), new Decimal(0)))
    .floor()
    .toNumber()
  if (last) {
    amount = remaining
    integral = pointsLeft
  }
  amount = Decimal.min(amount, remaining)
  integral = Math.min(integral, pointsLeft)
  return { amount: amount.toFixed(2), integral, last, lines: lines.map((l) => ({ ...l, amount: l.amount.toFixed(2) })) }
}
