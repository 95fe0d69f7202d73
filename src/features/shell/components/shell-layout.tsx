import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ChatLauncher } from '~/features/chat/components/chat-launcher'
import { useShell } from '~/features/site'
import { CopyLinkButton } from '~/ui/copy-link'
import { MAIN_CONTENT_ID, SkipLink } from '~/ui/skip-link'
import { FloatingBarContainer } from './floating-bar-container'
import { FooterContainer } from './footer-container'
import { CategoryIconBar } from './header/category-icon-bar'
import { Header } from './header/header'
import { TopBar } from './header/top-bar'
import classes from './shell-layout.module.css'

/** One layout for every page: the skip link, top bar, header, category bar, the page, the footer and the floating bar. */
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
      <FooterContainer />
      <FloatingBarContainer />
      <ChatLauncher />
    </>
  )
}
