/**
 * One feed row checked with valibot into what the plan needs: money as decimal.js, stock as a number, the category
 * path as its parts. A row is `full` (it has a title: creates or updates an item), `supplemental` (no title: only
 * price and stock of an item already imported) or, in a `--locale` feed, `texts` of an item already imported.
 */
import Decimal from 'decimal.js'
import * as v from 'valibot'
import type { ServerMessage } from '../http/messages'
import type { FeedRow } from './parse'

/** Merchant Center's own limits, so a feed that passes here passes there too. */
export const LIMITS = { id: 50, title: 150, description: 5000, link: 2000, attribute: 100, productType: 750 } as const

/** Stock of an available item when the feed gives no `quantity`. */
export const DEFAULT_STOCK = 100

/** Attributes whose values make the variants of an item group, in the order their spec rows get. */
export const VARIANT_ATTRIBUTES = [
  { field: 'color', name: 'Color' },
  { field: 'size', name: 'Size' },
  { field: 'material', name: 'Material' },
  { field: 'pattern', name: 'Pattern' },
] as const

const AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const
export type Availability = (typeof AVAILABILITY)[number]

/**
 * A refusal is a marked message (decision 25) the operator reads in their language (decision 52): `{field}` is the
 * attribute's name, `{requirement}` the limit valibot checked, `{options}` the values a choice allows.
 */
const TOO_LONG = /*i18n*/ '{field} must be at most {requirement} characters'

const text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, TOO_LONG)))

const Price = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^$|^\d{1,9}(\.\d{1,2})?(\s+[A-Za-z]{3})?$/, /*i18n*/ '{field} must be an amount like "54.99 USD"'),
  ),
)

const RowSchema = v.object({
  id: v.pipe(
    v.string(/*i18n*/ 'id is required'),
    v.trim(),
    v.nonEmpty(/*i18n*/ 'id is required'),
    v.maxLength(LIMITS.id, TOO_LONG),
    v.regex(/^[^\s,]+(?: [^\s,]+)*$/, /*i18n*/ 'id must not contain commas or line breaks'),
  ),
  title: text(LIMITS.title),
  description: text(LIMITS.description),
  link: text(LIMITS.link),
  image_link: text(LIMITS.link),
  price: Price,
  sale_price: Price,
  availability: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.transform((value) => value.replace(/[\s-]+/g, '_')),
      v.picklist(['', ...AVAILABILITY], /*i18n*/ 'availability must be one of {options}'),
    ),
  ),
  quantity: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^$|^\d{1,7}$/, /*i18n*/ 'quantity must be a whole number from 0 to 9999999')),
  ),
  brand: text(LIMITS.attribute),
  gtin: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^$|^\d{8,14}$/, /*i18n*/ 'gtin must be 8 to 14 digits'))),
  mpn: text(LIMITS.attribute),
  product_type: text(LIMITS.productType),
  google_product_category: text(LIMITS.productType),
  item_group_id: text(LIMITS.id),
  color: text(LIMITS.attribute),
  size: text(LIMITS.attribute),
  material: text(LIMITS.attribute),
  pattern: text(LIMITS.attribute),
  shipping_weight: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^$|^\d{1,6}(\.\d{1,3})?\s*(kg|g|lb|oz)$/i,
        /*i18n*/ 'shipping_weight must be like "0.5 kg" (kg, g, lb or oz)',
      ),
    ),
  ),
})

export interface Money {
  amount: Decimal
  currency: string | null
}

export interface ValidRow {
  line: number
  id: string
  /** The product's key in the feed: item_group_id, else the item's own id. */
  groupId: string
  grouped: boolean
  title?: string
  description?: string
  link?: string
  imageLink?: string
  additionalImages: string[]
  price?: Money
  salePrice?: Money
  availability?: Availability
  quantity?: number
  /** Stock from quantity, else from availability (undefined when the row says neither). */
  stock?: number
  categoryPath: string[]
  /** color, size… as given (commas, which would split a SKU key, become "/"). */
  variant: Record<string, string>
  /** brand, gtin, mpn, google_product_category: kept for the export. */
  attributes: Record<string, string>
  /** Kilograms, 3 decimals. */
  weightKg?: string
}

