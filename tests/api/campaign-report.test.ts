// @database-sensitive: dialect: triggers keep the attributions' copies of their orders (FOR SHARE, a row trigger's WHEN) on both engines
/**
 * The campaign report reads the attributions alone (decision 127): each carries its order's status, pay price and
 * creation, copied by a trigger when it is written and rewritten by another when the order changes. These tests
 * prove the copy follows the shop's own writes (a bank transfer sent and confirmed, a cancellation) and that the
 * report equals what it read before, the attributions joined with their orders, over random orders and writes.
 */
import Decimal from 'decimal.js'
import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ATTRIBUTION_COOKIE } from '~/contract'
import { type CampaignLine, campaignReport } from '~/server/attribution'
import { encodeFirstTouch } from '~/server/attribution/first-touch'
import { orderAttributions, orders } from '~/server/db/schema'
import { cloneOrders } from '../../bench/support/orders-volume.mjs'
import type { TestSku } from './support/checkout-fixtures'
import { useApiHarness } from './support/harness'
import { orderFixtures } from './support/order-fixtures'

const api = useApiHarness()
const fx = orderFixtures(api)
const db = () => api.handle.db

let sku: TestSku
beforeAll(async () => {
  ;[[sku]] = await fx.pickSkus(1, 1)
  await fx.setSku(sku, { price: '12.35', stock: 500 })
})

/** An attribution and its order, side by side. */
async function copyOf(orderId: number) {
  const [row] = await db()
    .select({
      status: orderAttributions.status,
      payPrice: orderAttributions.payPrice,
      orderedAt: orderAttributions.orderedAt,
      orderStatus: orders.status,
      orderPayPrice: orders.payPrice,
      orderCreatedAt: orders.createdAt,
    })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .where(eq(orderAttributions.orderId, orderId))
  return row!
}

const expectSame = (row: Awaited<ReturnType<typeof copyOf>>) =>
  expect({ status: row.status, payPrice: row.payPrice, orderedAt: row.orderedAt }).toEqual({
    status: row.orderStatus,
    payPrice: row.orderPayPrice,
    orderedAt: row.orderCreatedAt,
  })

/** One line of the report, or of the join it replaced, without the registrations. */
type OrderLine = Omit<CampaignLine, 'registrations'>
const byKey = (a: OrderLine, b: OrderLine) =>
  JSON.stringify([a.campaign, a.source, a.medium]).localeCompare(JSON.stringify([b.campaign, b.source, b.medium]))

/** What the report read before decision 127: the attributions of `prefix`'s campaigns joined with their orders. */
async function joined(prefix: string, from?: Date, to?: Date): Promise<OrderLine[]> {
  const at = (d?: Date) => (d ? d.toISOString() : null)
  const { rows } = (await db().execute(sql`
    select coalesce(a.params ->> 'utm_campaign', '') as campaign, coalesce(a.params ->> 'utm_source', '') as source,
      coalesce(a.params ->> 'utm_medium', '') as medium, count(*)::int as orders,
      (count(*) filter (where o.status in ('paid', 'cod')))::int as "paidOrders",
      (sum(o.pay_price) filter (where o.status <> 'cancelled'))::text as revenue,
      (sum(o.pay_price) filter (where o.status in ('paid', 'cod')))::text as "paidRevenue"
    from order_attributions a join orders o on o.id = a.order_id
    where a.campaign like ${`${prefix}%`}
      and (${at(from)}::timestamptz is null or o.created_at >= ${at(from)}::timestamptz)
      and (${at(to)}::timestamptz is null or o.created_at < ${at(to)}::timestamptz)
    group by 1, 2, 3`)) as unknown as { rows: (OrderLine & { revenue: string | null; paidRevenue: string | null })[] }
  return rows
    .map((r) => ({
      ...r,
      revenue: new Decimal(r.revenue ?? 0).toFixed(2),
      paidRevenue: new Decimal(r.paidRevenue ?? 0).toFixed(2),
    }))
    .sort(byKey)
}

async function reported(prefix: string, from?: Date, to?: Date): Promise<OrderLine[]> {
  return (await campaignReport(db(), { from, to }))
    .filter((line) => line.campaign.startsWith(prefix))
    .map(({ registrations: _, ...line }) => line)
    .sort(byKey)
}

