/**
 * The commerce database: one file per domain in ./schema/, all exported here (the app, the seed and the tests import
 * this file; drizzle.config.ts reads the folder). Money columns are numeric(12,2) and are read as strings, then
 * handled with decimal.js.
 * To change it: edit the domain's file (a new file is exported here too), run `npm run db:generate -- --name
 * what_changed`, and commit the migration with its snapshot (drizzle/meta). `npm run db:check` and
 * tests/api/schema-migrations.test.ts fail otherwise (decision 33).
 */
export type { Translations } from './schema/columns.ts'
export * from './schema/site.ts'
export * from './schema/auth.ts'
export * from './schema/account.ts'
export * from './schema/merchants.ts'
export * from './schema/catalog.ts'
export * from './schema/activities.ts'
export * from './schema/favourites.ts'
export * from './schema/cart.ts'
export * from './schema/coupons.ts'
export * from './schema/notices.ts'
export * from './schema/orders.ts'
export * from './schema/payments.ts'
export * from './schema/refunds.ts'
export * from './schema/reviews.ts'
export * from './schema/points.ts'
export * from './schema/chat.ts'
export * from './schema/attribution.ts'
export * from './schema/settlement.ts'
export * from './schema/catalogue-feeds.ts'
export * from './schema/currency.ts'
