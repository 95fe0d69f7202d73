export {
  ACTIVITY_PAGE_LIMIT,
  type ActivityDetail,
  type ActivityListItem,
  activityBanners,
  activityDetailQuery,
  activityProductsQuery,
  prefetchActivityPage,
  topProductsSeo,
} from './queries'
