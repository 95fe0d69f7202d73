/** The operator's side of the support chat (npm run ops -- chat-list | chat-reply <conversationId> --text "…"). */
import * as v from 'valibot'
import type { Db } from '../db/client'
import { listConversations, operatorReply } from './service'

export const ChatOpsCommands = [
  v.object({
    command: v.literal('chat-list'),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 50),
  }),
  v.object({
    command: v.literal('chat-reply'),
    conversationId: v.pipe(
      v.number('a conversation id is required'),
      v.integer(),
      v.minValue(1, 'is not a conversation id'),
    ),
    text: v.pipe(v.string('--text is required'), v.trim(), v.nonEmpty('--text is required')),
  }),
] as const

type ChatOps = { command: 'chat-list'; limit: number } | { command: 'chat-reply'; conversationId: number; text: string }

export function runChatOps(db: Db, command: ChatOps) {
  return command.command === 'chat-list'
    ? listConversations(db, command.limit)
    : operatorReply(db, command.conversationId, command.text)
}
