/** The catalogue-feeds domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { CatalogueOpsCommands, isCatalogueCommand, runCatalogueCommand } from './ops'
