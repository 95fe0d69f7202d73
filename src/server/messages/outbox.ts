/** Reading the development outbox (newest first), for tests, demos and local sign-up without a mail server. */
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { outboxMessages } from '../db/schema'
import { formatDateTime } from '../http/dates'

export async function readOutbox(db: DbOrTx, to: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.recipient, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createTime: formatDateTime(row.createdAt),
  }))
}
