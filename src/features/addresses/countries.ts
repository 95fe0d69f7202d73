/** The phone country choices of the storefront (spec §1): ISO code, dial code, name. Default dial code 7 (Russia). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface PhoneCountry {
  iso: 'RU' | 'KZ' | 'CN' | 'TJ' | 'KG' | 'UZ' | 'TM' | 'AZ' | 'AM'
  dial: number
  name: MessageDescriptor
  flag: string
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'RU', dial: 7, name: msg`Russia`, flag: '🇷🇺' },
  { iso: 'KZ', dial: 7, name: msg`Kazakhstan`, flag: '🇰🇿' },
  { iso: 'CN', dial: 86, name: msg`China`, flag: '🇨🇳' },
  { iso: 'TJ', dial: 992, name: msg`Tajikistan`, flag: '🇹🇯' },
  { iso: 'KG', dial: 996, name: msg`Kyrgyzstan`, flag: '🇰🇬' },
  { iso: 'UZ', dial: 998, name: msg`Uzbekistan`, flag: '🇺🇿' },
  { iso: 'TM', dial: 993, name: msg`Turkmenistan`, flag: '🇹🇲' },
  { iso: 'AZ', dial: 994, name: msg`Azerbaijan`, flag: '🇦🇿' },
  { iso: 'AM', dial: 374, name: msg`Armenia`, flag: '🇦🇲' },
]

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = PHONE_COUNTRIES[0]!

export const phoneCountryByIso = (iso: string | null | undefined) =>
  PHONE_COUNTRIES.find((c) => c.iso === String(iso ?? '').toUpperCase())

/**
 * The picker entry for a stored address: its dial code (a number or "+7"-like string), disambiguated by the
 * address's country (ISO code or any text containing the ISO code's English name) when several share the code.
 */
export function phoneCountryFor(countryCode: unknown, country?: string, countryNames: Record<string, string> = {}): PhoneCountry {
  const dial = Number(String(countryCode ?? '').replace(/\D/g, ''))
  const matches = PHONE_COUNTRIES.filter((c) => c.dial === dial)
  if (matches.length === 0) return DEFAULT_PHONE_COUNTRY
  const text = String(country ?? '').trim().toLowerCase()
  return (
    matches.find((c) => c.iso.toLowerCase() === text || (text !== '' && countryNames[c.iso]?.toLowerCase() === text)) ??
    matches[0]!
  )
}
