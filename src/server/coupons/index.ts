/** The coupons domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { CouponOpsCommands, runCouponOpsCommand } from './ops-commands'
export { ownedCouponFields } from './owned'
