/** The orders domain's public face: what other server domains may use (docs/architecture.md, import rules). */
export { expireUserOverdueOrders } from './expire'
export {
  FULLY_REFUNDED,
  ORDER_NOT_FOUND,
  addLogisticsEvent,
  completeIfReviewed,
  confirmTransfer,
  lockMerchantOrder,
  shipOrder,
} from './fulfilment'
export type { Delivery } from './fulfilment'
export {
  lockMasterOrder,
  markMasterOrderAwaitingConfirmation,
  markMasterOrderPaid,
  returnStock,
  reviveCancelledOrder,
  stockSteps,
  stockValues,
} from './lifecycle'
export type { MasterOrderRow } from './lifecycle'
export { ownMasterOrderNo, ownMerchantOrderNo } from './own'
export { settleProductTotals } from './product-totals'
export { itemView, shownCurrencyOf } from './service'
export { MASTER, ORDER, ORDER_REFUND, REFUND, assertRefundTransition, isOrderPaid } from './state-machine'
export type { RefundStatus } from './state-machine'
