export {
  type MerchantCard,
  type MerchantCategory,
  type MerchantIndexInfo,
  type MerchantType,
  merchantCategoriesQuery,
  merchantKeys,
  merchantIndexQuery,
  merchantStreetQuery,
  merchantTypesQuery,
} from './queries'
export { followMerchantMutation, unfollowMerchantMutation } from './mutations'
