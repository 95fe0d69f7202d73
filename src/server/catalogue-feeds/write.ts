/**
 * The writes of one feed batch (apply.ts runs each in its own transaction): every table written by one statement for
 * all of the batch's rows, the rows passed as one jsonb parameter.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { catalogueFeedItems, productAttrs, productSkus, products } from '../db/schema'
import type { GroupPlan, SkuPlan } from './plan'

/** `rows` as a relation of typed columns read from one jsonb parameter: one statement per batch, whatever its size. */
const recordset = (rows: Record<string, unknown>[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(columns)})`

/** `count` new ids of a serial column, taken before the rows are written (the SKUs and mappings name them). */
async function nextIds(tx: DbOrTx, table: 'products' | 'product_skus', count: number): Promise<number[]> {
  if (count === 0) return []
  const { rows } = (await tx.execute(
    sql`select nextval(q.seq)::int as id
      from (select pg_get_serial_sequence(${table}, 'id')::regclass as seq) q, generate_series(1, ${count}::int)`,
  )) as unknown as { rows: { id: number }[] }
  return rows.map((row) => row.id)
}

const PRODUCT_COLUMNS =
  'id int, mer_id int, category_id int, store_name text, keyword text, store_info text, image text, ' +
  'slider_image jsonb, content text, price numeric, ot_price numeric, stock int, is_show boolean, i18n jsonb'
const SKU_COLUMNS =
  'id int, product_id int, sku text, price numeric, ot_price numeric, stock int, image text, weight numeric'

/**
 * One batch in a few statements, each for all of its rows: products created and updated, spec rows inserted and
 * updated, SKUs updated and created, feed mappings upserted by (shop, item id). The catalogue-change triggers are
 * statement-level (decision 39), so they run once per statement with every row of the batch in their transition
 * tables: up to 100 products they record each product's tags, above that they bump the catalogue version.
 */
export async function applyBatch(tx: DbOrTx, merId: number, groups: GroupPlan[]) {
  const creates = groups.filter((g) => g.product.action === 'create')
  const newProductIds = await nextIds(tx, 'products', creates.length)
  const productIdOf = new Map<GroupPlan, number>()
  creates.forEach((group, n) => productIdOf.set(group, newProductIds[n]))
  for (const group of groups) if (group.productId !== undefined) productIdOf.set(group, group.productId)
  const productRow = (group: GroupPlan) => {
    const v = group.product.values
    return {
      id: productIdOf.get(group),
      mer_id: merId,
      category_id: v.categoryId,
      store_name: v.storeName,
      keyword: v.keyword,
      store_info: v.storeInfo ?? '',
      image: v.image,
      slider_image: v.sliderImage ?? [],
      content: v.content ?? '',
      price: v.price,
      ot_price: v.otPrice,
      stock: v.stock,
      is_show: v.isShow ?? true,
      i18n: v.i18n ?? {},
    }
  }

  if (creates.length)
    await tx.execute(sql`
      insert into ${products} (id, mer_id, category_id, store_name, keyword, store_info, image, slider_image, content,
        price, ot_price, stock, is_show, i18n)
      select id, mer_id, category_id, store_name, keyword, store_info, image, slider_image, content,
        price, ot_price, stock, is_show, i18n
      from ${recordset(creates.map(productRow), PRODUCT_COLUMNS)}`)
  const updates = groups.filter((g) => g.product.action === 'update' && !g.product.totalsOnly)
  if (updates.length)
    await tx.execute(sql`
      update ${products} p set category_id = v.category_id, store_name = v.store_name, keyword = v.keyword,
        image = v.image, slider_image = v.slider_image, content = v.content, price = v.price, ot_price = v.ot_price,
        stock = v.stock, i18n = v.i18n
      from ${recordset(updates.map(productRow), PRODUCT_COLUMNS)}
      where p.id = v.id and p.mer_id = ${merId}`)
  // Price and stock alone (a supplemental feed): the name's search text and stems are not computed again.
  const totals = groups.filter((g) => g.product.action === 'update' && g.product.totalsOnly)
  if (totals.length)
    await tx.execute(sql`
      update ${products} p set price = v.price, ot_price = v.ot_price, stock = v.stock
      from ${recordset(
        totals.map((g) => ({
          id: g.productId,
          price: g.product.values.price,
          ot_price: g.product.values.otPrice,
          stock: g.product.values.stock,
        })),
        'id int, price numeric, ot_price numeric, stock int',
      )}
      where p.id = v.id and p.mer_id = ${merId}
        and (p.price, p.ot_price, p.stock) is distinct from (v.price, v.ot_price, v.stock)`)

  const attrInserts = groups
    .filter((g) => g.attrs.action === 'insert')
    .flatMap((g) =>
      g.attrs.rows.map((a) => ({
        product_id: productIdOf.get(g),
        attr_name: a.attrName,
        attr_values: a.attrValues,
        i18n: a.i18n,
      })),
    )
  if (attrInserts.length)
    await tx.execute(sql`
      insert into ${productAttrs} (product_id, attr_name, attr_values, i18n, sort)
      select product_id, attr_name, attr_values, i18n, 0
      from ${recordset(attrInserts, 'product_id int, attr_name text, attr_values text, i18n jsonb')}`)
  const attrUpdates = groups
    .filter((g) => g.attrs.action === 'update')
    .flatMap((g) => g.attrs.rows.map((a) => ({ id: a.id, attr_values: a.attrValues, i18n: a.i18n })))
  if (attrUpdates.length)
    await tx.execute(sql`
      update ${productAttrs} a set attr_values = v.attr_values, i18n = v.i18n
      from ${recordset(attrUpdates, 'id int, attr_values text, i18n jsonb')}
      where a.id = v.id`)

  const skus = groups.flatMap((group) => group.skus.map((sku) => ({ group, sku })))
  const newSkus = skus.filter(({ sku }) => sku.action === 'create')
  const newSkuIds = await nextIds(tx, 'product_skus', newSkus.length)
  const skuIdOf = new Map<SkuPlan, number>()
  newSkus.forEach(({ sku }, n) => skuIdOf.set(sku, newSkuIds[n]))
  for (const { sku } of skus) if (sku.skuId !== undefined && sku.action !== 'create') skuIdOf.set(sku, sku.skuId)
  const skuRow = ({ group, sku }: { group: GroupPlan; sku: SkuPlan }) => ({
    id: skuIdOf.get(sku),
    product_id: productIdOf.get(group),
    sku: sku.values.sku,
    price: sku.values.price,
    ot_price: sku.values.otPrice,
    stock: sku.values.stock,
    image: sku.values.image,
    weight: sku.values.weight ?? '0',
  })
  // Updates first: a SKU whose variant changed frees its old combination before a new SKU takes it.
  const skuUpdates = skus.filter(({ sku }) => sku.action === 'update')
  if (skuUpdates.length)
    await tx.execute(sql`
      update ${productSkus} s set sku = v.sku, price = v.price, ot_price = v.ot_price, stock = v.stock,
        image = v.image, weight = v.weight
      from ${recordset(skuUpdates.map(skuRow), SKU_COLUMNS)}
      where s.id = v.id and s.product_id = v.product_id
        and (s.sku, s.price, s.ot_price, s.stock, s.image, s.weight)
          is distinct from (v.sku, v.price, v.ot_price, v.stock, v.image, v.weight)`)
  if (newSkus.length)
    await tx.execute(sql`
      insert into ${productSkus} (id, product_id, sku, price, ot_price, stock, image, weight)
      select id, product_id, sku, price, ot_price, stock, image, weight
      from ${recordset(newSkus.map(skuRow), SKU_COLUMNS)}`)

  const mappings = skus
    .filter(({ sku }) => sku.mapping !== 'none')
    .map(({ group, sku }) => ({
      item_id: sku.itemId,
      group_id: group.groupId,
      product_id: productIdOf.get(group),
      sku_id: skuIdOf.get(sku),
      attributes: sku.attributes,
    }))
  if (mappings.length)
    await tx.execute(sql`
      insert into ${catalogueFeedItems} (mer_id, item_id, group_id, product_id, sku_id, attributes)
      select ${merId}, item_id, group_id, product_id, sku_id, attributes
      from ${recordset(mappings, 'item_id text, group_id text, product_id int, sku_id int, attributes jsonb')}
      on conflict (mer_id, item_id) do update set group_id = excluded.group_id, product_id = excluded.product_id,
        sku_id = excluded.sku_id, attributes = excluded.attributes`)
}
