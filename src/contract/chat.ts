/** Customer-support chat (docs/api.md "Support chat", an extension of the contract). */

/** Longest text message, in characters. */
export const CHAT_TEXT_MAX = 1000
/** Messages a shopper may send per minute (over all conversations). */
export const CHAT_MESSAGES_PER_MINUTE = 20

export type ChatSender = 'user' | 'operator'
export type ChatMessageKind = 'text' | 'image'

export interface ChatMessage {
  id: number
  conversationId: number
  sender: ChatSender
  type: ChatMessageKind
  /** The text, or the image's absolute URL. */
  content: string
  createTime: string
}

/** A shopper's conversation with one merchant (`merId` 0 = the platform's own support). */
export interface ChatConversation {
  id: number
  merId: number
  /** The merchant's name; empty for the platform. */
  merName: string
  /** The merchant's avatar URL; empty for the platform. */
  merAvatar: string
}

/** The SSE event that carries one new message (`data` is a ChatMessage, `id` its id). */
export const CHAT_MESSAGE_EVENT = 'message'

/** The conversation's body: the store to talk to, 0 for the platform. */
export interface ChatOpenBody {
  merId: number
}

/** A message's body: text, or an uploaded image's URL as `content`. */
export interface ChatSendBody {
  conversationId: number
  type?: ChatMessageKind
  content: string
}
