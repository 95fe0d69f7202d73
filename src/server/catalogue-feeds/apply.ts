/**
 * `ops catalogue import`: read a feed file, plan, and (unless --dry-run) apply the plan in transactions of at most
 * `batchSize` rows each. A batch is all or nothing: when one fails, its rows are reported as rejected with the
 * reason and the other batches still apply. Order tables are never touched: order lines keep their names as bought.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { eq, and } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { Db, DbOrTx } from '../db/client'
import { catalogueFeedItems, categories, merchants, productAttrs, productSkus, products, uploads } from '../db/schema'
import { readSetting } from '../db/settings'
import { uploadStorage, writePictureVariants } from '../uploads'
import { FEED_IMAGE_PURPOSE } from './images'
import { parseFeed } from './parse'
import { type Changes, type FeedPlan, type GroupPlan, planImport, type Rejection } from './plan'

/** Larger files are refused before reading: a feed of 100,000 items is far below. */
export const MAX_FEED_BYTES = 200 * 1024 * 1024
export const DEFAULT_BATCH_SIZE = 500

export interface ImportOptions {
  file: string
  merId: number
  locale?: string | null
  rootCategoryId?: number
  dryRun?: boolean
  batchSize?: number
  /** Leave http(s) image URLs on the merchant's server (default: fetched, resized and kept in the shop's uploads). */
  keepImageUrls?: boolean
}

export interface ImportReport {
  file: string
  format: string
  shop: number
  locale: string | null
  dryRun: boolean
  rows: number
  /** Rows that changed something or were already as the feed says. */
  accepted: number
  rejected: Rejection[]
  changes: Changes
  /** The sum of `changes`: 0 when the catalogue already matched the feed. */
  changed: number
  /** --dry-run: each product that would change, with the feed lines behind it. */
  planned?: PlannedChange[]
}

export interface PlannedChange {
  group: string
  lines: number[]
  productId?: number
  product: 'create' | 'update' | 'none'
  spec: 'insert' | 'update' | 'none'
  skus: { id: string; action: 'create' | 'update' | 'none' }[]
}

const plannedOf = (group: GroupPlan): PlannedChange => ({
  group: group.groupId,
  lines: group.lines,
  productId: group.productId,
  product: group.product.action,
  spec: group.attrs.action,
  skus: group.skus.map((s) => ({
    id: s.itemId,
    action: s.action === 'none' && s.mapping !== 'none' ? 'update' : s.action,
  })),
})

export class FeedError extends Error {}

const total = (c: Changes) =>
  c.productsCreated + c.productsUpdated + c.skusCreated + c.skusUpdated + c.categoriesCreated + c.imagesCopied

function groupChanges(group: GroupPlan): Changes {
  return {
    productsCreated: group.product.action === 'create' ? 1 : 0,
    productsUpdated:
      group.product.action === 'update' || (group.product.action === 'none' && group.attrs.action !== 'none') ? 1 : 0,
    skusCreated: group.skus.filter((s) => s.action === 'create').length,
    skusUpdated: group.skus.filter((s) => s.action !== 'create' && (s.action === 'update' || s.mapping !== 'none'))
      .length,
    categoriesCreated: 0,
    imagesCopied: 0,
  }
}

async function applyGroup(tx: DbOrTx, merId: number, group: GroupPlan) {
  const v = group.product.values
  let productId = group.productId
  if (group.product.action === 'create') {
    const [row] = await tx.insert(products).values(v).returning({ id: products.id })
    productId = row.id
  } else if (group.product.action === 'update') {
    await tx
      .update(products)
      .set({
        categoryId: v.categoryId,
        storeName: v.storeName,
        keyword: v.keyword,
        image: v.image,
        sliderImage: v.sliderImage,
        content: v.content,
        price: v.price,
        otPrice: v.otPrice,
        stock: v.stock,
        i18n: v.i18n,
      })
      .where(eq(products.id, productId!))
  }
  if (productId === undefined) throw new Error('no product to write to')
  if (group.attrs.action === 'insert') {
    await tx.insert(productAttrs).values(
      group.attrs.rows.map((a) => ({
        productId,
        attrName: a.attrName,
        attrValues: a.attrValues,
        i18n: a.i18n,
        sort: 0,
      })),
    )
  } else if (group.attrs.action === 'update') {
    for (const a of group.attrs.rows)
      await tx.update(productAttrs).set({ attrValues: a.attrValues, i18n: a.i18n }).where(eq(productAttrs.id, a.id!))
  }
  for (const sku of group.skus) {
    let skuId = sku.skuId
    if (sku.action === 'create') {
      const [row] = await tx
        .insert(productSkus)
        .values({ ...sku.values, productId })
        .returning({ id: productSkus.id })
      skuId = row.id
    } else if (sku.action === 'update') {
      await tx.update(productSkus).set(sku.values).where(eq(productSkus.id, skuId!))
    }
    if (sku.mapping === 'create') {
      await tx.insert(catalogueFeedItems).values({
        merId,
        itemId: sku.itemId,
        groupId: group.groupId,
        productId,
        skuId: skuId!,
        attributes: sku.attributes,
      })
    } else if (sku.mapping === 'update') {
      await tx
        .update(catalogueFeedItems)
        .set({ groupId: group.groupId, productId, skuId: skuId!, attributes: sku.attributes })
        .where(and(eq(catalogueFeedItems.merId, merId), eq(catalogueFeedItems.itemId, sku.itemId)))
    }
  }
}

