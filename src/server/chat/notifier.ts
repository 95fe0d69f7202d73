/**
 * Wakes the chat streams of this server when a conversation gets a message (decision 0021). Two paths:
 * - in-process: a message written by this process wakes its streams at once (`chatChanged`);
 * - polling: one timer per database handle, while streams are open, asks every `CHAT_POLL_MS` which of the watched
 *   conversations moved their `last_message_id`. That catches messages written by other app servers and by the
 *   operator CLI run directly on the database, on PGlite and PostgreSQL alike, with one small query per server.
 */
import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { chatConversations } from '../db/schema'
import { logger } from '../logger'

type Wake = () => void

const POLL_MS = Math.max(100, Number(process.env.CHAT_POLL_MS) || 1000)

/** Streams of this process, by conversation. */
const watchers = new Map<number, Set<Wake>>()

interface Poller {
  timer: ReturnType<typeof setInterval>
  /** Last seen `last_message_id` per watched conversation. */
  seen: Map<number, number>
  busy: boolean
}
const pollers = new Map<DbOrTx, Poller>()
const watchedOn = new Map<DbOrTx, Map<number, number>>()

function wakeAll(conversationId: number) {
  for (const wake of watchers.get(conversationId) ?? []) wake()
}

/** A message was written by this process. */
export function chatChanged(conversationId: number) {
  wakeAll(conversationId)
}

async function poll(db: DbOrTx, poller: Poller) {
  const ids = [...(watchedOn.get(db)?.keys() ?? [])]
  if (poller.busy || ids.length === 0) return
  poller.busy = true
  try {
    const rows = await db
      .select({ id: chatConversations.id, last: chatConversations.lastMessageId })
      .from(chatConversations)
      .where(inArray(chatConversations.id, ids))
    for (const row of rows) {
      const before = poller.seen.get(row.id)
      poller.seen.set(row.id, row.last)
      // The first look at a conversation wakes its streams too: a message written elsewhere between a stream's
      // first read and this poll would otherwise wait for the next message (a wake only re-reads after the cursor).
      if (row.last !== before) wakeAll(row.id)
    }
  } catch (error) {
    logger.warn(`chat poll failed: ${(error as Error).message}`)
  } finally {
    poller.busy = false
  }
}

/** Calls `wake` whenever conversation `conversationId` may have new messages; returns the unsubscribe. */
export function watchConversation(db: DbOrTx, conversationId: number, wake: Wake): () => void {
  let set = watchers.get(conversationId)
  if (!set) watchers.set(conversationId, (set = new Set()))
  set.add(wake)
  let counts = watchedOn.get(db)
  if (!counts) watchedOn.set(db, (counts = new Map()))
  counts.set(conversationId, (counts.get(conversationId) ?? 0) + 1)
  let poller = pollers.get(db)
  if (!poller) {
    const created: Poller = { seen: new Map(), busy: false, timer: setInterval(() => void poll(db, created), POLL_MS) }
    created.timer.unref?.()
    pollers.set(db, (poller = created))
  }
  return () => {
    set.delete(wake)
    if (set.size === 0) watchers.delete(conversationId)
    const left = (counts.get(conversationId) ?? 1) - 1
    if (left > 0) counts.set(conversationId, left)
    else {
      counts.delete(conversationId)
      poller.seen.delete(conversationId)
    }
    if (counts.size === 0) {
      clearInterval(poller.timer)
      pollers.delete(db)
      watchedOn.delete(db)
    }
  }
}
