import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { ChatConversation, ChatMessage, Page } from '~/contract'
import type { MerchantService } from '~/contract'

export type { MerchantService } from '~/contract'

/** Messages loaded when the panel opens (the latest page). */
export const CHAT_PAGE_SIZE = 50

export const supportKeys = {
  all: ['support'] as const,
  conversation: (merId: number) => [...supportKeys.all, 'conversation', merId] as const,
  messages: (conversationId: number) => [...supportKeys.all, 'messages', conversationId] as const,
  merchantService: (merId: number) => [...supportKeys.all, 'merchant-service', merId] as const,
}

export const conversationQuery = (merId: number) =>
  queryOptions({
    queryKey: supportKeys.conversation(merId),
    // Opening is idempotent (one conversation per shopper and store), so a query may call it.
    queryFn: () => api.post<ChatConversation>('/api/front/chat/conversation', { merId }),
    staleTime: Infinity,
  })

/** The latest page; the stream appends to it (useChatStream). */
export const messagesQuery = (conversationId: number) =>
  queryOptions({
    queryKey: supportKeys.messages(conversationId),
    queryFn: () =>
      api.get<Page<ChatMessage>>('/api/front/chat/messages', {
        query: { conversationId, page: 1, limit: CHAT_PAGE_SIZE },
      }),
    staleTime: Infinity,
  })

/** A store's customer-service settings (M5), for its inquiry button. */
export const merchantServiceQuery = (merId: number) =>
  queryOptions({
    queryKey: supportKeys.merchantService(merId),
    queryFn: () => api.get<MerchantService>(`/api/front/merchant/customer/service/info/${merId}`),
    staleTime: 60_000,
  })
