/**
 * The demo shop's own texts in Russian, Spanish and Chinese (merchant types, classifications and activities in French,
 * Thai and Lao too): rows by id, captions, keyword lists and settings. The words are in l10n/site.json.
 */
import type { Translations } from '../schema.ts'
import { CATALOGUE_LOCALES, type SeedLocale } from './l10n-specs.ts'
import { SITE_TABLES } from './l10n/tables.ts'

type ById = Record<number, Translations>

/** `{ ru: { [field]: ru }, es: …, … }` from words in the order of CATALOGUE_LOCALES (the first three, or all six). */
const byLocale = (field: string, words: string[]): Translations =>
  Object.fromEntries(words.map((word, i) => [CATALOGUE_LOCALES[i], { [field]: word }]))

function caption(title: string, leaf: Translations): Translations {
  const discount = /^-(\d+)% today$/.exec(title)
  if (discount) return byLocale('title', [`−${discount[1]}% сегодня`, `−${discount[1]}% hoy`, `今日 −${discount[1]}%`])
  const [lead] = title.split(': ')
  const words = SITE_TABLES.newTitles[lead]
  if (!words) return {}
  const leafIn = (locale: SeedLocale) => leaf[locale]?.name ?? ''
  return byLocale('title', [
    `${words[0]}: ${leafIn('ru')}`,
    `${words[1]}: ${leafIn('es')}`,
    `${words[2]}：${leafIn('zh-CN')}`,
  ])
}

/** Rows' `i18n` by id from their words by id (a list: ids from 1). */
const byId = (rows: Record<number, string[]>, field: string, offset = 0): ById =>
  Object.fromEntries(Object.entries(rows).map(([id, words]) => [Number(id) + offset, byLocale(field, words)]))

export const SITE_WORDS = {
  tables: {
    merchant_types: SITE_TABLES.merchantTypes,
    merchant_categories: byId(SITE_TABLES.classifications, 'name', 1),
    activities: SITE_TABLES.activities,
    user_menus: byId(SITE_TABLES.menus, 'name'),
  },
  caption,
  hotKeywords: SITE_TABLES.hotKeywords,
  settings: SITE_TABLES.settings,
}
