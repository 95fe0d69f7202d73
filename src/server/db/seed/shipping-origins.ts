/**
 * Where each demo merchant ships from (the product page's "Ships from", decision 29): its warehouse's country and
 * city, the city's name in every storefront locale, and the working days it takes to hand an order to the carrier.
 */
import type { Translations } from '../schema.ts'
import { COUNTRY_CODES, MERCHANTS } from './merchant-data.ts'
import { CITY_WORDS as CITIES } from './l10n/tables.ts'

const LOCALES = ['zh-CN', 'es', 'ru', 'fr', 'th', 'lo'] as const

/** The city of a seed address: the known city name it contains ("…, Shenzhen, Guangdong, China" → Shenzhen). */
function cityOf(address: string): string {
  const parts = address.split(',').map((part) => part.trim().replace('İ', 'I'))
  const city = Object.keys(CITIES).find((name) => parts.includes(name))
  if (!city) throw new Error(`No known city in the seed address "${address}"`)
  return city
}

export function buildShippingOrigins() {
  return MERCHANTS.map((spec) => {
    const city = cityOf(spec.address)
    const names = CITIES[city]
    const i18n: Translations = Object.fromEntries(LOCALES.map((locale, n) => [locale, { city: names[n + 1] }]))
    return {
      merId: spec.id,
      countryCode: COUNTRY_CODES[spec.country] ?? 'CN',
      city: names[0],
      // Self-operated warehouses pack the same day or the next; factories take a little longer.
      dispatchDays: spec.isSelf ? 1 : 1 + (spec.id % 3),
      i18n,
    }
  })
}
