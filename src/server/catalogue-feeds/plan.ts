/**
 * What an import would change: every row checked, grouped into products (item_group_id) and compared with what the
 * shop already has, so an unchanged item plans nothing and the same feed imported twice reports 0 changes. The plan
 * reads the database and the feed's image files but writes nothing (apply.ts does, and --dry-run stops here).
 */
import Decimal from 'decimal.js'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { intArray } from '../db/prepared'
import { english, type ServerMessage } from '../http/messages'
import { catalogueFeedItems, productAttrs, productSkus, products, type Translations } from '../db/schema'
import { categoryResolver, type NewCategory } from './categories'
import { imageResolver, type NewImage } from './images'
import type { FeedRow } from './parse'
import { checkRow, VARIANT_ATTRIBUTES, type ValidRow } from './validate'

export interface Rejection {
  line: number
  id: string
  /** In English (logs, tests, --json); `message` is the same in the operator's language's catalogue (decision 52). */
  reason: string
  message: ServerMessage
}

/** A refusal of a feed row: a marked message (decision 25), its English text beside it. */
export const rejection = (line: number, id: string, message: ServerMessage): Rejection => ({
  line,
  id,
  reason: english(message),
  message,
})

type ProductValues = Omit<typeof products.$inferInsert, 'id'>
type SkuValues = Omit<typeof productSkus.$inferInsert, 'id' | 'productId'>
interface AttrValues {
  attrName: string
  attrValues: string
  i18n: Translations
}

export interface SkuPlan {
  /** The feed item (absent for an existing SKU the feed does not mention, which only counts for the totals). */
  itemId: string
  skuId?: number
  action: 'create' | 'update' | 'none'
  values: SkuValues
  mapping: 'create' | 'update' | 'none'
  attributes: Record<string, string>
}

export interface GroupPlan {
  groupId: string
  lines: number[]
  productId?: number
  /**
   * `totalsOnly`: only the price, old price and stock (its cheapest SKU, the sum) change, so the update writes those
   * three columns and the database keeps the search text and stems it derives from the name as they are.
   */
  product: { action: 'create' | 'update' | 'none'; values: ProductValues; totalsOnly?: boolean }
  /** Spec rows: inserted for a new product (or one without them), else updated by id. */
  attrs: { action: 'insert' | 'update' | 'none'; rows: (AttrValues & { id?: number })[] }
  skus: SkuPlan[]
  categories: number[]
  images: string[]
}

export interface FeedPlan {
  rows: number
  rejected: Rejection[]
  groups: GroupPlan[]
  categories: NewCategory[]
  images: Map<string, NewImage>
  changes: Changes
}

export interface Changes {
  productsCreated: number
  productsUpdated: number
  skusCreated: number
  skusUpdated: number
  categoriesCreated: number
  imagesCopied: number
}

export interface PlanOptions {
  merId: number
  /** null: the feed's texts are the base (English) texts; a locale: texts of that locale for items already imported. */
  locale: string | null
  rootCategoryId?: number
  currency: string
  /** The folder image files are read from (the feed's folder); null: only http(s) images. */
  feedDir: string | null
  /** Keep http(s) image URLs as they are instead of fetching them into the shop's uploads. */
  keepImageUrls?: boolean
}

/** Canonical JSON (keys sorted), to compare jsonb read back from the database with what the plan wants. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** A plain-text description as the product's HTML: one paragraph per blank-line block, line breaks kept. */
export const descriptionHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('')

/** Search words: the names in every language and the brand, lower-cased (decision 24: writers refresh the keyword). */
export function keywordOf(storeName: string, brand: string | undefined, i18n: Translations): string {
  const locales = Object.keys(i18n).sort()
  const words = [storeName, brand ?? '', ...locales.map((l) => i18n[l]?.storeName ?? '')]
  return [...new Set(words.map((w) => w.toLowerCase().trim()).filter(Boolean))].join(' ').slice(0, 2000)
}

const money = (d: Decimal) => d.toFixed(2)

interface ExistingSku {
  id: number
  productId: number
  sku: string
  price: string
  otPrice: string
  stock: number
  image: string
  weight: string
}

type FeedItem = Pick<
  typeof catalogueFeedItems.$inferSelect,
  'itemId' | 'groupId' | 'productId' | 'skuId' | 'attributes'
>
type ExistingProduct = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'merId'
  | 'categoryId'
  | 'storeName'
  | 'keyword'
  | 'storeInfo'
  | 'image'
  | 'sliderImage'
  | 'content'
  | 'price'
  | 'otPrice'
  | 'stock'
  | 'isShow'
  | 'i18n'
