import { Box } from '@mantine/core'
import type { ReactNode } from 'react'
import { ChatLauncher } from '~/features/support/components/chat-launcher'
import { FloatingBarContainer } from './floating-bar-container'
import { FooterContainer } from './footer-container'
import { CategoryIconBar } from './header/category-icon-bar'
import { Header } from './header/header'
import { TopBar } from './header/top-bar'

/** One layout for every page: top bar, header, category bar, the page, the footer and the floating bar. */
export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <Header />
      <CategoryIconBar />
      <Box component="main" mih="60vh" py="md" id="main">
        {children}
      </Box>
      <FooterContainer />
      <FloatingBarContainer />
      <ChatLauncher />
    </>
  )
}
