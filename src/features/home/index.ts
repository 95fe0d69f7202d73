export {
  type Activity,
  type ActivityProduct,
  activityIndexQuery,
  currencySymbol,
  type HomeIndex,
  homeIndexQuery,
  homeMerchantStreetQuery,
  prefetchHomePage,
} from './queries'
