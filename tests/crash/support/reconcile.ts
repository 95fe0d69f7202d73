/**
 * What must be true of the database after any number of crashes, read with SQL once the server has stopped.
 * Each check returns its findings as readable lines (empty = it holds). The invariants follow the money path:
 * O4 takes stock, coupons and points and writes the master order, merchant orders and items in one transaction
 * (src/server/checkout/service.ts); a cancel gives them back (src/server/orders/lifecycle.ts); points move only
 * with a ledger row (src/server/points/service.ts).
 */
import Decimal from 'decimal.js'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client'
import type { Attempt } from './shoppers'

type Row = Record<string, unknown>
// PGlite and node-postgres both answer `execute` with `{ rows }`.
const rows = async <T = Row>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
const same = (a: unknown, b: unknown) => new Decimal(String(a)).eq(new Decimal(String(b)))

/** Stock, sales and live order units of every SKU and product (a product's with what is owed to it, not yet settled). */
export async function stockLevels(db: Db) {
  const read = async (query: SQL) =>
    new Map(
      (await rows<{ id: number; stock: number; sales: number; live: number }>(db, query)).map((r) => [
        Number(r.id),
        { stock: Number(r.stock), sales: Number(r.sales), live: Number(r.live) },
      ]),
    )
  const liveUnits = (key: SQL) => sql`
    select ${key} as id, coalesce(sum(i.pay_num), 0)::int as live from order_items i
    join merchant_orders mo on mo.id = i.merchant_order_id join orders o on o.id = mo.master_id
    where o.status <> 'cancelled' group by ${key}`
  const skus = await read(
    sql`select s.id, s.stock, s.sales, coalesce(l.live, 0) as live from product_skus s left join (${liveUnits(sql`i.sku_id`)}) l on l.id = s.id`,
  )
  // A product's totals with what the orders still owe it (product_total_deltas, settled once a second: decision 82).
  const products = await read(
    sql`select p.id, p.stock + coalesce(d.stock, 0) as stock, p.sales + coalesce(d.sales, 0) as sales, coalesce(l.live, 0) as live
        from products p left join (${liveUnits(sql`i.product_id`)}) l on l.id = p.id
        left join (select product_id, sum(stock)::int as stock, sum(sales)::int as sales from product_total_deltas group by product_id) d
          on d.product_id = p.id`,
  )
  return { skus, products }
}
export type StockLevels = Awaited<ReturnType<typeof stockLevels>>

/** Stock + live units and sales − live units stay what they were before the load, for every SKU and product; stock ≥ 0. */
export function reconcileStock(before: StockLevels, after: StockLevels): string[] {
  const found: string[] = []
  for (const kind of ['skus', 'products'] as const) {
    for (const [id, was] of before[kind]) {
      const now = after[kind].get(id)
      if (!now) {
        found.push(`${kind} ${id} disappeared`)
        continue
      }
      if (now.stock < 0) found.push(`${kind} ${id}: negative stock ${now.stock}`)
      if (now.stock + now.live !== was.stock + was.live)
        found.push(`${kind} ${id}: stock ${now.stock} + ${now.live} ordered ≠ ${was.stock} + ${was.live} before`)
      if (now.sales - now.live !== was.sales - was.live)
        found.push(`${kind} ${id}: sales ${now.sales} − ${now.live} ordered ≠ ${was.sales} − ${was.live} before`)
    }
  }
  return found
}

