/** The addresses domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { defaultAddress, recipientOf } from './service'
