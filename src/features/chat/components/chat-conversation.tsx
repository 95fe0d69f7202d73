/** The chat body: the conversation's messages (latest page, then live from the stream) and the input area. */
import { useLingui } from '@lingui/react/macro'
import { Loader } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ChatConversation } from '~/contract'
import { followConversation } from '../mutations'
import { messagesQuery } from '../queries'
import { Composer } from './composer'
import { MessageList } from './message-list'
import classes from './chat.module.css'

export function ChatConversationView({ conversation }: { conversation: ChatConversation | null }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const id = conversation?.id ?? 0
  const { data } = useQuery({ ...messagesQuery(id), enabled: id > 0 })
  const loaded = data !== undefined
  const startAfter = useRef(0)
  if (loaded && startAfter.current === 0) startAfter.current = data.list.at(-1)?.id ?? -1

  // One stream per open conversation, from the last message of the first page (nothing in between is lost).
  useEffect(() => {
    if (!loaded || id === 0) return
    return followConversation(queryClient, id, Math.max(0, startAfter.current))
  }, [queryClient, id, loaded])

  return (
    <div className={classes.body}>
      {conversation && data ? (
        <MessageList conversation={conversation} messages={data.list} />
      ) : (
        <div className={classes.messages} aria-busy="true">
          <Loader size="sm" m="auto" role="status" aria-label={t`Loading the conversation`} />
        </div>
      )}
      <Composer conversationId={id} />
    </div>
  )
}
