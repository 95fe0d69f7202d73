/**
 * Customer support (docs/spec.md §2.56 (#spec-2-56) Floating widgets, docs/api.md §4.8 (#ref-4-8), decision 0021).
 * `useOpenSupportChat()` gives `open(merId?)`: any "customer service" or "inquiry" button calls it (0 or nothing = the
 * platform). The launcher and panel are imported from `components/chat-launcher` by the shell.
 */
export { PlatformSupportProvider, useOpenSupportChat, usePlatformSupport } from './use-open-support-chat'
