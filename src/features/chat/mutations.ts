import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { ChatMessage, ChatMessageKind, Page } from '~/contract'
import { chatKeys } from './queries'

/** Adds messages to the cached latest page, once each and in id order (the send answer and the stream may both bring one). */
export function addMessages(queryClient: QueryClient, conversationId: number, messages: ChatMessage[]) {
  queryClient.setQueryData<Page<ChatMessage>>(chatKeys.messages(conversationId), (page) => {
    if (!page) return page
    const known = new Set(page.list.map((m) => m.id))
    const fresh = messages.filter((m) => !known.has(m.id))
    if (fresh.length === 0) return page
    const list = [...page.list, ...fresh].sort((a, b) => a.id - b.id)
    return { ...page, list, total: (page.total ?? 0) + fresh.length }
  })
}

export const sendMessageMutation = (queryClient: QueryClient, conversationId: number) =>
  mutationOptions({
    mutationKey: [...chatKeys.all, 'send', conversationId],
    mutationFn: (input: { type: ChatMessageKind; content: string }) =>
      api.post<ChatMessage>('/api/front/chat/send', { conversationId, ...input }),
    onSuccess: (message) => addMessages(queryClient, conversationId, [message]),
  })

/** UP1 with the private `chat` purpose: only the uploader (the conversation's shopper) can read the image. */
export async function uploadChatImage(file: File): Promise<string> {
  const body = new FormData()
  body.append('multipart', file, file.name)
  const data = await api.post<{ url: string }>('/api/front/upload/image', body, { query: { model: 'chat', pid: 1 } })
  return new URL(data.url, window.location.origin).pathname
}

/** Follows the conversation's SSE stream from `afterId`, adding each message; EventSource reconnects with Last-Event-ID. */
export function followConversation(queryClient: QueryClient, conversationId: number, afterId: number): () => void {
  const source = new EventSource(`/api/front/chat/stream?conversationId=${conversationId}&lastEventId=${afterId}`)
  source.addEventListener('message', (event) => {
    try {
      addMessages(queryClient, conversationId, [JSON.parse((event as MessageEvent<string>).data) as ChatMessage])
    } catch {
      // A malformed event is skipped; the next page load shows the conversation as stored.
    }
  })
  return () => source.close()
}
