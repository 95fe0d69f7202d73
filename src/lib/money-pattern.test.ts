/** Money patterns (decision 129): the browser writes the page's prices from the server's pattern as Intl writes them. */
import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { LOCALES, narrowSign, numberLocale } from '~/i18n/locales'
import { adoptMoneyPatterns, formatCurrency, minorUnit, moneyPattern, type MoneyPattern } from './money'

const CURRENCIES = ['USD', 'EUR', 'RUB', 'CNY', 'THB', 'LAK', 'KZT', 'JPY', 'GBP']

/** What Intl writes, asked afresh (no cache, no pattern). */
function intl(amount: string, currency: string, locale: string): string {
  const digits = minorUnit(currency)
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: narrowSign(locale, currency) ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(new Decimal(amount).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toFixed(digits) as unknown as number)
}

/** Amounts of every length, with and without cents, and halves that round. */
function amounts(): string[] {
  const list = ['0', '0.004', '0.005', '1', '9.995', '999.994', '999.995', '1000', '9999.99', '10000', '99999.5']
  let seed = 7
  for (let i = 0; i < 120; i++) {
    seed = (seed * 48271) % 2147483647
    const digits = 1 + (seed % 10)
    list.push(new Decimal(seed % 10 ** digits).div(100).toFixed())
  }
  return list
}

describe('moneyPattern', () => {
  it('reads a pattern for every locale and currency the shop writes', () => {
    for (const locale of LOCALES)
      for (const currency of CURRENCIES) expect(moneyPattern(currency, locale), `${locale} ${currency}`).not.toBeNull()
    expect(moneyPattern('USD', 'en')).toEqual({
      prefix: '$',
      suffix: '',
      group: ',',
      decimal: '.',
      digits: 2,
      minGrouping: 1,
    } satisfies MoneyPattern)
    // Spanish groups from five digits: "1234,56 US$", "12.345,67 US$".
    expect(moneyPattern('USD', 'es')?.minGrouping).toBe(2)
    expect(moneyPattern('KZT', 'ru')?.digits).toBe(0)
  })

  it('writes what Intl writes, in all 7 locales, once adopted', () => {
    const list: Record<string, MoneyPattern> = {}
    for (const locale of LOCALES)
      for (const currency of CURRENCIES) list[`${locale}|${currency}`] = moneyPattern(currency, locale)!
    adoptMoneyPatterns(list)
    for (const locale of LOCALES)
      for (const currency of CURRENCIES)
        for (const amount of amounts())
          expect(formatCurrency(amount, currency, locale), `${locale} ${currency} ${amount}`).toBe(
            intl(amount, currency, locale),
          )
  })

  it('leaves negative amounts to Intl', () => {
    adoptMoneyPatterns({ 'en|USD': moneyPattern('USD', 'en')! })
    expect(formatCurrency('-1234.5', 'USD', 'en')).toBe(intl('-1234.5', 'USD', 'en'))
    expect(formatCurrency('-1234.5', 'USD', 'en')).toBe('-$1,234.50')
  })

  it('is not used when it writes a probe differently (a digit system of its own)', () => {
    // Arabic digits: the pattern cannot write them, so there is none and Intl writes the amount.
    const arabic = moneyPattern('USD', 'ar-EG')
    expect(arabic).toBeNull()
  })
})
