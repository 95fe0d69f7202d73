export {
  type MerchantCard,
  type MerchantCategory,
  type MerchantIndexInfo,
  type MerchantType,
  merchantCategoriesQuery,
  merchantIndexKey,
  merchantIndexQuery,
  merchantStreetQuery,
  merchantTypesQuery,
} from './queries'
export { followMerchantMutation, unfollowMerchantMutation } from './mutations'
