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

function formatterOf(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const digits = minorUnit(currency)
    formatter = new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: narrowSign(locale, currency) ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * An amount as the shopper's locale writes money in `currency`: "$54.99" (en, USD), "54,99 US$" (es), "50,59 €" (fr).
 * The amount is rounded half-up to the currency's minor unit first and handed to Intl as an exact decimal string
 * (or written from the page's money pattern, which writes it as Intl does: `moneyPattern`).
 */
export function formatCurrency(value: MoneyInput, currency: string, locale: string): string {
  if (!plain(value)) return writeCurrency(value, currency, locale)
  return writtenAmounts.of(JSON.stringify([locale, currency, value]), () => writeCurrency(value, currency, locale))
}

const writtenAmounts = new Remembered<string>(10_000)

function writeCurrency(value: MoneyInput, currency: string, locale: string): string {
  const digits = minorUnit(currency)
  const exact = toMoney(value).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits)
  const pattern = patterns.get(`${locale}|${currency}`)
  if (pattern && !exact.startsWith('-')) return writeWithPattern(pattern, exact)
  return formatterOf(currency, locale).format(exact as unknown as number)
}

/**
 * How a locale writes a non-negative amount of a currency, read off Intl's own output: the text before and after the
 * number, the group and decimal signs, the minor unit, and whether a four-digit amount is grouped ("1,234" in en,
 * "1234" in es). The server reads it for the page's currencies and the page carries it (the shell's context,
 * decision 129), so the browser writes the page's prices without building an Intl.NumberFormat while it hydrates:
 * the first one in a page costs 40–60 ms of main thread (ICU's set-up) in a single task.
 */
export interface MoneyPattern {
  prefix: string
  suffix: string
  group: string
  decimal: string
  digits: number
  /** 1: grouped from four integer digits; 2: from five (es). */
  minGrouping: 1 | 2
}

const patterns = new Map<string, MoneyPattern>()

function writeWithPattern(pattern: MoneyPattern, exact: string): string {
  const [whole, fraction] = exact.split('.')
  const grouped =
    pattern.group && whole.length >= 3 + pattern.minGrouping ? whole.replace(/\B(?=(\d{3})+$)/g, pattern.group) : whole
  return `${pattern.prefix}${grouped}${fraction ? pattern.decimal + fraction : ''}${pattern.suffix}`
}

/** Amounts a pattern must write exactly as Intl does before it is used: every grouping case, with and without cents. */
const PROBES = [
  '0',
  '0.05',
  '7',
  '12.5',
  '999.99',
  '1000',
  '1234.56',
  '9999',
  '10000',
  '12345.6',
  '123456.78',
  '1234567.89',
  '98765432.1',
]

/**
 * The pattern of `currency` in `locale` (on the server), or null when Intl writes it some way the pattern cannot
 * (another digit system, grouping not by three): the browser then asks Intl.
 */
export function moneyPattern(currency: string, locale: string): MoneyPattern | null {
  const digits = minorUnit(currency)
  const formatter = formatterOf(currency, locale)
  const parts = formatter.formatToParts((digits ? '1234567.89' : '1234567') as unknown as number)
  const first = parts.findIndex((part) => part.type === 'integer')
  const last = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction')
  if (first < 0) return null
  const join = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('')
  const pattern: MoneyPattern = {
    prefix: join(parts.slice(0, first)),
    suffix: join(parts.slice(last + 1)),
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '',
    digits,
    minGrouping: pattern4Grouped(formatter, digits) ? 1 : 2,
  }
  for (const probe of PROBES) {
    const exact = new Decimal(probe).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits)
    if (writeWithPattern(pattern, exact) !== formatter.format(exact as unknown as number)) return null
  }
  return pattern
}

function pattern4Grouped(formatter: Intl.NumberFormat, digits: number): boolean {
  return formatter
    .formatToParts(new Decimal(1234).toFixed(digits) as unknown as number)
    .some((part) => part.type === 'group')
}

/** The page's patterns (`locale|currency` → pattern), taken before its first price is written. */
export function adoptMoneyPatterns(list: Record<string, MoneyPattern> | undefined) {
  if (!list) return
  for (const [key, pattern] of Object.entries(list)) {
    if (patterns.has(key)) continue
    patterns.set(key, pattern)
    const currency = key.slice(key.indexOf('|') + 1)
    if (MINOR_UNIT_OVERRIDES[currency] === undefined) minorUnits.set(currency, pattern.digits)
  }
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
