/**
 * Reading the development outbox (newest first), for tests, demos and local sign-up without a mail server.
 * A browser sees only the messages bound to its own outbox id (see claims.ts); there is no unfiltered view.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { OutboxMessage } from '~/contract'
import type { DbOrTx } from '../db/client'
import { outboxMessages } from '../db/schema'
import { formatDateTime } from '../http/dates'

export async function readOutbox(
  db: DbOrTx,
  ownerHash: string | null,
  to: string | undefined,
  limit: number,
): Promise<OutboxMessage[]> {
  if (!ownerHash) return []
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.ownerHash, ownerHash), to ? eq(outboxMessages.recipient, to) : undefined))
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
