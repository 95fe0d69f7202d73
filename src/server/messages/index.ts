/** The messages domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { OUTBOX_COOKIE, outboxBrowser } from './browser'
export type { OutboxBrowser } from './browser'
export { claimAccountAddresses } from './claims'
export { codeMessage } from './code-mail'
export { outboxEnabled, sendMessage } from './sender'
