/**
 * Spec (attribute) names and values of attributes.ts in Russian, Spanish, Chinese, French, Thai and Lao. A value is translated
 * whole when listed, else by its unit words ("5 pcs" → "5 шт."); numbers, sizes and model codes stay as they are.
 * The words are in l10n/specs.json.
 */
import { SPEC_WORDS } from './l10n/tables.ts'

export type SeedLocale = 'ru' | 'es' | 'zh-CN'
/** The locales the catalogue itself (products, specs, categories) is written in; shop and site texts are in SeedLocale. */
export type CatalogueLocale = SeedLocale | 'fr' | 'th' | 'lo'
export const CATALOGUE_LOCALES: CatalogueLocale[] = ['ru', 'es', 'zh-CN', 'fr', 'th', 'lo']

const column: Record<CatalogueLocale, number> = { ru: 0, es: 1, 'zh-CN': 2, fr: 3, th: 4, lo: 5 }

const { names: NAMES, values: VALUES, units: UNITS } = SPEC_WORDS

export function specName(name: string, locale: CatalogueLocale): string {
  return NAMES[name]?.[column[locale]] ?? name
}

export function specValue(value: string, locale: CatalogueLocale): string {
  const whole = VALUES[value]
  if (whole) return whole[column[locale]]
  const unit = /^([\d.×]+)( ?)(pcs|pc|m|cm|ml|L|kg|-inch)$/.exec(value)
  if (!unit) return value
  const word = UNITS[unit[3]][column[locale]]
  return unit[3] === '-inch' ? `${unit[1]}${word}` : `${unit[1]}${locale === 'zh-CN' ? '' : unit[2] || ' '}${word}`
}
