/** Customer support chat (decision 21). */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { createdAt, ref, timestamptz } from './columns.ts'

// Customer support chat (src/server/chat, decision 0021): one conversation per shopper and merchant (0 = the
// platform), its messages in order. `last_message_id` moves under the conversation's row lock with every message,
// so the stream's pollers see a conversation change and its messages never commit out of id order.
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userId: ref('user_id', () => users.id, { onDelete: 'cascade' }),
    merId: integer('mer_id').notNull().default(0),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_user_mer_uq').on(t.userId, t.merId),
    index('chat_conversations_last_idx').on(t.lastMessageAt),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: ref('conversation_id', () => chatConversations.id, { onDelete: 'cascade' }),
    /** `user` (the shopper), `operator` (a CLI reply). */
    sender: text('sender').$type<'user' | 'operator'>().notNull(),
    /** `text`, or `image` (content is the upload's site path). */
    kind: text('kind').$type<'text' | 'image'>().notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
)
