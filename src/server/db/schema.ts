/**
 * The commerce database. Money columns are numeric(12,2) and are read as strings, then handled with decimal.js.
 * To change it: edit this file, run `npm run db:generate -- --name what_changed`, and commit the migration with its
 * snapshot (drizzle/meta). `npm run db:check` and tests/api/schema-migrations.test.ts fail otherwise (decision 33).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Per-locale texts of a catalogue row: locale → field → text; missing entries fall back (decision 24). */
export type Translations = Partial<Record<string, Record<string, string>>>

const money = (name: string) => numeric(name, { precision: 12, scale: 2 })
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('country_code'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    inviteCode: text('invite_code').notNull(),
    invitedBy: integer('invited_by'),
    /** `email`, `phone` or `visitor` (tourist). */
    userType: text('user_type').notNull(),
    isVisitor: boolean('is_visitor').notNull().default(false),
    /** Points balance (`integral`); every change is a row in points_records. */
    integral: integer('integral').notNull().default(0),
    /** Points earned but still frozen (points_earnings); not spendable yet. */
    frozenIntegral: integer('frozen_integral').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_integral_not_negative', sql`${t.integral} >= 0 AND ${t.frozenIntegral} >= 0`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.countryCode, t.phone),
    uniqueIndex('users_invite_uq').on(t.inviteCode),
  ],
)

/** Login tokens; only a SHA-256 hash of the token is stored. */
export const userSessions = pgTable(
  'user_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
)

/** Server-supplied user-centre menu (`routine_my_menus`). */
export const userMenus = pgTable('user_menus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  pcUrl: text('pc_url').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})

/** Product category tree, three levels. Names carry the Chinese name in parentheses, as CRMEB shops do. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
  },
  (t) => [index('categories_pid_idx').on(t.pid)],
)

/** Featured ("ad") category tiles on the home page. */
export const adCategories = pgTable('ad_categories', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  name: text('name').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})

export const merchantTypes = pgTable('merchant_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  info: text('info').notNull().default(''),
  /** Whether the type is sold worldwide (cross-border) rather than domestically. */
  global: boolean('global').notNull().default(false),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})

export const merchantCategories = pgTable('merchant_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  handlingFee: money('handling_fee').notNull().default('0'),
  sort: integer('sort').notNull().default(0),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})

export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    realName: text('real_name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => merchantTypes.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => merchantCategories.id),
    avatar: text('avatar').notNull(),
    backImage: text('back_image').notNull(),
    pcBackImage: text('pc_back_image').notNull(),
    /** Array of image URLs; served as the JSON string `[{sattDir}]`. */
    pcBanner: jsonb('pc_banner').$type<string[]>().notNull().default([]),
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
    createdAt: createdAt(),
    /** Texts per locale over the base columns (`intro`, `openingHours`), e.g. { ru: { intro: '…' } } (decision 24). */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
  },
  (t) => [index('merchants_type_idx').on(t.typeId), index('merchants_category_idx').on(t.categoryId)],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchants.id),
    /** Third-level category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    storeName: text('store_name').notNull(),
    /** Search words: English, Russian and Chinese variants of the name. */
    keyword: text('keyword').notNull().default(''),
    /** Selling points, one per line. */
    storeInfo: text('store_info').notNull().default(''),
    image: text('image').notNull(),
    sliderImage: jsonb('slider_image').$type<string[]>().notNull().default([]),
    /** Merchant HTML description (sanitized when served). */
    content: text('content').notNull().default(''),
    price: money('price').notNull(),
    otPrice: money('ot_price').notNull(),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    ficti: integer('ficti').notNull().default(0),
    unitName: text('unit_name').notNull().default('pc'),
    minBuy: integer('min_buy').notNull().default(1),
    isShow: boolean('is_show').notNull().default(true),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isBest: boolean('is_best').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
  },
  (t) => [
    // Stock never goes below zero: the checkout's conditional decrement is the rule, this backs it up (decision 9).
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    index('products_mer_idx').on(t.merId),
    index('products_category_idx').on(t.categoryId),
    index('products_show_sort_idx').on(t.isShow, t.sort, t.id),
    index('products_sales_idx').on(t.sales),
    // Product search (K4, src/server/catalog/product-search.ts). The search text is
    // lower(store_name || ' ' || keyword); queries must use exactly this expression to hit the trigram index
    // (pg_trgm, migration 0002), which serves LIKE '%word%' in any script and similarity() ranking.
    index('products_search_trgm_idx').using('gin', sql`lower(${t.storeName} || ' ' || ${t.keyword}) gin_trgm_ops`),
    // CJK characters of the search text (function from migration 0004): indexes 1–2 character CJK words.
    index('products_search_cjk_idx').using('gin', sql`shop_cjk_chars(lower(${t.storeName} || ' ' || ${t.keyword}))`),
    // Orders of visible products, each usable as a top-N scan: shop order, price, sales + virtual sales, newest.
    index('products_shop_order_idx').on(t.isBest.desc().nullsFirst(), t.sort.desc().nullsFirst(), t.id).where(sql`${t.isShow}`),
    index('products_price_idx').on(t.price, t.id).where(sql`${t.isShow}`),
    index('products_total_sales_idx').on(sql`(${t.sales} + ${t.ficti})`, t.id).where(sql`${t.isShow}`),
    index('products_created_idx').on(t.createdAt, t.id).where(sql`${t.isShow}`),
    // A merchant's best sellers (detail "Recommend", shop windows): walk in order instead of sorting the shop.
    index('products_mer_total_sales_idx').on(t.merId, sql`(${t.sales} + ${t.ficti}) desc`, t.id).where(sql`${t.isShow}`),
    // Category listings sorted by price (the common "cheapest in this category" listing).
    index('products_category_price_idx').on(t.categoryId, t.price),
  ],
)

