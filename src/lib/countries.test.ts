import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, countryCodeFrom, countryEnglishName, isCountryCode } from '~/contract/countries'
import { countryName, countryOptionsFilter, countrySearchEntry, matchesCountry } from './countries'
import { isValidPhone, PHONE_COUNTRIES } from './phone-countries'

const phoneEntries = (locale: string) => PHONE_COUNTRIES.map((c) => countrySearchEntry(c.iso, locale, c.dialCode))
const found = (query: string, locale = 'en') =>
  phoneEntries(locale)
    .filter((entry) => matchesCountry(query, entry))
    .map((entry) => entry.iso)

describe('country search', () => {
  it('finds a phone country by dial code, with or without "+", by prefix', () => {
    expect(found('+86')).toEqual(['CN'])
    expect(found('86')).toEqual(['CN'])
    expect(found('+7')).toEqual(['RU', 'KZ'])
    expect(found('7')).toEqual(['RU', 'KZ'])
    expect(found('99')).toEqual(['TJ', 'KG', 'UZ', 'TM', 'AZ'])
    expect(found('+1')).toEqual([])
  })

  it("finds a country by any part of its name in the shopper's language, ignoring case and accents", () => {
    expect(found('kaz')).toEqual(['KZ'])
    expect(found('Китай', 'ru')).toEqual(['CN'])
    expect(found('казах', 'ru')).toEqual(['KZ'])
    expect(found('中国', 'zh-CN')).toEqual(['CN'])
    expect(found('Ouzbékistan', 'fr')).toEqual(['UZ'])
    expect(found('ouzbekistan', 'fr')).toEqual(['UZ'])
  })

  it('also finds by the English name and the ISO code in another language', () => {
    expect(found('China', 'ru')).toEqual(['CN'])
    expect(found('am', 'ru')).toEqual(['AM'])
  })

  it('an empty query lists everything; a word matches no dial code', () => {
    expect(found('  ')).toHaveLength(PHONE_COUNTRIES.length)
    expect(found('zz-top')).toEqual([])
  })

  it('is the Select filter over ISO-valued options', () => {
    const filter = countryOptionsFilter(phoneEntries('en'))
    const options = PHONE_COUNTRIES.map((c) => ({ value: c.iso, label: c.iso }))
    expect(filter({ options, search: '+86', limit: Infinity }).map((o) => ('value' in o ? o.value : ''))).toEqual([
      'CN',
    ])
  })
})

describe('country names and codes', () => {
  it('names a country in the locale and leaves free text alone', () => {
    expect(countryName('ru', 'en')).toBe('Russia')
    expect(countryName('RU', 'ru')).toBe('Россия')
    expect(countryName('Somewhere 12', 'en')).toBe('Somewhere 12')
  })

  it('lists every ISO 3166-1 country once, and reads a code or an English name as its code', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    expect(isCountryCode('kz')).toBe(true)
    expect(isCountryCode('XX')).toBe(false)
    expect(countryCodeFrom(' ru ')).toBe('RU')
    expect(countryCodeFrom('Russia')).toBe('RU')
    expect(countryCodeFrom('united kingdom')).toBe('GB')
    expect(countryCodeFrom('Atlantis')).toBeNull()
    expect(countryCodeFrom('')).toBeNull()
    expect(countryEnglishName('KZ')).toBe('Kazakhstan')
    expect(countryEnglishName('Atlantis')).toBe('Atlantis')
  })

  it("gives each phone country the spec's phoneFormat (a valid number of that country) and CNName", () => {
    const chinese = new Intl.DisplayNames(['zh-CN'], { type: 'region' })
    for (const country of PHONE_COUNTRIES) {
      expect(isValidPhone(country.phoneFormat, country.iso), `${country.iso} ${country.phoneFormat}`).toBe(true)
      expect(country.CNName).toBe(chinese.of(country.iso))
    }
  })
})
