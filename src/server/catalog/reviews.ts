/**
 * Product reviews (K6 list, K7 summary). Filters work on the product score: good ≥ 4 stars, medium = 3,
 * poor ≤ 2, so the list totals always agree with the summary counts.
 */
import { type SQL, and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Reply, ReplyConfig } from '~/contract'
import type { DbOrTx } from '../db/client'
import { productReviews, products } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { notFound } from '../http/envelope'
import { readNewestPage } from '../http/page'
import { pageQuery } from '../http/validate'
import type { Abs } from '../kit/urls'

export const replyListQuery = v.object({
  ...pageQuery,
  type: v.optional(v.picklist(['0', '1', '2', '3'], /*i18n*/ 'must be 0 (all), 1 (good), 2 (medium) or 3 (poor)'), '0'),
})
export type ReplyListInput = v.InferOutput<typeof replyListQuery>

const score = productReviews.productScore
const FILTERS: Record<ReplyListInput['type'], SQL | undefined> = {
  '0': undefined,
  '1': sql`${score} >= 4`,
  '2': sql`${score} = 3`,
  '3': sql`${score} <= 2`,
}

async function assertVisibleProduct(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), sql`${products.isShow}`))
  if (rows.length === 0) throw notFound(/*i18n*/ 'Product not found or no longer on sale')
}

export async function replyList(db: DbOrTx, abs: Abs, productId: number, input: ReplyListInput) {
  await assertVisibleProduct(db, productId)
  const where = and(eq(productReviews.productId, productId), FILTERS[input.type])
  return readNewestPage(db, productReviews, where, input, (rows) =>
    rows.map((r): Reply => ({
      id: r.id,
      reply_id: r.id,
      productId: r.productId,
      avatar: abs(r.avatar),
      nickname: r.nickname,
      star: r.productScore,
      productScore: r.productScore,
      serviceScore: r.serviceScore,
      createTime: formatDateTime(r.createdAt),
      comment: r.comment,
      pics: (r.pics ?? []).map(abs),
      sku: r.sku,
      merchantReplyContent: r.merchantReplyContent,
    })),
  )
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals))

export async function replyConfig(db: DbOrTx, productId: number): Promise<ReplyConfig> {
  await assertVisibleProduct(db, productId)
  const [row] = await db
    .select({
      sumCount: sql<number>`count(*)::int`,
      goodCount: sql<number>`(count(*) filter (where ${FILTERS['1']}))::int`,
      inCount: sql<number>`(count(*) filter (where ${FILTERS['2']}))::int`,
      poorCount: sql<number>`(count(*) filter (where ${FILTERS['3']}))::int`,
      replyStar: sql<string | null>`round(avg(${score}), 1)::text`,
      serviceStar: sql<string | null>`round(avg(${productReviews.serviceScore}), 1)::text`,
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
  return {
    sumCount: row.sumCount,
    goodCount: row.goodCount,
    inCount: row.inCount,
    poorCount: row.poorCount,
    replyStar: row.replyStar === null ? 0 : Number(row.replyStar),
    serviceStar: row.serviceStar === null ? 0 : Number(row.serviceStar),
    replyChance: row.sumCount === 0 ? 0 : round(row.goodCount / row.sumCount, 2),
  }
}
