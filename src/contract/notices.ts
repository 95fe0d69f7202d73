/** Notices (docs/api.md, extensions): one inbox item, the list's tabs, the unread counters. */

export type NoticeKind = 'system' | 'service'

/** The list's `type` filter and the list page's tabs. */
export const NOTICE_TYPES = ['all', 'system', 'service', 'unread', 'read'] as const
export type NoticeType = (typeof NOTICE_TYPES)[number]

/** An item of `notice/list` and the answer of `notice/detail/{id}`; title and content in the reader's locale. */
export interface NoticeItem {
  id: number
  kind: NoticeKind
  title: string
  content: string
  /** A site path the notice points to, or "". */
  link: string
  /** `yyyy-MM-dd HH:mm:ss`, UTC. */
  createTime: string
  isRead: boolean
}

export interface NoticeUnreadCount {
  total: number
  system: number
  service: number
}

/** N4's body: every notice, or these (1–100). */
export type NoticeReadBody = { all: true } | { ids: number[] }
