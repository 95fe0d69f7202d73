import { Trans, useLingui } from '@lingui/react/macro'
import { Button, CloseButton, Group, Text } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { type ReactNode, useEffect, useState } from 'react'
import { toast } from '~/ui/toast'
import { StarIcon } from '~/ui/icons'
import classes from './home.module.css'

type LegacyWindow = Window & {
  sidebar?: { addPanel?: (title: string, url: string, extra: string) => void }
  external?: { AddFavorite?: (url: string, title: string) => void }
}

const isMac = () => /Mac|iPhone|iPad/i.test(navigator.userAgent)

/** Old Firefox (`sidebar.addPanel`) and old IE (`external.AddFavorite`) could add a bookmark; modern browsers cannot. */
export function tryAddBookmark(win: LegacyWindow, url: string, title: string): boolean {
  try {
    if (typeof win.sidebar?.addPanel === 'function') {
      win.sidebar.addPanel(title, url, '')
      return true
    }
    if (typeof win.external?.AddFavorite === 'function') {
      win.external.AddFavorite(url, title)
      return true
    }
  } catch {
    // A legacy API that exists but refuses: fall through to the keyboard hint.
  }
  return false
}

/**
 * "Bookmark this shop": a small dismissible card in the home's user card, in the place of `children` (the shop's
 * perks), so it never covers a product. Shown only in the browser (it depends on the remembered dismissal), a moment
 * after the page settles; `children` show before and after.
 */
export function BookmarkPrompt({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [dismissed, setDismissed] = useLocalStorage({
    key: 'home-bookmark-prompt-dismissed',
    defaultValue: false,
    getInitialValueInEffect: true,
  })
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 1500)
    return () => window.clearTimeout(timer)
  }, [])
  if (!ready || dismissed) return children

  const bookmark = () => {
    if (tryAddBookmark(window, window.location.href, document.title)) return
    toast.info(
      isMac() ? t`The browser cannot add a bookmark, press Cmd+D` : t`The browser cannot add a bookmark, press Ctrl+D`,
    )
  }

  return (
    <aside className={classes.bookmark} aria-label={t`Bookmark this shop`} data-testid="bookmark-prompt">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={8}>
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Text c="red.7" mt={2} component="span">
            <StarIcon size={20} />
          </Text>
          <div>
            <Text fw={700} size="sm">
              <Trans>Bookmark this shop</Trans>
            </Text>
            <Text size="xs" c="dimmed" className={classes.bookmarkNote}>
              <Trans>Come back for new deals every day.</Trans>
            </Text>
          </div>
        </Group>
        <CloseButton size="sm" aria-label={t`Dismiss`} onClick={() => setDismissed(true)} />
      </Group>
      <Button size="xs" radius="xl" fullWidth mt={8} onClick={bookmark}>
        <Trans>Bookmark</Trans>
      </Button>
    </aside>
  )
}