>
type ExistingAttr = Pick<typeof productAttrs.$inferSelect, 'id' | 'productId' | 'attrName' | 'attrValues' | 'i18n'>

/**
 * The rows of `from` (a table and its condition) as one json array built by the database, parsed here with
 * JSON.parse: a feed of 100,000 items reads about as many rows per table, and the drivers' row-by-row decoding of
 * that many rows cost more than the queries themselves (PGlite: 40,000 SKUs in ~1.1 s as rows, ~0.25 s as one json
 * value). `row` is a json_build_object of the wanted columns under their TypeScript names; numeric columns are cast
 * to text so they read back as the same strings Drizzle gives ("12.50", not 12.5).
 */
async function readRows<T>(db: DbOrTx, row: SQL, from: SQL, orderBy?: SQL): Promise<T[]> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``
  const { rows } = (await db.execute(
    sql`select coalesce(json_agg(${row}${order}), '[]')::text as rows from ${from}`,
  )) as unknown as { rows: { rows: string }[] }
  return JSON.parse(rows[0].rows) as T[]
}

export async function planImport(db: DbOrTx, feedRows: FeedRow[], options: PlanOptions): Promise<FeedPlan> {
  const rejected: Rejection[] = []
  const reject = (row: { line: number; id: string }, message: ServerMessage) =>
    rejected.push(rejection(row.line, row.id, message))
  const baseTexts = options.locale === null

  // 1. Each row on its own: shape, money, currency, duplicate ids.
  const valid: ValidRow[] = []
  const firstLine = new Map<string, number>()
  for (const feedRow of feedRows) {
    const checked = checkRow(feedRow)
    if (!checked.ok) {
      reject(checked, checked.reason)
      continue
    }
    const row = checked.row
    const earlier = firstLine.get(row.id)
    if (earlier !== undefined) {
      reject(row, {
        id: /*i18n*/ 'duplicate id {item} (first on line {line})',
        values: { item: row.id, line: earlier },
      })
      continue
    }
    firstLine.set(row.id, row.line)
    const foreign = [row.price, row.salePrice].find((m) => m?.currency && m.currency !== options.currency.toUpperCase())
    if (foreign) {
      reject(row, {
        id: /*i18n*/ "price currency {currency} is not the shop's currency {shopCurrency}",
        values: { currency: foreign.currency!, shopCurrency: options.currency.toUpperCase() },
      })
      continue
    }
    valid.push(row)
  }

  // 2. What the shop already has: the mappings of the feed's items and groups (not of the whole shop), the ids and
  // groups as one jsonb parameter each (a 100,000-item feed would pass PostgreSQL's 65,535 parameters as a list).
  const textList = (values: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`
  const mapped = new Map(
    (
      await readRows<FeedItem>(
        db,
        sql`json_build_object('itemId', item_id, 'groupId', group_id, 'productId', product_id, 'skuId', sku_id,
          'attributes', attributes)`,
        sql`${catalogueFeedItems} where mer_id = ${options.merId} and (item_id in ${textList(valid.map((r) => r.id))}
          or group_id in ${textList([...new Set(valid.filter((r) => r.title).map((r) => r.groupId))])})`,
      )
    ).map((m) => [m.itemId, m]),
  )
  const productOfGroup = new Map<string, number>()
  for (const m of mapped.values()) productOfGroup.set(m.groupId, m.productId)

  // 3. Sort rows: full items (grouped), supplemental price/stock rows, locale texts.
  const groups = new Map<string, ValidRow[]>()
  const supplemental: ValidRow[] = []
  const texts: ValidRow[] = []
  for (const row of valid) {
    if (!baseTexts) {
      if (!mapped.has(row.id))
        reject(row, {
          id: /*i18n*/ 'unknown id {item}: import the feed in the base language first',
          values: { item: row.id },
        })
      else texts.push(row)
    } else if (row.title) {
      if (!row.price) reject(row, { id: /*i18n*/ 'price is required' })
      else if (!row.imageLink) reject(row, { id: /*i18n*/ 'image_link is required' })
      else if (row.stock === undefined) reject(row, { id: /*i18n*/ 'availability is required' })
      else {
        const list = groups.get(row.groupId) ?? []
        list.push(row)
        groups.set(row.groupId, list)
      }
    } else if (!mapped.has(row.id)) {
      reject(row, {
        id: /*i18n*/ 'unknown id {item}: a row without a title only updates an item already imported',
        values: { item: row.id },
      })
    } else if (!row.price && row.stock === undefined) {
      reject(row, { id: /*i18n*/ 'nothing to update: give price, availability or quantity' })
    } else supplemental.push(row)
  }

  // Products whose texts the feed gives (full rows, a locale's texts) are read whole; those only supplemental rows
  // touch are read without their texts: their plan compares and writes only the price, old price and stock.
  const fullIds = new Set<number>()
  for (const [groupId, rows] of groups) {
    const known =
      productOfGroup.get(groupId) ?? rows.map((r) => mapped.get(r.id)?.productId).find((id) => id !== undefined)
    if (known !== undefined) fullIds.add(known)
  }
  for (const row of texts) fullIds.add(mapped.get(row.id)!.productId)
  const totalsIds = new Set(supplemental.map((row) => mapped.get(row.id)!.productId).filter((id) => !fullIds.has(id)))
  const ids = [...fullIds, ...totalsIds]
  // One query per table for the whole feed, the ids as one array parameter.
  const idArray = intArray(ids)
  const [productRows, totalsRows, skuRows, attrRows] = ids.length
    ? await Promise.all([
        readRows<ExistingProduct>(
          db,
          sql`json_build_object('id', id, 'merId', mer_id, 'categoryId', category_id, 'storeName', store_name,
            'keyword', keyword, 'storeInfo', store_info, 'image', image, 'sliderImage', slider_image,
            'content', content, 'price', price::text, 'otPrice', ot_price::text, 'stock', stock, 'isShow', is_show,
            'i18n', i18n)`,
          sql`${products} where id = any(${intArray(fullIds)})`,
        ),
        readRows<Pick<ExistingProduct, 'id' | 'merId' | 'price' | 'otPrice' | 'stock'>>(
          db,
          sql`json_build_object('id', id, 'merId', mer_id, 'price', price::text, 'otPrice', ot_price::text,
            'stock', stock)`,
          sql`${products} where id = any(${intArray(totalsIds)})`,
        ),
        readRows<ExistingSku>(
          db,
          sql`json_build_object('id', id, 'productId', product_id, 'sku', sku, 'price', price::text,
            'otPrice', ot_price::text, 'stock', stock, 'image', image, 'weight', weight::text)`,
          sql`${productSkus} where product_id = any(${idArray})`,
          sql`id`,
        ),
        readRows<ExistingAttr>(
          db,
          sql`json_build_object('id', id, 'productId', product_id, 'attrName', attr_name, 'attrValues', attr_values,
            'i18n', i18n)`,
          sql`${productAttrs} where product_id = any(${intArray(fullIds)})`,
          sql`id`,
        ),
      ])
    : [[], [], [], []]
  const productById = new Map(
    [...productRows, ...(totalsRows as typeof productRows)]
      .filter((p) => p.merId === options.merId)
      .map((p) => [p.id, p]),
  )
  const groupByProduct = <T extends { productId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>()
    for (const row of rows) {
      const list = map.get(row.productId)
      if (list) list.push(row)
      else map.set(row.productId, [row])
    }
    return (productId: number): T[] => map.get(productId) ?? []
  }
  const skusOf: (productId: number) => ExistingSku[] = groupByProduct(skuRows)
  const attrsOf = groupByProduct(attrRows)

  const categories = await categoryResolver(db, options.rootCategoryId)
  const images = imageResolver(db, options.feedDir, { keepUrls: options.keepImageUrls })
  const plans = new Map<number | string, GroupPlan>()

  // 4. Full items, one product per group. The pictures of every group with a category are looked up first, all at
  // once (downloads four at a time), not one row after the other.
  const categoryOf = new Map([...groups].map(([groupId, rows]) => [groupId, categories.resolve(rows[0].categoryPath)]))
  // Kept by reference, so the loop below reads each answer without awaiting it again (75,000 awaits in a 100k feed).
  const refs = [
    ...new Set(
      [...groups]
        .filter(([groupId]) => categoryOf.get(groupId)!.ok)
        .flatMap(([, rows]) => rows.flatMap((row) => [row.imageLink!, ...row.additionalImages])),
    ),
  ]
  const resolvedImages = await Promise.all(refs.map((ref) => images.resolve(ref)))
  const imageOf = new Map(refs.map((ref, n) => [ref, resolvedImages[n]]))
  for (const [groupId, groupRows] of groups) {
    const productId =
      productOfGroup.get(groupId) ?? groupRows.map((r) => mapped.get(r.id)?.productId).find((id) => id !== undefined)
    const existing = productId === undefined ? undefined : productById.get(productId)
    const first = groupRows[0]
    const category = categoryOf.get(groupId)!
    if (!category.ok) {
      for (const row of groupRows) reject(row, category.reason)
      continue
    }
    // Images of every row, before anything is decided, so a missing file refuses its row.
    const rows: (ValidRow & { image: string; slider: string[] })[] = []
    for (const row of groupRows) {
      const resolved = [row.imageLink!, ...row.additionalImages].map((ref) => imageOf.get(ref)!)
      const failed = resolved.find((r) => !r.ok)
      if (failed && !failed.ok) reject(row, failed.reason)
      else
        rows.push({
          ...row,
          image: (resolved[0] as { url: string }).url,
          slider: [...new Set(resolved.map((r) => (r as { url: string }).url))],
        })
    }
    if (rows.length === 0) continue

    // The spec: the variant attributes any row of the group has; every row must have them all, and no two alike.
    const existingAttrs = existing ? attrsOf(existing.id) : []
    const used = VARIANT_ATTRIBUTES.filter(({ field }) => rows.some((r) => r.variant[field]))
    if (
      existingAttrs.length &&
      !same(
        existingAttrs.map((a) => a.attrName),
        used.map((a) => a.name),
      )
    ) {
      for (const row of rows)
        reject(
          row,
          used.length
            ? {
                id: /*i18n*/ 'the variant attributes changed from {before} to {after}',
                values: {
                  before: existingAttrs.map((a) => a.attrName).join(', '),
                  after: used.map((a) => a.name).join(', '),
                },
              }
            : {
                id: /*i18n*/ 'the variant attributes {before} are missing',
                values: { before: existingAttrs.map((a) => a.attrName).join(', ') },
              },
        )
      continue
    }
    const keyed: ((typeof rows)[number] & { key: string })[] = []
    const keyOwner = new Map<string, string>()
    for (const row of rows) {
      const missing = used.find(({ field }) => !row.variant[field])
      if (missing) {
        reject(row, {
          id: /*i18n*/ '{field} is required: the other items of group {group} have one',
          values: { field: missing.field, group: groupId },
        })
        continue
      }
      const key = used.map(({ field }) => row.variant[field]).join(',')
      const owner = keyOwner.get(key)
      if (owner !== undefined) {
        reject(
          row,
          used.length
            ? {
                id: /*i18n*/ 'same {fields} as item {item} of group {group}',
                values: { fields: used.map((a) => a.field).join('/'), item: owner, group: groupId },
              }
            : { id: /*i18n*/ 'same variant as item {item} of group {group}', values: { item: owner, group: groupId } },
        )
        continue
      }
      keyOwner.set(key, row.id)
      keyed.push({ ...row, key })
    }
    if (keyed.length === 0) continue

    const existingSkus = existing ? skusOf(existing.id) : []
    const skuPlans: SkuPlan[] = keyed.map((row) => {
      const price = row.salePrice ?? row.price!
      const values: SkuValues = {
        sku: row.key,
        price: money(price.amount),
        otPrice: money(row.price!.amount),
        stock: row.stock!,
        image: row.image,
        weight: row.weightKg ?? '0.000',
      }
      const mappedSku = mapped.get(row.id)
      const current = existingSkus.find((s) => s.id === mappedSku?.skuId) ?? existingSkus.find((s) => s.sku === row.key)
      const changed =
        !current ||
        current.sku !== values.sku ||
        current.price !== values.price ||
        current.otPrice !== values.otPrice ||
        current.stock !== values.stock ||
        current.image !== values.image ||
        current.weight !== values.weight
      const mapping = !mappedSku
        ? 'create'
        : mappedSku.skuId !== current?.id ||
            mappedSku.groupId !== groupId ||
            !same(mappedSku.attributes, row.attributes)
          ? 'update'
          : 'none'
      return {
        itemId: row.id,
        skuId: current?.id,
        action: !current ? 'create' : changed ? 'update' : 'none',
        values,
        mapping,
        attributes: row.attributes,
      }
    })

    const attrsWanted: AttrValues[] = used.map((attr, n) => {
      const old = existingAttrs[n]
      const values = [
        ...new Set([...(old ? old.attrValues.split(',') : []), ...keyed.map((r) => r.variant[attr.field])]),
      ]
      return { attrName: attr.name, attrValues: values.join(','), i18n: old?.i18n ?? {} }
    })
    const attrsChanged = attrsWanted.some((a, n) => !existingAttrs[n] || existingAttrs[n].attrValues !== a.attrValues)
    const attrsPlan: GroupPlan['attrs'] = !attrsChanged
      ? { action: 'none', rows: [] }
      : existingAttrs.length
        ? { action: 'update', rows: attrsWanted.map((a, n) => ({ ...a, id: existingAttrs[n].id })) }
        : { action: 'insert', rows: attrsWanted }

    const i18n = existing?.i18n ?? {}
    const storeName = first.title!
    const productValues: ProductValues = {
      merId: options.merId,
      categoryId: category.id,
      storeName,
      keyword: keywordOf(storeName, first.attributes.brand, i18n),
      storeInfo: existing?.storeInfo ?? '',
      image: rows[0].image,
      sliderImage: rows[0].slider,
      content: descriptionHtml(first.description ?? ''),
      price: '0',
      otPrice: '0',
      stock: 0,
      isShow: true,
      i18n,
    }
    const plan: GroupPlan = {
      groupId,
      lines: keyed.map((r) => r.line),
      productId: existing?.id,
      product: { action: existing ? 'update' : 'create', values: productValues },
      attrs: attrsPlan,
      skus: skuPlans,
      categories: category.creates,
      images: [],
    }
    plans.set(existing?.id ?? `new:${groupId}`, plan)
  }

  // 5. Supplemental rows: the price and stock of an imported item.
  for (const row of supplemental) {
    const m = mapped.get(row.id)!
    const product = productById.get(m.productId)
    const current = product ? skusOf(product.id).find((s) => s.id === m.skuId) : undefined
    if (!product || !current) {
      reject(row, { id: /*i18n*/ 'item {item} no longer exists in the catalogue', values: { item: row.id } })
      continue
    }
    let plan = plans.get(product.id)
    if (!plan) {
      plan = {
        groupId: m.groupId,
        lines: [],
        productId: product.id,
        product: { action: 'update', values: { ...product } },
        attrs: { action: 'none', rows: [] },
        skus: [],
        categories: [],
        images: [],
      }
      plans.set(product.id, plan)
    }
    if (plan.skus.some((s) => s.skuId === current.id)) {
      reject(row, {
        id: /*i18n*/ 'item {item} is already updated by another row of this feed',
        values: { item: row.id },
      })
      continue
    }
    plan.lines.push(row.line)
    const price = row.salePrice ?? row.price
    const values: SkuValues = {
      sku: current.sku,
      price: price ? money(price.amount) : current.price,
      otPrice: row.price ? money(row.price.amount) : current.otPrice,
      stock: row.stock ?? current.stock,
      image: current.image,
      weight: current.weight,
    }
    const changed =
      values.price !== current.price || values.otPrice !== current.otPrice || values.stock !== current.stock
    plan.skus.push({
      itemId: row.id,
      skuId: current.id,
      action: changed ? 'update' : 'none',
      values,
      mapping: 'none',
      attributes: m.attributes,
    })
  }

  // 6. Texts of a locale: the product's name and description, the spec values through each item's SKU.
  const locale = options.locale
  if (locale !== null) {
    const byProduct = new Map<number, ValidRow[]>()
    for (const row of texts) {
      const productId = mapped.get(row.id)!.productId
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), row])
    }
    for (const [productId, rows] of byProduct) {
      const product = productById.get(productId)
      if (!product) {
        for (const row of rows)
          reject(row, { id: /*i18n*/ 'item {item} no longer exists in the catalogue', values: { item: row.id } })
        continue
      }
      const first = rows.find((r) => r.title || r.description) ?? rows[0]
      const localeTexts = { ...(product.i18n[locale] ?? {}) }
      if (first.title) localeTexts.storeName = first.title
      if (first.description) localeTexts.content = descriptionHtml(first.description)
      const i18n: Translations = { ...product.i18n, [locale]: localeTexts }
      const existingAttrs = attrsOf(productId)
      const skus = skusOf(productId)
      const attrsRows = existingAttrs.map((attr, n) => {
        const field = VARIANT_ATTRIBUTES.find((a) => a.name === attr.attrName)?.field
        const base = attr.attrValues.split(',')
        const shown = new Map<string, string>()
        for (const row of rows) {
          const sku = skus.find((s) => s.id === mapped.get(row.id)!.skuId)
          const value = field ? row.variant[field] : undefined
          const baseValue = sku?.sku.split(',')[n]
          if (value && baseValue && !shown.has(baseValue)) shown.set(baseValue, value)
        }
        const previous = (attr.i18n[locale]?.attrValues ?? '').split(',')
        const list = base.map((value, k) => shown.get(value) ?? (previous.length === base.length ? previous[k] : value))
        const attrI18n: Translations = shown.size
          ? { ...attr.i18n, [locale]: { ...(attr.i18n[locale] ?? {}), attrValues: list.join(',') } }
          : attr.i18n
        return {
          id: attr.id,
          attrName: attr.attrName,
          attrValues: attr.attrValues,
          i18n: attrI18n,
          changed: !same(attrI18n, attr.i18n),
        }
      })
      const brand = mapped.get(rows[0].id)?.attributes.brand
      plans.set(productId, {
        groupId: mapped.get(rows[0].id)!.groupId,
        lines: rows.map((r) => r.line),
        productId,
        product: { action: 'update', values: { ...product, i18n, keyword: keywordOf(product.storeName, brand, i18n) } },
        attrs: attrsRows.some((a) => a.changed) ? { action: 'update', rows: attrsRows } : { action: 'none', rows: [] },
        skus: [],
        categories: [],
        images: [],
      })
    }
  }

  // 7. Each product's price, stock and whether it changes at all.
  const changes: Changes = {
    productsCreated: 0,
    productsUpdated: 0,
    skusCreated: 0,
    skusUpdated: 0,
    categoriesCreated: categories.planned.length,
    imagesCopied: 0,
  }
  const usedImages = new Set<string>()
  for (const plan of plans.values()) {
    const existing = plan.productId === undefined ? undefined : productById.get(plan.productId)
    const all = [
      ...plan.skus.map((s) => s.values),
      ...(existing ? skusOf(existing.id).filter((s) => !plan.skus.some((p) => p.skuId === s.id)) : []),
    ]
    if (locale === null && all.length) {
      const cheapest = all.reduce((min, s) => (new Decimal(s.price).lessThan(min.price) ? s : min), all[0])
      plan.product.values.price = money(new Decimal(cheapest.price))
      plan.product.values.otPrice = money(new Decimal(cheapest.otPrice))
      plan.product.values.stock = all.reduce((sum, s) => sum + s.stock, 0)
    }
    if (existing) {
      const v = plan.product.values
      const sameTexts =
        existing.categoryId === v.categoryId &&
        existing.storeName === v.storeName &&
        existing.keyword === v.keyword &&
        existing.image === v.image &&
        same(existing.sliderImage, v.sliderImage) &&
        existing.content === v.content &&
        same(existing.i18n, v.i18n)
      const sameTotals = existing.price === v.price && existing.otPrice === v.otPrice && existing.stock === v.stock
      if (sameTexts && sameTotals) plan.product.action = 'none'
      else if (sameTexts) plan.product.totalsOnly = true
    }
    if (plan.product.action === 'create') changes.productsCreated++
    else if (plan.product.action === 'update' || plan.attrs.action !== 'none') changes.productsUpdated++
    for (const sku of plan.skus) {
      if (sku.action === 'create') changes.skusCreated++
      else if (sku.action === 'update' || sku.mapping !== 'none') changes.skusUpdated++
    }
    // New pictures come only with full rows (a product read without its texts has no image here).
    if (images.pending.size === 0) continue
    for (const url of [
      plan.product.values.image ?? '',
      ...(plan.product.values.sliderImage ?? []),
      ...plan.skus.map((s) => s.values.image),
    ]) {
      const key = url.startsWith('/media/') ? url.slice('/media/'.length) : ''
      if (images.pending.has(key)) {
        plan.images.push(key)
        usedImages.add(key)
      }
    }
    plan.images = [...new Set(plan.images)]
  }
  changes.imagesCopied = usedImages.size
  for (const key of [...images.pending.keys()]) if (!usedImages.has(key)) images.pending.delete(key)

  const groupsOut = [...plans.values()].filter(
    (p) =>
      p.product.action !== 'none' ||
      p.attrs.action !== 'none' ||
      p.skus.some((s) => s.action !== 'none' || s.mapping !== 'none'),
  )
  const neededCategories = new Set(groupsOut.flatMap((g) => g.categories))
  const newCategories = categories.planned.filter((c) => neededCategories.has(c.id))
  changes.categoriesCreated = newCategories.length
  return {
    rows: feedRows.length,
    rejected: rejected.sort((a, b) => a.line - b.line),
    groups: groupsOut,
    categories: newCategories,
    images: images.pending,
    changes,
  }
}
