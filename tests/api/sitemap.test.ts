/** Sitemap index, its shards and robots.txt, served from the embedded database through the route handlers. */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { resetConfig } from '../../app.config'
import {
  PRODUCTS_PER_SHARD,
  robotsResponse,
  sitemapIndexResponse,
  sitemapIndexXml,
  sitemapShardResponse,
  sitemapShardXml,
} from '~/server/catalog/sitemap'
import { categories, merchants, products } from '~/server/db/schema'
import { originOf } from '~/server/http/context'
import { useApiHarness } from './support/harness'

const api = useApiHarness()
const ORIGIN = 'https://shop.example'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'))

async function shard(name: string) {
  const response = await sitemapShardResponse(api.handle.db, ORIGIN, name)
  return { response, xml: await response.text() }
}

describe('sitemaps and robots.txt', () => {
  it('serves a sitemap index pointing at every shard, with absolute URLs and lastmod', async () => {
    const response = await sitemapIndexResponse(api.handle.db, ORIGIN)
    expect(response.headers.get('content-type')).toMatch(/application\/xml/)
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(locs(xml)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/categories.xml`,
      `${ORIGIN}/sitemaps/merchants.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
    ])
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/)
  })

  it('lists every visible product page in the product shard, with lastmod', async () => {
    const { response, xml } = await shard('products-1.xml')
    expect(response.status).toBe(200)
    const visible = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isShow}`)
      .orderBy(products.id)
    expect(locs(xml)).toEqual(visible.map((p) => `${ORIGIN}/goods_detail/${p.id}`))
    expect(xml.match(/<lastmod>/g)?.length).toBe(visible.length)
  })

  it('lists categories as search pages (cid for leaves, pid above) and merchants as store homes', async () => {
    const cats = await api.handle.db.select().from(categories)
    const categoryLocs = locs((await shard('categories.xml')).xml)
    expect(categoryLocs).toHaveLength(cats.filter((c) => c.isShow).length)
    const leaf = cats.find((c) => c.level === 3)!
    const root = cats.find((c) => c.level === 1)!
    expect(categoryLocs).toContain(`${ORIGIN}/goods/goods_search?cid=${leaf.id}`)
    expect(categoryLocs).toContain(`${ORIGIN}/goods/goods_search?pid=${root.id}`)

    const shops = await api.handle.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(sql`${merchants.isShow}`)
    const merchantLocs = locs((await shard('merchants.xml')).xml)
    expect(merchantLocs.sort()).toEqual(shops.map((m) => `${ORIGIN}/merchant/merchant/home?id=${m.id}`).sort())
    // The XML escapes nothing wrongly: every loc is a URL of this origin.
    const pages = locs((await shard('pages.xml')).xml)
    expect(pages).toContain(`${ORIGIN}/`)
    expect(pages).toContain(`${ORIGIN}/goods/top_one`)
    expect(pages).toContain(`${ORIGIN}/merchant/merchant_street`)
  })

  it('answers 404 for unknown shards and product shards beyond the last', async () => {
    for (const name of ['products-2.xml', 'products-0.xml', 'nope.xml', 'products-x.xml', '../sitemap.xml']) {
      expect((await shard(name)).response.status, name).toBe(404)
    }
  })

  it('splits products into shards of at most 10,000 URLs (checked with a smaller shard size)', async () => {
    expect(PRODUCTS_PER_SHARD).toBe(10_000)
    const visible = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isShow}`)
      .orderBy(products.id)
    const size = 100
    const count = Math.ceil(visible.length / size)
    expect(count).toBeGreaterThan(2)
    const index = locs(await sitemapIndexXml(api.handle.db, ORIGIN, size))
    const shardLocs = index.filter((l) => l.includes('/products-'))
    expect(shardLocs).toEqual(Array.from({ length: count }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`))
    const seen: string[] = []
    for (let i = 1; i <= count; i++) {
      const xml = await sitemapShardXml(api.handle.db, ORIGIN, `products-${i}.xml`, size)
      const urls = locs(xml!)
      expect(urls.length).toBe(i < count ? size : visible.length - (count - 1) * size)
      seen.push(...urls)
    }
    expect(seen).toEqual(visible.map((p) => `${ORIGIN}/goods_detail/${p.id}`))
    expect(await sitemapShardXml(api.handle.db, ORIGIN, `products-${count + 1}.xml`, size)).toBeNull()
  })

  it('serves robots.txt that keeps crawlers out of the API and private pages and names the sitemap', async () => {
    // Behind a trusted proxy the forwarded host names the sitemap; without TRUST_PROXY a forged one is ignored.
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.shop.example' }
    expect(
      await robotsResponse(originOf(new Request('http://shop.test/robots.txt', { headers: forwarded }))).text(),
    ).toMatch(/^Sitemap: http:\/\/shop\.test\/sitemap\.xml$/m)
    process.env.TRUST_PROXY = 'true'
    resetConfig()
    const response = robotsResponse(originOf(new Request('http://shop.test/robots.txt', { headers: forwarded })))
    delete process.env.TRUST_PROXY
    resetConfig()
    expect(response.headers.get('content-type')).toMatch(/text\/plain/)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    for (const path of ['/api/', '/users/', '/order/']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toMatch(/^Sitemap: https:\/\/www\.shop\.example\/sitemap\.xml$/m)
  })
})
