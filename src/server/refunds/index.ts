/** The refunds domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { approveRefund, markRefunded, refuseRefund } from './merchant'
