/**
 * The phone countries of the storefront (spec §1) for every phone field (sign-in, registration, addresses): flags,
 * dial codes, and the per-country number check (libphonenumber-js). Russia and Kazakhstan share +7, so pickers
 * hold the ISO country, not the code. Names come from `~/lib/countries` (the shopper's locale).
 */
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min'

export interface PhoneCountry {
  iso: CountryCode
  dialCode: string
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'RU', dialCode: '7' },
  { iso: 'KZ', dialCode: '7' },
  { iso: 'CN', dialCode: '86' },
  { iso: 'TJ', dialCode: '992' },
  { iso: 'KG', dialCode: '996' },
  { iso: 'UZ', dialCode: '998' },
  { iso: 'TM', dialCode: '993' },
  { iso: 'AZ', dialCode: '994' },
  { iso: 'AM', dialCode: '374' },
]

/** Russia: the default dial code 7 (spec §9). */
export const DEFAULT_COUNTRY: CountryCode = 'RU'
export const DEFAULT_DIAL_CODE = '7'

export function findCountry(iso: string | null | undefined): PhoneCountry {
  return phoneCountryByIso(iso) ?? PHONE_COUNTRIES[0]
}

/** The country of an ISO code (any case), if it is one of the storefront's. */
export function phoneCountryByIso(iso: string | null | undefined): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((c) => c.iso === String(iso ?? '').toUpperCase())
}

/** The dial code of a picker value, without "+" (L6 sends it as a number; the other calls as "+7"). */
export function dialCodeOf(iso: string): string {
  return findCountry(iso).dialCode
}

/** A national number (spaces, dashes, brackets allowed) valid for the chosen country. */
export function isValidPhone(phone: string, iso: string): boolean {
  const digits = normalizePhone(phone)
  if (!/^\d{4,15}$/.test(digits)) return false
  try {
    return isValidPhoneNumber(digits, findCountry(iso).iso)
  } catch {
    return false
  }
}

/** What the API receives: the national number's digits only. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, '')
}
