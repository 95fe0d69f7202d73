export {
  filterCount,
  goodRatePercent,
  REPLY_FILTERS,
  REPLY_PAGE_SIZE,
  type Reply,
  type ReplyConfig,
  type ReplyFilter,
  replyConfigQuery,
  replyListQuery,
} from './queries'
