/** Column helpers every domain shares: money, times, per-locale texts, required references. */
import {
  customType,
  integer,
  jsonb,
  numeric,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core'

/** Per-locale texts of a catalogue row: locale → field → text; missing entries fall back (decision 24). */
export type Translations = Partial<Record<string, Record<string, string>>>

export const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

/** A point in time (timestamp with time zone), read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const createdAt = () => timestamptz('created_at').notNull().defaultNow()

export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow()

/** Texts per locale over a row's base columns, e.g. `{ ru: { name: '…' } }` (decision 24). */
export const i18n = () => jsonb('i18n').$type<Translations>().notNull().default({})

/** A required reference to another table's row: `integer(name).notNull().references(…)`. */
export const ref = (name: string, target: () => AnyPgColumn, actions?: { onDelete?: UpdateDeleteAction }) =>
  integer(name).notNull().references(target, actions)

/** A text search vector (kept by the database: read as its text form, never written by the app). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
