/** The home domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { AboutCommands, isAboutCommand, runAboutCommand } from './ops'
