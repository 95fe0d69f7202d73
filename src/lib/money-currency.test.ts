/** Prices in the shopper's currency (decision 34, docs/currency.md): conversion, minor units, formatting, the totals rule. */
import { describe, expect, it } from 'vitest'
import { numberLocale } from '~/i18n/locales'
import { convert, convertTotal, currencyLabel, formatCurrency, minorUnit, sumMoney } from './money'

describe('convert', () => {
  it('rounds half-up to the minor unit of each currency', () => {
    expect(minorUnit('USD')).toBe(2)
    expect(minorUnit('EUR')).toBe(2)
    expect(minorUnit('LAK')).toBe(0)
    expect(minorUnit('KZT')).toBe(0)
    expect(minorUnit('JPY')).toBe(0)
    expect(convert('54.99', '0.92', 'EUR').toFixed()).toBe('50.59') // 50.5908
    expect(convert('10.00', '0.9259259259', 'EUR').toFixed()).toBe('9.26')
    expect(convert('0.05', '0.9', 'EUR').toFixed()).toBe('0.05') // 0.045 → half up
    expect(convert('54.99', '97.5', 'RUB').toFixed()).toBe('5361.53') // 5361.525
    expect(convert('54.99', '21500', 'LAK').toFixed()).toBe('1182285')
    expect(convert('54.99', '480.3', 'KZT').toFixed()).toBe('26412') // 26411.697
    expect(convert('12.50', '35', 'THB').toFixed()).toBe('437.5')
    expect(convert('12.34', '1', 'USD').toFixed()).toBe('12.34')
  })

  it('is exact where floating point is not', () => {
    expect(0.1 * 3).not.toBe(0.3)
    expect(convert('0.10', '3', 'EUR').toFixed()).toBe('0.3')
    expect(convert('1.005', '1', 'USD').toFixed()).toBe('1.01')
  })

  it('reads junk as zero', () => {
    expect(convert('abc', '0.92', 'EUR').toFixed()).toBe('0')
    expect(convert(undefined, '0.92', 'EUR').toFixed()).toBe('0')
  })
})

describe('formatCurrency: as each locale writes money', () => {
  const nb = '\u00a0'
  const nnb = '\u202f'
  const amounts: [string, string][] = [
    ['54.99', 'USD'],
    ['1234.5', 'EUR'],
    ['21500', 'LAK'],
    ['26395.2', 'KZT'],
    ['5361.53', 'RUB'],
    ['1890.5', 'THB'],
    ['395.93', 'CNY'],
  ]
  const expected: Record<string, string[]> = {
    en: [
      '$54.99',
      '€1,234.50',
      `LAK${nb}21,500`,
      `KZT${nb}26,395`,
      `RUB${nb}5,361.53`,
      `THB${nb}1,890.50`,
      'CN¥395.93',
    ],
    'zh-CN': [
      'US$54.99',
      '€1,234.50',
      `LAK${nb}21,500`,
      `KZT${nb}26,395`,
      `RUB${nb}5,361.53`,
      `THB${nb}1,890.50`,
      '¥395.93',
    ],
    es: [
      `54,99${nb}US$`,
      `1234,50${nb}€`,
      `21.500${nb}LAK`,
      `26.395${nb}KZT`,
      `5361,53${nb}RUB`,
      `1890,50${nb}฿`,
      `395,93${nb}CNY`,
    ],
    ru: [
      `54,99${nb}$`,
      `1${nb}234,50${nb}€`,
      `21${nb}500${nb}LAK`,
      `26${nb}395${nb}KZT`,
      `5${nb}361,53${nb}₽`,
      `1${nb}890,50${nb}฿`,
      `395,93${nb}CN¥`,
    ],
    fr: [
      `54,99${nb}$US`,
      `1${nnb}234,50${nb}€`,
      `21${nnb}500${nb}LAK`,
      `26${nnb}395${nb}KZT`,
      `5${nnb}361,53${nb}RUB`,
      `1${nnb}890,50${nb}THB`,
      `395,93${nb}CNY`,
    ],
    th: ['US$54.99', '€1,234.50', `LAK${nb}21,500`, `KZT${nb}26,395`, `RUB${nb}5,361.53`, '฿1,890.50', 'CN¥395.93'],
    lo: ['US$54,99', '€1.234,50', '₭21.500', `KZT${nb}26.395`, `RUB${nb}5.361,53`, '฿1.890,50', 'CN¥395,93'],
  }
  for (const [locale, strings] of Object.entries(expected)) {
    it(`formats in ${locale}`, () => {
      expect(amounts.map(([value, currency]) => formatCurrency(value, currency, locale))).toEqual(strings)
    })
  }

  it("writes Lao as Lao's own data does, with data a browser without Lao carries too (decision 75)", () => {
    // Node has Lao's CLDR data, Debian Chromium has none: the stand-in must write what Lao's data writes.
    for (const [value, currency] of amounts) {
      const digits = currency === 'LAK' || currency === 'KZT' ? 0 : 2
      const lao = new Intl.NumberFormat('lo', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
      expect(formatCurrency(value, currency, 'lo')).toBe(lao.format(Number(value)))
    }
    expect(new Intl.NumberFormat(numberLocale('lo')).resolvedOptions().locale).not.toBe('lo')
  })

  it('writes the minor unit: two decimals for USD even when whole, none for LAK and KZT', () => {
    expect(formatCurrency('12', 'USD', 'en')).toBe('$12.00')
    expect(formatCurrency('2.675', 'USD', 'en')).toBe('$2.68')
    expect(formatCurrency('26395.5', 'KZT', 'ru')).toBe(`26${'\u00a0'}396${'\u00a0'}KZT`)
  })
})

describe('the totals rule: the total is the sum of the converted lines', () => {
  it('adds up to what the shopper reads, even where converting the total would not', () => {
    const lines = ['0.05', '0.05', '0.05']
    // Each 0.05 × 0.9 = 0.045 → 0.05 EUR; three lines read 0.15, while 0.15 × 0.9 = 0.135 → 0.14.
    expect(convertTotal(lines, '0.9', 'EUR').toFixed(2)).toBe('0.15')
    expect(convert(sumMoney(lines), '0.9', 'EUR').toFixed(2)).toBe('0.14')
    const shown = lines.map((l) => convert(l, '0.9', 'EUR'))
    expect(sumMoney(shown).toFixed(2)).toBe(convertTotal(lines, '0.9', 'EUR').toFixed(2))
  })

  it('holds for zero-decimal currencies', () => {
    expect(convertTotal(['0.01', '0.01', '0.01'], '21500', 'LAK').toFixed()).toBe('645')
    expect(convertTotal(['1.001', '1.001'], '480.3', 'KZT').toFixed()).toBe('962')
  })
})

describe("currencyLabel: the currency menu names each currency in the shopper's language", () => {
  it('gives the sign prices are written with and the name in the locale', () => {
    expect(currencyLabel('EUR', 'es')).toEqual({ symbol: '€', name: 'euro' })
    expect(currencyLabel('USD', 'es')).toEqual({ symbol: 'US$', name: 'dólar estadounidense' })
    expect(currencyLabel('RUB', 'ru')).toEqual({ symbol: '₽', name: 'российский рубль' })
    expect(currencyLabel('CNY', 'zh-CN')).toEqual({ symbol: '¥', name: '人民币' })
    expect(currencyLabel('EUR', 'fr').name).toBe('euro')
    expect(currencyLabel('THB', 'th').symbol).toBe('฿')
    expect(currencyLabel('KZT', 'en').name).toBe('Kazakhstani Tenge')
  })
})
