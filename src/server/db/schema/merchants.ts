/** Merchants (shops), their types and categories, and where they ship from. */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, i18n, money, ref } from './columns.ts'

export const merchantTypes = pgTable('merchant_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  info: text('info').notNull().default(''),
  /** Whether the type is sold worldwide (cross-border) rather than domestically. */
  global: boolean('global').notNull().default(false),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: i18n(),
})

export const merchantCategories = pgTable('merchant_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  handlingFee: money('handling_fee').notNull().default('0'),
  sort: integer('sort').notNull().default(0),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: i18n(),
})

export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    realName: text('real_name').notNull(),
    typeId: ref('type_id', () => merchantTypes.id),
    categoryId: ref('category_id', () => merchantCategories.id),
    avatar: text('avatar').notNull(),
    backImage: text('back_image').notNull(),
    pcBackImage: text('pc_back_image').notNull(),
    /**
     * The store's banners: a picture's path, or a picture with the words a page draws over it (decision 51); served
     * as the JSON string `[{sattDir, headline?, subline?, cta?}]`.
     */
    pcBanner: jsonb('pc_banner').$type<StoreBanner[]>().notNull().default([]),
    starLevel: numeric('star_level', { precision: 2, scale: 1 }).notNull().default('5.0'),
    isSelf: boolean('is_self').notNull().default(false),
    isRecommend: boolean('is_recommend').notNull().default(false),
    intro: text('intro').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    qualificationPicture: jsonb('qualification_picture').$type<string[]>().notNull().default([]),
    serviceType: text('service_type').notNull().default('email'),
    serviceLink: text('service_link').notNull().default(''),
    serviceMessage: text('service_message').notNull().default(''),
    servicePhone: text('service_phone').notNull().default(''),
    serviceEmail: text('service_email').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    /** Shipping charged once per merchant order; free when the order's goods total reaches `freeShippingOver`. */
    freightFee: money('freight_fee').notNull().default('0'),
    /** null: never free. */
    freeShippingOver: money('free_shipping_over'),
    /**
     * Extensions (decision 49): the packing fee charged once per merchant order, and the shipping insurance as a share
     * of the order's goods value (0.0100 = 1 %). Both 0: nothing charged. Set with the operator CLI (`merchant-fees`).
     */
    packingFee: money('packing_fee').notNull().default('0'),
    insuranceRate: numeric('insurance_rate', { precision: 6, scale: 4 }).notNull().default('0'),
    createdAt: createdAt(),
    /** Texts per locale over the base columns (`intro`, `openingHours`), e.g. { ru: { intro: '…' } } (decision 24). */
    i18n: i18n(),
  },
  (t) => [
    index('merchants_type_idx').on(t.typeId),
    index('merchants_category_idx').on(t.categoryId),
    // The product search finds a store's products by the store's name, misspelt too (product-search.ts).
    index('merchants_name_trgm_idx').using('gin', sql`shop_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
)

/**
 * Where a merchant ships from and how long it takes to hand an order to the carrier (the product page's "Ships from"
 * and delivery estimate, decision 29). `city` is the base (English) name; `i18n` holds it per locale.
 */
export const merchantShippingOrigins = pgTable('merchant_shipping_origins', {
  merId: integer('mer_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** ISO 3166-1 alpha-2, e.g. "CN". */
  countryCode: text('country_code').notNull(),
  city: text('city').notNull(),
  dispatchDays: integer('dispatch_days').notNull().default(2),
  i18n: i18n(),
})

/** One store banner: its picture's path, alone or with its words (`i18n.<locale>.pcBanner` holds the list per locale). */
export type StoreBanner = string | { pic: string; headline?: string; subline?: string; cta?: string }
