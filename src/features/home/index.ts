export {
  type Activity,
  type ActivityProduct,
  activityIndexQuery,
  homeMerchantStreetQuery,
  prefetchHomePage,
} from './queries'
