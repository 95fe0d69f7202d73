export { cartCountQuery, cartKeys } from './queries'
export { addToCartMutation } from './mutations'