/** One selector row per attribute; `attrValues` is comma-separated, as the API sends it. */
export const productAttrs = pgTable(
  'product_attrs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attrName: text('attr_name').notNull(),
    attrValues: text('attr_values').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
  },
  (t) => [index('product_attrs_product_idx').on(t.productId)],
)

/** A SKU: one combination of attribute values (`sku` is the values joined with ",", "" without attributes). */
export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    price: money('price').notNull(),
    otPrice: money('ot_price').notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    image: text('image').notNull(),
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull().default('0'),
    volume: numeric('volume', { precision: 10, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    check('product_skus_stock_non_negative', sql`${t.stock} >= 0`),
    uniqueIndex('product_skus_product_sku_uq').on(t.productId, t.sku),
  ],
)

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    sku: text('sku').notNull().default(''),
    /** Product quality score, 1 to 5. */
    productScore: smallint('product_score').notNull(),
    /** Service attitude score, 1 to 5. */
    serviceScore: smallint('service_score').notNull(),
    comment: text('comment').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull().default([]),
    merchantReplyContent: text('merchant_reply_content').notNull().default(''),
    /** The bought item this review is for (null for seeded reviews): one review per item. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_reviews_product_idx').on(t.productId, t.createdAt), uniqueIndex('product_reviews_order_item_uq').on(t.orderItemId)],
)

export const hotKeywords = pgTable('hot_keywords', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
  /** The list a locale shows; null rows are the default locale's list. */
  locale: text('locale'),
})

/**
 * Coupon templates. merId 0 is a platform coupon. useType: 1 merchant-wide, 2 goods, 3 category.
 * Either `day` (valid N days after receiving) or the fixed use window applies.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  merId: integer('mer_id').notNull().default(0),
  name: text('name').notNull(),
  useType: smallint('use_type').notNull(),
  money: money('money').notNull(),
  minPrice: money('min_price').notNull().default('0'),
  day: integer('day'),
  useStartTime: timestamp('use_start_time', { withTimezone: true, mode: 'date' }),
  useEndTime: timestamp('use_end_time', { withTimezone: true, mode: 'date' }),
  receiveEndTime: timestamp('receive_end_time', { withTimezone: true, mode: 'date' }),
  /** null: unlimited. */
  total: integer('total'),
  remaining: integer('remaining'),
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  categoryId: integer('category_id'),
  isShow: boolean('is_show').notNull().default(true),
  createdAt: createdAt(),
  /** Texts per locale over the base columns (`name`), e.g. { ru: { name: '…' } } (decision 24). */
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})

