export {
  type BankTransferDetails,
  checkoutKeys,
  type ComputedPrice,
  defaultPayType,
  enabledPayTypes,
  isPayType,
  type OrderCoupon,
  orderCouponsQuery,
  type PayMethods,
  payMethodsQuery,
  type PayResult,
  payResultQuery,
  type PayStatus,
  type PayType,
  type PreOrder,
  preOrderQuery,
} from './queries'
export { type BuyNowInput, buyNowMutation } from './mutations'
export { usePayTypeLabel } from './components/pay-type-label'
