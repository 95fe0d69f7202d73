/**
 * What a shop charges on each of its merchant orders besides the goods, as pure functions with decimal.js: freight
 * (free over a threshold), and the packing fee and shipping insurance (decision 49). ./pricing.ts adds them up.
 */
import Decimal from 'decimal.js'

const ZERO = new Decimal(0)
const dec = (value: string | number | null | undefined) => new Decimal(value ?? 0)

export interface MerchantFreightRule {
  merId: number
  freightFee: string
  /** null: shipping is never free. */
  freeShippingOver: string | null
  /** Extensions (decision 49): charged once per merchant order (absent: none). */
  packingFee?: string
  /** The shipping insurance's share of the merchant order's goods value, e.g. "0.0100" = 1 % (absent: none). */
  insuranceRate?: string
}

/** Freight of one merchant order: free once its goods reach `freeShippingOver`. */
export function freightFor(rule: MerchantFreightRule | undefined, goods: Decimal): Decimal {
  if (!rule) return ZERO
  const fee = dec(rule.freightFee)
  if (rule.freeShippingOver !== null && goods.gte(dec(rule.freeShippingOver))) return ZERO
  return fee
}

/**
 * The packing fee and shipping insurance of one merchant order (decision 49): the shop's flat packing fee, and its
 * insurance rate times the goods value at price (coupons and points do not lower what is insured), rounded half up
 * to the cent. Neither is discounted by coupons or points, nor waived by free shipping.
 */
export function feesFor(
  rule: MerchantFreightRule | undefined,
  goods: Decimal,
): { packing: Decimal; insurance: Decimal } {
  const packing = Decimal.max(dec(rule?.packingFee), ZERO)
  const rate = Decimal.max(dec(rule?.insuranceRate), ZERO)
  return { packing, insurance: goods.times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) }
}
