/**
 * The message area: the greeting (the marketing text of docs/spec.md §1.6 (#spec-1-6), in the shopper's locale), a
 * centred presence note, the shopper's messages on the right and replies on the left; an image opens a viewer when
 * clicked.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Modal } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import type { ChatConversation, ChatMessage } from '~/contract'
import classes from './chat.module.css'
import { ApiTime } from '~/ui/api-time'

function Bubble({ message, onImage }: { message: ChatMessage; onImage: (src: string) => void }) {
  const { t } = useLingui()
  return (
    <div
      className={classes.row}
      data-side={message.sender === 'user' ? 'user' : 'reply'}
      data-testid={`chat-message-${message.sender}`}
    >
      <div className={classes.bubble}>
        {message.type === 'image' ? (
          <button
            type="button"
            className={classes.imageButton}
            onClick={() => onImage(message.content)}
            aria-label={t`Open the image`}
          >
            {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- a shopper's upload: what it shows is unknown, only that it was sent */}
            <img src={message.content} alt={t`Sent image`} width={180} height={180} loading="lazy" />
          </button>
        ) : (
          message.content
        )}
        <ApiTime className={classes.time} value={message.createTime} show="clock" />
      </div>
    </div>
  )
}

export function MessageList({ conversation, messages }: { conversation: ChatConversation; messages: ChatMessage[] }) {
  const { t } = useLingui()
  const [viewing, setViewing] = useState<string | null>(null)
  const end = useRef<HTMLDivElement>(null)
  const lastId = messages.at(-1)?.id
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [lastId])
  const who = conversation.merName || t`Crossborder Market support`

  return (
    <div
      className={classes.messages}
      role="log"
      aria-live="polite"
      aria-label={t`Messages`}
      data-testid="chat-messages"
    >
      <p className={classes.note} data-testid="chat-presence">
        <Trans>You are connected with {who}</Trans>
      </p>
      <div className={classes.row} data-side="reply" data-testid="chat-greeting">
        <div className={classes.bubble}>
          <Trans>
            Welcome! We work directly with factories, with no middlemen, so you buy at factory prices. Ask us anything
            about goods, orders or delivery.
          </Trans>
        </div>
      </div>
      {messages.map((message) => (
        <Bubble key={message.id} message={message} onImage={setViewing} />
      ))}
      <div ref={end} />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        size="auto"
        centered
        title={t`Image`}
        zIndex={400}
      >
        {viewing ? (
          // eslint-disable-next-line jsx-a11y/img-redundant-alt -- as in the message: the upload's content is unknown
          <img src={viewing} alt={t`Sent image`} style={{ maxWidth: '80vw', maxHeight: '75vh', display: 'block' }} />
        ) : null}
      </Modal>
    </div>
  )
}
