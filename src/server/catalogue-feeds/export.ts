/**
 * GET /feeds/merchant-center.xml[?locale=es][&shop=N]: the visible catalogue as a Google Merchant Center RSS 2.0
 * feed, one item per SKU (variants share `item_group_id`), in the locale's texts and the shop's currency. Each link
 * is the product's canonical deep link (`/goods_detail/$id`, src/shared/page-paths.ts) with the operator's campaign
 * parameters (the `catalogueFeeds.campaign` setting). Streamed page by page in id order, never built as one string.
 * An ETag made of the catalogue version and the query lets a client or CDN revalidate without a new body.
 */
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm'
import { config } from '../../../app.config'
import { LOCALES, type Locale } from '../../i18n/locales'
import { productPagePath } from '../../shared/page-paths'
import { getDb, type DbOrTx } from '../db/client'
import { catalogueFeedItems, categories, merchants, productAttrs, productSkus, products } from '../db/schema'
import { readSetting } from '../db/settings'
import { originOf } from '../http/context'
import { localizedText } from '../i18n/localized'
import { readCatalogueMark } from '../page-cache'
import { localizedAttrs } from '../catalog'
import { LIMITS, VARIANT_ATTRIBUTES } from './validate'

export const EXPORT_PAGE_SIZE = 200
const FRESH_SECONDS = 300

const xmlEscape = (text: string) =>
  // Characters XML 1.0 does not allow are dropped, so a stray control character cannot make the feed ill-formed.
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!)

/** The product's HTML description as plain text (tags out, entities decoded, blank-line paragraphs). */
export function plainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos|nbsp);/gi, (_, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
        )
      return ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' } as Record<string, string>)[
        name.toLowerCase()
      ]
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export interface ExportQuery {
  locale: Locale
  /** The locale was asked for: links carry it, so the shopper lands in that language. */
  explicitLocale: boolean
  /** Only this shop's products; all shops when absent. */
  shop?: number
}

/** `?locale=es&shop=3` → the query; null for a value that is not one (answered 400). */
export function exportQueryOf(url: URL): ExportQuery | null {
  const locale = url.searchParams.get('locale')
  const shop = url.searchParams.get('shop')
  if (locale !== null && !(LOCALES as readonly string[]).includes(locale)) return null
  if (shop !== null && !/^[1-9]\d{0,8}$/.test(shop)) return null
  return {
    locale: (locale as Locale | null) ?? config().defaultLocale,
    explicitLocale: locale !== null,
    shop: shop === null ? undefined : Number(shop),
  }
}

/** A spec row's name as the feed attribute it is (Color or Colour → color…); others have no feed attribute. */
const fieldOf = (attrName: string) => {
  const name = attrName.trim().toLowerCase()
  return name === 'colour' ? 'color' : VARIANT_ATTRIBUTES.find((a) => a.field === name)?.field
}

const element = (name: string, value: string | undefined) => (value ? `<${name}>${xmlEscape(value)}</${name}>` : '')

/** The category path of every category, as product_type wants it ("Home & Garden > Lighting > Desk Lamps"). */
async function categoryPaths(db: DbOrTx, locale: Locale) {
  const rows = await db
    .select({ id: categories.id, pid: categories.pid, name: categories.name, i18n: categories.i18n })
    .from(categories)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const nameOf = (r: (typeof rows)[number]) => {
    const shown = localizedText(r.name, r.i18n, 'name', locale)
    // "Shoes (鞋)" → "Shoes": the Chinese name in parentheses is the shop's habit, not part of the path.
    return shown.replace(/\s*[(（][^)）]*[)）]\s*$/, '').trim() || shown
  }
  const paths = new Map<number, string>()
  for (const row of rows) {
    const parts: string[] = []
    let node: (typeof rows)[number] | undefined = row
    for (let depth = 0; node && depth < 5; depth++) {
      parts.unshift(nameOf(node))
      node = node.pid ? byId.get(node.pid) : undefined
    }
    paths.set(row.id, parts.join(' > '))
  }
  return paths
}

