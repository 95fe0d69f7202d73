export { cartCountKey, cartCountQuery } from './queries'
export { type AddToCartInput, addToCartMutation } from './mutations'