export type Checked = { ok: true; row: ValidRow } | { ok: false; line: number; id: string; reason: ServerMessage }

const moneyOf = (value: string | undefined): Money | undefined => {
  if (!value) return undefined
  const [amount, currency] = value.split(/\s+/)
  return { amount: new Decimal(amount), currency: currency ? currency.toUpperCase() : null }
}

const KG_PER: Record<string, Decimal.Value> = { kg: 1, g: '0.001', lb: '0.45359237', oz: '0.028349523125' }

const weightOf = (value: string | undefined) => {
  if (!value) return undefined
  const match = /^([\d.]+)\s*([a-z]+)$/i.exec(value)!
  return new Decimal(match[1]).times(KG_PER[match[2].toLowerCase()]).toDecimalPlaces(3).toFixed(3)
}

export function checkRow(row: FeedRow): Checked {
  const parsed = v.safeParse(RowSchema, row.fields)
  const id = (row.fields.id ?? '').trim().slice(0, LIMITS.id)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const field = v.getDotPath(issue) ?? 'id'
    // Every field is text once parsed, so valibot's own English ("Invalid type…") would only mean a missing value.
    if (issue.message.startsWith('Invalid'))
      return {
        ok: false,
        line: row.line,
        id,
        reason: { id: /*i18n*/ '{field} has a value of the wrong kind', values: { field } },
      }
    const values = { field, requirement: String(issue.requirement ?? ''), options: AVAILABILITY.join(', ') }
    return { ok: false, line: row.line, id, reason: { id: issue.message, values } }
  }
  const f = parsed.output
  for (const link of [f.image_link, ...row.additionalImages]) {
    if (link && link.length > LIMITS.link)
      return {
        ok: false,
        line: row.line,
        id,
        reason: { id: TOO_LONG, values: { field: 'image_link', requirement: LIMITS.link } },
      }
  }
  if (f.link && !/^https?:\/\/\S+$/i.test(f.link))
    return { ok: false, line: row.line, id, reason: { id: /*i18n*/ 'link must be an http(s) URL' } }
  const price = moneyOf(f.price)
  const salePrice = moneyOf(f.sale_price)
  if (price && salePrice && salePrice.amount.greaterThan(price.amount)) {
    return { ok: false, line: row.line, id, reason: { id: /*i18n*/ 'sale_price must not be more than price' } }
  }
  if (price?.amount.isZero())
    return { ok: false, line: row.line, id, reason: { id: /*i18n*/ 'price must be more than 0' } }
  const quantity = f.quantity ? Number(f.quantity) : undefined
  const availability = f.availability || undefined
  const stock =
    quantity !== undefined
      ? availability === 'out_of_stock'
        ? 0
        : quantity
      : availability === undefined
        ? undefined
        : availability === 'out_of_stock'
          ? 0
          : DEFAULT_STOCK
  const variant: Record<string, string> = {}
  for (const { field } of VARIANT_ATTRIBUTES) {
    const value = f[field]
    if (value) variant[field] = value.replaceAll(',', '/')
  }
  const attributes: Record<string, string> = {}
  for (const key of ['brand', 'gtin', 'mpn', 'google_product_category'] as const) {
    if (f[key]) attributes[key] = f[key]
  }
  const categoryText =
    f.product_type ||
    (f.google_product_category && !/^\d+$/.test(f.google_product_category) ? f.google_product_category : '')
  return {
    ok: true,
    row: {
      line: row.line,
      id: f.id,
      groupId: f.item_group_id || f.id,
      grouped: Boolean(f.item_group_id),
      title: f.title || undefined,
      description: f.description || undefined,
      link: f.link || undefined,
      imageLink: f.image_link || undefined,
      additionalImages: row.additionalImages,
      price,
      salePrice,
      availability,
      quantity,
      stock,
      categoryPath: categoryText
        .split('>')
        .map((part) => part.trim())
        .filter(Boolean),
      variant,
      attributes,
      weightKg: weightOf(f.shipping_weight),
    },
  }
}
