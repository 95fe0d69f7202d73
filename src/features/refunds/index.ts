export {
  type RefundApplyInfo,
  refundApplyInfoQuery,
  refundDetailQuery,
  refundKeys,
  refundListQuery,
  type RefundOrder,
  refundReasonsQuery,
  voucherImages,
} from './queries'
export { RefundListSearch, RefundOrderSearch } from './schemas'
