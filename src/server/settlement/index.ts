/** The settlement domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { SettlementCommands, runSettlementCommand } from './ops'
export type { SettlementCommand } from './ops'
