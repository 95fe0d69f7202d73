export {
  type RefundApplyInfo,
  refundApplyInfoQuery,
  refundDetailQuery,
  refundKeys,
  refundListQuery,
  type RefundOrder,
  refundReasonsQuery,
} from './queries'
export { RefundListSearch, RefundOrderSearch } from './schemas'
