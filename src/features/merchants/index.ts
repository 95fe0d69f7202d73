export {
  FOLLOWED_SHOPS_LIMIT,
  type FollowedShop,
  followedShopsQuery,
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
