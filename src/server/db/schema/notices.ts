/** Notices (events rendered per locale) and who has read them. */
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, ref } from './columns.ts'

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
    noticeId: ref('notice_id', () => notices.id, { onDelete: 'cascade' }),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
)