/** One page of products (id order, after `afterId`) rendered as `<item>` elements; the last id read. */
async function itemsPage(
  db: DbOrTx,
  query: ExportQuery,
  context: { origin: string; campaign: string; currency: string; paths: Map<number, string> },
  afterId: number,
) {
  const conditions: SQL[] = [eq(products.isShow, true), gt(products.id, afterId)]
  if (query.shop !== undefined) conditions.push(eq(products.merId, query.shop))
  const page = await db
    .select({
      id: products.id,
      storeName: products.storeName,
      content: products.content,
      image: products.image,
      sliderImage: products.sliderImage,
      categoryId: products.categoryId,
      i18n: products.i18n,
      merName: merchants.name,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merId))
    .where(and(...conditions))
    .orderBy(asc(products.id))
    .limit(EXPORT_PAGE_SIZE)
  if (page.length === 0) return { xml: '', lastId: null }
  const ids = page.map((p) => p.id)
  const [skus, attrs, feedItems] = await Promise.all([
    db.select().from(productSkus).where(inArray(productSkus.productId, ids)).orderBy(asc(productSkus.id)),
    db.select().from(productAttrs).where(inArray(productAttrs.productId, ids)).orderBy(asc(productAttrs.id)),
    db.select().from(catalogueFeedItems).where(inArray(catalogueFeedItems.productId, ids)),
  ])
  const feedItemOfSku = new Map(feedItems.map((f) => [f.skuId, f]))
  const absolute = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${context.origin}${url.startsWith('/') ? '' : '/'}${url}`
  const { locale } = query
  const parts: string[] = []
  for (const product of page) {
    const productSkus = skus.filter((s) => s.productId === product.id)
    if (productSkus.length === 0) continue
    const specs = localizedAttrs(
      attrs.filter((a) => a.productId === product.id),
      locale,
    )
    const title = localizedText(product.storeName, product.i18n, 'storeName', locale).slice(0, LIMITS.title)
    const description = (plainText(localizedText(product.content, product.i18n, 'content', locale)) || title).slice(
      0,
      LIMITS.description,
    )
    const search = [context.campaign, query.explicitLocale ? `locale=${encodeURIComponent(locale)}` : '']
      .filter(Boolean)
      .join('&')
    const link = `${context.origin}${productPagePath(product.id)}${search ? `?${search}` : ''}`
    const firstFeedItem = feedItemOfSku.get(productSkus[0].id)
    // A group: several SKUs, or an item its feed grouped.
    const variants =
      productSkus.length > 1 || (firstFeedItem !== undefined && firstFeedItem.groupId !== firstFeedItem.itemId)
    const groupId = firstFeedItem?.groupId ?? `P${product.id}`
    for (const sku of productSkus) {
      const feedItem = feedItemOfSku.get(sku.id)
      const attributes = feedItem?.attributes ?? {}
      const onSale = Number(sku.otPrice) > Number(sku.price)
      const values = sku.sku === '' ? [] : sku.sku.split(',')
      const variantElements = specs.map((spec, n) => {
        const field = fieldOf(attrs.find((x) => x.id === spec.id)?.attrName ?? '')
        const value = values[n] === undefined ? undefined : (spec.values.get(values[n]) ?? values[n])
        return field ? element(`g:${field}`, value) : ''
      })
      const weight = Number(sku.weight) > 0 ? `${sku.weight} kg` : undefined
      const additional = [...new Set(product.sliderImage.map(absolute))]
        .filter((u) => u !== absolute(sku.image || product.image))
        .slice(0, 10)
      parts.push(
        [
          '<item>',
          element('g:id', feedItem?.itemId ?? `${product.id}-${sku.id}`),
          element('title', title),
          element('description', description),
          element('link', link),
          element('g:image_link', absolute(sku.image || product.image)),
          ...additional.map((u) => element('g:additional_image_link', u)),
          element('g:availability', sku.stock > 0 ? 'in_stock' : 'out_of_stock'),
          element('g:price', `${onSale ? sku.otPrice : sku.price} ${context.currency}`),
          onSale ? element('g:sale_price', `${sku.price} ${context.currency}`) : '',
          element('g:brand', attributes.brand ?? product.merName),
          element('g:gtin', attributes.gtin),
          element('g:mpn', attributes.mpn),
          element('g:google_product_category', attributes.google_product_category),
          element('g:product_type', context.paths.get(product.categoryId)),
          variants ? element('g:item_group_id', groupId) : '',
          ...variantElements,
          element('g:shipping_weight', weight),
          element('g:condition', 'new'),
          '</item>\n',
        ].join(''),
      )
    }
  }
  return { xml: parts.join(''), lastId: page.length < EXPORT_PAGE_SIZE ? null : page[page.length - 1].id }
}

/** The feed as a stream of UTF-8 chunks: the channel head, one chunk per page of products, the tail. */
export function merchantCenterStream(db: DbOrTx, query: ExportQuery, origin: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let afterId: number | null = 0
  let context: Parameters<typeof itemsPage>[2] | undefined
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const [setting, paths] = await Promise.all([readSetting(db, 'catalogueFeeds'), categoryPaths(db, query.locale)])
      context = { origin, campaign: setting?.campaign ?? '', currency: config().currency.code.toUpperCase(), paths }
      const siteName = (await readSetting(db, 'site'))?.siteName ?? 'Shop'
      controller.enqueue(
        encoder.encode(
          `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${element('title', siteName)}\n${element('link', `${origin}/`)}\n${element('description', `${siteName} products (${query.locale})`)}\n`,
        ),
      )
    },
    async pull(controller) {
      if (afterId === null || !context) {
        controller.enqueue(encoder.encode('</channel>\n</rss>\n'))
        controller.close()
        return
      }
      const { xml, lastId } = await itemsPage(db, query, context, afterId)
      afterId = lastId
      if (xml) controller.enqueue(encoder.encode(xml))
    },
  })
}

/** The route's answer: 400 for a bad query, 304 when the client has this version, else the streamed feed. */
export async function merchantCenterFeedResponse(request: Request, db?: DbOrTx): Promise<Response> {
  const url = new URL(request.url)
  const query = exportQueryOf(url)
  if (!query)
    return new Response('Unknown locale or shop', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  const database = db ?? (await getDb())
  const origin = originOf(request)
  const version = await readCatalogueMark(database)
  const etag = `"mc-${version}-${query.locale}-${query.shop ?? 'all'}-${Buffer.from(origin).toString('base64url').slice(0, 24)}"`
  const headers = {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': `public, max-age=0, s-maxage=${FRESH_SECONDS}`,
    etag,
    'x-content-type-options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(merchantCenterStream(database, query, origin), { headers })
}
