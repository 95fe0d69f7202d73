/** A small built-in emoji set in a popover: one labelled button per emoji. */
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Popover } from '@mantine/core'
import { useState } from 'react'
import { SmileIcon } from './chat-icons'
import classes from './chat.module.css'

export const EMOJIS = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😢',
  '😮',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '🎉',
  '❤️',
  '🔥',
  '✅',
  '📦',
  '🚚',
  '💳',
  '🛒',
  '⭐',
  '💬',
  '👋',
  '🤝',
]

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" shadow="md" withinPortal zIndex={300}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t`Insert an emoji`}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <SmileIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <div className={classes.emojiGrid} role="group" aria-label={t`Emoji`}>
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={classes.emoji}
              aria-label={t`Emoji ${emoji}`}
              onClick={() => {
                onPick(emoji)
                setOpened(false)
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  )
}
