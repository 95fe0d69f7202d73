export {
  type MerchantCard,
  type MerchantCategory,
  type MerchantIndexInfo,
  type MerchantSearchCard,
  type MerchantSearchPage,
  type MerchantType,
  merchantCategoriesQuery,
  merchantIndexKey,
  merchantIndexQuery,
  merchantSearchQuery,
  merchantStreetQuery,
  merchantTotal,
  merchantTypesQuery,
} from './queries'
export { followMerchantMutation, unfollowMerchantMutation } from './mutations'
