import { Trans, useLingui } from '@lingui/react/macro'
import { Button, CloseButton, Group, Text } from '@mantine/core'
import { toast } from '~/ui/toast'
import { StarIcon } from '~/ui/icons'
import classes from './bookmark-card.module.css'

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

/** The card itself, loaded only when it is shown (decision 120): Mantine's Button and CloseButton stay out of the home page's first load. */
export function BookmarkCard({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLingui()
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
        <CloseButton size="sm" aria-label={t`Dismiss`} onClick={onDismiss} />
      </Group>
      <Button size="xs" radius="xl" fullWidth mt={8} onClick={bookmark}>
        <Trans>Bookmark</Trans>
      </Button>
    </aside>
  )
}