describe('the campaign report reads the attributions alone', () => {
  it("copies the order's status, pay price and creation when attributed, and follows a transfer sent and confirmed", async () => {
    const buyer = await fx.newBuyer('campaign-copy')
    const cookie = `${ATTRIBUTION_COOKIE}=${encodeFirstTouch({
      params: { utm_campaign: 'copy-check', utm_source: 'mail' },
      landingPath: '/',
      at: new Date().toISOString(),
    })}`
    const touched = { ...buyer, cookie: `${buyer.cookie}; ${cookie}` }
    // A bank transfer: unpaid, awaiting confirmation when the proof is sent, paid when the operator confirms it.
    const { master } = await fx.paidOrder(touched, [[sku, 2]], 'bank')
    const paid = await copyOf(master.id)
    expect(paid.status).toBe('paid')
    expectSame(paid)
    // Unpaid, then cancelled by the shopper: the copy follows each change.
    const { master: unpaid } = await fx.paidOrder(touched, [[sku, 1]], 'none')
    expect((await copyOf(unpaid.id)).status).toBe('unpaid')
    await fx.ok(fx.post(`/api/front/order/cancel/${unpaid.orderNo}`, buyer.cookie, {}))
    const cancelled = await copyOf(unpaid.id)
    expect(cancelled.status).toBe('cancelled')
    expectSame(cancelled)
  })

  it('equals the join of the attributions with their orders, whole and by window, over random orders and writes', async () => {
    const seed = Date.now() % 1_000_000
    let state = seed
    // mulberry32: the same draws for the same seed (named when the comparison fails).
    const random = () => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!
    const buyer = await fx.newBuyer('campaign-random')
    const { master: template } = await fx.paidOrder(buyer, [[sku, 1]], 'cod')
    const tag = `RND${seed}X`
    await cloneOrders((statement: string) => db().execute(statement), {
      templateId: template.id,
      userIds: [buyer.id],
      count: 150,
      tag,
    })
    const copies = await db()
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(sql`${orders.orderNo} like ${`${tag}%`}`)
      .orderBy(orders.id)
    const prefix = `rnd-${seed}-`
    // Two thirds attributed, written with a status, pay price and time of their own: the database's copy replaces them.
    const attributed = copies.filter(() => random() < 0.67)
    await db()
      .insert(orderAttributions)
      .values(
        attributed.map(({ id }) => {
          const params: Record<string, string> = { utm_campaign: prefix + pick(['a', 'b', 'c']) }
          const source = pick(['news', 'ads', ''])
          if (source) params.utm_source = source
          if (random() < 0.5) params.utm_medium = 'cpc'
          return {
            orderId: id,
            params,
            campaign: params.utm_campaign!,
            touchedAt: new Date(),
            status: 'paid' as const,
            payPrice: '999.99',
            orderedAt: new Date(0),
          }
        }),
      )
    // Statuses, pay prices and creation times of single orders, other columns alone, then one statement over many.
    const statuses = ['unpaid', 'awaiting_confirmation', 'paid', 'cod', 'cancelled'] as const
    for (const { id, createdAt } of copies.filter(() => random() < 0.5)) {
      const change: Partial<typeof orders.$inferInsert> = { userRemark: 'changed' }
      if (random() < 0.8) change.status = pick(statuses)
      if (random() < 0.4) change.payPrice = new Decimal(Math.floor(random() * 100_000)).div(100).toFixed(2)
      if (random() < 0.2) change.createdAt = new Date(createdAt.getTime() - Math.floor(random() * 30) * 86_400_000)
      await db().update(orders).set(change).where(eq(orders.id, id))
    }
    const many = copies.filter(() => random() < 0.2).map((c) => c.id)
    if (many.length > 0) await db().update(orders).set({ status: 'cancelled' }).where(inArray(orders.id, many))

    const day = 86_400_000
    const windows: [Date?, Date?][] = [
      [],
      [copies[100]!.createdAt, copies[20]!.createdAt],
      [new Date(copies[149]!.createdAt.getTime() - 10 * day), copies[60]!.createdAt],
      [undefined, copies[75]!.createdAt],
    ]
    for (const [from, to] of windows) {
      const expected = await joined(prefix, from, to)
      expect(
        await reported(prefix, from, to),
        `seed ${seed}, from ${from?.toISOString()} to ${to?.toISOString()}`,
      ).toEqual(expected)
    }
    expect((await joined(prefix)).reduce((n, line) => n + line.orders, 0)).toBe(attributed.length)
    // Row by row: every attribution holds its order's status, pay price and creation.
    const { rows: drifted } = (await db().execute(sql`
      select a.order_id from order_attributions a join orders o on o.id = a.order_id
      where (a.status, a.pay_price, a.ordered_at) is distinct from (o.status, o.pay_price, o.created_at)`)) as unknown as {
      rows: unknown[]
    }
    expect(drifted, `seed ${seed}`).toEqual([])
  })
})
