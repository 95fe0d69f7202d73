/** The notice inbox: broadcasts plus personal notices, with per-user read state. */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { noticeReads, notices } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { offsetOf, pageOf } from '../http/page'

export interface NoticeFilter {
  page: number
  limit: number
  isRead?: boolean
  kind?: 'system' | 'service'
}

export async function noticeList(db: DbOrTx, userId: number, filter: NoticeFilter) {
  const readAt = sql<Date | null>`${noticeReads.readAt}`
  const where = and(
    or(isNull(notices.userId), eq(notices.userId, userId)),
    filter.kind ? eq(notices.kind, filter.kind) : undefined,
    filter.isRead === undefined ? undefined : filter.isRead ? sql`${readAt} is not null` : sql`${readAt} is null`,
  )
  const joinReads = and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId))
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: notices.id,
        kind: notices.kind,
        title: notices.title,
        content: notices.content,
        link: notices.link,
        createdAt: notices.createdAt,
        readAt,
      })
      .from(notices)
      .leftJoin(noticeReads, joinReads)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(filter.limit)
      .offset(offsetOf(filter.page, filter.limit)),
    db.select({ total: sql<number>`count(*)::int` }).from(notices).leftJoin(noticeReads, joinReads).where(where),
  ])
  const list = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    content: r.content,
    link: r.link,
    createTime: formatDateTime(r.createdAt),
    isRead: r.readAt !== null,
  }))
  return pageOf(list, total, filter.page, filter.limit)
}
