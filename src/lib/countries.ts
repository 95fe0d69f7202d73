/**
 * Country names and the one country search every picker uses (phone dial codes, address countries). Names come from
 * Intl.DisplayNames in the shopper's locale, so all 249 regions read right in every catalogue without translating
 * them by hand; English names and the ISO code match too, so a shopper can type what they know.
 */
import type { ComboboxItem, OptionsFilter } from '@mantine/core'
import { countryNameIn } from '~/contract/countries'

/** "RU" → "Россия" in ru, "Russia" in en; an unknown code comes back as given. */
export const countryName = (iso: string, locale: string): string => countryNameIn(iso, locale)

export interface CountrySearchEntry {
  iso: string
  /** Names to match: the shopper's locale first, then English. */
  names: string[]
  /** Without "+", e.g. "7"; absent where dial codes are not shown. */
  dialCode?: string
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim()

/**
 * Whether a country matches what the shopper typed: a dial code ("+7", "7", "86") matches the codes that start with
 * it; words match any part of a name (accents and case ignored) or the exact ISO code.
 */
export function matchesCountry(query: string, entry: CountrySearchEntry): boolean {
  const q = fold(query)
  if (q === '') return true
  const digits = /^\+?\s*(\d+)$/.exec(q)
  if (digits) return entry.dialCode !== undefined && entry.dialCode.startsWith(digits[1])
  if (q === entry.iso.toLowerCase()) return true
  return entry.names.some((name) => fold(name).includes(q))
}

/** The search entry of a country in `locale` (names in the locale and in English). */
export function countrySearchEntry(iso: string, locale: string, dialCode?: string): CountrySearchEntry {
  const names = [countryName(iso, locale)]
  if (!locale.startsWith('en')) names.push(countryName(iso, 'en'))
  return { iso, names, dialCode }
}

/** A Mantine Select filter over options whose value is an ISO code, matching with `matchesCountry`. */
export function countryOptionsFilter(entries: readonly CountrySearchEntry[]): OptionsFilter {
  const byIso = new Map(entries.map((entry) => [entry.iso, entry]))
  return ({ options, search }) =>
    (options as ComboboxItem[]).filter((option) => {
      const entry = byIso.get(option.value)
      return entry ? matchesCountry(search, entry) : false
    })
}
