export {
  ACTIVITY_PAGE_LIMIT,
  type ActivityDetail,
  type ActivityListItem,
  activityBanners,
  activityDetailQuery,
  activityProductsQuery,
  prefetchActivityIndex,
  prefetchActivityPage,
  topProductsSeo,
} from './queries'
