import { Box } from '@mantine/core'
import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ChatLauncher } from '~/features/support/components/chat-launcher'
import { useShell } from '~/features/site'
import { CopyLinkButton } from '~/ui/copy-link'
import { FloatingBarContainer } from './floating-bar-container'
import { FooterContainer } from './footer-container'
import { CategoryIconBar } from './header/category-icon-bar'
import { Header } from './header/header'
import { TopBar } from './header/top-bar'

/** One layout for every page: top bar, header, category bar, the page, the footer and the floating bar. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const copyLink = useMatches({ select: (matches) => matches.some((match) => match.staticData?.copyLink === true) })
  const { publicConfig } = useShell()
  return (
    <>
      <TopBar />
      <Header />
      <CategoryIconBar />
      <Box component="main" mih="60vh" py="md" id="main">
        {copyLink ? <CopyLinkButton origin={publicConfig.origin} /> : null}
        {children}
      </Box>
      <FooterContainer />
      <FloatingBarContainer />
      <ChatLauncher />
    </>
  )
}
