/**
 * Sitemaps and robots.txt, served from the embedded database. `/sitemap.xml` is an index of shards:
 * `/sitemaps/pages.xml`, `/sitemaps/categories.xml`, `/sitemaps/merchants.xml` and `/sitemaps/products-N.xml`
 * (at most PRODUCTS_PER_SHARD product pages each, in id order). URLs are absolute, from the request origin or
 * PUBLIC_URL. Storefront URL shapes follow `src/lib/links.ts`.
 */
import { asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, merchants, products } from '../db/schema'
import { productPagePath } from '../../shared/page-paths'

export const PRODUCTS_PER_SHARD = 10_000

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!)

/** W3C datetime, as sitemaps want it. */
const lastmod = (date: Date | null | undefined) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined

interface Entry {
  loc: string
  lastmod?: string
}

/** A sitemap document: the `root` element holding one `entry` element per entry (sitemaps.org 0.9). */
const sitemapXml = (root: 'urlset' | 'sitemapindex', entry: 'url' | 'sitemap', entries: Entry[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries.map(
      (e) => `<${entry}><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</${entry}>`,
    ),
    `</${root}>`,
    '',
  ].join('\n')

const urlset = (entries: Entry[]) => sitemapXml('urlset', 'url', entries)
const sitemapIndex = (entries: Entry[]) => sitemapXml('sitemapindex', 'sitemap', entries)

/** Product shards: each shard's number and its newest product. */
function productShards(db: DbOrTx, perShard: number) {
  const numbered = db
    .select({
      n: sql<number>`row_number() over (order by ${products.id})`.as('n'),
      createdAt: sql<Date>`${products.createdAt}`.as('created_at'),
    })
    .from(products)
    .where(sql`${products.isShow}`)
    .as('numbered')
  const shard = sql<number>`((${numbered.n} - 1) / ${sql.raw(String(Math.trunc(perShard)))})::int + 1`
  return db
    .select({ shard, newest: sql<Date | null>`max(${numbered.createdAt})`.mapWith(products.createdAt) })
    .from(numbered)
    .groupBy(shard)
    .orderBy(shard)
}

export async function sitemapIndexXml(db: DbOrTx, origin: string, perShard = PRODUCTS_PER_SHARD) {
  const [shards, [newestMerchant]] = await Promise.all([
    productShards(db, perShard),
    db
      .select({ newest: sql<Date | null>`max(${merchants.createdAt})`.mapWith(merchants.createdAt) })
      .from(merchants)
      .where(eq(merchants.isShow, true)),
  ])
  const newestProduct = shards.reduce<string | undefined>((max, s) => {
    const m = lastmod(s.newest)
    return m && (!max || m > max) ? m : max
  }, undefined)
  return sitemapIndex([
    { loc: `${origin}/sitemaps/pages.xml`, lastmod: newestProduct },
    { loc: `${origin}/sitemaps/categories.xml`, lastmod: newestProduct },
    { loc: `${origin}/sitemaps/merchants.xml`, lastmod: lastmod(newestMerchant?.newest) },
    ...shards.map((s) => ({ loc: `${origin}/sitemaps/products-${s.shard}.xml`, lastmod: lastmod(s.newest) })),
  ])
}

/** One shard by its file name (`pages.xml`, `products-3.xml`…); null when there is no such shard. */
export async function sitemapShardXml(
  db: DbOrTx,
  origin: string,
  name: string,
  perShard = PRODUCTS_PER_SHARD,
): Promise<string | null> {
  if (name === 'pages.xml') {
    return urlset(
      ['/', '/goods/top_one', '/merchant/merchant_street', '/goods/goods_search'].map((path) => ({
        loc: `${origin}${path}`,
      })),
    )
  }
  if (name === 'categories.xml') {
    const rows = await db
      .select({ id: categories.id, level: categories.level })
      .from(categories)
      .where(eq(categories.isShow, true))
      .orderBy(asc(categories.level), asc(categories.id))
    // Third-level categories open the search with `cid`, the upper levels with `pid` (all descendants).
    return urlset(rows.map((c) => ({ loc: `${origin}/goods/goods_search?${c.level === 3 ? 'cid' : 'pid'}=${c.id}` })))
  }
  if (name === 'merchants.xml') {
    const rows = await db
      .select({ id: merchants.id, createdAt: merchants.createdAt })
      .from(merchants)
      .where(eq(merchants.isShow, true))
      .orderBy(asc(merchants.id))
    return urlset(
      rows.map((m) => ({ loc: `${origin}/merchant/merchant/home?id=${m.id}`, lastmod: lastmod(m.createdAt) })),
    )
  }
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name)
  if (!match) return null
  const shard = Number(match[1])
  const rows = await db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(sql`${products.isShow}`)
    .orderBy(asc(products.id))
    .limit(perShard)
    .offset((shard - 1) * perShard)
  if (rows.length === 0 && shard > 1) return null
  return urlset(rows.map((p) => ({ loc: `${origin}${productPagePath(p.id)}`, lastmod: lastmod(p.createdAt) })))
}

export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /users/',
    'Disallow: /order/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }

/** Handlers for the server routes: the request gives the origin, the database comes from the caller. */
export async function sitemapIndexResponse(db: DbOrTx, origin: string) {
  return new Response(await sitemapIndexXml(db, origin), { headers: XML_HEADERS })
}

export async function sitemapShardResponse(db: DbOrTx, origin: string, name: string) {
  const xml = await sitemapShardXml(db, origin, name)
  if (xml === null)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(xml, { headers: XML_HEADERS })
}

export function robotsResponse(origin: string) {
  return new Response(robotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
