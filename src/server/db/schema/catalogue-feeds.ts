/** Product feeds (docs/catalogue-feeds.md): which product and SKU each feed item of a shop became. */
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, ref } from './columns.ts'
import { merchants } from './merchants.ts'
import { productSkus, products } from './catalog.ts'

/**
 * One row per imported feed item, keyed by the shop and the item's `id` in the feed, so a re-import updates the
 * same product and SKU. `groupId` is the feed's `item_group_id` (the item id itself for an item without variants):
 * the items of a group are the SKUs of one product.
 */
export const catalogueFeedItems = pgTable(
  'catalogue_feed_items',
  {
    merId: ref('mer_id', () => merchants.id),
    itemId: text('item_id').notNull(),
    groupId: text('group_id').notNull(),
    productId: ref('product_id', () => products.id, { onDelete: 'cascade' }),
    skuId: ref('sku_id', () => productSkus.id, { onDelete: 'cascade' }),
    /** Feed attributes the catalogue has no column for (brand, gtin, mpn, google_product_category), for the export. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merId, t.itemId] }),
    index('catalogue_feed_items_group_idx').on(t.merId, t.groupId),
    index('catalogue_feed_items_product_idx').on(t.productId),
  ],
)