/** Applies a plan batch by batch; returns the rejections of failed batches and what was really changed. */
export async function applyPlan(db: Db, plan: FeedPlan, merId: number, batchSize = DEFAULT_BATCH_SIZE) {
  const changes: Changes = {
    productsCreated: 0,
    productsUpdated: 0,
    skusCreated: 0,
    skusUpdated: 0,
    categoriesCreated: 0,
    imagesCopied: 0,
  }
  const failed: Rejection[] = []
  const madeCategories = new Set<number>()
  const madeImages = new Set<string>()
  const batches: GroupPlan[][] = []
  let batch: GroupPlan[] = []
  let rows = 0
  for (const group of plan.groups) {
    if (batch.length && rows + group.lines.length > batchSize) {
      batches.push(batch)
      batch = []
      rows = 0
    }
    batch.push(group)
    rows += Math.max(1, group.lines.length)
  }
  if (batch.length) batches.push(batch)

  for (const groups of batches) {
    const categoryIds = new Set(groups.flatMap((g) => g.categories).filter((id) => !madeCategories.has(id)))
    const imageKeys = new Set(groups.flatMap((g) => g.images).filter((key) => !madeImages.has(key)))
    try {
      await db.transaction(async (tx) => {
        const newCategories = plan.categories.filter((c) => categoryIds.has(c.id))
        if (newCategories.length) await tx.insert(categories).values(newCategories.map((c) => ({ ...c, isShow: true })))
        for (const key of imageKeys) {
          const image = plan.images.get(key)!
          await tx
            .insert(uploads)
            .values({
              userId: null,
              storageKey: key,
              contentType: image.contentType,
              size: image.bytes.length,
              purpose: FEED_IMAGE_PURPOSE,
            })
            .onConflictDoNothing()
          await uploadStorage().put(key, image.bytes, image.contentType)
        }
        for (const group of groups) await applyGroup(tx, merId, group)
      })
      for (const id of categoryIds) madeCategories.add(id)
      for (const key of imageKeys) madeImages.add(key)
      changes.categoriesCreated += categoryIds.size
      changes.imagesCopied += imageKeys.size
      // Their smaller WebP/AVIF copies, after the commit: the encoding takes CPU time, never the batch's locks.
      for (const key of imageKeys) await writePictureVariants(uploadStorage(), key, plan.images.get(key)!.bytes)
      for (const group of groups) {
        const c = groupChanges(group)
        changes.productsCreated += c.productsCreated
        changes.productsUpdated += c.productsUpdated
        changes.skusCreated += c.skusCreated
        changes.skusUpdated += c.skusUpdated
      }
    } catch (error) {
      const reason = `not applied, its batch failed: ${error instanceof Error ? error.message : String(error)}`
      for (const group of groups)
        for (const line of group.lines)
          failed.push({ line, id: group.skus.find(() => true)?.itemId ?? group.groupId, reason })
    }
  }
  return { changes, failed }
}

export async function importFeed(db: Db, options: ImportOptions): Promise<ImportReport> {
  const info = await stat(options.file).catch(() => null)
  if (!info?.isFile()) throw new FeedError(`Feed file not found: ${options.file}`)
  if (info.size > MAX_FEED_BYTES) throw new FeedError(`The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`)
  const [shop] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, options.merId))
  if (!shop) throw new FeedError(`There is no shop ${options.merId}`)
  const text = await readFile(options.file, 'utf8')
  const feed = parseFeed(options.file, text)
  if (feed.rows.length === 0)
    throw new FeedError('The feed has no items (a TSV or CSV needs a header line, an XML feed <item> elements)')
  const locale = options.locale && options.locale !== 'en' ? options.locale : null
  const setting = await readSetting(db, 'catalogueFeeds')
  const plan = await planImport(db, feed.rows, {
    merId: options.merId,
    locale,
    rootCategoryId: options.rootCategoryId ?? setting?.rootCategoryId,
    currency: config().currency.code,
    feedDir: path.dirname(path.resolve(options.file)),
    keepImageUrls: options.keepImageUrls,
  })
  let changes = plan.changes
  let rejected = plan.rejected
  if (!options.dryRun && plan.groups.length) {
    const applied = await applyPlan(db, plan, options.merId, options.batchSize)
    changes = applied.changes
    rejected = [...plan.rejected, ...applied.failed].sort((a, b) => a.line - b.line)
  }
  return {
    file: path.basename(options.file),
    format: feed.format,
    shop: options.merId,
    locale,
    dryRun: Boolean(options.dryRun),
    rows: feed.rows.length,
    accepted: feed.rows.length - rejected.length,
    rejected,
    changes,
    changed: total(changes),
    ...(options.dryRun ? { planned: plan.groups.map(plannedOf) } : {}),
  }
}
