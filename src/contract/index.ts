/**
 * The wire contract (decision 12): the shapes, codes, enums and limits that the storefront, the embedded API and
 * the tests share, declared once. Plain TypeScript with no imports beyond this folder, so browser code, `src/server`
 * and the test suites may all read it; validation schemas build on it on each side with their own messages.
 *
 * The country list and the refund reasons' labels in seven languages come from their own files
 * (`~/contract/countries`, `~/contract/refund-reasons`); this index gives their types only. It is in every page's first
 * load, and a module there carries every value any chunk uses from it (decision 99).
 */
export * from './account'
export * from './addresses'
export * from './attribution'
export * from './cart'
export * from './catalog'
export * from './chat'
export * from './checkout'
export * from './coupons'
export * from './envelope'
export * from './merchants'
export * from './outbox'
export * from './payments'
export * from './points'
export * from './product'
export * from './reviews'
export * from './notices'
export * from './settlement'
export type * from './countries'
export * from './currency'
export * from './api'
export * from './favourites'
export * from './activities'
export * from './home'
export * from './orders'
export * from './refunds'
export type * from './refund-reasons'
export * from './media'
