/**
 * The deterministic demo marketplace: a cross-border shop where shoppers buy straight from factories in
 * China, Russia, Kazakhstan, Türkiye and Central Asia. Everything (names, prices, pictures, dates) comes
 * from a fixed-seed PRNG and a fixed base date, so two fresh seeds are identical.
 *
 * `seedIfEmpty` runs at start-up; `topUpProducts` (scripts/seed.ts) grows the catalogue for load tests.
 */
import { sql } from 'drizzle-orm'
import { hashPassword } from '../../password.ts'
import { logger } from '../../logger.ts'
import type { Db } from '../client.ts'
import * as schema from '../schema.ts'
import { writeSetting, type SettingKey } from '../settings.ts'
import { ABOUT_VIDEO_KEY, aboutVideo } from './about-video.ts'
import { buildCategoryTree, type CategoryTree } from './categories.ts'
import type { GlyphName } from './glyphs.ts'
import { reviewPhotoSvg } from './images.ts'
import { insertPlanned, insertRows, syncSequences } from './insert.ts'
import { buildPointsProducts } from './points.ts'
import {
  buildActivities,
  buildAdCategories,
  buildBroadcastNotices,
  buildCoupons,
  buildHotKeywords,
} from './marketing.ts'
import { localizeSeed } from './l10n.ts'
import { MERCHANT_CATEGORIES, MERCHANT_TYPES } from './merchant-data.ts'
import { buildMerchantRows } from './merchants.ts'
import { catalogueIndex, planProduct, type PlannedProduct } from './products.ts'
import { beforeBase } from './random.ts'
import { reviewPhotoKey } from './reviews.ts'
import { buildShippingOrigins } from './shipping-origins.ts'
import { DEMO_SHOPPER, DEMO_SHOPPER_POINTS, buildShopperState, buildShopperWallet } from './shopper.ts'
import { buildSiteSettings, USER_MENUS } from './site.ts'
import { MediaSink } from './svg.ts'

export { DEMO_SHOPPER } from './shopper.ts'
export { topUpProducts } from './top-up.ts'

/** Products in the default seed. */
export const DEFAULT_PRODUCTS = 320
/** Fewer products would leave the home modules and the demo shopper's favourites empty. */
const MIN_PRODUCTS = 30

export interface SeedSummary {
  categories: number
  adCategories: number
  merchantTypes: number
  merchantCategories: number
  merchants: number
  products: number
  productAttrs: number
  productSkus: number
  reviews: number
  coupons: number
  activities: number
  activityProducts: number
  hotKeywords: number
  notices: number
  media: number
  users: number
  userMenus: number
  /** Wall-clock time of the seed in milliseconds. */
  ms: number
}

/** Seeds the demo marketplace when there is no merchant yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.merchants)
  if (Number(count) > 0) return false
  const summary = await seedDemo(db)
  // Planner statistics for the new rows (PGlite runs no autovacuum).
  await db.execute(sql`analyze`)
  logger.info(
    `seeded demo marketplace: ${summary.products} products, ${summary.productSkus} SKUs, ${summary.merchants} merchants, ${summary.media} images in ${summary.ms} ms`,
  )
  return true
}

/** Two "customer photos" per product pictogram, shared by all reviews of that kind of product. */
function addReviewPhotos(tree: CategoryTree, media: MediaSink) {
  const hueOf = new Map<GlyphName, number>()
  for (const leaf of tree.leaves) if (!hueOf.has(leaf.glyph)) hueOf.set(leaf.glyph, leaf.hue)
  for (const [glyph, hue] of hueOf) {
    for (const n of [0, 1]) media.add(reviewPhotoKey(glyph, n), reviewPhotoSvg(glyph, hue, n))
  }
}

/**
 * Writes the whole demo marketplace into an empty database, in one transaction.
 * Product ids run 1..N in a fixed order, so they are stable between seeds.
 */
