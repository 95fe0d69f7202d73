export { cartCountKey, cartCountQuery } from './queries'
