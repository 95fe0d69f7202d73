/**
 * Orders at volume, made in SQL: copies of one real order (placed through the API, so every column holds what the
 * shop writes) with their merchant orders and lines, for the orders bench (bench/orders.mjs) and the seek-page test
 * (tests/api/seek-pages.test.ts). Copy n goes to `users[n % users.length]` and is one minute older than copy n - 1;
 * statuses cycle through paid, cash on delivery and cancelled so every tab of the order list has orders.
 *
 * `execute(sql)` runs one statement and returns `{ rows }` (a pg client's `query`, or drizzle's `db.execute`).
 */

/** The columns of `table` but `skip`, as quoted identifiers. */
async function columnsOf(execute, table, skip) {
  const { rows } = await execute(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = '${table}'
     order by ordinal_position`,
  )
  return rows
    .map((r) => r.column_name)
    .filter((c) => !skip.includes(c))
    .map((c) => `"${c}"`)
}

/**
 * Adds `count` copies of the master order `templateId` for `userIds` (in batches of 100,000), numbered from `tag`
 * (unique per call). Returns the number of master orders added.
 */
export async function cloneOrders(execute, { templateId, userIds, count, tag, batch = 100_000, log = () => {} }) {
  const masterCols = await columnsOf(execute, 'orders', [
    'id',
    'order_no',
    'pre_order_no',
    'user_id',
    'status',
    'created_at',
    'is_deleted',
  ])
  const merchantCols = await columnsOf(execute, 'merchant_orders', [
    'id',
    'master_id',
    'order_no',
    'user_id',
    'status',
    'created_at',
    'is_deleted',
  ])
  const itemCols = await columnsOf(execute, 'order_items', ['id', 'merchant_order_id'])
  const users = `array[${userIds.join(',')}]::int[]`
  const list = (cols, alias) => cols.map((c) => `${alias}.${c}`).join(', ')
  for (let first = 1; first <= count; first += batch) {
    const last = Math.min(count, first + batch - 1)
    await execute(
      `insert into orders (${masterCols.join(', ')}, order_no, pre_order_no, user_id, status, created_at, is_deleted)
       select ${list(masterCols, 't')}, '${tag}' || g, '${tag}p' || g, (${users})[1 + g % ${userIds.length}],
         (array['paid', 'cod', 'cancelled'])[1 + g % 3], now() - g * interval '1 minute', false
       from generate_series(${first}, ${last}) g, orders t where t.id = ${templateId}`,
    )
    await execute(
      `insert into merchant_orders (${merchantCols.join(', ')}, master_id, order_no, user_id, status, created_at, is_deleted)
       select ${list(merchantCols, 'm')}, o.id, o.order_no || 'm', o.user_id, (array[0, 1, 2, 3])[1 + o.id % 4], o.created_at, false
       from orders o, merchant_orders m
       where m.master_id = ${templateId} and o.order_no like '${tag}%' and o.id > (select coalesce(max(master_id), 0) from merchant_orders)`,
    )
    await execute(
      `insert into order_items (${itemCols.join(', ')}, merchant_order_id)
       select ${list(itemCols, 'i')}, mo.id
       from merchant_orders mo, order_items i, merchant_orders tm
       where tm.master_id = ${templateId} and i.merchant_order_id = tm.id and mo.order_no like '${tag}%'
         and mo.id > (select coalesce(max(merchant_order_id), 0) from order_items)`,
    )
    log(`orders: ${last.toLocaleString('en')} of ${count.toLocaleString('en')}`)
  }
  return count
}
