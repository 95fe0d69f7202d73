/**
 * Support chat (decision 0021): a shopper's conversation with the platform (merId 0) or one merchant, its messages,
 * and the operator's replies. Every message is written under the conversation's row lock and moves
 * `last_message_id`, so within a conversation ids commit in order and a reader that asks for `id > n` misses none.
 */
import { and, asc, count, desc, eq, gt } from 'drizzle-orm'
import { CHAT_MESSAGES_PER_MINUTE, CHAT_TEXT_MAX, type ChatConversation, type ChatMessage } from '~/contract'
import { hitRateLimit, type RateRule } from '../auth'
import type { Db, DbOrTx } from '../db/client'
import { chatConversations, chatMessages, merchants, users } from '../db/schema'
import { formatDateTime } from '../http/dates'
import { badRequest, notFound } from '../http/envelope'
import { refuseField } from '../http/field-labels'
import { pageOf } from '../http/page'
import { findUpload, uploadKeyOfPath } from '../uploads'
import { chatChanged } from './notifier'
import type { Abs } from '../kit/urls'

export const CHAT_RATE: RateRule = { name: 'chat:send:user', limit: CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 }

type MessageRow = typeof chatMessages.$inferSelect

export function messageOut(row: MessageRow, abs: Abs): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    type: row.kind,
    content: row.kind === 'image' ? abs(row.content) : row.content,
    createTime: formatDateTime(row.createdAt),
  }
}

async function merchantHeader(db: DbOrTx, merId: number, abs: Abs) {
  if (merId === 0) return { merName: '', merAvatar: '' }
  const [row] = await db
    .select({ name: merchants.name, avatar: merchants.avatar, isShow: merchants.isShow })
    .from(merchants)
    .where(eq(merchants.id, merId))
  if (!row || !row.isShow) throw notFound(/*i18n*/ 'Store not found')
  return { merName: row.name, merAvatar: row.avatar ? abs(row.avatar) : '' }
}

/** The shopper's conversation with `merId` (0 = the platform), created on first use. */
export async function openConversation(db: DbOrTx, userId: number, merId: number, abs: Abs): Promise<ChatConversation> {
  const header = await merchantHeader(db, merId, abs)
  await db.insert(chatConversations).values({ userId, merId }).onConflictDoNothing()
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.merId, merId)))
  return { id: row.id, merId, ...header }
}

/** The conversation if it is this shopper's; otherwise "not found", so a stranger learns nothing. */
export async function ownConversation(db: DbOrTx, userId: number, conversationId: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
  if (!row) throw notFound(/*i18n*/ 'Conversation not found')
  return row
}

/** A page of messages, newest page first (page 1 = the latest `limit`), each page in ascending order. */
export async function messagePage(db: DbOrTx, conversationId: number, page: number, limit: number, abs: Abs) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId)),
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ])
  return pageOf(
    rows.reverse().map((row) => messageOut(row, abs)),
    total,
    page,
    limit,
  )
}

/** Messages after `afterId`, oldest first (the stream's catch-up). */
export async function messagesAfter(db: DbOrTx, conversationId: number, afterId: number, limit = 200) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit)
}

export type ChatInput = { type: 'text'; content: string } | { type: 'image'; content: string }

/** Text: trimmed, not empty, at most CHAT_TEXT_MAX. Image: the site path of the sender's own chat upload. */
async function checkedContent(db: DbOrTx, userId: number | null, input: ChatInput): Promise<string> {
  if (input.type === 'text') {
    const text = input.content.trim()
    if (!text) throw badRequest(/*i18n*/ 'Please type a message')
    if (text.length > CHAT_TEXT_MAX)
      throw refuseField('content', /*i18n*/ 'must be at most {requirement} characters', { requirement: CHAT_TEXT_MAX })
    return text
  }
  let path: string
  try {
    path = new URL(input.content, 'http://x').pathname
  } catch {
    throw badRequest(/*i18n*/ 'This image is not one of yours')
  }
  const key = uploadKeyOfPath(path)
  const upload = key ? await findUpload(db, key) : null
  if (!upload || (userId !== null && upload.userId !== userId))
    throw badRequest(/*i18n*/ 'This image is not one of yours')
  return path
}

async function append(
  db: Db,
  conversationId: number,
  sender: 'user' | 'operator',
  kind: 'text' | 'image',
  content: string,
) {
  const row = await db.transaction(async (tx) => {
    // The conversation's row lock orders its messages: ids commit in the order they were taken.
    await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId))
      .for('update')
    const [message] = await tx.insert(chatMessages).values({ conversationId, sender, kind, content }).returning()
    await tx
      .update(chatConversations)
      .set({ lastMessageId: message.id, lastMessageAt: message.createdAt })
      .where(eq(chatConversations.id, conversationId))
    return message
  })
  chatChanged(conversationId)
  return row
}

/** A shopper's message: their own conversation, rate-limited, text or their own image. */
export async function sendUserMessage(db: Db, userId: number, conversationId: number, input: ChatInput, abs: Abs) {
  await ownConversation(db, userId, conversationId)
  const content = await checkedContent(db, userId, input)
  const hit = await hitRateLimit(db, CHAT_RATE, String(userId))
  if (!hit.allowed)
    throw badRequest(/*i18n*/ 'Too many messages, please wait {seconds} seconds', { seconds: hit.retryAfterSeconds })
  return messageOut(await append(db, conversationId, 'user', input.type, content), abs)
}

/** An operator's text reply (the CLI). */
export async function operatorReply(db: Db, conversationId: number, text: string) {
  const [conversation] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
  if (!conversation) throw notFound(/*i18n*/ 'No conversation {id}', { id: conversationId })
  const content = await checkedContent(db, null, { type: 'text', content: text })
  const row = await append(db, conversationId, 'operator', 'text', content)
  return { conversationId, messageId: row.id, createTime: formatDateTime(row.createdAt) }
}

/** The operator's inbox: the latest conversations with their shopper and last message. */
export async function listConversations(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ conversation: chatConversations, email: users.email, nickname: users.nickname, merName: merchants.name })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(merchants, eq(merchants.id, chatConversations.merId))
    .where(gt(chatConversations.lastMessageId, 0))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(limit)
  const last = await Promise.all(
    rows.map(async ({ conversation }) => {
      const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, conversation.lastMessageId))
      return message
    }),
  )
  return rows.map(({ conversation, email, nickname, merName }, i) => ({
    conversationId: conversation.id,
    shopper: email || nickname,
    merId: conversation.merId,
    merchant: merName ?? 'platform',
    lastSender: last[i]?.sender ?? '',
    lastMessage: last[i] ? (last[i].kind === 'image' ? `[image] ${last[i].content}` : last[i].content) : '',
    lastTime: formatDateTime(conversation.lastMessageAt),
  }))
}