/** Every acknowledged order exists, is its shopper's, with the lines, amounts, coupons and state it was acknowledged with. */
export async function reconcileAcknowledged(
  db: Db,
  attempts: Attempt[],
): Promise<{ checked: number; committedWhenCut: number; found: string[] }> {
  const found: string[] = []
  const orders = new Map(
    (
      await rows(
        db,
        sql`select o.id, o.order_no, o.pre_order_no, u.email, o.created_at, o.status, o.paid, o.pay_type, o.pay_price, o.coupon_price,
        o.integral_price, o.use_integral, o.platform_coupon_id from orders o join users u on u.id = o.user_id where u.email like 'crash-%'`,
      )
    ).map((r) => [String(r.order_no), r]),
  )
  const items = await rows<{ order_no: string; sku_id: number; product_id: number; n: number }>(
    db,
    sql`select o.order_no, i.sku_id, i.product_id, sum(i.pay_num)::int as n from order_items i join merchant_orders mo on mo.id = i.merchant_order_id
      join orders o on o.id = mo.master_id group by o.order_no, i.sku_id, i.product_id`,
  )
  const couponRefs = await rows<{ order_no: string; coupon_id: number }>(
    db,
    sql`select o.order_no, mo.coupon_id from orders o join merchant_orders mo on mo.master_id = o.id where mo.coupon_id is not null
      union all select o.order_no, o.platform_coupon_id from orders o where o.platform_coupon_id is not null`,
  )
  const seen = new Set<string>()
  let checked = 0
  // O4s cut off by a kill whose first request had already committed (the retry answered the same order).
  let committedWhenCut = 0
  for (const a of attempts) {
    if (!a.orderNo) continue
    checked++
    const label = `order ${a.orderNo} (${a.email}${a.createCutAt ? ', create sent again after a kill' : ''})`
    if (seen.has(a.orderNo)) found.push(`${label}: acknowledged for two checkouts`)
    seen.add(a.orderNo)
    const o = orders.get(a.orderNo)
    if (!o) {
      found.push(`${label}: acknowledged but missing`)
      continue
    }
    if (a.createCutAt && new Date(String(o.created_at)) < a.createCutAt) committedWhenCut++
    if (o.email !== a.email) found.push(`${label}: belongs to ${String(o.email)}`)
    if (o.pre_order_no !== a.preOrderNo)
      found.push(`${label}: made from ${String(o.pre_order_no)}, not ${a.preOrderNo}`)
    const got = items
      .filter((i) => i.order_no === a.orderNo)
      .map((i) => `${i.sku_id}/${i.product_id}×${i.n}`)
      .sort()
    const want = a.lines.map((l) => `${l.skuId}/${l.productId}×${l.quantity}`).sort()
    if (got.join() !== want.join()) found.push(`${label}: items ${got.join(' ')} ≠ acknowledged ${want.join(' ')}`)
    if (!same(o.pay_price, a.price.payFee))
      found.push(`${label}: pays ${String(o.pay_price)} ≠ priced ${a.price.payFee}`)
    if (!same(o.coupon_price, a.price.couponFee))
      found.push(`${label}: coupon discount ${String(o.coupon_price)} ≠ ${a.price.couponFee}`)
    if (!same(o.integral_price, a.price.deductionPrice))
      found.push(`${label}: points discount ${String(o.integral_price)} ≠ ${a.price.deductionPrice}`)
    if (Number(o.use_integral) !== a.price.usedIntegral)
      found.push(`${label}: used ${String(o.use_integral)} points ≠ ${a.price.usedIntegral}`)
    const coupons = couponRefs
      .filter((r) => r.order_no === a.orderNo)
      .map((r) => Number(r.coupon_id))
      .sort()
    if (coupons.join() !== [...a.couponIds].sort().join())
      found.push(`${label}: coupons [${coupons.join()}] ≠ chosen [${a.couponIds.join()}]`)
    const allowed = expectedStatuses(a)
    if (!allowed.includes(String(o.status)))
      found.push(`${label}: status ${String(o.status)}, expected ${allowed.join(' or ')}`)
    if (o.status === 'cod' && (o.paid !== false || o.pay_type !== 'cod'))
      found.push(`${label}: cash on delivery but paid=${String(o.paid)} payType=${String(o.pay_type)}`)
  }
  return { checked, committedWhenCut, found }
}

function expectedStatuses(a: Attempt): string[] {
  if (a.next === 'leave' || a.outcome === 'refused') return ['unpaid']
  const done = a.next === 'pay' ? 'cod' : 'cancelled'
  return a.outcome === 'acknowledged' ? [done] : [done, 'unpaid']
}

