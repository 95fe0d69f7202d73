/**
 * Customer support (spec §2 Floating widgets, front-api §4.8, decision 0021). `useOpenSupportChat()` gives
 * `open(merId?)`: any "customer service" or "inquiry" button calls it (0 or nothing = the platform).
 * The launcher and panel are imported from `components/chat-launcher` by the shell.
 */
export { supportChat, useChatState } from './chat-store'
export { supportKeys } from './queries'
export { mailtoHref, telHref, type SupportAction, type SupportContacts, webHref } from './service-type'
export { useOpenSupportChat, usePlatformSupport } from './use-open-support-chat'
