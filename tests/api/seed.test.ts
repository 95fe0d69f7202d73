// @database-sensitive: durability: the seed on each database, compared with a second PGlite
/**
 * The demo seed's guarantees: counts, a three-level category tree, deterministic products, usable SKUs
 * and pictures that exist in the media table.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema.ts'
import type { StoreBanner } from '../../src/server/db/schema.ts'
import { readSetting } from '../../src/server/db/settings.ts'
import { DEMO_SHOPPER, seedIfEmpty, topUpProducts } from '../../src/server/db/seed/index.ts'
import { verifyPassword } from '../../src/server/password.ts'
import { fillFromSeededDump } from '../support/seeded-folder.ts'
import { pgliteShort, useApiHarness } from './support/harness.ts'

// Two independent fresh seeds: the suite's database (PGlite, or PostgreSQL in the api-postgres suite) and a second
// PGlite one to compare it with. The PostgreSQL run compares its seed with PGlite's; the PGlite run checks its own
// seed without a second one (`pgliteShort`: the comparison would repeat PostgreSQL's on PGlite). The second is the
// run's own PGlite seed (tests/api/support/seeded-pglite.ts made it from nothing for the PGlite projects; a copy of its
// folder here) when the run has one, else a seed made here: the same seed code either way, without a second seed of
// seconds of CPU in the same run (decision 117).
const harness = useApiHarness()
let first: DatabaseHandle
let second: DatabaseHandle | undefined
let secondDir: string | undefined

beforeAll(async () => {
  first = harness.handle
  if (pgliteShort) return
  // Undefined in a PostgreSQL project when the run has no PGlite project (seeded-pglite.ts).
  const seeded: string | undefined = inject('pgliteSeeded')
  if (seeded) {
    secondDir = mkdtempSync(join(tmpdir(), 'seed-second-'))
    fillFromSeededDump(secondDir, seeded)
  }
  second = await openDatabase({ dataDir: secondDir ?? 'memory://', seed: true })
})

afterAll(async () => {
  await second?.close()
  if (secondDir) rmSync(secondDir, { recursive: true, force: true })
})

const count = async (handle: DatabaseHandle, table: PgTable) => {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table)
  return Number(row.n)
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

describe('demo seed', () => {
  it('loads as `npm run db:seed` runs it: Node with type stripping, every relative import naming its .ts file', () => {
    const run = spawnSync(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', 'scripts/seed.ts', '--help'],
      { encoding: 'utf8' },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Usage: npm run db:seed')
  })

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(first.db)).toBe(false)
  })

  it('creates the advertised amounts of data', async () => {
    expect(await count(first, schema.products)).toBeGreaterThanOrEqual(300)
    expect(await count(first, schema.merchants)).toBeGreaterThanOrEqual(14)
    expect(await count(first, schema.merchantTypes)).toBeGreaterThanOrEqual(4)
    expect(await count(first, schema.merchantCategories)).toBeGreaterThanOrEqual(6)
    expect(await count(first, schema.adCategories)).toBe(8)
    expect(await count(first, schema.hotKeywords)).toBeGreaterThanOrEqual(8)
    expect(await count(first, schema.userMenus)).toBeGreaterThanOrEqual(10)
    expect(await count(first, schema.productReviews)).toBeGreaterThan(0)
    const broadcasts = await first.db.select().from(schema.notices).where(isNull(schema.notices.userId))
    expect(broadcasts.length).toBeGreaterThanOrEqual(10)
    const merchants = await first.db.select().from(schema.merchants)
    expect(merchants.filter((m) => m.isSelf).length).toBeGreaterThanOrEqual(2)
    for (const m of merchants) {
      expect(m.pcBanner.length).toBeGreaterThanOrEqual(1)
      expect(m.qualificationPicture.length).toBeGreaterThanOrEqual(1)
      const serviceField = {
        H5: m.serviceLink,
        message: m.serviceMessage,
        phone: m.servicePhone,
        hotline: m.servicePhone,
        email: m.serviceEmail,
      }[m.serviceType]
      expect(serviceField, `${m.name} ${m.serviceType}`).toBeTruthy()
    }
  })

  it('builds a three-level category tree with Chinese names, long groups and empty groups', async () => {
    const rows = await first.db.select().from(schema.categories)
    const byId = new Map(rows.map((c) => [c.id, c]))
    const roots = rows.filter((c) => c.level === 1)
    expect(roots.length).toBeGreaterThanOrEqual(8)
    for (const root of roots) {
      expect(root.pid).toBe(0)
      expect(root.icon).toMatch(/^\/media\//)
      const groups = rows.filter((c) => c.pid === root.id)
      expect(groups.length).toBeGreaterThanOrEqual(3)
      expect(groups.length).toBeLessThanOrEqual(6)
    }
    for (const c of rows) {
      expect(c.name).toMatch(/\(.+\)$/)
      if (c.level > 1) expect(byId.get(c.pid)?.level).toBe(c.level - 1)
    }
    const childCounts = rows.filter((c) => c.level === 2).map((g) => rows.filter((c) => c.pid === g.id).length)
    expect(childCounts.some((n) => n > 6)).toBe(true)
    expect(childCounts.some((n) => n === 0)).toBe(true)
    expect(Math.max(...childCounts)).toBeLessThanOrEqual(12)

    // Every product sits in a third-level category; at most two leaves are left empty.
    const leaves = rows.filter((c) => c.level === 3)
    const used = await first.db.selectDistinct({ id: schema.products.categoryId }).from(schema.products)
    const usedIds = new Set(used.map((u) => u.id))
    for (const id of usedIds) expect(byId.get(id)?.level).toBe(3)
    expect(leaves.filter((l) => !usedIds.has(l.id)).length).toBeLessThanOrEqual(2)
  })

  it.skipIf(pgliteShort)('is deterministic: two fresh seeds give identical products', async () => {
    const pick = (h: DatabaseHandle) =>
      h.db
        .select({
          id: schema.products.id,
          name: schema.products.storeName,
          price: schema.products.price,
          otPrice: schema.products.otPrice,
          image: schema.products.image,
        })
        .from(schema.products)
        .orderBy(asc(schema.products.id))
    const [a, b] = await Promise.all([pick(first), pick(second!)])
    expect(a.length).toBeGreaterThan(0)
    expect(a).toEqual(b)
    const skus = (h: DatabaseHandle) =>
      h.db
        .select({ id: schema.productSkus.id, sku: schema.productSkus.sku, price: schema.productSkus.price })
        .from(schema.productSkus)
        .orderBy(asc(schema.productSkus.id))
    expect(await skus(first)).toEqual(await skus(second!))
  })

  it('gives every product pictures, at least one SKU and SKU keys matching its attributes', async () => {
    const products = await first.db.select().from(schema.products)
    const attrs = await first.db.select().from(schema.productAttrs).orderBy(asc(schema.productAttrs.id))
    const skus = await first.db.select().from(schema.productSkus)
    const attrsOf = groupBy(attrs, (a) => a.productId)
    const skusOf = groupBy(skus, (s) => s.productId)
    for (const p of products) {
      expect(p.sliderImage.length, `product ${p.id}`).toBeGreaterThanOrEqual(3)
      expect(p.sliderImage[0]).toBe(p.image)
      expect(p.storeInfo.split('\n').length).toBeGreaterThanOrEqual(3)
      expect(p.content).toContain('<table>')
      expect(Number(p.otPrice)).toBeGreaterThanOrEqual(Number(p.price))
      expect(p.price).toMatch(/^\d+\.\d{2}$/)

      const own = skusOf.get(p.id) ?? []
      expect(own.length, `product ${p.id}`).toBeGreaterThanOrEqual(1)
      const productAttrs = attrsOf.get(p.id) ?? []
      // The cartesian product of the attribute values, joined in attribute order.
      let expected = ['']
      productAttrs.forEach((a, i) => {
        expected = expected.flatMap((prefix) => a.attrValues.split(',').map((v) => (i === 0 ? v : `${prefix},${v}`)))
      })
      expect(own.map((s) => s.sku).sort()).toEqual(expected.sort())
      expect(Math.min(...own.map((s) => Number(s.price)))).toBe(Number(p.price))
      expect(own.reduce((sum, s) => sum + s.stock, 0)).toBe(p.stock)
    }
    expect(products.filter((p) => !attrsOf.has(p.id)).length).toBeGreaterThan(0)
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThan(0)
  })

  it('draws every product at least three distinct pictures, the same kind of thing from several views', async () => {
    const products = await first.db
      .select({ id: schema.products.id, slider: schema.products.sliderImage })
      .from(schema.products)
    const bytes = new Map(
      (
        await first.db
          .select({ key: schema.media.key, bytes: schema.media.bytes })
          .from(schema.media)
          .where(sql`${schema.media.key} like 'seed/product/%'`)
      ).map((m) => [`/media/${m.key}`, Buffer.from(m.bytes, 'base64').toString('utf8')]),
    )
    let total = 0
    for (const p of products) {
      const svgs = p.slider.map((url) => bytes.get(url) ?? '')
      expect(new Set(p.slider).size, `product ${p.id}`).toBe(p.slider.length)
      expect(new Set(svgs).size, `product ${p.id}`).toBeGreaterThanOrEqual(3)
      for (const svg of svgs) {
        expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/)
        // Small enough for a product page's gallery of six.
        expect(svg.length).toBeLessThan(8_000)
        total += svg.length
      }
    }
    // The whole set stays a few megabytes.
    expect(total).toBeLessThan(products.length * 6 * 3_000)
  })

  it('stores every referenced picture in the media table', async () => {
    const urls = new Set<string>()
    for (const p of await first.db
      .select({ image: schema.products.image, slider: schema.products.sliderImage })
      .from(schema.products)) {
      urls.add(p.image)
      p.slider.forEach((u) => urls.add(u))
    }
    for (const s of await first.db.select({ image: schema.productSkus.image }).from(schema.productSkus))
      urls.add(s.image)
    for (const r of await first.db.select({ pics: schema.productReviews.pics }).from(schema.productReviews))
      r.pics.forEach((u) => urls.add(u))
    for (const m of await first.db.select().from(schema.merchants)) {
      const banners = [...m.pcBanner, ...Object.values(m.i18n).flatMap((texts) => JSON.parse(texts?.pcBanner ?? '[]'))]
      for (const banner of banners as StoreBanner[]) urls.add(typeof banner === 'string' ? banner : banner.pic)
      ;[m.avatar, m.backImage, m.pcBackImage, ...m.qualificationPicture].forEach((u) => urls.add(u))
    }
    for (const a of await first.db
      .select({ image: schema.adCategories.image, i18n: schema.adCategories.i18n })
      .from(schema.adCategories)) {
      urls.add(a.image)
      for (const texts of Object.values(a.i18n)) if (texts?.image) urls.add(texts.image)
    }
    const home = await readSetting(first.db, 'home')
    home?.banner.forEach((b) => urls.add(b.pic))
    urls.add(home!.shopStreetHeaderImag)
    const login = (await readSetting(first.db, 'login'))!
    urls.add(login.loginLeftImage)
    for (const texts of Object.values(login.i18n ?? {})) if (texts?.loginLeftImage) urls.add(texts.loginLeftImage)

    const keys = [...urls].map((u) => {
      expect(u).toMatch(/^\/media\/seed\/[\w./-]+\.svg$/)
      return u.slice('/media/'.length)
    })
    const stored = await first.db
      .select({ key: schema.media.key, contentType: schema.media.contentType, bytes: schema.media.bytes })
      .from(schema.media)
      .where(inArray(schema.media.key, keys))
    expect(stored.length).toBe(keys.length)
    for (const row of stored) {
      expect(row.contentType).toBe('image/svg+xml')
      const svg = Buffer.from(row.bytes, 'base64').toString('utf8')
      expect(svg.startsWith('<svg')).toBe(true)
      // Product photo sets draw several views with texture and depth (decision 29): each stays under 8 KB.
      expect(svg.length).toBeLessThan(8192)
    }
  })

  it('writes every site setting and the demo shopper', async () => {
    for (const key of ['home', 'customerService', 'login', 'site'] as const)
      expect(await readSetting(first.db, key)).toBeTruthy()
    expect((await readSetting(first.db, 'home'))!.banner).toHaveLength(4)
    expect((await readSetting(first.db, 'customerService'))!.consumerType).toBe('message')

    const [user] = await first.db.select().from(schema.users).where(eq(schema.users.email, DEMO_SHOPPER.email))
    expect(user.phone).toBe(DEMO_SHOPPER.phone)
    expect(user.countryCode).toBe(DEMO_SHOPPER.countryCode)
    expect(user.inviteCode).toBe(DEMO_SHOPPER.inviteCode)
    expect(await verifyPassword(DEMO_SHOPPER.password, user.passwordHash)).toBe(true)
    const personal = await first.db.select().from(schema.notices).where(eq(schema.notices.userId, user.id))
    expect(personal).toHaveLength(3)
    expect(await count(first, schema.noticeReads)).toBe(1)
    expect(await count(first, schema.merchantFollows)).toBe(2)
    expect(await count(first, schema.productCollects)).toBe(3)
    const menus = await first.db.select().from(schema.userMenus)
    expect(menus.find((m) => m.id === 584)?.pcUrl).toBe('/users/user_info')
    expect(menus.find((m) => m.id === 70)?.pcUrl).toBe('/users/merchant_settled')
  })

  it('sets up the three home activities', async () => {
    const activities = await first.db.select().from(schema.activities).orderBy(asc(schema.activities.type))
    expect(activities.map((a) => a.type)).toEqual([1, 2, 3])
    const links = await first.db.select().from(schema.activityProducts)
    expect(links.filter((l) => l.activityId === activities[0].id)).toHaveLength(10)
    expect(links.filter((l) => l.activityId === activities[1].id).length).toBeGreaterThanOrEqual(3)
    const fresh = links.filter((l) => l.activityId === activities[2].id)
    expect(fresh).toHaveLength(8)
    for (const l of fresh) expect(l.title).not.toBe('')
  })

  // The run's seeded PGlite folder is handed on as a dump (seeded-pglite.ts): to every PGlite file, the crash gate's and
  // the e2e shops. A folder is opened as after a crash, replaying the WAL from its last checkpoint on; a dump taken at
  // a checkpoint replays nothing (decision 125).
  it.runIf(process.env.TEST_DATABASE === 'pglite')(
    'dumps a PGlite folder at a checkpoint after its last write',
    async () => {
      const lsn = async (query: ReturnType<typeof sql>) => {
        const { rows } = (await first.db.execute(sql`select (${query})::text as lsn`)) as unknown as {
          rows: { lsn: string }[]
        }
        return rows[0]!.lsn
      }
      await first.db.insert(schema.hotKeywords).values({ title: 'written before the dump' })
      const written = await lsn(sql`pg_current_wal_insert_lsn()`)
      await first.dump!()
      const redo = await lsn(sql`select redo_lsn from pg_control_checkpoint()`)
      const { rows } = (await first.db.execute(
        sql`select ${redo}::pg_lsn >= ${written}::pg_lsn as covered`,
      )) as unknown as { rows: { covered: boolean }[] }
      expect(rows[0]!.covered, `checkpoint's redo ${redo}, last write ${written}`).toBe(true)
    },
    // The dump copies the whole seeded folder (about 70 MB).
    120_000,
  )

  it('tops the catalogue up deterministically, reusing pictures', async () => {
    const mediaBefore = await count(first, schema.media)
    const [a, b] = await Promise.all([
      topUpProducts(first.db, 500, { batchSize: 64 }),
      second && topUpProducts(second.db, 500, { batchSize: 200 }),
    ])
    expect(a.added).toBe(500 - a.before)
    expect(a.total).toBe(500)
    expect(await count(first, schema.media)).toBe(mediaBefore)
    const tail = (h: DatabaseHandle) =>
      h.db
        .select({
          id: schema.products.id,
          name: schema.products.storeName,
          price: schema.products.price,
          image: schema.products.image,
        })
        .from(schema.products)
        .where(sql`${schema.products.id} > ${a.before}`)
        .orderBy(asc(schema.products.id))
    if (second) {
      expect(await tail(first)).toEqual(await tail(second))
      expect(b!.total).toBe(500)
    }
    // Sequences continue after the explicit ids.
    const [row] = await first.db
      .insert(schema.hotKeywords)
      .values({ title: 'test' })
      .returning({ id: schema.hotKeywords.id })
    expect(row.id).toBeGreaterThan(10)
  }, 60_000)
})