/** Home modules and landing pages. type: 1 recommended slider, 2 promotions, 3 first-new. */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  name: text('name').notNull(),
  instruction: text('instruction').notNull().default(''),
  banner: jsonb('banner').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  isShow: boolean('is_show').notNull().default(true),
  /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})

export const activityProducts = pgTable(
  'activity_products',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Texts per locale over the base columns, e.g. { ru: { name: '…' } } (decision 24). */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.productId] })],
)

/**
 * Notices. userId null is a broadcast to every shopper; kind is `system` or `service`.
 * Read state lives in notice_reads. title/content are the English text (the fallback); event + params render it per locale.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link').notNull().default(''),
    /** The event that created it (notices/templates.ts) and its params: the text is rendered in the reader's locale. */
    event: text('event').notNull().default('system'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt)],
)

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
)

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id),
    cartNum: integer('cart_num').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_user_sku_uq').on(t.userId, t.skuId)],
)

export const productCollects = pgTable(
  'product_collects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

export const merchantFollows = pgTable(
  'merchant_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.merId] }), index('merchant_follows_mer_idx').on(t.merId)],
)

/**
 * Coupons a shopper has received (a copy of the template's terms at receiving time, so later edits of the
 * template do not change what the shopper holds). status: 0 usable, 1 used, 2 expired.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    merId: integer('mer_id').notNull().default(0),
    name: text('name').notNull(),
    useType: smallint('use_type').notNull(),
    money: money('money').notNull(),
    minPrice: money('min_price').notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    categoryId: integer('category_id'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    status: smallint('status').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    orderNo: text('order_no'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_coupons_user_coupon_uq').on(t.userId, t.couponId), index('user_coupons_user_idx').on(t.userId, t.status)],
)

/**
 * One-time codes sent by e-mail or SMS. Only a hash of the code is stored; a code expires after 5 minutes and
 * works once. purpose: register | login | reset | password | settle. target: a lower-case e-mail or "+7 9001234567".
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
)

/** The development outbox: every message the outbox sender "sent" (e-mail and SMS), readable by tests and the demo. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** SHA-256 of the `outbox` cookie of the browser entitled to read it; null: nobody can read it via the API. */
    ownerHash: text('owner_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_messages_owner_idx').on(t.ownerHash, t.createdAt),
  ],
)

/**
 * Addresses a browser proved it owns (by signing in to or registering the account that has them), so the
 * outbox may show that browser later messages to them (decision 0006).
 */
export const outboxClaims = pgTable(
  'outbox_claims',
  {
    browserHash: text('browser_hash').notNull(),
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.browserHash, t.recipient] })],
)

/** Server-side secrets shared by every app server (e.g. the known-device cookie key), created at first use. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/** Fixed-window rate-limit counters, shared by every app server. key: e.g. "login:fail:ip:1.2.3.4". */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

/** Shipping addresses of a shopper. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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

/**
 * Points ledger, append-only. type 1 adds, 2 takes (as the wire shows it); `kind` is earn | spend | freeze |
 * unfreeze | reverse and `availableDelta`/`frozenDelta` the signed changes of `users.integral` and
 * `users.frozen_integral`, so each balance is the sum of its deltas (src/server/points/ledger.ts).
 * `points` is always positive; `balance`/`frozenBalance` are the balances after the change.
 * linkType: register | order | cancel | refund | grant | earn | points_order.
 */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    linkType: text('link_type').notNull(),
    linkId: text('link_id').notNull().default(''),
    title: text('title').notNull(),
    points: integer('points').notNull(),
    balance: integer('balance').notNull(),
    kind: text('kind').notNull().default('earn'),
    availableDelta: integer('available_delta').notNull().default(0),
    frozenDelta: integer('frozen_delta').notNull().default(0),
    frozenBalance: integer('frozen_balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('points_records_user_idx').on(t.userId, t.createdAt), index('points_records_user_kind_idx').on(t.userId, t.kind)],
)

/** One line of a pre-order snapshot (what the shopper saw on the confirm page). */
export interface PreOrderLine {
  productId: number
  skuId: number
  merId: number
  quantity: number
  /** Set for `shoppingCart` pre-orders: the cart line bought (cleared when the order is created). */
  cartLineId?: number
  /** Snapshot for display; order create reprices from the database. */
  productName: string
  image: string
  sku: string
  price: string
}

