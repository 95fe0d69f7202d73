export {
  type CartGroup,
  type CartLine,
  cartCountQuery,
  cartKeys,
  cartListQuery,
  prefetchCartPage,
} from './queries'
export {
  type AddToCartInput,
  addToCartMutation,
  type CartQuantityInput,
  type CartResetInput,
  cartQuantityMutation,
  checkoutCartMutation,
  deleteCartLinesMutation,
  moveToFavouritesMutation,
  resetCartLineMutation,
} from './mutations'
