/**
 * The phone countries of the storefront (docs/spec.md §1.14 (#spec-1-14)) for every phone field (sign-in, registration,
 * addresses): flags, dial codes, and the per-country number check (libphonenumber-js). Russia and Kazakhstan share +7,
 * so pickers hold the ISO country, not the code. Names come from `~/lib/countries` (the shopper's locale).
 */
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min'

/**
 * A country entry of the spec (docs/spec.md §3.14 (#spec-3-14): code, name, dialCode, phoneFormat, CNName).
 * `phoneFormat` is how a mobile number is written after the dial code (libphonenumber's example, without the trunk
 * prefix), shown as the phone field's placeholder; `CNName` is the Chinese name the reference client's picker carried.
 * Other names come from `~/lib/countries` in the shopper's locale.
 */
export interface PhoneCountry {
  iso: CountryCode
  dialCode: string
  phoneFormat: string
  CNName: string
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'RU', dialCode: '7', phoneFormat: '912 345-67-89', CNName: '俄罗斯' },
  { iso: 'KZ', dialCode: '7', phoneFormat: '771 000 9998', CNName: '哈萨克斯坦' },
  { iso: 'CN', dialCode: '86', phoneFormat: '131 2345 6789', CNName: '中国' },
  { iso: 'TJ', dialCode: '992', phoneFormat: '91 712 3456', CNName: '塔吉克斯坦' },
  { iso: 'KG', dialCode: '996', phoneFormat: '700 123 456', CNName: '吉尔吉斯斯坦' },
  { iso: 'UZ', dialCode: '998', phoneFormat: '91 234 56 78', CNName: '乌兹别克斯坦' },
  { iso: 'TM', dialCode: '993', phoneFormat: '66 123456', CNName: '土库曼斯坦' },
  { iso: 'AZ', dialCode: '994', phoneFormat: '40 123 45 67', CNName: '阿塞拜疆' },
  { iso: 'AM', dialCode: '374', phoneFormat: '77 123456', CNName: '亚美尼亚' },
]

/** Russia: the default dial code 7 (docs/spec.md §9.23 (#spec-9-23)). */
export const DEFAULT_COUNTRY: CountryCode = 'RU'

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

/** A phone field's value (its country and the number as typed) as the code request sends it: "+7" and digits. */
export function smsTo(iso: string, typed: string): { countryCode: string; phone: string } {
  return { countryCode: `+${dialCodeOf(iso)}`, phone: normalizePhone(typed) }
}
