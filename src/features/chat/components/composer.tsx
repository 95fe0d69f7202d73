/** The 236 px input area: emoji picker, image upload, the text box, and the send button (disabled when empty). */
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, FileButton, Loader } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CHAT_TEXT_MAX } from '~/contract'
import { sendMessageMutation, uploadChatImage } from '../mutations'
import { ImageIcon } from './chat-icons'
import { EmojiPicker } from './emoji-picker'
import classes from './chat.module.css'

export function Composer({ conversationId }: { conversationId: number }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [uploading, setUploading] = useState(false)
  const send = useMutation(sendMessageMutation(queryClient, conversationId))
  const ready = conversationId > 0
  const canSend = ready && text.trim().length > 0 && !send.isPending

  const submit = () => {
    if (!canSend) return
    send.mutate({ type: 'text', content: text.trim() }, { onSuccess: () => setText('') })
  }
  const sendImage = async (file: File | null) => {
    if (!file || !ready) return
    setUploading(true)
    try {
      send.mutate({ type: 'image', content: await uploadChatImage(file) })
    } catch {
      // The API client has shown the reason (type, size, hourly limit).
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className={classes.input}>
      <div className={classes.tools}>
        <EmojiPicker onPick={(emoji) => setText((current) => current + emoji)} />
        <FileButton onChange={(file) => void sendImage(file)} accept="image/png,image/jpeg">
          {(props) => (
            <ActionIcon
              {...props}
              variant="subtle"
              color="gray"
              aria-label={t`Send an image`}
              disabled={!ready || uploading}
            >
              {uploading ? <Loader size={14} /> : <ImageIcon />}
            </ActionIcon>
          )}
        </FileButton>
      </div>
      <textarea
        className={classes.textarea}
        value={text}
        maxLength={CHAT_TEXT_MAX}
        aria-label={t`Your message`}
        placeholder={t`Type a message… (Enter to send, Shift+Enter for a new line)`}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            submit()
          }
        }}
      />
      <button type="button" className={classes.send} disabled={!canSend} onClick={submit}>
        <Trans>Send</Trans>
      </button>
    </div>
  )
}
