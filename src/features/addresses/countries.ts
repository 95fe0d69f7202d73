/** Address phone fields use the storefront's phone countries (`~/lib/phone-countries`). */
import { findCountry, PHONE_COUNTRIES, type PhoneCountry } from '~/lib/phone-countries'

/**
 * The picker entry for a stored address: its dial code (a number or "+7"-like string), disambiguated by the
 * address's country (ISO code or the country's translated name) when several share the code.
 */
export function phoneCountryFor(countryCode: unknown, country?: string, countryNames: Record<string, string> = {}): PhoneCountry {
  const dial = String(countryCode ?? '').replace(/\D/g, '')
  const matches = PHONE_COUNTRIES.filter((c) => c.dialCode === dial)
  if (matches.length === 0) return findCountry(null)
  const text = String(country ?? '').trim().toLowerCase()
  return (
    matches.find((c) => c.iso.toLowerCase() === text || (text !== '' && countryNames[c.iso]?.toLowerCase() === text)) ??
    matches[0]
  )
}