export async function seedDemo(db: Db, options: { products?: number } = {}): Promise<SeedSummary> {
  const started = performance.now()
  const productCount = Math.max(MIN_PRODUCTS, options.products ?? DEFAULT_PRODUCTS)

  // Build everything in memory first; only the inserts run inside the transaction.
  const media = new MediaSink()
  const tree = buildCategoryTree(media)
  const merchantRows = buildMerchantRows(media)
  const index = catalogueIndex(tree)
  const planned: PlannedProduct[] = []
  let nextSkuId = 1
  for (let id = 1; id <= productCount; id++) {
    const product = planProduct(index, id, nextSkuId, { kind: 'generate', media })
    nextSkuId += product.skus.length
    planned.push(product)
  }
  addReviewPhotos(tree, media)
  const adCategories = buildAdCategories(tree, media)
  const coupons = buildCoupons(planned)
  const { activities, activityProducts } = buildActivities(planned, media)
  const hotKeywords = buildHotKeywords()
  const broadcasts = buildBroadcastNotices()
  const settings = buildSiteSettings(tree, media)
  // The about-us video is encoded at seed time (decision 50), once per machine: it is never a file of the repository.
  settings.site.pcBackVideo = media.addFile(ABOUT_VIDEO_KEY, 'video/webm', (await aboutVideo()).bytes)
  const passwordHash = await hashPassword(DEMO_SHOPPER.password)

  const summary = await db.transaction(async (tx) => {
    await insertRows(
      tx,
      schema.media,
      media.rows.map((row) => ({ ...row, createdAt: beforeBase(130) })),
    )
    await insertRows(tx, schema.categories, tree.rows)
    await insertRows(tx, schema.adCategories, adCategories)
    await insertRows(tx, schema.merchantTypes, MERCHANT_TYPES)
    await insertRows(
      tx,
      schema.merchantCategories,
      MERCHANT_CATEGORIES.map((c, i) => ({ ...c, sort: (MERCHANT_CATEGORIES.length - i) * 10 })),
    )
    await insertRows(tx, schema.merchants, merchantRows)
    await insertRows(tx, schema.merchantShippingOrigins, buildShippingOrigins())
    const { productAttrs, productSkus, reviews } = await insertPlanned(tx, planned)
    await insertRows(tx, schema.hotKeywords, hotKeywords)
    await insertRows(tx, schema.coupons, coupons)
    await insertRows(tx, schema.activities, activities)
    await insertRows(tx, schema.activityProducts, activityProducts)
    await insertRows(tx, schema.userMenus, USER_MENUS)
    await insertRows(tx, schema.pointsProducts, buildPointsProducts(planned))

    const [user] = await tx
      .insert(schema.users)
      .values({
        email: DEMO_SHOPPER.email,
        phone: DEMO_SHOPPER.phone,
        countryCode: DEMO_SHOPPER.countryCode,
        passwordHash,
        nickname: DEMO_SHOPPER.nickname,
        inviteCode: DEMO_SHOPPER.inviteCode,
        userType: 'email',
        integral: DEMO_SHOPPER_POINTS,
        createdAt: beforeBase(45),
      })
      .returning({ id: schema.users.id })
    const shopper = buildShopperState(user.id, broadcasts.length + 1, planned)
    await insertRows(tx, schema.notices, [...broadcasts, ...shopper.notices])
    await insertRows(tx, schema.noticeReads, shopper.noticeReads)
    await insertRows(tx, schema.merchantFollows, shopper.follows)
    await insertRows(tx, schema.productCollects, shopper.collects)
    const wallet = buildShopperWallet(user.id, coupons, planned)
    await insertRows(tx, schema.userCoupons, wallet.userCoupons)
    await insertRows(tx, schema.pointsRecords, wallet.pointsRecords)

    for (const key of Object.keys(settings) as SettingKey[]) await writeSetting(tx, key, settings[key] as never)
    await syncSequences(tx, [
      schema.products,
      schema.productSkus,
      schema.hotKeywords,
      schema.coupons,
      schema.activities,
      schema.notices,
    ])
    await localizeSeed(tx, tree, planned)

    return {
      categories: tree.rows.length,
      adCategories: adCategories.length,
      merchantTypes: MERCHANT_TYPES.length,
      merchantCategories: MERCHANT_CATEGORIES.length,
      merchants: merchantRows.length,
      products: planned.length,
      productAttrs,
      productSkus,
      reviews,
      coupons: coupons.length,
      activities: activities.length,
      activityProducts: activityProducts.length,
      hotKeywords: hotKeywords.length,
      notices: broadcasts.length + shopper.notices.length,
      media: media.rows.length,
      users: 1,
      userMenus: USER_MENUS.length,
    }
  })
  return { ...summary, ms: Math.round(performance.now() - started) }
}
