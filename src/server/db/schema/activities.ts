/** Home modules and landing pages, and the products they show. */
import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import type { ActivityType } from '~/contract'
import { i18n, ref } from './columns.ts'

/** Home modules and landing pages. type: 1 recommended slider, 2 promotions, 3 first-new. */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  type: smallint('type').$type<ActivityType>().notNull(),
  name: text('name').notNull(),
  instruction: text('instruction').notNull().default(''),
  banner: jsonb('banner').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  isShow: boolean('is_show').notNull().default(true),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: i18n(),
})

export const activityProducts = pgTable(
  'activity_products',
  {
    activityId: ref('activity_id', () => activities.id, { onDelete: 'cascade' }),
    productId: ref('product_id', () => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: i18n(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.productId] })],
)
