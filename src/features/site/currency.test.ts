/** Which currency prices are shown in (decision 34): the cookie's when it has a rate, else the locale's default, else the shop's. */
import { describe, expect, it } from 'vitest'
import type { CurrencyRates } from '~/contract'
import { resolveDisplayCurrency } from './currency'

const rates: CurrencyRates = {
  shopCurrency: 'USD',
  currencies: [
    { code: 'USD', rate: '1', date: '' },
    { code: 'EUR', rate: '0.92', date: '2026-11-26 09:00:00' },
    { code: 'RUB', rate: '97.5', date: '2026-11-26 09:00:00' },
  ],
  localeDefaults: { ru: 'RUB', fr: 'EUR' },
}

describe('resolveDisplayCurrency', () => {
  it('proposes the locale default on a first visit, the shop currency for en', () => {
    expect(resolveDisplayCurrency(rates, null, 'ru')).toMatchObject({ code: 'RUB', rate: '97.5', shop: 'USD' })
    expect(resolveDisplayCurrency(rates, null, 'fr').code).toBe('EUR')
    expect(resolveDisplayCurrency(rates, null, 'en')).toEqual({ code: 'USD', rate: '1', date: '', shop: 'USD' })
  })

  it('follows the cookie when its currency has a rate, else falls back', () => {
    expect(resolveDisplayCurrency(rates, 'EUR', 'ru').code).toBe('EUR')
    expect(resolveDisplayCurrency(rates, 'USD', 'ru').code).toBe('USD')
    // A stale or unknown currency is not in the answer: never converted with a rate the API did not give.
    expect(resolveDisplayCurrency(rates, 'GBP', 'ru').code).toBe('RUB')
    expect(resolveDisplayCurrency(rates, 'GBP', 'en').code).toBe('USD')
  })

  it('shows the shop currency when only it is offered (no extension, rates failed)', () => {
    const shopOnly: CurrencyRates = {
      shopCurrency: 'USD',
      currencies: [{ code: 'USD', rate: '1', date: '' }],
      localeDefaults: {},
    }
    expect(resolveDisplayCurrency(shopOnly, 'EUR', 'fr').code).toBe('USD')
  })
})
