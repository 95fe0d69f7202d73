/**
 * The demo catalogue is written in every shop locale (decision 24): each product noun and each category of
 * catalogue-data.ts has its words in ru, es, zh-CN, fr, th and lo, and a planned product carries a real name in each
 * of them (the noun as a merchant lists it, not "leaf + code"), in the script that locale is written in.
 */
import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '~/server/db/seed/catalogue-data'
import { CATEGORY_WORDS, CATEGORY_WORDS_MORE, PRODUCT_NOUNS } from '~/server/db/seed/l10n/tables'
import { localizeProduct } from '~/server/db/seed/l10n-products'
import { CATALOGUE_LOCALES } from '~/server/db/seed/l10n-specs'
import type { LeafInfo } from '~/server/db/seed/categories'

const SCRIPT: Record<string, RegExp> = {
  ru: /[\u0400-\u04ff]/,
  'zh-CN': /[\u4e00-\u9fff]/,
  th: /[\u0e00-\u0e7f]/,
  lo: /[\u0e80-\u0eff]/,
  es: /[a-záéíóúñ]/i,
  fr: /[a-zàâçéèêëîïôûùüÿœ]/i,
}

const leaves = CATALOGUE.flatMap((root) => root.groups.flatMap((group) => group.leaves))
const categoryNames = CATALOGUE.flatMap((root) => [
  root.name,
  ...root.groups.flatMap((group) => [group.name, ...group.leaves.map((leaf) => leaf.name)]),
])

describe('seeded catalogue words', () => {
  it('has every product noun in six locales, each in its own script and none an English copy', () => {
    const nouns = [...new Set(leaves.flatMap((leaf) => leaf.nouns))]
    expect(nouns.filter((noun) => !PRODUCT_NOUNS[noun])).toEqual([])
    for (const noun of nouns) {
      CATALOGUE_LOCALES.forEach((locale, column) => {
        const word = PRODUCT_NOUNS[noun][column]
        expect(word, `${noun} in ${locale}`).toMatch(SCRIPT[locale])
      })
      // Thai and Lao spelled in Latin letters would be an English copy with the model code.
      for (const column of [0, 2, 4, 5]) expect(PRODUCT_NOUNS[noun][column], noun).not.toBe(noun)
    }
  })

  it('has every category in ru, es, fr, th and lo', () => {
    expect(categoryNames.filter((name) => !CATEGORY_WORDS[name])).toEqual([])
    expect(categoryNames.filter((name) => !CATEGORY_WORDS_MORE[name])).toEqual([])
  })

  it('names a planned product by its noun in each locale, with its specs translated', () => {
    const spec = leaves.find((leaf) => leaf.name === 'Phone Cases')!
    const leaf = {
      ...spec,
      rootKey: 'electronics',
      glyph: 'phone',
      family: 'electronics',
      hue: 220,
    } as unknown as LeafInfo
    const local = localizeProduct(7, leaf, 'Shockproof Phone Case', 'pc', [
      { attrName: 'Color', attrValues: 'Black,Pink' },
    ])
    expect(local.i18n.es?.storeName).toBe('Funda antigolpes para móvil')
    expect(local.i18n.fr?.storeName).toBe('Coque antichoc pour téléphone')
    expect(local.i18n.es?.unitName).toBe('ud.')
    expect(local.i18n.th?.storeName).toMatch(SCRIPT.th)
    expect(local.i18n.es?.content).toContain('Color: Negro, Rosa')
    expect(local.attrI18n[0].lo).toEqual({ attrName: 'ສີ', attrValues: 'ດຳ,ບົວ' })
    expect(local.searchWords).toContain('funda antigolpes para móvil')
  })
})
