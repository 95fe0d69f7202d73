/** Column helpers every domain shares: money, the creation time, per-locale texts. */
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core'

/** Per-locale texts of a catalogue row: locale → field → text; missing entries fall back (decision 24). */
export type Translations = Partial<Record<string, Record<string, string>>>

export const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

/** A text search vector (kept by the database: read as its text form, never written by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
