/**
 * The demo products in Russian, Spanish and Chinese (decision 24): a name built from the leaf category's name and a
 * model code (no filler words: every word of a name is a search word, and a word shared by a quarter of the shop
 * would make a slow, useless search); selling points; a description with the translated spec table; the specs themselves.
 * French, Thai and Lao fall back. Called by planProduct, so the seed and the top-up both get them.
 */
import type { Translations } from '../schema.ts'
import type { LeafInfo } from './categories.ts'
import { CATEGORY_WORDS } from './l10n-categories.ts'
import { type SeedLocale, specName, specValue } from './l10n-specs.ts'

const LOCALES: SeedLocale[] = ['ru', 'es', 'zh-CN']

const SELLING_POINTS: Record<SeedLocale, string[]> = {
  ru: ['Цена от производителя, без посредников', 'Проверка качества перед отправкой', 'Возврат в течение 15 дней', 'Отслеживаемая доставка в Россию, Казахстан и СНГ', 'Надёжная упаковка для дальней доставки'],
  es: ['Precio directo de fábrica, sin intermediarios', 'Control de calidad antes del envío', 'Devoluciones sin complicaciones en 15 días', 'Envío con seguimiento a Rusia, Kazajistán y la CEI', 'Embalaje seguro para envíos de larga distancia'],
  'zh-CN': ['工厂直供价，没有中间商', '发货前质检', '15天无忧退货', '可追踪物流，发往俄罗斯、哈萨克斯坦及独联体', '长途运输安全包装'],
}

const DESCRIPTION: Record<SeedLocale, { intro: string; specs: string }> = {
  ru: { intro: '{name}. Товар из категории «{leaf}» напрямую от производителя: каждая партия проходит проверку качества, а заказ отправляется с трек-номером.', specs: 'Характеристики' },
  es: { intro: '{name}. Un producto de la categoría «{leaf}» directo de fábrica: cada lote pasa un control de calidad y el pedido se envía con número de seguimiento.', specs: 'Especificaciones' },
  'zh-CN': { intro: '{name}。「{leaf}」类目商品，工厂直供：每批货物均经过质检，订单附带物流单号发货。', specs: '规格参数' },
}

/** A product's name, selling points and description in each seeded locale, its specs' translations, and its names as search words. */
export function localizeProduct(id: number, leaf: LeafInfo, attrs: { attrName: string; attrValues: string }[]) {
  const words = CATEGORY_WORDS[leaf.name]
  const leafName: Translations = { ru: { name: words?.ru ?? leaf.name }, es: { name: words?.es ?? leaf.name }, 'zh-CN': { name: leaf.zh } }
  const code = `${leaf.rootKey.slice(0, 2).toUpperCase()}-${String(100 + ((id * 37) % 900))}`
  const i18n: Translations = {}
  for (const locale of LOCALES) {
    const leafWord = leafName[locale]!.name
    const name = `${leafWord} ${code}`
    const points = SELLING_POINTS[locale]
    const storeInfo = [0, 1, 2].map((n) => points[(id + n) % points.length]).join('\n')
    const specs = attrs.map((a) => `<li>${specName(a.attrName, locale)}: ${a.attrValues.split(',').map((v) => specValue(v, locale)).join(', ')}</li>`)
    const text = DESCRIPTION[locale]
    const content = `<p>${text.intro.replace('{name}', name).replace('{leaf}', leafWord)}</p>${specs.length ? `<h3>${text.specs}</h3><ul>${specs.join('')}</ul>` : ''}`
    i18n[locale] = { storeName: name, storeInfo, content }
  }
  const attrI18n = attrs.map(
    (a): Translations =>
      Object.fromEntries(LOCALES.map((l) => [l, { attrName: specName(a.attrName, l), attrValues: a.attrValues.split(',').map((v) => specValue(v, l)).join(',') }])),
  )
  // Lower-cased here: the search compares lower-cased text, and the database's lower() may not know every script.
  const searchWords = LOCALES.map((l) => i18n[l]!.storeName).join(' ').toLocaleLowerCase()
  return { i18n, attrI18n, searchWords }
}
