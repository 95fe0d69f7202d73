/**
 * The demo products in Russian, Spanish, Chinese, French, Thai and Lao (decision 24): the product's own noun as a
 * merchant in that language lists it (l10n/product-nouns.json: "Funda antigolpes para móvil", not the leaf's name and a
 * code); selling points; a description with the translated spec table; the specs themselves. Called by planProduct,
 * so the seed and the top-up both get them.
 */
import type { Translations } from '../schema.ts'
import type { LeafInfo } from './categories.ts'
import { UNITS } from '../../../i18n/units.ts'
import { CATALOGUE_LOCALES, type CatalogueLocale, specName, specValue } from './l10n-specs.ts'
import { CATEGORY_WORDS, CATEGORY_WORDS_MORE, fill, PRODUCT_NOUNS, PRODUCT_WORDS } from './l10n/tables.ts'

const LOCALES = CATALOGUE_LOCALES

/** A product's name, selling points and description in each seeded locale, its specs' translations, and its names as search words. */
export function localizeProduct(
  id: number,
  leaf: LeafInfo,
  noun: string,
  unit: string,
  attrs: { attrName: string; attrValues: string }[],
) {
  const words = CATEGORY_WORDS[leaf.name]
  const more = CATEGORY_WORDS_MORE[leaf.name]
  const leafName: Record<CatalogueLocale, string> = {
    ru: words?.ru ?? leaf.name,
    es: words?.es ?? leaf.name,
    'zh-CN': leaf.zh,
    fr: more?.[0] ?? leaf.name,
    th: more?.[1] ?? leaf.name,
    lo: more?.[2] ?? leaf.name,
  }
  const nouns = PRODUCT_NOUNS[noun]
  const i18n: Translations = {}
  for (const [column, locale] of LOCALES.entries()) {
    const leafWord = leafName[locale]
    const name = nouns?.[column] ?? leafWord
    const points = PRODUCT_WORDS.sellingPoints[locale]
    const storeInfo = [0, 1, 2].map((n) => points[(id + n) % points.length]).join('\n')
    const specs = attrs.map(
      (a) =>
        `<li>${specName(a.attrName, locale)}: ${a.attrValues
          .split(',')
          .map((v) => specValue(v, locale))
          .join(', ')}</li>`,
    )
    const text = PRODUCT_WORDS.description[locale]
    const content = `<p>${fill(text.intro, { name, leaf: leafWord })}</p>${specs.length ? `<h3>${text.specs}</h3><ul>${specs.join('')}</ul>` : ''}`
    i18n[locale] = { storeName: name, storeInfo, content, unitName: UNITS[unit]?.[locale] ?? unit }
  }
  const attrI18n = attrs.map((a): Translations =>
    Object.fromEntries(
      LOCALES.map((l) => [
        l,
        {
          attrName: specName(a.attrName, l),
          attrValues: a.attrValues
            .split(',')
            .map((v) => specValue(v, l))
            .join(','),
        },
      ]),
    ),
  )
  // Its names and its category's name in every language, as a marketplace indexes them: a shopper types the kind of
  // thing ("чехлы на телефон", "auriculares inalámbricos") as often as a product's own name. Lower-cased here: the
  // search compares lower-cased text, and the database's lower() may not know every script.
  const searchWords = [...new Set(LOCALES.flatMap((l) => [i18n[l]!.storeName, leafName[l]]))]
    .join(' ')
    .toLocaleLowerCase()
  return { i18n, attrI18n, searchWords }
}
