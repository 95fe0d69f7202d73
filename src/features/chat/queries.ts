import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { ChatConversation, ChatMessage, Page } from '~/contract'
import type { MerchantService } from '~/contract'

export type { MerchantService } from '~/contract'

/** Messages loaded when the panel opens (the latest page). */
export const CHAT_PAGE_SIZE = 50

export const chatKeys = {
  all: ['chat'] as const,
  conversation: (merId: number) => [...chatKeys.all, 'conversation', merId] as const,
  messages: (conversationId: number) => [...chatKeys.all, 'messages', conversationId] as const,
  merchantService: (merId: number) => [...chatKeys.all, 'merchant-service', merId] as const,
}

export const conversationQuery = (merId: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(merId),
    // Opening is idempotent (one conversation per shopper and store), so a query may call it.
    queryFn: () => api.post<ChatConversation>('/api/front/chat/conversation', { merId }),
    staleTime: Infinity,
  })

/** The latest page; the stream appends to it (useChatStream). */
export const messagesQuery = (conversationId: number) =>
  queryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: () =>
      api.get<Page<ChatMessage>>('/api/front/chat/messages', {
        query: { conversationId, page: 1, limit: CHAT_PAGE_SIZE },
      }),
    staleTime: Infinity,
  })

/** A store's customer-service settings (M5), for its inquiry button. */
export const merchantServiceQuery = (merId: number) =>
  queryOptions({
    queryKey: chatKeys.merchantService(merId),
    queryFn: () => api.get<MerchantService>(`/api/front/merchant/customer/service/info/${merId}`),
    staleTime: 60_000,
  })
