import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useShell } from '~/features/site'
import { CopyLinkButton } from '~/ui/copy-link'
import { hydrateLater } from '~/ui/hydrate-later'
import { MAIN_CONTENT_ID, SkipLink } from '~/ui/skip-link'
import { CategoryIconBar } from './header/category-icon-bar'
import { Header } from './header/header'
import { TopBar } from './header/top-bar'
import classes from './shell-layout.module.css'
// The stylesheets of the parts that hydrate later, in every page's CSS: their server HTML is styled before their
// chunk arrives.
import '~/features/chat/components/launcher.module.css'
import '~/ui/floating-bar/floating-bar.module.css'
import '~/ui/footer/footer.module.css'
import '~/ui/footer/low-vision.css'

/** The footer, the floating bar and the chat launcher: rendered by the server, hydrated when their chunk arrives. */
const ShellLater = hydrateLater(() => import('./shell-later').then((module) => module.ShellLater))

/**
 * One layout for every page: the skip link, top bar, header, category bar, the page, then the parts that hydrate
 * later (footer, floating bar, chat launcher).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const copyLink = useMatches({ select: (matches) => matches.some((match) => match.staticData?.copyLink === true) })
  const { publicConfig } = useShell()
  return (
    <>
      <SkipLink />
      <TopBar />
      <Header />
      <CategoryIconBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {copyLink ? <CopyLinkButton origin={publicConfig.origin} /> : null}
        {children}
      </main>
      <ShellLater />
    </>
  )
}
