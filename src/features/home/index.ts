export { HomePage } from './components/home-page'
export {
  type Activity,
  type ActivityProduct,
  activityIndexQuery,
  currencySymbol,
  type HomeIndex,
  homeIndexQuery,
  homeMerchantStreetQuery,
} from './queries'
