/** The chat domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { ChatOpsCommands, runChatOps } from './ops'
