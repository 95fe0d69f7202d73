/** Shop-wide data: settings, the catalogue version the page caches watch, media files. */
import { bigint, bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns.ts'

/** Shop-wide settings, one JSON value per key (home banners, currency, service, login options…). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

/**
 * One row: a counter that database triggers bump whenever something a public page shows changes (products, SKUs
 * other than their stock and sales counters, categories, merchants, reviews, settings…; migration 0011). Every app
 * server compares its cached guest pages against it, so a catalogue change reaches all servers' caches.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
  changedAt: timestamptz('changed_at').notNull().defaultNow(),
  /** `catalogue_changes` rows up to this `seq` were deleted: a server that read less than it must drop every page. */
  changesPrunedThrough: bigint('changes_pruned_through', { mode: 'number' }).notNull().default(0),
})

/**
 * What changed in the products, one row a tag (decision 39; triggers of migration 0033): `product:12`, `category:1001`
 * (and its parents), `merchant:3`, and `listing:price`, `listing:text` or `listing:order` for the unfiltered listings
 * whose order or members such a change can move. A cached page or shared read keeps the tags it read; each server reads
 * the new rows once a second and drops only the entries one of them names (page-cache/catalogue-changes.ts).
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  tag: text('tag').notNull(),
  changedAt: timestamptz('changed_at').notNull().defaultNow(),
})

/** Binary files served under /media/{key}: generated seed images now, uploads later. */
export const media = pgTable('media', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: text('bytes_base64').notNull(),
  createdAt: createdAt(),
})
