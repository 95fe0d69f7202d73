/**
 * The demo shop's catalogue texts in Russian, Spanish and Chinese (decision 24): category names, featured tiles,
 * store types and classifications, home sections, hot keyword lists, the user menu, support and bank-transfer
 * texts, and every product's name, selling points, description and specs. French, Thai and Lao fall back.
 * Runs after the rows are inserted, filling their `i18n` columns; a product's names also join its search words.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../client.ts'
import type { Translations } from '../schema.ts'
import * as schema from '../schema.ts'
import { readSetting, writeSetting } from '../settings.ts'
import type { CategoryTree } from './categories.ts'
import { CATEGORY_WORDS } from './l10n-categories.ts'
import { type SeedLocale, specName, specValue } from './l10n-specs.ts'
import { SITE_WORDS } from './l10n-site.ts'
import type { PlannedProduct } from './products.ts'

const LOCALES: SeedLocale[] = ['ru', 'es', 'zh-CN']

/** Endings of a localized product name, after the leaf's name and the model code. */
const NAME_ENDINGS: Record<SeedLocale, string[]> = {
  ru: ['— хит продаж', '— новинка 2026', '— оптом и в розницу', '— премиум-качество'],
  es: ['— superventas', '— novedad 2026', '— al por mayor y al por menor', '— calidad premium'],
  'zh-CN': ['热销款', '2026新款', '批发零售', '优质款'],
}

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

/** Category words by English name: Russian and Spanish from l10n-categories.ts, Chinese from the tree. */
function categoryWords(tree: CategoryTree) {
  const zh = new Map<string, string>()
  for (const { spec } of tree.roots) zh.set(spec.name, spec.zh)
  for (const { spec } of tree.groups) zh.set(spec.name, spec.zh)
  for (const leaf of tree.leaves) zh.set(leaf.name, leaf.zh)
  return (name: string): Translations => {
    const words = CATEGORY_WORDS[name]
    const out: Translations = {}
    if (words) Object.assign(out, { ru: { name: words.ru }, es: { name: words.es } })
    if (zh.has(name)) out['zh-CN'] = { name: zh.get(name)! }
    return out
  }
}

/** `update <table> set i18n = v.i18n from (json rows) where` the key columns match. */
async function setI18n(db: DbOrTx, table: string, key: string[], rows: Record<string, unknown>[]) {
  if (rows.length === 0) return
  const types = key.map((k) => `${k} ${k === 'attr_values' || k === 'attr_name' ? 'text' : 'int'}`).join(', ')
  const match = key.map((k) => `t.${k} = v.${k}`).join(' and ')
  await db.execute(
    sql`update ${sql.identifier(table)} t set i18n = v.i18n from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(types)}, i18n jsonb) where ${sql.raw(match)}`,
  )
}

function productTexts(p: PlannedProduct, leafName: Translations) {
  const id = p.product.id
  const code = `${p.leaf.rootKey.slice(0, 2).toUpperCase()}-${String(100 + ((id * 37) % 900))}`
  const i18n: Translations = {}
  for (const locale of LOCALES) {
    const leaf = leafName[locale]?.name ?? p.leaf.name
    const name = `${leaf} ${code} ${NAME_ENDINGS[locale][id % NAME_ENDINGS[locale].length]}`
    const points = SELLING_POINTS[locale]
    const storeInfo = [0, 1, 2].map((n) => points[(id + n) % points.length]).join('\n')
    const specs = p.attrs.map((a) => `<li>${specName(a.attrName, locale)}: ${a.attrValues.split(',').map((v) => specValue(v, locale)).join(', ')}</li>`)
    const text = DESCRIPTION[locale]
    const content = `<p>${text.intro.replace('{name}', name).replace('{leaf}', leaf)}</p>${specs.length ? `<h3>${text.specs}</h3><ul>${specs.join('')}</ul>` : ''}`
    i18n[locale] = { storeName: name, storeInfo, content }
  }
  return i18n
}

export async function localizeSeed(db: DbOrTx, tree: CategoryTree, planned: PlannedProduct[]) {
  const words = categoryWords(tree)
  const english = (label: string) => label.replace(/ \([^)]*\)$/, '')
  const categories = await db.select({ id: schema.categories.id, name: schema.categories.name }).from(schema.categories)
  await setI18n(db, 'categories', ['id'], categories.map((c) => ({ id: c.id, i18n: words(english(c.name)) })))
  const tiles = await db.select({ id: schema.adCategories.id, name: schema.adCategories.name }).from(schema.adCategories)
  await setI18n(db, 'ad_categories', ['id'], tiles.map((t) => ({ id: t.id, i18n: words(t.name) })))
  for (const [table, texts] of Object.entries(SITE_WORDS.tables)) {
    await setI18n(db, table, ['id'], Object.entries(texts).map(([id, i18n]) => ({ id: Number(id), i18n })))
  }

  // Products: names, selling points, descriptions; their names become search words in every locale.
  const productRows = planned.map((p) => ({ id: p.product.id, i18n: productTexts(p, words(p.leaf.name)) }))
  await setI18n(db, 'products', ['id'], productRows)
  const searchWords = productRows.map(({ id, i18n }) => ({
    id,
    words: LOCALES.map((l) => i18n[l]?.storeName ?? '').join(' ').toLocaleLowerCase(),
  }))
  await db.execute(
    sql`update products t set keyword = t.keyword || ' ' || v.words from jsonb_to_recordset(${JSON.stringify(searchWords)}::jsonb) as v(id int, words text) where t.id = v.id`,
  )
  const attrs = planned.flatMap((p) =>
    p.attrs.map((a) => ({
      product_id: a.productId,
      attr_name: a.attrName,
      attr_values: a.attrValues,
      i18n: Object.fromEntries(
        LOCALES.map((l) => [l, { attrName: specName(a.attrName, l), attrValues: a.attrValues.split(',').map((v) => specValue(v, l)).join(',') }]),
      ),
    })),
  )
  await setI18n(db, 'product_attrs', ['product_id', 'attr_name', 'attr_values'], attrs)

  // Home sections' product captions: "-20% today", "New in: <leaf>".
  const captions = await db.select().from(schema.activityProducts)
  const leafOf = new Map(planned.map((p) => [p.product.id, p.leaf.name]))
  await setI18n(
    db,
    'activity_products',
    ['activity_id', 'product_id'],
    captions.filter((c) => c.title).map((c) => ({ activity_id: c.activityId, product_id: c.productId, i18n: SITE_WORDS.caption(c.title, words(leafOf.get(c.productId) ?? '')) })),
  )

  // A hot keyword list per locale; the base list is the default (English) one.
  const keywordRows = LOCALES.flatMap((locale) =>
    SITE_WORDS.hotKeywords[locale].map((title, i, all) => ({ title, locale, sort: (all.length - i) * 10 })),
  )
  await db.insert(schema.hotKeywords).values(keywordRows)

  const site = await readSetting(db, 'site')
  if (site) await writeSetting(db, 'site', { ...site, i18n: SITE_WORDS.settings.site })
  const checkout = await readSetting(db, 'checkout')
  if (checkout) await writeSetting(db, 'checkout', { ...checkout, bankTransfer: { ...checkout.bankTransfer, i18n: SITE_WORDS.settings.bankTransfer } })
}
