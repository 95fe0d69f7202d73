/**
 * The sales units a product is counted in ("12 pc"), in every locale. A product keeps its unit as a code in its
 * `unit_name` column (default `pc`); a unit a merchant wrote themselves, or translated in the product's `i18n`, wins.
 */
import { FALLBACK_LOCALE, type Locale } from '../../i18n/locales'
import type { Translations } from '../db/schema'
import { UNITS } from '../../i18n/units'
import { localizedText } from './localized'

/** A product's unit in `locale`: its own translation, else the unit code's word in that locale, else as written. */
export function localizedUnit(unitName: string, i18n: Translations | undefined, locale: Locale): string {
  const own = localizedText('', i18n, 'unitName', locale)
  if (own) return own
  if (locale === FALLBACK_LOCALE) return unitName
  return UNITS[unitName]?.[locale as Exclude<Locale, 'en'>] ?? unitName
}
