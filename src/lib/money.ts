/** Money is decimal.js end to end: parse what the API sends (number or string), compute, then format. */
import Decimal from 'decimal.js'

export type MoneyInput = Decimal.Value | null | undefined

export function toMoney(value: MoneyInput): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0)
  try {
    const d = new Decimal(value)
    return d.isFinite() ? d : new Decimal(0)
  } catch {
    return new Decimal(0)
  }
}

/** Two decimals, half-up: "12.90". */
export const formatAmount = (value: MoneyInput) => toMoney(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)

/** Sign plus amount: "$12.90". */
export const formatMoney = (value: MoneyInput, symbol: string) => `${symbol}${formatAmount(value)}`

/** price × quantity, exact. */
export const lineTotal = (price: MoneyInput, quantity: number) => toMoney(price).times(quantity)

export const sumMoney = (values: MoneyInput[]) => values.reduce<Decimal>((sum, v) => sum.plus(toMoney(v)), new Decimal(0))

/** "% OFF" as the client computes it: round((otPrice − price) / otPrice × 100); 0 when there is no discount. */
export function discountPercent(price: MoneyInput, otPrice: MoneyInput): number {
  const was = toMoney(otPrice)
  const now = toMoney(price)
  if (was.lte(0) || now.gte(was)) return 0
  return was.minus(now).div(was).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()
}
