/** The notice inbox: broadcasts plus personal notices, with per-user read state, rendered in the reader's locale. */
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { NoticeItem, NoticeKind, NoticeUnreadCount } from '~/contract'
import type { Locale } from '../../i18n/locales'
import type { DbOrTx } from '../db/client'
import { noticeReads, notices } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { notFound } from '../http/envelope'
import { offsetOf, pageOf } from '../http/page'
import { renderNotice } from './templates'

export const NOTICE_NOT_FOUND = /*i18n*/ 'Notice not found'

export interface NoticeFilter {
  page: number
  limit: number
  isRead?: boolean
  kind?: 'system' | 'service'
}

/** The notices `userId` may see: every broadcast and its own. */
const visibleTo = (userId: number) => or(isNull(notices.userId), eq(notices.userId, userId))
const readsOf = (userId: number) => and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId))
const readAt = sql<Date | null>`${noticeReads.readAt}`

const columns = {
  id: notices.id,
  kind: notices.kind,
  event: notices.event,
  params: notices.params,
  title: notices.title,
  content: notices.content,
  link: notices.link,
  createdAt: notices.createdAt,
  readAt,
}
interface Row {
  id: number
  kind: string
  event: string
  params: Record<string, unknown>
  title: string
  content: string
  link: string
  createdAt: Date
  readAt: Date | null
}

function present(row: Row, locale: Locale): NoticeItem {
  const text = renderNotice(row.event, row.params, locale, { title: row.title, content: row.content })
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    title: text.title,
    content: text.content,
    link: row.link,
    createTime: formatDateTime(row.createdAt),
    isRead: row.readAt !== null,
  }
}

function unreadOrRead(isRead: boolean | undefined): SQL | undefined {
  if (isRead === undefined) return undefined
  return isRead ? sql`${readAt} is not null` : sql`${readAt} is null`
}

export async function noticeList(db: DbOrTx, userId: number, filter: NoticeFilter, locale: Locale) {
  const where = and(
    visibleTo(userId),
    filter.kind ? eq(notices.kind, filter.kind) : undefined,
    unreadOrRead(filter.isRead),
  )
  // The page and the total in one statement (the user centre's unread list is often a full page, which readPage
  // would count in a second one): every row carries the count of all the filter matches.
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notices)
    .leftJoin(noticeReads, readsOf(userId))
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(filter.limit)
    .offset(offsetOf(filter.page, filter.limit))
  // A page past the end holds no row to carry the total: only then is it counted apart.
  const total =
    rows[0]?.total ??
    (filter.page === 1
      ? 0
      : await db
          .select({ total: count() })
          .from(notices)
          .leftJoin(noticeReads, readsOf(userId))
          .where(where)
          .then(([row]) => row.total))
  return pageOf(
    rows.map((row: Row) => present(row, locale)),
    total,
    filter.page,
    filter.limit,
  )
}

/** Unread notices of `userId`, by kind and in all. */
export async function unreadCount(db: DbOrTx, userId: number): Promise<NoticeUnreadCount> {
  const rows = await db
    .select({ kind: notices.kind, n: sql<number>`count(*)::int` })
    .from(notices)
    .leftJoin(noticeReads, readsOf(userId))
    .where(and(visibleTo(userId), sql`${readAt} is null`))
    .groupBy(notices.kind)
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0
  return { total: of('system') + of('service'), system: of('system'), service: of('service') }
}

async function markReadRows(db: DbOrTx, userId: number, ids: number[]) {
  if (ids.length === 0) return
  await db
    .insert(noticeReads)
    .values(ids.map((noticeId) => ({ noticeId, userId })))
    .onConflictDoNothing()
}

/** One notice; opening it marks it read. Another user's personal notice is "not found", like a missing one. */
export async function noticeDetail(db: DbOrTx, userId: number, id: number, locale: Locale) {
  const [row] = await db
    .select(columns)
    .from(notices)
    .leftJoin(noticeReads, readsOf(userId))
    .where(and(eq(notices.id, id), visibleTo(userId)))
  if (!row) throw notFound(NOTICE_NOT_FOUND)
  return present(row, locale)
}

/** Marks the given notices (only those `userId` may see) or all of them read; returns how many became read. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | 'all') {
  const unread = await db
    .select({ id: notices.id })
    .from(notices)
    .leftJoin(noticeReads, readsOf(userId))
    .where(
      and(
        visibleTo(userId),
        sql`${readAt} is null`,
        ids === 'all'
          ? undefined
          : ids.length
            ? sql`${notices.id} in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql`false`,
      ),
    )
  await markReadRows(
    db,
    userId,
    unread.map((r) => r.id),
  )
  return { count: unread.length }
}
