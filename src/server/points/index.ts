/** The points domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { earnForReceivedOrder, reverseForRefund, unfreezeAllDue } from './earning'
export { POINTS_OPS_COMMANDS, isPointsCommand, runPointsCommand } from './ops'
export { grantPoints, grantRegisterBonus, spendPoints } from './service'
