export { favouriteProductMutation } from './mutations'
