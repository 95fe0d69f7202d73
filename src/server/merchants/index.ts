/** The merchants domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { MerchantCommands, isMerchantCommand, runMerchantCommand } from './ops'
