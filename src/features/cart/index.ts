export { cartKeys } from './queries'
export { addToCartMutation } from './mutations'
