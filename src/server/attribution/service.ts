/**
 * Campaign attribution (decision 22): the visit's first touch joins the account it registers and every master
 * order it places, and the operator's report sums orders and revenue per campaign.
 *
 * The touch comes from the HttpOnly first-touch cookie the page entry set (`page-entry.ts`); a client without pages
 * (a third-party app calling the API) may instead put the campaign params on the register or order call's URL.
 * Both are the visitor's own input, so they are cut to size and only ever stored and counted, never trusted.
 */
import Decimal from 'decimal.js'
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { ATTRIBUTION_COOKIE, type FirstTouch } from '../../contract'
import type { DbOrTx } from '../db/client'
import { orderAttributions, orders, userAttributions, users } from '../db/schema'
import { campaignParamsOfQuery, decodeFirstTouch } from './first-touch'
import { requestCookie } from '../http/cookies'
import { parseTime } from '../http/dates'

/** The touch of an API request: the first-touch cookie, else campaign params on the call's own URL. */
export function touchOfRequest(request: Request, now = new Date()): FirstTouch | null {
  const fromCookie = decodeFirstTouch(requestCookie(request.headers.get('cookie'), ATTRIBUTION_COOKIE))
  if (fromCookie) return fromCookie
  const params = campaignParamsOfQuery(new URL(request.url).searchParams)
  return Object.keys(params).length > 0 ? { params, landingPath: '', at: now.toISOString() } : null
}

function row(touch: FirstTouch) {
  return {
    params: touch.params as Record<string, string>,
    campaign: touch.params.utm_campaign ?? '',
    landingPath: touch.landingPath,
    // `at` passed the cookie's isoTimestamp check, or is now.toISOString(): never null.
    touchedAt: parseTime(touch.at) ?? new Date(),
  }
}

/**
 * Attributes a new account. `since`: only an account created at or after it (a sign-in that may create the
 * account, Twitter or tourist entry, passes the request's start, so an old account signing in is not attributed).
 * Written once: a later registration step of the same account keeps the first.
 */
export async function attributeUser(db: DbOrTx, userId: number, touch: FirstTouch | null, since?: Date): Promise<void> {
  if (!touch) return
  if (since) {
    const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId))
    if (!user || user.createdAt < since) return
  }
  await db
    .insert(userAttributions)
    .values({ userId, ...row(touch) })
    .onConflictDoNothing()
}

/** Attributes a master order (O4) by its number; written once. */
export async function attributeOrder(db: DbOrTx, orderNo: string, touch: FirstTouch | null): Promise<void> {
  if (!touch) return
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo))
  if (order)
    await db
      .insert(orderAttributions)
      .values({ orderId: order.id, ...row(touch) })
      .onConflictDoNothing()
}

/** One line of the campaign report. */
export interface CampaignLine {
  campaign: string
  source: string
  medium: string
  orders: number
  paidOrders: number
  /** Sum of the pay price of orders not cancelled (paid, cash on delivery, awaiting payment), 2 decimals. */
  revenue: string
  /** Of which paid or cash on delivery. */
  paidRevenue: string
  registrations: number
}

/**
 * A first touch's param, '' when absent (the report's grouping of campaign, source and medium). The name is written
 * in the statement, not bound: GROUP BY matches the select's expression only when both are the same text.
 */
const param = (params: SQL, name: 'utm_campaign' | 'utm_source' | 'utm_medium') =>
  sql<string>`coalesce(${params} ->> ${sql.raw(`'${name}'`)}, '')`

/**
 * Orders and revenue by campaign (utm_campaign, with its source and medium): orders placed in [from, to), cancelled
 * ones left out of the revenue; registrations in the same window. The database groups and sums (numeric, exact), so
 * the report reads one row per campaign line, not one per order (a million orders: bench/orders.mjs); the lines are
 * added up with decimal.js. The orders' side reads the attributions alone: each carries its order's status, pay price
 * and creation, kept by the database (decision 127), so a million orders are never joined.
 */
export async function campaignReport(db: DbOrTx, window: { from?: Date; to?: Date } = {}): Promise<CampaignLine[]> {
  const orderWhere: SQL[] = []
  if (window.from) orderWhere.push(gte(orderAttributions.orderedAt, window.from))
  if (window.to) orderWhere.push(lt(orderAttributions.orderedAt, window.to))
  const paid = sql`${orderAttributions.status} in ('paid', 'cod')`
  const orderKey = [
    param(sql`${orderAttributions.params}`, 'utm_campaign'),
    param(sql`${orderAttributions.params}`, 'utm_source'),
    param(sql`${orderAttributions.params}`, 'utm_medium'),
  ] as const
  const orderRows = await db
    .select({
      campaign: orderKey[0],
      source: orderKey[1],
      medium: orderKey[2],
      orders: sql<number>`count(*)::int`,
      paidOrders: sql<number>`(count(*) filter (where ${paid}))::int`,
      revenue: sql<
        string | null
      >`(sum(${orderAttributions.payPrice}) filter (where ${orderAttributions.status} <> 'cancelled'))::text`,
      paidRevenue: sql<string | null>`(sum(${orderAttributions.payPrice}) filter (where ${paid}))::text`,
    })
    .from(orderAttributions)
    .where(and(...orderWhere))
    .groupBy(...orderKey)
  const userWhere: SQL[] = []
  if (window.from) userWhere.push(gte(users.createdAt, window.from))
  if (window.to) userWhere.push(lt(users.createdAt, window.to))
  const userKey = [
    param(sql`${userAttributions.params}`, 'utm_campaign'),
    param(sql`${userAttributions.params}`, 'utm_source'),
    param(sql`${userAttributions.params}`, 'utm_medium'),
  ] as const
  const userRows = await db
    .select({
      campaign: userKey[0],
      source: userKey[1],
      medium: userKey[2],
      registrations: sql<number>`count(*)::int`,
    })
    .from(userAttributions)
    .innerJoin(users, eq(users.id, userAttributions.userId))
    .where(and(...userWhere))
    .groupBy(...userKey)

  const lines = new Map<string, { line: CampaignLine; revenue: Decimal; paidRevenue: Decimal }>()
  const lineOf = ({ campaign, source, medium }: { campaign: string; source: string; medium: string }) => {
    const key = JSON.stringify([campaign, source, medium])
    let entry = lines.get(key)
    if (!entry) {
      entry = {
        line: {
          campaign,
          source,
          medium,
          orders: 0,
          paidOrders: 0,
          revenue: '0.00',
          paidRevenue: '0.00',
          registrations: 0,
        },
        revenue: new Decimal(0),
        paidRevenue: new Decimal(0),
      }
      lines.set(key, entry)
    }
    return entry
  }
  for (const row of orderRows) {
    const entry = lineOf(row)
    entry.line.orders += row.orders
    entry.line.paidOrders += row.paidOrders
    entry.revenue = entry.revenue.plus(row.revenue ?? 0)
    entry.paidRevenue = entry.paidRevenue.plus(row.paidRevenue ?? 0)
  }
  for (const row of userRows) lineOf(row).line.registrations += row.registrations
  return [...lines.values()]
    .map(({ line, revenue, paidRevenue }) => ({
      ...line,
      revenue: revenue.toFixed(2),
      paidRevenue: paidRevenue.toFixed(2),
    }))
    .sort(
      (a, b) =>
        new Decimal(b.revenue).comparedTo(a.revenue) || b.orders - a.orders || a.campaign.localeCompare(b.campaign),
    )
}