/**
 * Pre-orders (O1/O2): a snapshot of the lines to buy, valid for a while. `orderNo` is set by the order create
 * that consumed it, which makes O4 idempotent per pre-order.
 */
export const preOrders = pgTable(
  'pre_orders',
  {
    preOrderNo: text('pre_order_no').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preOrderType: text('pre_order_type').notNull(),
    lines: jsonb('lines').$type<PreOrderLine[]>().notNull(),
    orderNo: text('order_no'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('pre_orders_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Master orders: what the shopper paid for in one checkout. status:
 * unpaid (waiting for payment; auto-cancels at `expiresAt`), awaiting_confirmation (bank transfer proof sent),
 * paid, cod (cash on delivery, pays at the door), cancelled.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    preOrderNo: text('pre_order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalNum: integer('total_num').notNull(),
    proTotalPrice: money('pro_total_price').notNull(),
    freightPrice: money('freight_price').notNull(),
    /** Merchant coupons + platform coupon. */
    couponPrice: money('coupon_price').notNull(),
    /** The platform coupon used (a user_coupons id), if any. */
    platformCouponId: integer('platform_coupon_id'),
    integralPrice: money('integral_price').notNull(),
    useIntegral: integer('use_integral').notNull().default(0),
    payPrice: money('pay_price').notNull(),
    payType: text('pay_type').notNull(),
    payChannel: text('pay_channel').notNull().default('pc'),
    paid: boolean('paid').notNull().default(false),
    payTime: timestamp('pay_time', { withTimezone: true, mode: 'date' }),
    status: text('status').notNull().default('unpaid'),
    addressId: integer('address_id'),
    realName: text('real_name').notNull(),
    userPhone: text('user_phone').notNull(),
    userEmail: text('user_email').notNull().default(''),
    userAddress: text('user_address').notNull(),
    /** The address's country code: the address line starts with its English name, shown in the reader's language. */
    userCountry: text('user_country').notNull().default(''),
    userRemark: text('user_remark').notNull().default(''),
    /** Bank transfer: the payment screenshot (an upload URL path) and the shopper's note. */
    payVoucher: text('pay_voucher').notNull().default(''),
    payVoucherNote: text('pay_voucher_note').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** When an unpaid order auto-cancels. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_pre_order_no_uq').on(t.preOrderNo),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_unpaid_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'unpaid'`),
  ],
)

/**
 * One merchant's part of a master order. status (front-api §4.1): 0 awaiting shipment, 1 shipped (awaiting
 * receipt), 2 received, 3 completed. Discounts are the merchant coupon plus this order's share of the platform
 * coupon and of the points deduction.
 */
export const merchantOrders = pgTable(
  'merchant_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    masterId: integer('master_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merId: integer('mer_id')
      .notNull()
      .references(() => merchants.id),
    totalNum: integer('total_num').notNull(),
    proTotalPrice: money('pro_total_price').notNull(),
    freightPrice: money('freight_price').notNull(),
    /** The merchant coupon used (a user_coupons id), if any. */
    couponId: integer('coupon_id'),
    couponPrice: money('coupon_price').notNull(),
    platformCouponPrice: money('platform_coupon_price').notNull(),
    integralPrice: money('integral_price').notNull(),
    useIntegral: integer('use_integral').notNull().default(0),
    payPrice: money('pay_price').notNull(),
    status: smallint('status').notNull().default(0),
    /** 0 none (or the last request refused), 1 a refund under way, 2 partly refunded, 3 fully refunded (docs/orders.md). */
    refundStatus: smallint('refund_status').notNull().default(0),
    /** How it was shipped: '' not yet, express (courier company + tracking number), person (named courier), virtual. */
    deliveryType: text('delivery_type').notNull().default(''),
    expName: text('exp_name').notNull().default(''),
    expNo: text('exp_no').notNull().default(''),
    deliveryName: text('delivery_name').notNull().default(''),
    deliveryPhone: text('delivery_phone').notNull().default(''),
    /** Logistics events, oldest first, in the KDNiao shape the contract sends (O10). */
    logistics: jsonb('logistics').$type<LogisticsEvent[]>().notNull().default([]),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Refunded so far (approved refunds), never above `payPrice`. */
    refundPrice: money('refund_price').notNull().default('0'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_orders_order_no_uq').on(t.orderNo),
    index('merchant_orders_shipped_idx').on(t.shippedAt).where(sql`${t.status} = 1`),
    index('merchant_orders_master_idx').on(t.masterId),
    index('merchant_orders_user_idx').on(t.userId, t.status, t.createdAt),
  ],
)

/** One logistics event of a merchant order (KDNiao field names, as O10 sends them). */
export interface LogisticsEvent {
  AcceptStation: string
  /** yyyy-MM-dd HH:mm:ss */
  AcceptTime: string
}

/** The goods of a merchant order, priced at order time. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    merchantOrderId: integer('merchant_order_id')
      .notNull()
      .references(() => merchantOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    sku: text('sku').notNull().default(''),
    /** The name and SKU label as bought in every locale that had them: `{ ru: { productName, sku } }` (decision 24). */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
    price: money('price').notNull(),
    payNum: integer('pay_num').notNull(),
    /** Units returned by approved refunds, plus units in a refund under review (never above `payNum`). */
    refundNum: integer('refund_num').notNull().default(0),
    isReplied: boolean('is_replied').notNull().default(false),
  },
  (t) => [index('order_items_merchant_order_idx').on(t.merchantOrderId)],
)

/**
 * Payment attempts of a master order. provider: stripe | cod | bank. status: created, processing, succeeded,
 * failed, cancelled, submitted (bank proof sent). `providerRef` is the Stripe PaymentIntent id.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderNo), uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef)],
)

/** Webhook events already applied (Stripe event ids), so a replayed delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderNo: text('order_no').notNull().default(''),
  receivedAt: createdAt(),
})

/** One line of a refund request: an order item and how many units of it go back. */
export interface RefundLine {
  orderItemId: number
  num: number
  /** This line's share of what was paid. */
  amount: string
}

/**
 * Refund requests (R1–R5) of a merchant order. refundStatus (front-api §4.3): 0 awaiting the merchant's review,
 * 1 refused (`refundReason`), 2 accepted and being paid back, 3 refunded. Transitions: src/server/orders/state-machine.ts.
 */
export const refundOrders = pgTable(
  'refund_orders',
  {
    id: serial('id').primaryKey(),
    refundOrderNo: text('refund_order_no').notNull(),
    merchantOrderId: integer('merchant_order_id')
      .notNull()
      .references(() => merchantOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merId: integer('mer_id').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    totalNum: integer('total_num').notNull(),
    refundPrice: money('refund_price').notNull(),
    /** Points given back with this refund (its share of the points the order used). */
    refundIntegral: integer('refund_integral').notNull().default(0),
    refundStatus: smallint('refund_status').notNull().default(0),
    refundReasonWap: text('refund_reason_wap').notNull(),
    refundReasonWapExplain: text('refund_reason_wap_explain').notNull().default(''),
    /** Site paths of the voucher images (the requester's private uploads). */
    refundReasonWapImg: jsonb('refund_reason_wap_img').$type<string[]>().notNull().default([]),
    /** The merchant's reason for refusing. */
    refundReason: text('refund_reason').notNull().default(''),
    /** Stripe refund id for card payments. */
    providerRef: text('provider_ref'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_orders_no_uq').on(t.refundOrderNo),
    index('refund_orders_user_idx').on(t.userId, t.createdAt),
    index('refund_orders_merchant_order_idx').on(t.merchantOrderId),
  ],
)

// ── Points: earnings while frozen, the points shop and its orders (issue 13, migration 0013) ──

/**
 * Points earned by a received merchant order: frozen until `thawAt`, then moved to the balance (status
 * frozen → unfrozen). Refunds take back their share (`reversed`); a fully reversed frozen earning is `reversed`.
 */
export const pointsEarnings = pgTable(
  'points_earnings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantOrderId: integer('merchant_order_id')
      .notNull()
      .references(() => merchantOrders.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    points: integer('points').notNull(),
    /** The amount the points were earned on (pay price less refunds at receipt). */
    base: money('base').notNull(),
    reversed: integer('reversed').notNull().default(0),
    status: text('status').notNull().default('frozen'),
    thawAt: timestamp('thaw_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_earnings_merchant_order_uq').on(t.merchantOrderId),
    index('points_earnings_due_idx').on(t.status, t.thawAt),
    index('points_earnings_user_idx').on(t.userId),
  ],
)

/** Goods of the points shop, priced in points only. */
export const pointsProducts = pgTable(
  'points_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Site-relative image path (`/media/...`). */
    image: text('image').notNull(),
    description: text('description').notNull().default(''),
    /** `name` and `description` per locale (decision 24). */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_products_stock_not_negative', sql`${t.stock} >= 0 AND ${t.price} > 0`),
    index('points_products_shop_idx').on(t.isShow, t.sort),
  ],
)

/** An order of the points shop. status: 0 awaiting shipment, 1 shipped, 2 received. */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => pointsProducts.id),
    productName: text('product_name').notNull(),
    /** The name as ordered per locale: `{ ru: { productName } }`. */
    i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
    image: text('image').notNull(),
    num: integer('num').notNull(),
    price: integer('price').notNull(),
    totalPoints: integer('total_points').notNull(),
    realName: text('real_name').notNull(),
    userPhone: text('user_phone').notNull(),
    userAddress: text('user_address').notNull(),
    userCountry: text('user_country').notNull().default(''),
    status: smallint('status').notNull().default(0),
    expName: text('exp_name').notNull().default(''),
    expNo: text('exp_no').notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_orders_no_uq').on(t.orderNo), index('points_orders_user_idx').on(t.userId, t.createdAt)],
)
/* Coupons (issue 13): the coupon-expiring notice sent for a user coupon, at most once (the primary key). */
export const userCouponNotices = pgTable('user_coupon_notices', {
  userCouponId: integer('user_coupon_id')
    .primaryKey()
    .references(() => userCoupons.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

// Customer support chat (src/server/chat, decision 0021): one conversation per shopper and merchant (0 = the
// platform), its messages in order. `last_message_id` moves under the conversation's row lock with every message,
// so the stream's pollers see a conversation change and its messages never commit out of id order.
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merId: integer('mer_id').notNull().default(0),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_conversations_user_mer_uq').on(t.userId, t.merId), index('chat_conversations_last_idx').on(t.lastMessageAt)],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** `user` (the shopper), `operator` (a CLI reply). */
    sender: text('sender').$type<'user' | 'operator'>().notNull(),
    /** `text`, or `image` (content is the upload's site path). */
    kind: text('kind').$type<'text' | 'image'>().notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
)

// ---- campaign attribution (issue 16, decision 22) ----

/** The first touch of the visit that created an account: written once, at registration. */
export const userAttributions = pgTable('user_attributions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The campaign params (utm_*, gclid, fbclid, inviteCode) as they arrived. */
  params: jsonb('params').$type<Record<string, string>>().notNull(),
  /** The report's grouping: utm_campaign, else '' (no campaign named). */
  campaign: text('campaign').notNull().default(''),
  landingPath: text('landing_path').notNull().default(''),
  touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
})

/** The first touch of the visit that placed a master order: written once, with the order (O4). */
export const orderAttributions = pgTable(
  'order_attributions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    campaign: text('campaign').notNull().default(''),
    landingPath: text('landing_path').notNull().default(''),
    touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_attributions_campaign_idx').on(t.campaign)],
)

// ---- Merchant settlement (issue 14): a shopper's applications to sell on the platform (M8, M9) ----

/**
 * auditStatus (§4.5): 1 to be reviewed, 2 approved, 3 not approved (`denialReason`). At most one pending
 * application per user (partial unique index). `qualificationPicture`: site paths of the applicant's private uploads.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    realName: text('real_name').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => merchantCategories.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => merchantTypes.id),
    handlingFee: money('handling_fee').notNull(),
    qualificationPicture: jsonb('qualification_picture').$type<string[]>().notNull().default([]),
    auditStatus: smallint('audit_status').notNull().default(1),
    denialReason: text('denial_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('merchant_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('merchant_applications_one_pending_uq').on(t.userId).where(sql`${t.auditStatus} = 1`),
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
  i18n: jsonb('i18n').$type<Translations>().notNull().default({}),
})
