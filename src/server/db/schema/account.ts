/** The shopper's own things: the user-centre menu, shipping addresses, uploaded images. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, i18n, ref, updatedAt } from './columns.ts'

/** Server-supplied user-centre menu (`routine_my_menus`). */
export const userMenus = pgTable('user_menus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  pcUrl: text('pc_url').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: i18n(),
})

/** Shipping addresses of a shopper. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull().default(''),
    country: text('country').notNull(),
    detail: text('detail').notNull(),
    postCode: text('post_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
)

/** Uploaded images: who uploaded what, where the storage put it, and its checked type and size. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    purpose: text('purpose').notNull().default('product'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_storage_key_uq').on(t.storageKey)],
)
