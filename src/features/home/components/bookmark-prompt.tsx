import { useLocalStorage } from '@mantine/hooks'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'

const loadCard = () => import('./bookmark-card')
const BookmarkCard = lazy(() => loadCard().then((module) => ({ default: module.BookmarkCard })))

/**
 * "Bookmark this shop": a small dismissible card in the home's user card, in the place of `children` (the shop's
 * perks), so it never covers a product. Shown only in the browser (it depends on the remembered dismissal), a moment
 * after the page settles; `children` show before and after.
 */
export function BookmarkPrompt({ children }: { children: ReactNode }) {
  const [dismissed, setDismissed] = useLocalStorage({
    key: 'home-bookmark-prompt-dismissed',
    defaultValue: false,
    getInitialValueInEffect: true,
  })
  const [ready, setReady] = useState(false)
  useEffect(() => {
    // The card's chunk is asked for now, so it is in when the card shows.
    void loadCard()
    const timer = window.setTimeout(() => setReady(true), 1500)
    return () => window.clearTimeout(timer)
  }, [])
  if (!ready || dismissed) return children
  return (
    <Suspense fallback={children}>
      <BookmarkCard onDismiss={() => setDismissed(true)} />
    </Suspense>
  )
}