/** No half-written checkout: orders, merchant orders, items, pre-orders, cart lines and payments agree. */
export async function reconcileOrders(db: Db): Promise<string[]> {
  const checks: [string, SQL][] = [
    [
      'master order without merchant orders',
      sql`select o.order_no as k from orders o where not exists (select 1 from merchant_orders mo where mo.master_id = o.id)`,
    ],
    [
      'merchant order without items',
      sql`select mo.order_no as k from merchant_orders mo where not exists (select 1 from order_items i where i.merchant_order_id = mo.id)`,
    ],
    [
      'master totals ≠ sum of its merchant orders',
      sql`select o.order_no as k from orders o join merchant_orders mo on mo.master_id = o.id group by o.id
        having o.total_num <> sum(mo.total_num) or o.pay_price <> sum(mo.pay_price) or o.pro_total_price <> sum(mo.pro_total_price)
          or o.use_integral <> sum(mo.use_integral) or o.freight_price <> sum(mo.freight_price)`,
    ],
    [
      'merchant order units ≠ its items',
      sql`select mo.order_no as k from merchant_orders mo join order_items i on i.merchant_order_id = mo.id group by mo.id having mo.total_num <> sum(i.pay_num)`,
    ],
    [
      'order items ≠ its pre-order lines',
      sql`select o.order_no as k from orders o join pre_orders p on p.pre_order_no = o.pre_order_no
        where (select coalesce(jsonb_agg(x order by x), '[]') from (select (l->>'skuId') || '×' || (l->>'quantity') as x from jsonb_array_elements(p.lines) l) a)
          <> (select coalesce(jsonb_agg(x order by x), '[]') from (select i.sku_id || '×' || i.pay_num as x from order_items i
              join merchant_orders mo on mo.id = i.merchant_order_id where mo.master_id = o.id) b)`,
    ],
    [
      'pre-order consumed without its order',
      sql`select p.pre_order_no as k from pre_orders p left join orders o on o.order_no = p.order_no
        where p.order_no is not null and (o.id is null or o.pre_order_no <> p.pre_order_no)`,
    ],
    [
      'order whose pre-order is not marked consumed',
      sql`select o.order_no as k from orders o left join pre_orders p on p.pre_order_no = o.pre_order_no where p.order_no is distinct from o.order_no`,
    ],
    [
      'cart line still there after its order',
      sql`select p.pre_order_no || ' line ' || c.id as k from pre_orders p cross join jsonb_array_elements(p.lines) l
        join cart_lines c on c.id = (l->>'cartLineId')::int where p.order_no is not null`,
    ],
    [
      'cash-on-delivery order without its payment row',
      sql`select o.order_no as k from orders o where o.status = 'cod' and not exists (select 1 from payments pay where pay.order_no = o.order_no and pay.provider = 'cod')`,
    ],
    [
      'cash-on-delivery payment row of an order not on cash on delivery',
      sql`select pay.order_no as k from payments pay left join orders o on o.order_no = pay.order_no where pay.provider = 'cod' and o.status is distinct from 'cod'`,
    ],
    [
      'negative stock',
      sql`select 'sku ' || id as k from product_skus where stock < 0 union all select 'product ' || id from products where stock < 0`,
    ],
  ]
  return findings(db, checks)
}

