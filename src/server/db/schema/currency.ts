/** Exchange rates the operator sets (npm run ops -- rates …; decision 34). */
import { numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns.ts'

/**
 * One row per currency: how many units of it one unit of the shop's currency buys (`rate`, an exact decimal), and
 * when the operator set it (`set_at`; for an ECB file, the file's reference day). A rate older than
 * CURRENCY_RATE_MAX_AGE_DAYS is never answered to shoppers.
 */
export const exchangeRates = pgTable('exchange_rates', {
  code: text('code').primaryKey(),
  rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
  setAt: timestamptz('set_at').notNull(),
})
