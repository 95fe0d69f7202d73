/**
 * A product's name and SKU labels in a locale (decision 24), for the screens that show an item outside its product
 * page: the cart, the order confirmation, and the snapshot an order line keeps. A SKU label is the stored values
 * joined by commas ("Navy,XL"); each value is shown in the locale through its attribute's translated value list.
 */
import { asc, eq, getTableName, sql } from 'drizzle-orm'
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../i18n/locales'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/client'
import { intArrayText, preparedStatement } from '../db/prepared'
import { productAttrs, products, type Translations } from '../db/schema'
import { localizedText } from '../i18n/localized'

export type AttrRow = { id: number; attrName: string; attrValues: string; i18n: Translations }

/** Each attribute with its name and values in `locale`, and the map from a stored value to the shown one. */
export function localizedAttrs(rows: AttrRow[], locale: Locale) {
  return rows.map((row) => {
    const base = row.attrValues.split(',')
    const shown = localizedText(row.attrValues, row.i18n, 'attrValues', locale).split(',')
    // A translation with another number of values than the stored list is ignored rather than misaligned.
    const usable = shown.length === base.length ? shown : base
    return {
      id: row.id,
      attrName: localizedText(row.attrName, row.i18n, 'attrName', locale),
      attrValues: usable.join(','),
      values: new Map(base.map((value, n) => [value, usable[n]])),
    }
  })
}

/** A stored SKU label with each value in `locale` (attributes in their stored order, as the label was built). */
export function skuLabelIn(sku: string, attrs: AttrRow[], locale: Locale): string {
  if (sku === '') return sku
  const specs = localizedAttrs(attrs, locale)
  return sku
    .split(',')
    .map((value, n) => specs[n]?.values.get(value) ?? value)
    .join(',')
}

export interface ProductTexts {
  i18n: Translations
  attrs: AttrRow[]
}

/** The translations of the products' names and attributes, by product id: one read (`productTextsColumn`'s). */
export async function productTexts(db: DbOrTx, productIds: number[]): Promise<Map<number, ProductTexts>> {
  const ids = [...new Set(productIds)]
  const texts = new Map<number, ProductTexts>()
  if (ids.length === 0) return texts
  // Read by every cart: a prepared statement (decision 61), the ids one int[] parameter.
  const rows = await preparedStatement(db, 'product_texts', (db, name) =>
    db
      .select({ id: products.id, texts: productTextsColumn(products) })
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name),
  ).execute({ ids: intArrayText(ids) })
  for (const row of rows) texts.set(row.id, row.texts)
  return texts
}

/** `"table"."column"`, always: in a select from one table Drizzle writes a column without its table (decision 107). */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

/**
 * `productTexts`' answer for one product as a column of a read that has the product (the checkout's SKU read,
 * decision 101; `productTexts`' own): its translations and its attributes in id order, as JSON. Every column is named
 * with its table, so the subquery's `product_id` never meets its own table's `id` (decision 107).
 */
export const productTextsColumn = (product: { id: AnyPgColumn; i18n: AnyPgColumn }) => {
  const [id, attrName, attrValues, i18n, productId] = [
    productAttrs.id,
    productAttrs.attrName,
    productAttrs.attrValues,
    productAttrs.i18n,
    productAttrs.productId,
  ].map(qualified)
  return sql<ProductTexts>`json_build_object('i18n', ${qualified(product.i18n)}, 'attrs', coalesce((select json_agg(
    json_build_object('id', ${id}, 'attrName', ${attrName}, 'attrValues', ${attrValues}, 'i18n', ${i18n})
    order by ${id}) from ${productAttrs} where ${productId} = ${qualified(product.id)}), '[]'))`
}

/** A line's product name and SKU label in `locale`; the base texts when the product is unknown. */
export function lineIn(texts: ProductTexts | undefined, line: { productName: string; sku: string }, locale: Locale) {
  if (!texts) return { productName: line.productName, sku: line.sku }
  return {
    productName: localizedText(line.productName, texts.i18n, 'storeName', locale),
    sku: skuLabelIn(line.sku, texts.attrs, locale),
  }
}

/**
 * What an order line keeps of its texts in every locale that has a translation: `{ ru: { productName, sku } }`. The
 * order then shows the name as bought in any language, whatever the catalogue says later.
 */
export function lineTranslations(
  texts: ProductTexts | undefined,
  line: { productName: string; sku: string },
): Translations {
  const out: Translations = {}
  if (!texts) return out
  for (const locale of LOCALES) {
    if (locale === FALLBACK_LOCALE) continue
    const name = texts.i18n[locale]?.storeName
    const sku =
      line.sku === ''
        ? ''
        : line.sku
            .split(',')
            .map((value, n) => exactValue(texts.attrs[n], value, locale))
            .join(',')
    if (!name && sku === line.sku) continue
    out[locale] = { productName: name || line.productName, sku }
  }
  return out
}

/** A stored value in exactly `locale` (no fallback chain: the snapshot holds only what that locale has). */
function exactValue(attr: AttrRow | undefined, value: string, locale: Locale): string {
  if (!attr) return value
  const base = attr.attrValues.split(',')
  const shown = attr.i18n[locale]?.attrValues?.split(',')
  if (!shown || shown.length !== base.length) return value
  return shown[base.indexOf(value)] ?? value
}

/** An order line's texts in `locale`, from its snapshot (`lineTranslations`), falling back like catalogue texts. */
export function boughtLineIn(row: { productName: string; sku: string; i18n: Translations }, locale: Locale) {
  return {
    productName: localizedText(row.productName, row.i18n, 'productName', locale),
    sku: localizedText(row.sku, row.i18n, 'sku', locale),
  }
}

/** For one product: the attributes read alone (the product page). */
export async function attrsOf(db: DbOrTx, productId: number): Promise<AttrRow[]> {
  return db
    .select({
      id: productAttrs.id,
      attrName: productAttrs.attrName,
      attrValues: productAttrs.attrValues,
      i18n: productAttrs.i18n,
    })
    .from(productAttrs)
    .where(eq(productAttrs.productId, productId))
    .orderBy(asc(productAttrs.id))
}