/** Each used coupon belongs to exactly one live order that names it, and each coupon a live order names is used by it. */
export async function reconcileCoupons(db: Db): Promise<string[]> {
  const refs = sql`(select o.order_no, mo.coupon_id as coupon_id from orders o join merchant_orders mo on mo.master_id = o.id
      where mo.coupon_id is not null and o.status <> 'cancelled'
    union all select o.order_no, o.platform_coupon_id from orders o where o.platform_coupon_id is not null and o.status <> 'cancelled')`
  return findings(db, [
    [
      'used coupon without a live order naming it',
      sql`select uc.id || ' (' || coalesce(uc.order_no, 'no order') || ')' as k from user_coupons uc
        where uc.status = 1 and not exists (select 1 from ${refs} r where r.coupon_id = uc.id and r.order_no = uc.order_no)`,
    ],
    [
      'live order names a coupon it does not hold',
      sql`select r.order_no || ' coupon ' || r.coupon_id as k from ${refs} r left join user_coupons uc on uc.id = r.coupon_id
        where uc.status is distinct from 1 or uc.order_no is distinct from r.order_no`,
    ],
    [
      'coupon named by two live orders',
      sql`select r.coupon_id || ' ×' || count(*) as k from ${refs} r group by r.coupon_id having count(*) > 1`,
    ],
    [
      'usable coupon still linked to an order',
      sql`select uc.id || ' (' || uc.order_no || ')' as k from user_coupons uc where uc.status = 0 and uc.order_no is not null`,
    ],
  ])
}

/** Balances equal their ledgers (total and row by row); each order's points were spent once, and refunded once if cancelled. */
export async function reconcilePoints(db: Db): Promise<string[]> {
  // The signed change of the spendable balance (decision 17: freeze and frozen reversals move only frozen points).
  const signed = sql`r.available_delta`
  return findings(db, [
    [
      'balance ≠ sum of the ledger',
      sql`select u.id || ': ' || u.integral || ' vs ' || coalesce(sum(${signed}), 0) as k from users u left join points_records r on r.user_id = u.id
        group by u.id having u.integral <> coalesce(sum(${signed}), 0)`,
    ],
    [
      'frozen points ≠ sum of the ledger',
      sql`select u.id || ': ' || u.frozen_integral || ' vs ' || coalesce(sum(r.frozen_delta), 0) as k from users u left join points_records r on r.user_id = u.id
        group by u.id having u.frozen_integral <> coalesce(sum(r.frozen_delta), 0)`,
    ],
    [
      'ledger row whose balance is not the running total',
      sql`select id || ' of user ' || user_id as k from (select r.id, r.user_id, r.balance, sum(${signed}) over (partition by r.user_id order by r.id) as running
        from points_records r) t where t.balance <> t.running`,
    ],
    [
      'order points ≠ its ledger',
      sql`select o.order_no || ': uses ' || o.use_integral || ', spent ' || t.spent || ' in ' || t.spends || ', refunded ' || t.refunded || ' in ' || t.refunds as k
        from orders o cross join lateral (select
          count(*) filter (where r.type = 2 and r.link_type = 'order') as spends, coalesce(sum(r.points) filter (where r.type = 2 and r.link_type = 'order'), 0) as spent,
          count(*) filter (where r.type = 1 and r.link_type = 'cancel') as refunds, coalesce(sum(r.points) filter (where r.type = 1 and r.link_type = 'cancel'), 0) as refunded
          from points_records r where r.link_id = o.order_no and r.user_id = o.user_id) t
        where t.spends <> (case when o.use_integral > 0 then 1 else 0 end) or t.spent <> o.use_integral
          or t.refunds <> (case when o.use_integral > 0 and o.status = 'cancelled' then 1 else 0 end)
          or t.refunded <> (case when o.status = 'cancelled' then o.use_integral else 0 end)`,
    ],
    [
      'ledger row of an order that does not exist',
      sql`select r.id || ' (' || r.link_type || ' ' || r.link_id || ')' as k from points_records r
        where r.link_type in ('order', 'cancel') and not exists (select 1 from orders o where o.order_no = r.link_id and o.user_id = r.user_id)`,
    ],
  ])
}

async function findings(db: Db, checks: [string, SQL][]): Promise<string[]> {
  const found: string[] = []
  for (const [what, query] of checks) {
    const hits = await rows<{ k: string }>(db, query)
    if (hits.length > 0)
      found.push(
        `${what}: ${hits.length} (${hits
          .slice(0, 5)
          .map((h) => h.k)
          .join(', ')}${hits.length > 5 ? ', …' : ''})`,
      )
  }
  return found
}
