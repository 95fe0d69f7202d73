/** Address phone fields use the storefront's phone countries (`~/lib/phone-countries`). */
import { countryCodeFrom } from '~/contract/countries'
import { findCountry, PHONE_COUNTRIES, type PhoneCountry } from '~/lib/phone-countries'

/**
 * The picker entry for a stored address: its dial code (a number or "+7"-like string), disambiguated by the
 * address's country (its ISO code, or an older address's English country name) when several share the code.
 */
export function phoneCountryFor(countryCode: unknown, country?: string): PhoneCountry {
  const dial = String(countryCode ?? '').replace(/\D/g, '')
  const matches = PHONE_COUNTRIES.filter((c) => c.dialCode === dial)
  if (matches.length === 0) return findCountry(null)
  const iso = countryCodeFrom(country)
  return matches.find((c) => c.iso === iso) ?? matches[0]
}
