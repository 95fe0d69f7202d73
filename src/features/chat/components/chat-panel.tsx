/**
 * The support panel (docs/spec.md §2.61 (#spec-2-61), §9.19 (#spec-9-19)): a 56 px header with hide and close, then
 * either our own chat with the platform or a store, the configured H5 support site in a frame, or the hotline / e-mail
 * when that is the configured service type. Loaded lazily by the launcher.
 *
 * Keyboard: showing the panel moves focus into it (the message box); Esc hides it and gives focus back
 * to the launcher.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { CHAT_LAUNCHER_ID, type ChatMode, supportChat } from '../chat-store'
import { conversationQuery } from '../queries'
import { CloseIcon, MinusIcon } from './chat-icons'
import { ChatConversationView } from './chat-conversation'
import { SidePanel } from './side-panel'
import classes from './chat.module.css'

function ContactCard({ mode }: { mode: Extract<ChatMode, { kind: 'tel' | 'mailto' }> }) {
  return (
    <div className={classes.contact} data-testid="support-contact">
      <p>{mode.kind === 'tel' ? <Trans>Call our support line</Trans> : <Trans>Write to our support team</Trans>}</p>
      <a href={mode.href}>{mode.label}</a>
    </div>
  )
}

export default function ChatPanel({ merId, mode, hidden }: { merId: number; mode: ChatMode; hidden: boolean }) {
  const { t } = useLingui()
  const { data: conversation } = useQuery({ ...conversationQuery(merId), enabled: mode.kind === 'chat' })
  const title = conversation?.merName || t`Customer service`
  const rootRef = useRef<HTMLElement>(null)
  const conversationId = conversation?.id
  useEffect(() => {
    if (hidden) return
    rootRef.current?.querySelector<HTMLElement>('textarea, iframe, a[href]')?.focus()
  }, [hidden, conversationId])
  const hideByKeyboard = (event: KeyboardEvent) => {
    // React bubbles events out of portals: Esc in the image viewer (a Modal in a portal) closes only the viewer.
    if (event.key !== 'Escape' || !rootRef.current?.contains(event.target as Node)) return
    event.stopPropagation()
    supportChat.hide()
    document.getElementById(CHAT_LAUNCHER_ID)?.focus()
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc from any control inside closes the panel (its keys bubble here)
    <section
      ref={rootRef}
      className={classes.root}
      data-hidden={hidden || undefined}
      aria-label={t`Support chat`}
      data-testid="chat-panel"
      onKeyDown={hideByKeyboard}
    >
      <div className={classes.window} data-testid="chat-window">
        <header className={classes.header}>
          <h2 className={classes.title}>{title}</h2>
          <ActionIcon variant="transparent" c="white" aria-label={t`Hide the chat`} onClick={supportChat.hide}>
            <MinusIcon />
          </ActionIcon>
          <ActionIcon variant="transparent" c="white" aria-label={t`Close the chat`} onClick={supportChat.close}>
            <CloseIcon />
          </ActionIcon>
        </header>
        {mode.kind === 'chat' ? (
          <ChatConversationView key={conversation?.id ?? 0} conversation={conversation ?? null} />
        ) : (
          <div className={classes.body}>
            {mode.kind === 'frame' ? (
              <iframe
                className={classes.frame}
                src={mode.src}
                title={t`Customer service`}
                referrerPolicy="strict-origin-when-cross-origin"
                data-testid="support-frame"
              />
            ) : (
              <ContactCard mode={mode} />
            )}
          </div>
        )}
      </div>
      {mode.kind === 'chat' ? <SidePanel conversation={conversation ?? null} /> : null}
    </section>
  )
}
