export {
  awaitingReviewsQuery,
  filterCount,
  goodRatePercent,
  REPLY_FILTERS,
  REPLY_PAGE_SIZE,
  type Reply,
  type ReplyConfig,
  type ReplyFilter,
  replyConfigQuery,
  replyListQuery,
  reviewKeys,
  type ToReviewItem,
  type WrittenReview,
  writtenReviewsQuery,
} from './queries'
export { EvaluationConfirmSearch, EvaluationListSearch } from './schemas'
