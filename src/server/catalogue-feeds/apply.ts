/**
 * `ops catalogue import`: read a feed file, plan, and (unless --dry-run) apply the plan in transactions of at most
 * `batchSize` rows each. A batch is all or nothing: when one fails, its rows are reported as rejected with the
 * reason and the other batches still apply. Order tables are never touched: order lines keep their names as bought.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { config } from '../../../app.config'
import type { Db } from '../db/client'
import { categories, merchants, uploads } from '../db/schema'
import { readSetting } from '../db/settings'
import { settleProductTotals } from '../orders'
import { uploadStorage, writePictureVariants } from '../uploads'
import { FEED_IMAGE_PURPOSE } from './images'
import { parseFeed } from './parse'
import { type Changes, type FeedPlan, type GroupPlan, planImport, type Rejection, rejection } from './plan'
import { applyBatch } from './write'

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

/** The database's own sentence: a failed statement's error names the whole batch's SQL and parameters. */
function failureOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return cause instanceof Error ? cause.message : String(cause)
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

  /**
   * One batch in one transaction. When it fails (a product deleted since the plan read it, a constraint), it is
   * rolled back whole and tried again in halves, down to single products, so only the products that fail on their own
   * are refused and every other row of the batch is applied.
   */
  async function applyPart(groups: GroupPlan[]): Promise<void> {
    const categoryIds = new Set(groups.flatMap((g) => g.categories).filter((id) => !madeCategories.has(id)))
    const imageKeys = new Set(groups.flatMap((g) => g.images).filter((key) => !madeImages.has(key)))
    try {
      await db.transaction(async (tx) => {
        const newCategories = plan.categories.filter((c) => categoryIds.has(c.id))
        if (newCategories.length) await tx.insert(categories).values(newCategories.map((c) => ({ ...c, isShow: true })))
        if (imageKeys.size)
          await tx
            .insert(uploads)
            .values(
              [...imageKeys].map((key) => {
                const image = plan.images.get(key)!
                return {
                  userId: null,
                  storageKey: key,
                  contentType: image.contentType,
                  size: image.bytes.length,
                  purpose: FEED_IMAGE_PURPOSE,
                }
              }),
            )
            .onConflictDoNothing()
        for (const key of imageKeys) {
          const image = plan.images.get(key)!
          await uploadStorage().put(key, image.bytes, image.contentType)
        }
        await applyBatch(tx, merId, groups)
      })
    } catch (error) {
      if (groups.length > 1) {
        const half = Math.ceil(groups.length / 2)
        await applyPart(groups.slice(0, half))
        await applyPart(groups.slice(half))
        return
      }
      // The database's own sentence stays as it is (in its server's language).
      const message = { id: /*i18n*/ 'not applied: {error}', values: { error: failureOf(error) } }
      for (const group of groups)
        group.lines.forEach((line, n) => failed.push(rejection(line, group.skus[n]?.itemId ?? group.groupId, message)))
      return
    }
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
  }
  for (const groups of batches) await applyPart(groups)
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
  // The feed's stock is the merchant's count, compared with the products' and written outright: what orders still
  // owe the products' totals is folded first, or it would be taken from that count again (decision 82).
  await settleProductTotals(db)
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
