/**
 * The demo shop's catalogue texts in Russian, Spanish and Chinese (decision 24): category names, featured tiles,
 * store types and classifications, stores' intros and opening hours, coupon names, home sections, hot keyword lists,
 * the user menu, support and bank-transfer texts, and every product's name, selling points, description and specs.
 * Categories, tiles, products, stores' texts and banners, coupon names and hot keywords are in French, Thai and Lao
 * too; the other shop texts fall back there.
 * Runs after the rows are inserted, filling their `i18n` columns. Products get theirs when planned (l10n-products.ts).
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../client.ts'
import type { Translations } from '../schema.ts'
import * as schema from '../schema.ts'
import { readSetting, writeSetting } from '../settings.ts'
import type { CategoryTree } from './categories.ts'
import { couponTexts, merchantTexts } from './l10n-merchants.ts'
import { CATALOGUE_LOCALES } from './l10n-specs.ts'
import { SITE_WORDS } from './l10n-site.ts'
import { CATEGORY_WORDS, CATEGORY_WORDS_MORE } from './l10n/tables.ts'
import { MERCHANTS } from './merchant-data.ts'
import type { PlannedProduct } from './products.ts'

/** Category words by English name: Russian and Spanish from l10n/categories.json, French, Thai and Lao from l10n/categories-more.json, Chinese from the tree. */
export function categoryWords(tree: CategoryTree) {
  const zh = new Map<string, string>()
  for (const { spec } of tree.roots) zh.set(spec.name, spec.zh)
  for (const { spec } of tree.groups) zh.set(spec.name, spec.zh)
  for (const leaf of tree.leaves) zh.set(leaf.name, leaf.zh)
  return (name: string): Translations => {
    const words = CATEGORY_WORDS[name]
    const out: Translations = {}
    if (words) Object.assign(out, { ru: { name: words.ru }, es: { name: words.es } })
    const more = CATEGORY_WORDS_MORE[name]
    if (more) Object.assign(out, { fr: { name: more[0] }, th: { name: more[1] }, lo: { name: more[2] } })
    if (zh.has(name)) out['zh-CN'] = { name: zh.get(name)! }
    return out
  }
}

/** `update <table> set i18n = v.i18n from (json rows) where` the key columns match. */
async function setI18n(db: DbOrTx, table: string, key: string[], rows: Record<string, unknown>[]) {
  if (rows.length === 0) return
  const types = key.map((k) => `${k} int`).join(', ')
  const match = key.map((k) => `t.${k} = v.${k}`).join(' and ')
  await db.execute(
    sql`update ${sql.identifier(table)} t set i18n = v.i18n from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(types)}, i18n jsonb) where ${sql.raw(match)}`,
  )
}

export async function localizeSeed(db: DbOrTx, tree: CategoryTree, planned: PlannedProduct[]) {
  const words = categoryWords(tree)
  const english = (label: string) => label.replace(/ \([^)]*\)$/, '')
  const categories = await db.select({ id: schema.categories.id, name: schema.categories.name }).from(schema.categories)
  await setI18n(
    db,
    'categories',
    ['id'],
    categories.map((c) => ({ id: c.id, i18n: words(english(c.name)) })),
  )
  // A tile's name, drawn by the home page over its wordless picture (decision 51).
  const tiles = await db
    .select({ id: schema.adCategories.id, name: schema.adCategories.name })
    .from(schema.adCategories)
  await setI18n(
    db,
    'ad_categories',
    ['id'],
    tiles.map((t) => ({ id: t.id, i18n: words(t.name) })),
  )
  for (const [table, texts] of Object.entries(SITE_WORDS.tables)) {
    await setI18n(
      db,
      table,
      ['id'],
      Object.entries(texts).map(([id, i18n]) => ({ id: Number(id), i18n })),
    )
  }
  const banners = new Map(
    (await db.select({ id: schema.merchants.id, pcBanner: schema.merchants.pcBanner }).from(schema.merchants)).map(
      (m) => [m.id, m.pcBanner ?? []],
    ),
  )
  await setI18n(
    db,
    'merchants',
    ['id'],
    MERCHANTS.map((spec) => ({ id: spec.id, i18n: merchantTexts(spec, banners.get(spec.id) ?? []) })),
  )

  // Coupon names: "$10 off $99 sitewide", "Brightway: $3 off $30", "$5 off Earbuds over $40".
  const categoryName = new Map(categories.map((c) => [c.id, english(c.name)]))
  const couponRows = await db
    .select({ id: schema.coupons.id, name: schema.coupons.name, categoryId: schema.coupons.categoryId })
    .from(schema.coupons)
  await setI18n(
    db,
    'coupons',
    ['id'],
    couponRows.map((c) => ({ id: c.id, i18n: couponTexts(c.name, words(categoryName.get(c.categoryId ?? 0) ?? '')) })),
  )

  // Home sections' product captions: "-20% today", "New in: <leaf>".
  const captions = await db.select().from(schema.activityProducts)
  const leafOf = new Map(planned.map((p) => [p.product.id, p.leaf.name]))
  await setI18n(
    db,
    'activity_products',
    ['activity_id', 'product_id'],
    captions
      .filter((c) => c.title)
      .map((c) => ({
        activity_id: c.activityId,
        product_id: c.productId,
        i18n: SITE_WORDS.caption(c.title, words(leafOf.get(c.productId) ?? '')),
      })),
  )

  // A hot keyword list per locale; the base list is the default (English) one.
  const keywordRows = CATALOGUE_LOCALES.flatMap((locale) =>
    SITE_WORDS.hotKeywords[locale].map((title, i, all) => ({ title, locale, sort: (all.length - i) * 10 })),
  )
  await db.insert(schema.hotKeywords).values(keywordRows)

  const site = await readSetting(db, 'site')
  if (site) await writeSetting(db, 'site', { ...site, i18n: SITE_WORDS.settings.site })
  const checkout = await readSetting(db, 'checkout')
  if (checkout)
    await writeSetting(db, 'checkout', {
      ...checkout,
      bankTransfer: { ...checkout.bankTransfer, i18n: SITE_WORDS.settings.bankTransfer },
    })
}
