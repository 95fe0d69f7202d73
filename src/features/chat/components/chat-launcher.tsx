/**
 * The round chat launcher at the bottom right (docs/spec.md §2.61 (#spec-2-61)). Tiny on purpose: the panel, its stream
 * and its emoji set load only when the chat is first opened (a lazy chunk), so they never weigh on a page's first load.
 */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useApiExtensions } from '~/features/site'
import { CHAT_LAUNCHER_ID, supportChat, useChatState } from '../chat-store'
import { useOpenSupportChat } from '../use-open-support-chat'
import { ChatBubbleIcon } from './chat-icons'
import classes from './launcher.module.css'

const ChatPanel = lazy(() => import('./chat-panel'))

export function ChatLauncher() {
  const { t } = useLingui()
  const state = useChatState()
  const openChat = useOpenSupportChat()
  const visible = state.open && !state.hidden
  // Our own chat needs the embedded API (or one with its extensions); a bare CRMEB backend has none.
  if (!useApiExtensions()) return null
  const onClick = () => {
    if (!state.open) openChat(0)
    else if (state.hidden) supportChat.show()
    else supportChat.hide()
  }
  return (
    <>
      <button
        type="button"
        id={CHAT_LAUNCHER_ID}
        className={classes.launcher}
        aria-label={visible ? t`Hide the chat` : t`Chat with us`}
        aria-expanded={visible}
        onClick={onClick}
        data-testid="chat-launcher"
      >
        <ChatBubbleIcon />
        {state.open && state.hidden ? <span className={classes.badge} aria-hidden="true" /> : null}
      </button>
      {state.open ? (
        <Suspense fallback={null}>
          <ChatPanel merId={state.merId} mode={state.mode} hidden={state.hidden} />
        </Suspense>
      ) : null}
    </>
  )
}
