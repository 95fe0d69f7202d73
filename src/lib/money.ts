/** Money is decimal.js end to end: parse what the API sends (number or string), compute, then format. */
import Decimal from 'decimal.js'
import { narrowSign, numberLocale } from '~/i18n/locales'

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

export const sumMoney = (values: MoneyInput[]) =>
  values.reduce<Decimal>((sum, v) => sum.plus(toMoney(v)), new Decimal(0))

/**
 * Answers of a pure money function for the amounts the API sends (strings and numbers), kept per process: a page
 * writes the same prices on every render (a home page shows 111 tiles), and decimal.js parsing and rounding each one
 * again was a few per cent of a render. Bounded: emptied when full.
 */
class Remembered<T> {
  private answers = new Map<string, T>()
  constructor(private limit: number) {}
  of(key: string, compute: () => T): T {
    let answer = this.answers.get(key)
    if (answer === undefined) {
      if (this.answers.size >= this.limit) this.answers.clear()
      answer = compute()
      this.answers.set(key, answer)
    }
    return answer
  }
}

/** Whether an amount can key a remembered answer: a plain string or number (not a Decimal). */
const plain = (value: MoneyInput): value is string | number => typeof value === 'string' || typeof value === 'number'

const discounts = new Remembered<number>(5000)

/** "% OFF" as the client computes it: round((otPrice − price) / otPrice × 100); 0 when there is no discount. */
export function discountPercent(price: MoneyInput, otPrice: MoneyInput): number {
  if (!plain(price) || !plain(otPrice)) return computeDiscountPercent(price, otPrice)
  // JSON keeps the two apart whatever characters they hold.
  return discounts.of(JSON.stringify([price, otPrice]), () => computeDiscountPercent(price, otPrice))
}

function computeDiscountPercent(price: MoneyInput, otPrice: MoneyInput): number {
  const was = toMoney(otPrice)
  const now = toMoney(price)
  if (was.lte(0) || now.gte(was)) return 0
  return was.minus(now).div(was).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber()
}

/**
 * Minor units where cash practice differs from the CLDR data Intl carries: the tenge is written without tiyn
 * (decision 34). Every other currency takes Intl's `maximumFractionDigits` (2 for USD, 0 for LAK and JPY…).
 */
const MINOR_UNIT_OVERRIDES: Partial<Record<string, number>> = { KZT: 0 }

/** Minor units by currency code, asked of Intl once per code: building a NumberFormat costs more than a tile's render. */
const minorUnits = new Map<string, number>()

/** How many decimals an amount in `currency` has: 2 for USD and EUR, 0 for LAK and KZT. */
export function minorUnit(currency: string): number {
  const override = MINOR_UNIT_OVERRIDES[currency]
  if (override !== undefined) return override
  let digits = minorUnits.get(currency)
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    minorUnits.set(currency, digits)
  }
  return digits
}

/**
 * An amount in the shop's currency to `currency` at `rate` (1 shop unit = `rate` units), exact with decimal.js and
 * rounded half-up to the currency's minor unit: `convert('54.99', '0.92', 'EUR')` → 50.59.
 */
export function convert(amount: MoneyInput, rate: Decimal.Value, currency: string): Decimal {
  return toMoney(amount).times(toMoney(rate)).toDecimalPlaces(minorUnit(currency), Decimal.ROUND_HALF_UP)
}

/**
 * The totals rule (docs/currency.md): a converted total is the sum of the converted lines, never the converted
 * total, so the amounts a shopper reads add up.
 */
export function convertTotal(lines: MoneyInput[], rate: Decimal.Value, currency: string): Decimal {
  return lines.reduce<Decimal>((sum, line) => sum.plus(convert(line, rate, currency)), new Decimal(0))
}

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * An amount as the shopper's locale writes money in `currency`: "$54.99" (en, USD), "54,99 US$" (es), "50,59 €" (fr).
 * The amount is rounded half-up to the currency's minor unit first and handed to Intl as an exact decimal string.
 */
export function formatCurrency(value: MoneyInput, currency: string, locale: string): string {
  if (!plain(value)) return writeCurrency(value, currency, locale)
  return writtenAmounts.of(JSON.stringify([locale, currency, value]), () => writeCurrency(value, currency, locale))
}

const writtenAmounts = new Remembered<string>(10_000)

function writeCurrency(value: MoneyInput, currency: string, locale: string): string {
  const digits = minorUnit(currency)
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: narrowSign(locale, currency) ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  const exact = toMoney(value).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits)
  return formatter.format(exact as unknown as number)
}

/**
 * How the shopper's locale names a currency, for the currency menu: its sign as prices write it ("€", "US$" in es, "RUB" in en) and its name
 * ("euro" in es, "евро" in ru), from Intl's own data. The code stands in for a name Intl does not know.
 */
export function currencyLabel(currency: string, locale: string): { symbol: string; name: string } {
  const symbol =
    new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: narrowSign(locale, currency) ? 'narrowSymbol' : 'symbol',
    })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  let name = currency
  try {
    name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency
  } catch {
    // An environment without display names keeps the code.
  }
  return { symbol, name }
}
