export { FOLLOWED_SHOPS_LIMIT, followedShopsQuery } from './queries'
export { unfollowMerchantMutation } from './mutations'
