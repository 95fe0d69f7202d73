/** Shop-wide data: settings, the catalogue version the page caches watch, media files. */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

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
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/** Binary files served under /media/{key}: generated seed images now, uploads later. */
export const media = pgTable('media', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: text('bytes_base64').notNull(),
  createdAt: createdAt(),
})
