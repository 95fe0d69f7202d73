/**
 * The shell's parts below the page that hydrate after it (decision 105): the footer, the floating bar and the chat
 * launcher, with the support wiring they share (features/chat). The server renders them with the page; in the browser
 * their code is a chunk of its own that shell-layout.tsx loads while the page hydrates (ui/hydrate-later), so it is
 * not in any page's first load.
 */
import { PlatformSupportProvider } from '~/features/chat'
import { ChatLauncher } from '~/features/chat/components/chat-launcher'
import { FloatingBarContainer } from './floating-bar-container'
import { FooterContainer } from './footer-container'

export function ShellLater() {
  // One read of the platform's support for the three of them (decision 112).
  return (
    <PlatformSupportProvider>
      <FooterContainer />
      <FloatingBarContainer />
      <ChatLauncher />
    </PlatformSupportProvider>
  )
}
