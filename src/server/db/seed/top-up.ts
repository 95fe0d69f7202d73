/**
 * Grows a seeded catalogue to N products for load testing (`npm run db:seed -- --products 100000`).
 * New products are planned exactly like the default ones (product id → its own random stream) but reuse
 * the pictures already in `media`, so 100,000 products do not mean 100,000 new images.
 */
import { asc, lte, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import * as schema from '../schema.ts'
import { buildCategoryTree } from './categories.ts'
import { insertPlanned, syncSequences } from './insert.ts'
import { catalogueIndex, planProduct, type ImageSource, type PlannedProduct, type PooledImages } from './products.ts'

export interface TopUpSummary {
  /** Products before the top-up. */
  before: number
  added: number
  total: number
  productAttrs: number
  productSkus: number
  reviews: number
  ms: number
}

/** Only the first products of the default seed own pictures; later ones reuse them. */
const POOL_SCAN_LIMIT = 5_000

/** Pictures of the products that own generated images, grouped by category and by first-level category. */
async function loadImagePool(db: Db): Promise<Extract<ImageSource, { kind: 'pool' }>> {
  const rows = await db
    .select({
      id: schema.products.id,
      categoryId: schema.products.categoryId,
      image: schema.products.image,
      sliderImage: schema.products.sliderImage,
    })
    .from(schema.products)
    .where(lte(schema.products.id, POOL_SCAN_LIMIT))
    .orderBy(asc(schema.products.id))
  const rootOf = new Map(buildCategoryTree().leaves.map((leaf) => [leaf.id, leaf.rootId]))
  const pool: Extract<ImageSource, { kind: 'pool' }> = { kind: 'pool', byLeaf: new Map(), byRoot: new Map(), all: [] }
  const push = (map: Map<number, PooledImages[]>, key: number, images: PooledImages) => {
    const list = map.get(key)
    if (list) list.push(images)
    else map.set(key, [images])
  }
  for (const row of rows) {
    if (!row.image.startsWith(`/media/seed/product/${row.id}-`) || row.sliderImage.length === 0) continue
    const images = { image: row.image, sliderImage: row.sliderImage }
    pool.all.push(images)
    push(pool.byLeaf, row.categoryId, images)
    const rootId = rootOf.get(row.categoryId)
    if (rootId !== undefined) push(pool.byRoot, rootId, images)
  }
  return pool
}

/**
 * Adds products until the catalogue holds `target`, in transactions of `batchSize` products.
 * Deterministic: the same database state and target always give the same rows.
 */
export async function topUpProducts(
  db: Db,
  target: number,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<TopUpSummary> {
  const started = performance.now()
  const batchSize = Math.max(1, options.batchSize ?? 1000)
  const [state] = await db
    .select({ count: sql<number>`count(*)::int`, maxId: sql<number>`coalesce(max(${schema.products.id}), 0)::int` })
    .from(schema.products)
  const [skuState] = await db
    .select({ maxId: sql<number>`coalesce(max(${schema.productSkus.id}), 0)::int` })
    .from(schema.productSkus)
  const before = Number(state.count)
  const toAdd = Math.max(0, target - before)
  const summary: TopUpSummary = { before, added: 0, total: before, productAttrs: 0, productSkus: 0, reviews: 0, ms: 0 }
  if (toAdd === 0) return { ...summary, ms: Math.round(performance.now() - started) }

  const pool = await loadImagePool(db)
  if (pool.all.length === 0)
    throw new Error('top-up: no seeded product pictures to reuse; seed the demo marketplace first')
  const index = catalogueIndex(buildCategoryTree())

  let nextId = Number(state.maxId) + 1
  let nextSkuId = Number(skuState.maxId) + 1
  const lastId = nextId + toAdd - 1
  while (nextId <= lastId) {
    const batch: PlannedProduct[] = []
    for (let id = nextId; id <= Math.min(lastId, nextId + batchSize - 1); id++) {
      const planned = planProduct(index, id, nextSkuId, pool)
      nextSkuId += planned.skus.length
      batch.push(planned)
    }
    const written = await db.transaction((tx) => insertPlanned(tx, batch))
    summary.productAttrs += written.productAttrs
    summary.productSkus += written.productSkus
    summary.reviews += written.reviews
    nextId += batch.length
    summary.added += batch.length
    options.onProgress?.(summary.added, toAdd)
  }
  await syncSequences(db, [schema.products, schema.productSkus])
  return { ...summary, total: before + summary.added, ms: Math.round(performance.now() - started) }
}
